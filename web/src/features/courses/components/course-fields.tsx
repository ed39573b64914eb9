import type { ReactNode } from 'react';
import { type FieldPath, get, useFormContext, useFormState } from 'react-hook-form';
import { Field, fieldControlProps } from '@/components/ui/field';
import { Input } from '@/components/ui/input';
import { Select } from '@/components/ui/select';
import { Textarea } from '@/components/ui/textarea';
import { cn } from '@/lib/cn';
import { type CourseFormValues, courseFieldId } from '../course-form';

export type CoursePath = FieldPath<CourseFormValues>;

/** The message the editor's last check left on a value, if any. */
export function useCourseError(name: string): string | undefined {
  const { errors } = useFormState<CourseFormValues>({ name: name as CoursePath });
  const error = get(errors, name) as { message?: unknown } | undefined;
  return typeof error?.message === 'string' ? error.message : undefined;
}

interface TextProps {
  name: CoursePath;
  label: string;
  multiline?: boolean;
  rows?: number;
  /** Shown, not editable: e.g. a plan value that follows the course. */
  readOnly?: boolean;
  inputMode?: 'numeric' | 'text';
  placeholder?: string;
  hint?: ReactNode;
  className?: string;
}

/** A text input or textarea of the course editor, with its label and message. */
export function CourseTextField({
  name,
  label,
  multiline = false,
  rows = 3,
  readOnly = false,
  inputMode,
  placeholder,
  hint,
  className,
}: TextProps) {
  const { register } = useFormContext<CourseFormValues>();
  const id = courseFieldId(name);
  const error = useCourseError(name);
  const props = {
    ...register(name),
    ...fieldControlProps(id, error, Boolean(hint)),
    readOnly,
    placeholder,
    className: cn(readOnly && 'bg-slate-50 text-slate-600'),
  };
  return (
    <div className={className}>
      <Field id={id} label={label} error={error} hint={hint}>
        {multiline ? (
          <Textarea {...props} rows={rows} />
        ) : (
          <Input {...props} inputMode={inputMode} autoComplete="off" />
        )}
      </Field>
    </div>
  );
}

/** A select of the course editor. */
export function CourseSelectField({
  name,
  label,
  options,
  className,
}: {
  name: CoursePath;
  label: string;
  options: readonly { value: string | number; label: string }[];
  className?: string;
}) {
  const { register } = useFormContext<CourseFormValues>();
  const id = courseFieldId(name);
  const error = useCourseError(name);
  const isNumber = typeof options[0]?.value === 'number';
  return (
    <div className={className}>
      <Field id={id} label={label} error={error}>
        <Select
          {...register(name, isNumber ? { valueAsNumber: true } : undefined)}
          {...fieldControlProps(id, error)}
        >
          {options.map((option) => (
            <option key={option.value} value={option.value}>
              {option.label}
            </option>
          ))}
        </Select>
      </Field>
    </div>
  );
}

/** A checkbox of the course editor, its label beside it. */
export function CourseCheckbox({ name, label }: { name: CoursePath; label: string }) {
  const { register } = useFormContext<CourseFormValues>();
  const id = courseFieldId(name);
  return (
    <label htmlFor={id} className="flex items-center gap-2 text-sm text-slate-700">
      <input
        {...register(name)}
        id={id}
        type="checkbox"
        className="size-4 rounded border-slate-300 accent-edtech-green"
      />
      {label}
    </label>
  );
}

/** A message about a whole list (e.g. 'At least one curriculum module is required.'). */
export function ListMessage({ name }: { name: string }) {
  const error = useCourseError(name);
  const root = useCourseError(`${name}.root`);
  const message = error ?? root;
  if (!message) return null;
  return <p className="text-xs font-medium text-edtech-red">{message}</p>;
}

/** A titled group of fields inside a tab. */
export function FormSection({
  title,
  action,
  children,
}: {
  title: string;
  action?: ReactNode;
  children: ReactNode;
}) {
  return (
    <section className="space-y-4 rounded-xl border border-slate-200 p-4">
      <div className="flex items-center justify-between gap-3">
        <h3 className="text-sm font-semibold text-slate-900">{title}</h3>
        {action}
      </div>
      {children}
    </section>
  );
}
