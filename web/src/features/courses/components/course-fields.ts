import type { FieldPath } from 'react-hook-form';
import { typedFields } from '@/components/ui/form/typed-fields';
import type { CourseFormValues } from '../course-form';

export type CoursePath = FieldPath<CourseFormValues>;

/** The form kit's fields, typed by the course editor's values. */
export const { TextField, TextareaField, SelectField, CheckboxField, RepeatableRows } =
  typedFields<CourseFormValues>();
