import { useEffect } from 'react';
import { useFieldArray, useFormContext, useWatch } from 'react-hook-form';
import {
  type CourseFormValues,
  courseFieldId,
  type SameAsField,
  sameAsLinks,
} from '../course-form';
import {
  CourseCheckbox,
  type CoursePath,
  CourseSelectField,
  CourseTextField,
  FormSection,
} from './course-fields';
import { colorOptions } from './course-tabs';
import { AddButton, Entry, EntryControls } from './list-controls';

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
 * the course value changes afterwards (spec §2 'Same as ...').
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
      <CourseTextField
        name={`pricing.${field}`}
        label={label}
        multiline={multiline}
        inputMode={inputMode}
        readOnly={linked}
      />
      {link ? <CourseCheckbox name={`sameAs.${field}`} label={link.label} /> : null}
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
        <CourseTextField name="pricing.cta" label="CTA" placeholder="Enrol Now" />
        <LinkedField field="duration" label="Duration" />
        <LinkedField field="extra" label="Extra Info" />
        <LinkedField field="discount" label="Discount" />
        <CourseSelectField name="pricing.accent" label="Accent" options={colorOptions} />
        <LinkedField field="currentPrice" label="Current price (£)" inputMode="numeric" />
        <LinkedField field="originalPrice" label="Original price (£)" inputMode="numeric" />
        <CourseTextField
          name="pricing.installmentPrice"
          label="Installment price (£)"
          inputMode="numeric"
        />
        <CourseTextField
          name="pricing.installmentMonths"
          label="Installment months"
          inputMode="numeric"
        />
        <div className="flex flex-wrap gap-6 sm:col-span-2">
          <CourseCheckbox name="pricing.highlighted" label="Highlighted" />
          <CourseCheckbox name="pricing.popular" label="Popular" />
        </div>
      </div>
      <PlanFeaturesEditor />
    </>
  );
}

function PlanFeaturesEditor() {
  const { control } = useFormContext<CourseFormValues>();
  const name = 'pricing.features';
  const list = useFieldArray({ control, name });
  return (
    <FormSection title="Plan features">
      {list.fields.map((item, index) => (
        <Entry
          key={item.id}
          legend={`Plan feature ${index + 1}`}
          controls={
            <EntryControls
              name={`plan feature ${index + 1}`}
              index={index}
              count={list.fields.length}
              onMove={list.move}
              onRemove={list.remove}
            />
          }
        >
          <CourseTextField name={`${name}.${index}.text`} label="Text" />
        </Entry>
      ))}
      <AddButton
        id={courseFieldId(name)}
        label="Add Plan Feature"
        onClick={() => list.append({ text: '' })}
      />
    </FormSection>
  );
}
