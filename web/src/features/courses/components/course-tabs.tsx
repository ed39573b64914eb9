import type { CollectionField } from '@coursedesk/contract/collections/define';
import { courseAccents, coursePlanAccents } from '@coursedesk/contract/courses';
import { Controller, useFormContext, useWatch } from 'react-hook-form';
import { DeclaredField } from '@/components/ui/form/declared-field';
import { FormSection } from '@/components/ui/form/form-section';
import { SeoSection } from '@/components/ui/seo-section';
import type { CourseFormValues } from '../course-form';
import {
  CheckboxField,
  RepeatableRows,
  SelectField,
  TextareaField,
  TextField,
} from './course-fields';
import { IconPicker } from './icon-picker';

const colorNames: Record<string, string> = {
  'edtech-green': 'Green',
  'edtech-orange': 'Orange',
  'edtech-red': 'Red',
  'edtech-blue': 'Blue',
};
const courseAccentOptions = courseAccents.map((value) => ({
  value,
  label: colorNames[value] ?? value,
}));
/** Testimonials, success stats and the plan also allow blue. */
export const colorOptions = coursePlanAccents.map((value) => ({
  value,
  label: colorNames[value] ?? value,
}));
const ratingOptions = [5, 4, 3, 2, 1].map((value) => ({
  value,
  label: `${value} star${value === 1 ? '' : 's'}`,
}));

const courseImage: CollectionField = { name: 'course.image', label: 'Course image', kind: 'image' };

export function BasicInfoTab() {
  return (
    <div className="grid grid-cols-1 gap-5 sm:grid-cols-2">
      <TextField
        name="course.id"
        label="Course ID"
        placeholder="web-development"
        hint="Lower-case letters, digits and hyphens: it is the course's web address."
      />
      <TextField name="course.title" label="Title" />
      <TextField name="course.category" label="Category" />
      <TextField name="course.badge" label="Badge" placeholder="Most Popular" />
      <TextareaField name="course.desc" label="Description" className="sm:col-span-2" />
      <TextField name="course.duration" label="Duration" placeholder="12 weeks" />
      <TextField name="course.extra" label="Extra Info" placeholder="Live online" />
      <SelectField name="course.accent" label="Accent Color" options={courseAccentOptions} />
      <div className="flex items-end pb-2">
        <CheckboxField name="course.featured" label="Featured" />
      </div>
      <div className="sm:col-span-2">
        <IconPicker name="course.iconName" label="Icon" />
      </div>
      <DeclaredField field={courseImage} uploadArea="course-images" className="sm:col-span-2" />
    </div>
  );
}

export function DetailsTab() {
  return (
    <>
      <TextareaField name="details.overview" label="Overview" rows={4} />
      <TextareaField name="details.prerequisites" label="Prerequisites" />
      <FormSection level={3} title="Landing page pricing">
        <div className="grid grid-cols-1 gap-4 sm:grid-cols-2">
          <TextField name="details.pricing.current" label="Current price" placeholder="£2,999" />
          <TextField name="details.pricing.original" label="Original price" placeholder="£4,999" />
          <TextField name="details.pricing.discount" label="Discount" placeholder="40% OFF" />
          <TextField name="details.pricing.deadline" label="Offer deadline" />
        </div>
        <RepeatableRows
          name="details.pricing.features"
          rowTitle={(n) => `Price feature ${n}`}
          rowName={(n) => `price feature ${n}`}
          addLabel="Add Price Feature"
          newRow={() => ({ text: '', icon: '✅' })}
        >
          {(row) => (
            <div className="grid grid-cols-1 gap-3 sm:grid-cols-[3fr_1fr]">
              <TextField name={`${row}.text`} label="Text" />
              <TextField name={`${row}.icon`} label="Icon" placeholder="✅" />
            </div>
          )}
        </RepeatableRows>
      </FormSection>
      <FormSection level={3} title="Course info">
        <div className="grid grid-cols-1 gap-4 sm:grid-cols-2">
          <TextField name="details.courseInfo.startDate" label="Start date" />
          <TextField name="details.courseInfo.format" label="Format" placeholder="Online" />
          <TextField name="details.courseInfo.support" label="Support" placeholder="24/7" />
          <TextField name="details.courseInfo.studentsEnrolled" label="Students enrolled" />
        </div>
      </FormSection>
      <FormSection level={3} title="Trust indicators">
        <div className="grid grid-cols-1 gap-4 sm:grid-cols-2">
          <TextField name="details.trustIndicators.rating" label="Rating" placeholder="4.8" />
          <TextField name="details.trustIndicators.reviewCount" label="Review count" />
          <TextareaField
            name="details.trustIndicators.testimonialPreview.text"
            label="Preview text"
            rows={2}
            className="sm:col-span-2"
          />
          <TextField
            name="details.trustIndicators.testimonialPreview.author"
            label="Preview author"
          />
        </div>
      </FormSection>
      <FormSection level={3} title="Success stats">
        <RepeatableRows
          name="details.successStats"
          rowTitle={(n) => `Success stat ${n}`}
          rowName={(n) => `success stat ${n}`}
          addLabel="Add Success Stat"
          newRow={() => ({ label: '', value: '', color: 'edtech-green' })}
        >
          {(row) => (
            <div className="grid grid-cols-1 gap-3 sm:grid-cols-3">
              <TextField name={`${row}.label`} label="Label" />
              <TextField name={`${row}.value`} label="Value" />
              <SelectField name={`${row}.color`} label="Color" options={colorOptions} />
            </div>
          )}
        </RepeatableRows>
      </FormSection>
    </>
  );
}

