import {
  type CompanySettings,
  type CompanySettingsInput,
  type CompanySettingsValues,
  companyMessages,
  companySettingsInput,
} from '@coursedesk/contract/company';
import { zodResolver } from '@hookform/resolvers/zod';
import { Save } from 'lucide-react';
import { type FieldErrors, FormProvider, useFieldArray, useForm, useWatch } from 'react-hook-form';
import { Button } from '@/components/ui/button';
import { PageHeader } from '@/components/ui/page-header';
import { errorMessage } from '@/lib/api-client';
import { notifyError, notifySuccess } from '@/lib/notify';
import { useSaveCompanySettings } from '../api/save-company-settings';
import { newBenefit, nextFaqId, toFormValues } from '../form-values';
import { BenefitValueField } from './benefit-value-field';
import { CountrySelect } from './country-select';
import {
  AddButton,
  FormSection,
  RemoveButton,
  StringListEditor,
  TextControl,
  useFieldError,
} from './form-controls';
import { UnsavedChangesPrompt } from './unsaved-changes';

const resolver = zodResolver(companySettingsInput);

/** The first message of a form's errors, depth first, for the toast after a failed submit. */
function firstMessage(errors: unknown): string | undefined {
  if (!errors || typeof errors !== 'object') return undefined;
  if ('message' in errors && typeof errors.message === 'string' && errors.message) {
    return errors.message;
  }
  for (const [key, value] of Object.entries(errors)) {
    if (key === 'ref') continue;
    const found = firstMessage(value);
    if (found) return found;
  }
  return undefined;
}

/** The company info page's form: every section, saved together with Save Changes. */
export function CompanyInfoForm({ settings }: { settings: CompanySettings }) {
  const form = useForm<CompanySettingsInput, unknown, CompanySettingsValues>({
    resolver,
    defaultValues: toFormValues(settings),
  });
  const save = useSaveCompanySettings();

  const onValid = async (values: CompanySettingsValues) => {
    try {
      const result = await save.mutateAsync(values);
      form.reset(toFormValues(result.data));
      notifySuccess(result.message ?? companyMessages.saved);
    } catch (error) {
      notifyError(errorMessage(error, companyMessages.saveFailed));
    }
  };
  const onInvalid = (errors: FieldErrors<CompanySettingsInput>) =>
    notifyError(firstMessage(errors) ?? companyMessages.saveFailed);

  return (
    <FormProvider {...form}>
      <form noValidate onSubmit={form.handleSubmit(onValid, onInvalid)} className="space-y-6">
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
            <TextControl
              name="companyInfo.whatsappNumber"
              label="WhatsApp number"
              type="tel"
              placeholder="+44 7700 900123"
            />
            <TextControl
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
            <TextControl
              name="companyInfo.socialMedia.facebook"
              label="Facebook"
              type="url"
              placeholder="https://facebook.com/…"
            />
            <TextControl
              name="companyInfo.socialMedia.instagram"
              label="Instagram"
              type="url"
              placeholder="https://instagram.com/…"
            />
            <TextControl
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
          <StringListEditor
            name="companyInfo.heroRoles"
            itemLabel="Hero role"
            addLabel="Add hero role"
            placeholder="Software Developer"
          />
        </FormSection>

        <FormSection title="Carousel Roles" description="The roles the homepage carousel shows.">
          <StringListEditor
            name="companyInfo.carouselRoles"
            itemLabel="Carousel role"
            addLabel="Add carousel role"
            placeholder="Data Analyst"
          />
        </FormSection>

        <FormSection
          title="WhatsApp Quick Messages"
          description="Messages a visitor can send with one tap from the WhatsApp button."
        >
          <StringListEditor
            name="companyInfo.whatsappQuickMessages"
            itemLabel="Quick message"
            addLabel="Add quick message"
            placeholder="When does the next cohort start?"
          />
        </FormSection>

        <ContactSection />
        <PricingFaqSection />
        <BenefitsSection />
      </form>
      <UnsavedChangesPrompt dirty={form.formState.isDirty} />
    </FormProvider>
  );
}

function MarketingStatsSection() {
  const { fields, append, remove } = useFieldArray<CompanySettingsInput>({
    name: 'companyInfo.marketingStats',
  });
  return (
    <FormSection title="Marketing Statistics">
      {fields.length === 0 ? <p className="text-sm text-slate-500">No statistics yet.</p> : null}
      {fields.map((field, index) => (
        <div key={field.id} className="flex items-start gap-3">
          <div className="grid flex-1 gap-4 sm:grid-cols-[12rem_1fr]">
            <TextControl
              name={`companyInfo.marketingStats.${index}.number`}
              label={`Statistic ${index + 1} number`}
              placeholder="12,000+"
            />
            <TextControl
              name={`companyInfo.marketingStats.${index}.label`}
              label={`Statistic ${index + 1} label`}
              placeholder="Students trained"
            />
          </div>
          <div className="pt-7">
            <RemoveButton label={`Remove statistic ${index + 1}`} onClick={() => remove(index)} />
          </div>
        </div>
      ))}
      <AddButton onClick={() => append({ number: '', label: '' })}>Add statistic</AddButton>
    </FormSection>
  );
}

