import type { CompanySettingsInput } from '@coursedesk/contract/company';
import { countryNames } from '@coursedesk/contract/countries';
import { typedFields } from '@/components/ui/form/typed-fields';
import { MultiSelect } from '@/components/ui/multi-select';

const { CustomField } = typedFields<CompanySettingsInput>();

/**
 * The highlighted countries: chosen from the contract's list of country names. The message is
 * the list's own, or the first about one of its names (a saved name no longer on the list).
 */
export function CountrySelect() {
  return (
    <CustomField name="highlightedCountries.countries" label="Countries" nested>
      {(field, aria) => (
        <MultiSelect
          {...aria}
          options={countryNames}
          value={field.value ?? []}
          onChange={field.onChange}
          noun={{ one: 'country', many: 'countries' }}
          placeholder="Search countries…"
        />
      )}
    </CustomField>
  );
}
