import type { CollectionField } from '@coursedesk/contract/collections/define';
import { courseAccents, coursePlanAccents } from '@coursedesk/contract/courses';
import { useFieldArray, useFormContext } from 'react-hook-form';
import { Field } from '@/components/ui/field';
import { ImageField } from '@/components/ui/form/image-field';
import { type CourseFormValues, courseFieldId } from '../course-form';
import {
  CourseCheckbox,
  CourseSelectField,
  CourseTextField,
  FormSection,
  useCourseError,
} from './course-fields';
import { IconPicker } from './icon-picker';
import { AddButton, Entry, EntryControls } from './list-controls';

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
/** Testimonials, success stats and the plan also allow blue (spec §5). */
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
  const { register, control } = useFormContext<CourseFormValues>();
  const imageId = courseFieldId('course.image');
  const imageError = useCourseError('course.image');
  return (
    <div className="grid grid-cols-1 gap-5 sm:grid-cols-2">
      <CourseTextField
        name="course.id"
        label="Course ID"
        placeholder="web-development"
        hint="Lower-case letters, digits and hyphens: it is the course's web address."
      />
      <CourseTextField name="course.title" label="Title" />
      <CourseTextField name="course.category" label="Category" />
      <CourseTextField name="course.badge" label="Badge" placeholder="Most Popular" />
      <CourseTextField name="course.desc" label="Description" multiline className="sm:col-span-2" />
      <CourseTextField name="course.duration" label="Duration" placeholder="12 weeks" />
      <CourseTextField name="course.extra" label="Extra Info" placeholder="Live online" />
      <CourseSelectField name="course.accent" label="Accent Color" options={courseAccentOptions} />
      <div className="flex items-end pb-2">
        <CourseCheckbox name="course.featured" label="Featured" />
      </div>
      <div className="sm:col-span-2">
        <IconPicker name="course.iconName" label="Icon" />
      </div>
      <div className="sm:col-span-2">
        <Field id={imageId} label="Course image" error={imageError}>
          <ImageField
            field={courseImage}
            id={imageId}
            error={imageError}
            register={register}
            control={control}
            uploadArea="course-images"
          />
        </Field>
      </div>
    </div>
  );
}

export function DetailsTab() {
  return (
    <>
      <CourseTextField name="details.overview" label="Overview" multiline rows={4} />
      <CourseTextField name="details.prerequisites" label="Prerequisites" multiline />
      <FormSection title="Landing page pricing">
        <div className="grid grid-cols-1 gap-4 sm:grid-cols-2">
          <CourseTextField
            name="details.pricing.current"
            label="Current price"
            placeholder="£2,999"
          />
          <CourseTextField
            name="details.pricing.original"
            label="Original price"
            placeholder="£4,999"
          />
          <CourseTextField name="details.pricing.discount" label="Discount" placeholder="40% OFF" />
          <CourseTextField name="details.pricing.deadline" label="Offer deadline" />
        </div>
        <PriceFeaturesEditor />
      </FormSection>
      <FormSection title="Course info">
        <div className="grid grid-cols-1 gap-4 sm:grid-cols-2">
          <CourseTextField name="details.courseInfo.startDate" label="Start date" />
          <CourseTextField name="details.courseInfo.format" label="Format" placeholder="Online" />
          <CourseTextField name="details.courseInfo.support" label="Support" placeholder="24/7" />
          <CourseTextField name="details.courseInfo.studentsEnrolled" label="Students enrolled" />
        </div>
      </FormSection>
      <FormSection title="Trust indicators">
        <div className="grid grid-cols-1 gap-4 sm:grid-cols-2">
          <CourseTextField name="details.trustIndicators.rating" label="Rating" placeholder="4.8" />
          <CourseTextField name="details.trustIndicators.reviewCount" label="Review count" />
          <CourseTextField
            name="details.trustIndicators.testimonialPreview.text"
            label="Preview text"
            multiline
            rows={2}
            className="sm:col-span-2"
          />
          <CourseTextField
            name="details.trustIndicators.testimonialPreview.author"
            label="Preview author"
          />
        </div>
      </FormSection>
      <SuccessStatsEditor />
    </>
  );
}

function PriceFeaturesEditor() {
  const { control } = useFormContext<CourseFormValues>();
  const name = 'details.pricing.features';
  const list = useFieldArray({ control, name });
  return (
    <div className="space-y-3">
      {list.fields.map((item, index) => (
        <Entry
          key={item.id}
          legend={`Price feature ${index + 1}`}
          controls={
            <EntryControls
              name={`price feature ${index + 1}`}
              index={index}
              count={list.fields.length}
              onMove={list.move}
              onRemove={list.remove}
            />
          }
        >
          <div className="grid grid-cols-1 gap-3 sm:grid-cols-[3fr_1fr]">
            <CourseTextField name={`${name}.${index}.text`} label="Text" />
            <CourseTextField name={`${name}.${index}.icon`} label="Icon" placeholder="✅" />
          </div>
        </Entry>
      ))}
      <AddButton
        id={courseFieldId(name)}
        label="Add Price Feature"
        onClick={() => list.append({ text: '', icon: '✅' })}
      />
    </div>
  );
}