function ContactSection() {
  const { fields, append, remove } = useFieldArray<CompanySettingsInput>({
    name: 'contactData.offices',
  });
  return (
    <FormSection title="Contact Information">
      <div className="grid gap-4 sm:grid-cols-2">
        <TextControl
          name="contactData.responseTime"
          label="Response time"
          placeholder="We reply within one working day"
        />
        <TextControl
          name="contactData.mapEmbedUrl"
          label="Map embed URL"
          type="url"
          placeholder="https://www.google.com/maps/embed?…"
        />
      </div>
      <h3 className="pt-2 text-base font-semibold text-slate-900">Office locations</h3>
      {fields.length === 0 ? <p className="text-sm text-slate-500">No offices yet.</p> : null}
      {fields.map((field, index) => (
        <fieldset key={field.id} className="rounded-lg border border-slate-200 p-4">
          <legend className="px-1 text-sm font-medium text-slate-700">Office {index + 1}</legend>
          <div className="flex items-start gap-3">
            <div className="grid flex-1 gap-4 sm:grid-cols-2">
              <TextControl name={`contactData.offices.${index}.name`} label="Office name" />
              <TextControl name={`contactData.offices.${index}.phone`} label="Phone" type="tel" />
              <div className="sm:col-span-2">
                <TextControl name={`contactData.offices.${index}.address`} label="Address" />
              </div>
              <TextControl
                name={`contactData.offices.${index}.email`}
                label="Email (optional)"
                type="email"
              />
              <TextControl
                name={`contactData.offices.${index}.mapUrl`}
                label="Map URL (optional)"
                type="url"
              />
            </div>
            <RemoveButton label={`Remove office ${index + 1}`} onClick={() => remove(index)} />
          </div>
        </fieldset>
      ))}
      <AddButton
        onClick={() => append({ name: '', address: '', phone: '', email: '', mapUrl: '' })}
      >
        Add office
      </AddButton>
    </FormSection>
  );
}

function PricingFaqSection() {
  const { fields, append, remove } = useFieldArray<CompanySettingsInput>({
    name: 'companyInfo.pricingFaq',
  });
  const questions = useWatch<CompanySettingsInput, 'companyInfo.pricingFaq'>({
    name: 'companyInfo.pricingFaq',
  });
  const listError = useFieldError('companyInfo.pricingFaq');
  return (
    <FormSection title="Pricing FAQ" description="Questions shown beside the prices.">
      {fields.length === 0 ? <p className="text-sm text-slate-500">No questions yet.</p> : null}
      {fields.map((field, index) => (
        <div key={field.id} className="flex items-start gap-3 border-b border-slate-100 pb-4">
          <div className="grid flex-1 gap-4 sm:grid-cols-[6rem_1fr]">
            <TextControl name={`companyInfo.pricingFaq.${index}.id`} label="Id" type="number" />
            <TextControl name={`companyInfo.pricingFaq.${index}.question`} label="Question" />
            <div className="sm:col-span-2">
              <TextControl
                name={`companyInfo.pricingFaq.${index}.answer`}
                label="Answer"
                multiline
              />
            </div>
          </div>
          <div className="pt-7">
            <RemoveButton label={`Remove question ${index + 1}`} onClick={() => remove(index)} />
          </div>
        </div>
      ))}
      {listError ? <p className="text-xs font-medium text-edtech-red">{listError}</p> : null}
      <AddButton
        onClick={() =>
          append({
            id: nextFaqId((questions ?? []).map((question) => Number(question.id) || 0)),
            question: '',
            answer: '',
          })
        }
      >
        Add question
      </AddButton>
    </FormSection>
  );
}

function BenefitsSection() {
  const { fields, append, remove } = useFieldArray<CompanySettingsInput>({
    name: 'companyInfo.courseBenefitsComparison',
  });
  return (
    <FormSection
      title="Course Benefits Comparison"
      description="What we offer against other providers: a tick, a cross or a few words."
    >
      {fields.length === 0 ? <p className="text-sm text-slate-500">No benefits yet.</p> : null}
      {fields.map((field, index) => (
        <fieldset key={field.id} className="rounded-lg border border-slate-200 p-4">
          <legend className="px-1 text-sm font-medium text-slate-700">Benefit {index + 1}</legend>
          <div className="flex items-start gap-3">
            <div className="grid flex-1 gap-4 sm:grid-cols-2">
              <TextControl
                name={`companyInfo.courseBenefitsComparison.${index}.feature`}
                label="Feature"
              />
              <TextControl
                name={`companyInfo.courseBenefitsComparison.${index}.description`}
                label="Description"
              />
              <BenefitValueField
                name={`companyInfo.courseBenefitsComparison.${index}.us`}
                label="Us"
              />
              <BenefitValueField
                name={`companyInfo.courseBenefitsComparison.${index}.others`}
                label="Others"
              />
            </div>
            <RemoveButton label={`Remove benefit ${index + 1}`} onClick={() => remove(index)} />
          </div>
        </fieldset>
      ))}
      <AddButton onClick={() => append(newBenefit())}>Add benefit</AddButton>
    </FormSection>
  );
}
