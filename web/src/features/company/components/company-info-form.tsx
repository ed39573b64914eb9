import {
  type CompanySettings,
  type CompanySettingsInput,
  type CompanySettingsValues,
  companyMessages,
  companySettingsInput,
} from '@coursedesk/contract/company';
import { zodResolver } from '@hookform/resolvers/zod';
import { Save } from 'lucide-react';
import { lazy, useState } from 'react';
import { type FieldErrors, useForm } from 'react-hook-form';
import { Button } from '@/components/ui/button';
import { Form } from '@/components/ui/form/form';
import { firstErrorMessage } from '@/components/ui/form/form-message';
import { FormSection } from '@/components/ui/form/form-section';
import { typedFields } from '@/components/ui/form/typed-fields';
import { OnView } from '@/components/ui/on-view';
import { PageHeader } from '@/components/ui/page-header';
import { Spinner } from '@/components/ui/spinner';
import { StaleSaveDialog } from '@/components/ui/stale-save-dialog';
import { UnsavedChangesPrompt } from '@/components/ui/unsaved-changes';
import { errorMessage } from '@/lib/api-client';
import { notifyError, notifySuccess } from '@/lib/notify';
import { useStaleSave } from '@/lib/stale-save';
import { type SaveCompanySettings, useSaveCompanySettings } from '../api/save-company-settings';
import { toFormValues } from '../form-values';
import { CountrySelect } from './country-select';

const resolver = zodResolver(companySettingsInput);

const { TextField, RepeatableRows, TextRows } = typedFields<CompanySettingsInput>();

// The last three sections are far below the first screen: their fields' code loads as each
// comes within a screen of the viewport, their frames and titles standing in until then.
const ContactFields = lazy(async () => ({
  default: (await import('./lower-sections')).ContactFields,
}));
const PricingFaqFields = lazy(async () => ({
  default: (await import('./lower-sections')).PricingFaqFields,
}));
const BenefitsFields = lazy(async () => ({
  default: (await import('./lower-sections')).BenefitsFields,
}));

interface CompanyInfoFormProps {
  settings: CompanySettings;
  /** The page's version as loaded, which its saves name (a later one is a stale save). */
  version: string | undefined;
  /** Loads the page as stored now. */
  onReload: () => Promise<{ settings: CompanySettings; version: string | undefined } | undefined>;
}