function SuccessStatsEditor() {
  const { control } = useFormContext<CourseFormValues>();
  const name = 'details.successStats';
  const list = useFieldArray({ control, name });
  return (
    <FormSection title="Success stats">
      {list.fields.map((item, index) => (
        <Entry
          key={item.id}
          legend={`Success stat ${index + 1}`}
          controls={
            <EntryControls
              name={`success stat ${index + 1}`}
              index={index}
              count={list.fields.length}
              onMove={list.move}
              onRemove={list.remove}
            />
          }
        >
          <div className="grid grid-cols-1 gap-3 sm:grid-cols-3">
            <CourseTextField name={`${name}.${index}.label`} label="Label" />
            <CourseTextField name={`${name}.${index}.value`} label="Value" />
            <CourseSelectField
              name={`${name}.${index}.color`}
              label="Color"
              options={colorOptions}
            />
          </div>
        </Entry>
      ))}
      <AddButton
        id={courseFieldId(name)}
        label="Add Success Stat"
        onClick={() => list.append({ label: '', value: '', color: 'edtech-green' })}
      />
    </FormSection>
  );
}

export function FeaturesToolsTab() {
  const { control } = useFormContext<CourseFormValues>();
  const features = useFieldArray({ control, name: 'details.features' });
  const tools = useFieldArray({ control, name: 'details.tools' });
  return (
    <>
      <FormSection title="Features">
        {features.fields.map((item, index) => (
          <Entry
            key={item.id}
            legend={`Feature ${index + 1}`}
            controls={
              <EntryControls
                name={`feature ${index + 1}`}
                index={index}
                count={features.fields.length}
                onMove={features.move}
                onRemove={features.remove}
              />
            }
          >
            <IconPicker name={`details.features.${index}.icon`} label="Icon" />
            <CourseTextField name={`details.features.${index}.title`} label="Title" />
            <CourseTextField
              name={`details.features.${index}.description`}
              label="Description"
              multiline
              rows={2}
            />
          </Entry>
        ))}
        <AddButton
          id={courseFieldId('details.features')}
          label="Add Feature"
          onClick={() => features.append({ icon: '', title: '', description: '' })}
        />
      </FormSection>
      <FormSection title="Tools">
        {tools.fields.map((item, index) => (
          <Entry
            key={item.id}
            legend={`Tool ${index + 1}`}
            controls={
              <EntryControls
                name={`tool ${index + 1}`}
                index={index}
                count={tools.fields.length}
                onMove={tools.move}
                onRemove={tools.remove}
              />
            }
          >
            <div className="grid grid-cols-1 gap-3 sm:grid-cols-2">
              <CourseTextField name={`details.tools.${index}.name`} label="Name" />
              <CourseTextField
                name={`details.tools.${index}.icon`}
                label="Icon"
                hint="An emoji or an image address"
              />
            </div>
          </Entry>
        ))}
        <AddButton
          id={courseFieldId('details.tools')}
          label="Add Tool"
          onClick={() => tools.append({ name: '', icon: '' })}
        />
      </FormSection>
    </>
  );
}

const avatarField: (index: number) => CollectionField = (index) => ({
  name: `details.testimonials.${index}.avatar`,
  label: 'Avatar',
  kind: 'image',
  uploadEndpoint: 'testimonial-avatar',
});

export function TestimonialsTab() {
  const { control } = useFormContext<CourseFormValues>();
  const list = useFieldArray({ control, name: 'details.testimonials' });
  return (
    <div className="space-y-4">
      {list.fields.map((item, index) => (
        <Entry
          key={item.id}
          legend={`Testimonial ${index + 1}`}
          controls={
            <EntryControls
              name={`testimonial ${index + 1}`}
              index={index}
              count={list.fields.length}
              onMove={list.move}
              onRemove={list.remove}
            />
          }
        >
          <TestimonialFields index={index} />
        </Entry>
      ))}
      <AddButton
        id={courseFieldId('details.testimonials')}
        label="Add Testimonial"
        onClick={() =>
          list.append({
            name: '',
            role: '',
            avatar: '',
            rating: 5,
            content: '',
            color: 'edtech-green',
          })
        }
      />
    </div>
  );
}

function TestimonialFields({ index }: { index: number }) {
  const { register, control } = useFormContext<CourseFormValues>();
  const name = `details.testimonials.${index}` as const;
  const avatarId = courseFieldId(`${name}.avatar`);
  const avatarError = useCourseError(`${name}.avatar`);
  return (
    <div className="grid grid-cols-1 gap-3 sm:grid-cols-2">
      <CourseTextField name={`${name}.name`} label="Name" />
      <CourseTextField name={`${name}.role`} label="Role" />
      <CourseSelectField name={`${name}.rating`} label="Rating" options={ratingOptions} />
      <CourseSelectField name={`${name}.color`} label="Color" options={colorOptions} />
      <CourseTextField
        name={`${name}.content`}
        label="Testimonial"
        multiline
        className="sm:col-span-2"
      />
      <div className="sm:col-span-2">
        <Field id={avatarId} label="Avatar" error={avatarError}>
          <ImageField
            field={avatarField(index)}
            id={avatarId}
            error={avatarError}
            register={register}
            control={control}
            uploadArea="testimonials"
          />
        </Field>
      </div>
    </div>
  );
}