export function FeaturesToolsTab() {
  return (
    <>
      <FormSection level={3} title="Features">
        <RepeatableRows
          name="details.features"
          rowTitle={(n) => `Feature ${n}`}
          rowName={(n) => `feature ${n}`}
          addLabel="Add Feature"
          newRow={() => ({ icon: '', title: '', description: '' })}
        >
          {(row) => (
            <>
              <IconPicker name={`${row}.icon`} label="Icon" />
              <TextField name={`${row}.title`} label="Title" />
              <TextareaField name={`${row}.description`} label="Description" rows={2} />
            </>
          )}
        </RepeatableRows>
      </FormSection>
      <FormSection level={3} title="Tools">
        <RepeatableRows
          name="details.tools"
          rowTitle={(n) => `Tool ${n}`}
          rowName={(n) => `tool ${n}`}
          addLabel="Add Tool"
          newRow={() => ({ name: '', icon: '' })}
        >
          {(row) => (
            <div className="grid grid-cols-1 gap-3 sm:grid-cols-2">
              <TextField name={`${row}.name`} label="Name" />
              <TextField name={`${row}.icon`} label="Icon" hint="An emoji or an image address" />
            </div>
          )}
        </RepeatableRows>
      </FormSection>
    </>
  );
}

const avatarField = (row: string): CollectionField => ({
  name: `${row}.avatar`,
  label: 'Avatar',
  kind: 'image',
  uploadEndpoint: 'testimonial-avatar',
});

export function TestimonialsTab() {
  return (
    <RepeatableRows
      name="details.testimonials"
      rowTitle={(n) => `Testimonial ${n}`}
      rowName={(n) => `testimonial ${n}`}
      addLabel="Add Testimonial"
      newRow={() => ({
        name: '',
        role: '',
        avatar: '',
        rating: 5,
        content: '',
        color: 'edtech-green',
      })}
    >
      {(row) => (
        <div className="grid grid-cols-1 gap-3 sm:grid-cols-2">
          <TextField name={`${row}.name`} label="Name" />
          <TextField name={`${row}.role`} label="Role" />
          <SelectField name={`${row}.rating`} label="Rating" options={ratingOptions} />
          <SelectField name={`${row}.color`} label="Color" options={colorOptions} />
          <TextareaField name={`${row}.content`} label="Testimonial" className="sm:col-span-2" />
          <DeclaredField
            field={avatarField(row)}
            uploadArea="testimonials"
            className="sm:col-span-2"
          />
        </div>
      )}
    </RepeatableRows>
  );
}

/** Search-engine fields of the course, with a search-result preview. */
export function SeoTab() {
  const { control, formState } = useFormContext<CourseFormValues>();
  const [title, desc, id] = useWatch({
    control,
    name: ['course.title', 'course.desc', 'course.id'],
  });
  const errors = formState.errors.course?.seo;
  return (
    <Controller
      control={control}
      name="course.seo"
      render={({ field }) => (
        <SeoSection
          values={field.value}
          onChange={field.onChange}
          fallback={{ title, description: desc }}
          address={`/courses/${id || 'course-id'}`}
          idPrefix="course-field-course.seo."
          errors={{
            title: errors?.title?.message,
            description: errors?.description?.message,
            image: errors?.image?.message,
            canonical: errors?.canonical?.message,
          }}
        />
      )}
    />
  );
}
