import { useEffect } from 'react';
import { useFormContext, useWatch } from 'react-hook-form';
import { FormSection } from '@/components/ui/form/form-section';
import { type CourseFormValues, type SameAsField, sameAsLinks } from '../course-form';
import {
  CheckboxField,
  type CoursePath,
  RepeatableRows,
  SelectField,
  TextareaField,
  TextField,
} from './course-fields';
import { colorOptions } from './course-tabs';

/** The course values a plan field may follow, watched so that a linked field follows them. */
const watchedSources = [
  'course.title',
  'course.category',
  'course.badge',
  'course.desc',
  'course.duration',
  'course.extra',
  'details.pricing.current',
  'details.pricing.original',
  'details.pricing.discount',
  'sameAs',
] as const satisfies readonly CoursePath[];

/**
 * Keeps every linked plan field equal to its course value: when the box is checked and whenever
 * the course value changes afterwards (the 'Same as ...' boxes).
 */
export function useSameAsLinks() {
  const { control, getValues, setValue } = useFormContext<CourseFormValues>();
  const watched = useWatch({ control, name: watchedSources });
  useEffect(() => {
    // `watched` names what this depends on; the values themselves are read whole.
    void watched;
    const values = getValues();
    for (const link of sameAsLinks) {
      if (!values.sameAs[link.field]) continue;
      const next = link.source(values);
      if (values.pricing[link.field] !== next) {
        setValue(`pricing.${link.field}`, next, { shouldDirty: true });
      }
    }
  }, [watched, getValues, setValue]);
}

/** A plan field that may follow the course: read-only while its 'Same as ...' box is checked. */
function LinkedField({
  field,
  label,
  multiline,
  inputMode,
}: {
  field: SameAsField;
  label: string;
  multiline?: boolean;
  inputMode?: 'numeric';
}) {
  const { control } = useFormContext<CourseFormValues>();
  const linked = useWatch({ control, name: `sameAs.${field}` });
  const link = sameAsLinks.find((candidate) => candidate.field === field);
  return (
    <div className="space-y-2">
      {multiline ? (
        <TextareaField name={`pricing.${field}`} label={label} readOnly={linked} />
      ) : (
        <TextField
          name={`pricing.${field}`}
          label={label}
          inputMode={inputMode}
          readOnly={linked}
        />
      )}
      {link ? <CheckboxField name={`sameAs.${field}`} label={link.label} /> : null}
    </div>
  );
}

export function PricingTab() {
  return (
    <>
      <div className="grid grid-cols-1 gap-5 sm:grid-cols-2">
        <LinkedField field="name" label="Plan Name" />
        <LinkedField field="category" label="Category" />
        <div className="sm:col-span-2">
          <LinkedField field="description" label="Description" multiline />
        </div>
        <LinkedField field="badge" label="Badge" />
        <TextField name="pricing.cta" label="CTA" placeholder="Enrol Now" />
        <LinkedField field="duration" label="Duration" />
        <LinkedField field="extra" label="Extra Info" />
        <LinkedField field="discount" label="Discount" />
        <SelectField name="pricing.accent" label="Accent" options={colorOptions} />
        <LinkedField field="currentPrice" label="Current price (£)" inputMode="numeric" />
        <LinkedField field="originalPrice" label="Original price (£)" inputMode="numeric" />
        <TextField
          name="pricing.installmentPrice"
          label="Installment price (£)"
          inputMode="numeric"
        />
        <TextField
          name="pricing.installmentMonths"
          label="Installment months"
          inputMode="numeric"
        />
        <div className="flex flex-wrap gap-6 sm:col-span-2">
          <CheckboxField name="pricing.highlighted" label="Highlighted" />
          <CheckboxField name="pricing.popular" label="Popular" />
        </div>
      </div>
      <PlanFeaturesEditor />
    </>
  );
}

function PlanFeaturesEditor() {
  return (
    <FormSection level={3} title="Plan features">
      <RepeatableRows
        name="pricing.features"
        rowTitle={(n) => `Plan feature ${n}`}
        rowName={(n) => `plan feature ${n}`}
        addLabel="Add Plan Feature"
        newRow={() => ({ text: '' })}
      >
        {(row) => <TextField name={`${row}.text`} label="Text" />}
      </RepeatableRows>
    </FormSection>
  );
}
