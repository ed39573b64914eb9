import {
  type CompanySettings,
  type CompanySettingsInput,
  type CompanySettingsValues,
  companyMessages,
  companySettingsInput,
} from '@coursedesk/contract/company';
import { zodResolver } from '@hookform/resolvers/zod';
import { Save } from 'lucide-react';
import { useState } from 'react';
import { type FieldErrors, useForm, useWatch } from 'react-hook-form';
import { Button } from '@/components/ui/button';
import { Form } from '@/components/ui/form/form';
import { firstErrorMessage } from '@/components/ui/form/form-message';
import { FormSection } from '@/components/ui/form/form-section';
import { typedFields } from '@/components/ui/form/typed-fields';
import { PageHeader } from '@/components/ui/page-header';
import { StaleSaveDialog } from '@/components/ui/stale-save-dialog';
import { UnsavedChangesPrompt } from '@/components/ui/unsaved-changes';
import { errorMessage } from '@/lib/api-client';
import { notifyError, notifySuccess } from '@/lib/notify';
import { useStaleSave } from '@/lib/stale-save';
import { type SaveCompanySettings, useSaveCompanySettings } from '../api/save-company-settings';
import { newBenefit, nextFaqId, toFormValues } from '../form-values';
import { BenefitValueField } from './benefit-value-field';
import { CountrySelect } from './country-select';

const resolver = zodResolver(companySettingsInput);

const { TextField, TextareaField, RepeatableRows, TextRows } = typedFields<CompanySettingsInput>();

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

        <ContactSection />
        <PricingFaqSection />
        <BenefitsSection />
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

function ContactSection() {
  return (
    <FormSection title="Contact Information">
      <div className="grid gap-4 sm:grid-cols-2">
        <TextField
          name="contactData.responseTime"
          label="Response time"
          placeholder="We reply within one working day"
        />
        <TextField
          name="contactData.mapEmbedUrl"
          label="Map embed URL"
          type="url"
          placeholder="https://www.google.com/maps/embed?…"
        />
      </div>
      <h3 className="pt-2 text-base font-semibold text-slate-900">Office locations</h3>
      <RepeatableRows
        name="contactData.offices"
        rowTitle={(n) => `Office ${n}`}
        rowName={(n) => `office ${n}`}
        addLabel="Add office"
        emptyText="No offices yet."
        newRow={() => ({ name: '', address: '', phone: '', email: '', mapUrl: '' })}
      >
        {(row) => (
          <div className="grid gap-4 sm:grid-cols-2">
            <TextField name={`${row}.name`} label="Office name" />
            <TextField name={`${row}.phone`} label="Phone" type="tel" />
            <TextField name={`${row}.address`} label="Address" className="sm:col-span-2" />
            <TextField name={`${row}.email`} label="Email (optional)" type="email" />
            <TextField name={`${row}.mapUrl`} label="Map URL (optional)" type="url" />
          </div>
        )}
      </RepeatableRows>
    </FormSection>
  );
}

function PricingFaqSection() {
  const questions = useWatch<CompanySettingsInput, 'companyInfo.pricingFaq'>({
    name: 'companyInfo.pricingFaq',
  });
  return (
    <FormSection title="Pricing FAQ" description="Questions shown beside the prices.">
      <RepeatableRows
        name="companyInfo.pricingFaq"
        rowTitle={(n) => `Question ${n}`}
        rowName={(n) => `question ${n}`}
        addLabel="Add question"
        emptyText="No questions yet."
        newRow={() => ({
          id: nextFaqId((questions ?? []).map((question) => Number(question.id) || 0)),
          question: '',
          answer: '',
        })}
      >
        {(row) => (
          <div className="grid gap-4 sm:grid-cols-[6rem_1fr]">
            <TextField
              name={`${row}.id`}
              label="Id"
              type="number"
              registerOptions={{ valueAsNumber: true }}
            />
            <TextField name={`${row}.question`} label="Question" />
            <TextareaField name={`${row}.answer`} label="Answer" className="sm:col-span-2" />
          </div>
        )}
      </RepeatableRows>
    </FormSection>
  );
}

function BenefitsSection() {
  return (
    <FormSection
      title="Course Benefits Comparison"
      description="What we offer against other providers: a tick, a cross or a few words."
    >
      <RepeatableRows
        name="companyInfo.courseBenefitsComparison"
        rowTitle={(n) => `Benefit ${n}`}
        rowName={(n) => `benefit ${n}`}
        addLabel="Add benefit"
        emptyText="No benefits yet."
        newRow={newBenefit}
      >
        {(row) => (
          <div className="grid gap-4 sm:grid-cols-2">
            <TextField name={`${row}.feature`} label="Feature" />
            <TextField name={`${row}.description`} label="Description" />
            <BenefitValueField name={`${row}.us`} label="Us" />
            <BenefitValueField name={`${row}.others`} label="Others" />
          </div>
        )}
      </RepeatableRows>
    </FormSection>
  );
}
