import type { CompanySettingsInput } from '@coursedesk/contract/company';
import { countryNames } from '@coursedesk/contract/countries';
import { useId } from 'react';
import { get, useController, useFormContext } from 'react-hook-form';
import { fieldErrorId } from '@/components/ui/field';
import { Label } from '@/components/ui/label';
import { MultiSelect } from '@/components/ui/multi-select';

/** The highlighted countries: chosen from the contract's list of country names. */
export function CountrySelect() {
  const { control } = useFormContext<CompanySettingsInput>();
  const { field } = useController({ control, name: 'highlightedCountries.countries' });
  const id = useId();
  const error = useCountriesError();
  return (
    <div>
      <Label htmlFor={id}>Countries</Label>
      <MultiSelect
        id={id}
        options={countryNames}
        value={field.value ?? []}
        onChange={field.onChange}
        noun={{ one: 'country', many: 'countries' }}
        placeholder="Search countries…"
        invalid={Boolean(error)}
        describedBy={error ? fieldErrorId(id) : undefined}
      />
      {error ? (
        <p id={fieldErrorId(id)} className="mt-1.5 text-xs font-medium text-edtech-red">
          {error}
        </p>
      ) : null}
    </div>
  );
}

/**
 * The list's own message, or the first about one of its names (a saved name that is no longer on
 * the list, say).
 */
function useCountriesError(): string | undefined {
  const {
    formState: { errors },
  } = useFormContext<CompanySettingsInput>();
  const error: unknown = get(errors, 'highlightedCountries.countries');
  const messageOf = (value: unknown) =>
    value && typeof value === 'object' && 'message' in value && typeof value.message === 'string'
      ? value.message
      : undefined;
  if (messageOf(error)) return messageOf(error);
  return Array.isArray(error) ? error.map(messageOf).find(Boolean) : undefined;
}