/** The company info page's form: every section, saved together with Save Changes. */
export function CompanyInfoForm({ settings, version: loaded, onReload }: CompanyInfoFormProps) {
  const form = useForm<CompanySettingsInput, unknown, CompanySettingsValues>({
    resolver,
    defaultValues: toFormValues(settings),
  });
  const save = useSaveCompanySettings();
  // The version the edits are on: the loaded one, then each save's own.
  const [version, setVersion] = useState(loaded);
  /** Drops the edits for the page as stored now. */
  const stale = useStaleSave<SaveCompanySettings>(async () => {
    const latest = await onReload();
    if (!latest) return;
    form.reset(toFormValues(latest.settings));
    setVersion(latest.version);
  });

  const send = async (attempt: SaveCompanySettings) => {
    try {
      const result = await save.mutateAsync(attempt);
      stale.clear();
      setVersion(result.version);
      form.reset(toFormValues(result.body.data));
      notifySuccess(result.body.message ?? companyMessages.saved);
    } catch (error) {
      if (!stale.caught(error, attempt)) {
        notifyError(errorMessage(error, companyMessages.saveFailed));
      }
    }
  };
  const onValid = (values: CompanySettingsValues) => send({ values, version });
  const onInvalid = (errors: FieldErrors<CompanySettingsInput>) =>
    notifyError(firstErrorMessage(errors) ?? companyMessages.saveFailed);

  return (
    <>
      <StaleSaveDialog
        recordName="page"
        {...stale.dialog((attempt) => void send(attempt), save.isPending)}
      />
      <Form form={form} onSubmit={form.handleSubmit(onValid, onInvalid)} className="space-y-6">
        <div className="sticky top-0 z-20 -mx-1 bg-slate-50/95 px-1 py-2 backdrop-blur">
          <PageHeader
            title="Company Info & Settings"
            description="Contact details, social links, roles, pricing questions and the countries the website highlights."
            actions={
              <Button type="submit" disabled={save.isPending}>
                <Save aria-hidden="true" />
                {save.isPending ? 'Saving...' : 'Save Changes'}
              </Button>
            }
          />
        </div>

        <FormSection
          title="Highlighted Countries"
          description="The countries the website names as places our students come from."
        >
          <CountrySelect />
        </FormSection>

        <FormSection title="Basic Information">
          <div className="grid gap-4 sm:grid-cols-2">
            <TextField
              name="companyInfo.whatsappNumber"
              label="WhatsApp number"
              type="tel"
              placeholder="+44 7700 900123"
            />
            <TextField
              name="companyInfo.supportEmail"
              label="Support email"
              type="email"
              placeholder="support@example.com"
            />
          </div>
        </FormSection>

        <MarketingStatsSection />

        <FormSection title="Social Media Links">
          <div className="grid gap-4 sm:grid-cols-3">
            <TextField
              name="companyInfo.socialMedia.facebook"
              label="Facebook"
              type="url"
              placeholder="https://facebook.com/…"
            />
            <TextField
              name="companyInfo.socialMedia.instagram"
              label="Instagram"
              type="url"
              placeholder="https://instagram.com/…"
            />
            <TextField
              name="companyInfo.socialMedia.linkedin"
              label="LinkedIn"
              type="url"
              placeholder="https://linkedin.com/company/…"
            />
          </div>
        </FormSection>

        <FormSection
          title="Hero Roles"
          description="The roles the homepage's headline cycles through."
        >
          <TextRows
            name="companyInfo.heroRoles"
            itemLabel={(n) => `Hero role ${n}`}
            rowName={(n) => `hero role ${n}`}
            addLabel="Add hero role"
            emptyText="None yet."
            placeholder="Software Developer"
          />
        </FormSection>

        <FormSection title="Carousel Roles" description="The roles the homepage carousel shows.">
          <TextRows
            name="companyInfo.carouselRoles"
            itemLabel={(n) => `Carousel role ${n}`}
            rowName={(n) => `carousel role ${n}`}
            addLabel="Add carousel role"
            emptyText="None yet."
            placeholder="Data Analyst"
          />
        </FormSection>

        <FormSection
          title="WhatsApp Quick Messages"
          description="Messages a visitor can send with one tap from the WhatsApp button."
        >
          <TextRows
            name="companyInfo.whatsappQuickMessages"
            itemLabel={(n) => `Quick message ${n}`}
            rowName={(n) => `quick message ${n}`}
            addLabel="Add quick message"
            emptyText="None yet."
            placeholder="When does the next cohort start?"
          />
        </FormSection>

        <FormSection title="Contact Information">
          <OnView placeholder={<Spinner hideLabel className="py-4" />}>
            <ContactFields />
          </OnView>
        </FormSection>
        <FormSection title="Pricing FAQ" description="Questions shown beside the prices.">
          <OnView placeholder={<Spinner hideLabel className="py-4" />}>
            <PricingFaqFields />
          </OnView>
        </FormSection>
        <FormSection
          title="Course Benefits Comparison"
          description="What we offer against other providers: a tick, a cross or a few words."
        >
          <OnView placeholder={<Spinner hideLabel className="py-4" />}>
            <BenefitsFields />
          </OnView>
        </FormSection>
      </Form>
      <UnsavedChangesPrompt dirty={form.formState.isDirty} />
    </>
  );
}

function MarketingStatsSection() {
  return (
    <FormSection title="Marketing Statistics">
      <RepeatableRows
        name="companyInfo.marketingStats"
        rowTitle={(n) => `Statistic ${n}`}
        rowName={(n) => `statistic ${n}`}
        addLabel="Add statistic"
        emptyText="No statistics yet."
        newRow={() => ({ number: '', label: '' })}
      >
        {(row, index) => (
          <div className="grid gap-4 sm:grid-cols-[12rem_1fr]">
            <TextField
              name={`${row}.number`}
              label={`Statistic ${index + 1} number`}
              placeholder="12,000+"
            />
            <TextField
              name={`${row}.label`}
              label={`Statistic ${index + 1} label`}
              placeholder="Students trained"
            />
          </div>
        )}
      </RepeatableRows>
    </FormSection>
  );
}
