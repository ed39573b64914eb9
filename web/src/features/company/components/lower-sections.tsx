import type { CompanySettingsInput } from '@coursedesk/contract/company';
import { useWatch } from 'react-hook-form';
import { typedFields } from '@/components/ui/form/typed-fields';
import { newBenefit, nextFaqId } from '../form-values';
import { BenefitValueField } from './benefit-value-field';

/**
 * The fields of the company page's last sections, far below its first screen: their code loads
 * as they come within a screen of the viewport (company-info-form.tsx).
 */
const { TextField, TextareaField, RepeatableRows } = typedFields<CompanySettingsInput>();

export function ContactFields() {
  return (
    <>
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
    </>
  );
}

export function PricingFaqFields() {
  const questions = useWatch<CompanySettingsInput, 'companyInfo.pricingFaq'>({
    name: 'companyInfo.pricingFaq',
  });
  return (
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
  );
}

export function BenefitsFields() {
  return (
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
  );
}
