import type { ComponentProps, ReactNode } from 'react';
import {
  type ControllerRenderProps,
  type FieldValues,
  type Path,
  type RegisterOptions,
  useController,
  useFormContext,
} from 'react-hook-form';
import { cn } from '@/lib/cn';
import { Input } from '../input';
import { Select } from '../select';
import { Textarea } from '../textarea';
import { Field, FieldError, fieldErrorId } from './field';
import { useFieldControl } from './use-field';

// The kit's fields: each works from the name of a value of the surrounding react-hook-form form
// (see Form), with its label, hint, message and the aria attributes that tie them together.

interface FieldBaseProps<TValues extends FieldValues, TName extends Path<TValues> = Path<TValues>> {
  name: TName;
  label: string;
  hint?: ReactNode;
  /** The control's id, when the form's own naming does not fit. */
  id?: string;
  /** Classes of the field's wrapper (e.g. a grid column span). */
  className?: string;
}

type InputOptions = Pick<
  ComponentProps<'input'>,
  | 'type'
  | 'inputMode'
  | 'placeholder'
  | 'readOnly'
  | 'autoComplete'
  | 'min'
  | 'max'
  | 'step'
  | 'required'
>;

export type TextFieldProps<TValues extends FieldValues> = FieldBaseProps<TValues> &
  InputOptions & {
    registerOptions?: RegisterOptions<TValues, Path<TValues>>;
    /** Rewrites the text as it is typed (e.g. to upper case). */
    normalize?: (text: string) => string;
    /** Classes of the input itself. */
    inputClassName?: string;
    /** Beside the input, on the same line (e.g. a Generate button). */
    addon?: ReactNode;
  };

/** A text box (or number, date, email… box) with its label and message. */
export function TextField<TValues extends FieldValues>({
  name,
  label,
  hint,
  id,
  className,
  registerOptions,
  normalize,
  inputClassName,
  addon,
  ...input
}: TextFieldProps<TValues>) {
  const { register } = useFormContext<TValues>();
  const control = useFieldControl<TValues>(name, { id, hasHint: Boolean(hint) });
  const registration = register(name, registerOptions);
  const box = (
    <Input
      autoComplete="off"
      {...input}
      {...registration}
      {...control.controlProps}
      onChange={(event) => {
        if (normalize) event.target.value = normalize(event.target.value);
        return registration.onChange(event);
      }}
      className={cn(input.readOnly && 'bg-slate-50 text-slate-600', inputClassName)}
    />
  );
  return (
    <Field id={control.id} label={label} error={control.message} hint={hint} className={className}>
      {addon ? (
        <div className="flex gap-2">
          {box}
          {addon}
        </div>
      ) : (
        box
      )}
    </Field>
  );
}

export type TextareaFieldProps<TValues extends FieldValues> = FieldBaseProps<TValues> &
  Pick<ComponentProps<'textarea'>, 'rows' | 'placeholder' | 'readOnly' | 'required'>;

/** A multi-line text box with its label and message. */
export function TextareaField<TValues extends FieldValues>({
  name,
  label,
  hint,
  id,
  className,
  rows = 3,
  ...textarea
}: TextareaFieldProps<TValues>) {
  const { register } = useFormContext<TValues>();
  const control = useFieldControl<TValues>(name, { id, hasHint: Boolean(hint) });
  return (
    <Field id={control.id} label={label} error={control.message} hint={hint} className={className}>
      <Textarea
        {...textarea}
        {...register(name)}
        {...control.controlProps}
        rows={rows}
        className={cn(textarea.readOnly && 'bg-slate-50 text-slate-600')}
      />
    </Field>
  );
}

export interface Choice {
  value: string | number;
  label: string;
}

export type SelectFieldProps<TValues extends FieldValues> = FieldBaseProps<TValues> & {
  options: readonly Choice[];
};

/** A choice from a short list; numbers stay numbers. */
export function SelectField<TValues extends FieldValues>({
  name,
  label,
  hint,
  id,
  className,
  options,
}: SelectFieldProps<TValues>) {
  const { register } = useFormContext<TValues>();
  const control = useFieldControl<TValues>(name, { id, hasHint: Boolean(hint) });
  const numbers = typeof options[0]?.value === 'number';
  return (
    <Field id={control.id} label={label} error={control.message} hint={hint} className={className}>
      <Select
        {...register(name, numbers ? { valueAsNumber: true } : undefined)}
        {...control.controlProps}
      >
        {options.map((option) => (
          <option key={option.value} value={option.value}>
            {option.label}
          </option>
        ))}
      </Select>
    </Field>
  );
}

/** A yes-or-no value as a checkbox, its label beside it. */
export function CheckboxField<TValues extends FieldValues>({
  name,
  label,
  id,
  className,
}: Omit<FieldBaseProps<TValues>, 'hint'>) {
  const { register } = useFormContext<TValues>();
  const control = useFieldControl<TValues>(name, { id });
  return (
    <label
      htmlFor={control.id}
      className={cn('flex items-center gap-2 text-sm text-slate-700', className)}
    >
      <input
        {...register(name)}
        {...control.controlProps}
        type="checkbox"
        className="size-4 rounded border-slate-300 accent-edtech-green"
      />
      {label}
    </label>
  );
}

export interface CheckboxChoice {
  value: string;
  label: string;
  /** Said after the label, smaller (e.g. a course's category). */
  detail?: string;
}

/** A list of values chosen with checkboxes, under a legend; the message is about the list. */
export function CheckboxListField<TValues extends FieldValues>({
  name,
  label,
  id,
  className,
  options,
  emptyText,
}: Omit<FieldBaseProps<TValues>, 'hint'> & {
  options: readonly CheckboxChoice[];
  /** Said when there is nothing to choose from. */
  emptyText: string;
}) {
  const { register } = useFormContext<TValues>();
  const control = useFieldControl<TValues>(name, { id });
  const errorId = fieldErrorId(control.id);
  return (
    <fieldset
      id={control.id}
      aria-describedby={control.message ? errorId : undefined}
      className={className}
    >
      <legend className="mb-1.5 block text-sm font-medium text-slate-700">{label}</legend>
      <div className="max-h-44 space-y-1 overflow-y-auto rounded-lg border border-slate-300 p-2">
        {options.length === 0 ? (
          <p className="px-1 py-2 text-sm text-slate-500">{emptyText}</p>
        ) : (
          options.map((option) => (
            <label
              key={option.value}
              className="flex cursor-pointer items-center gap-2 rounded-md px-2 py-1.5 text-sm text-slate-700 hover:bg-slate-50"
            >
              <input
                type="checkbox"
                value={option.value}
                {...register(name)}
                className="size-4 accent-edtech-green"
              />
              <span>{option.label}</span>
              {option.detail ? (
                <span className="text-xs text-slate-500">{option.detail}</span>
              ) : null}
            </label>
          ))
        )}
      </div>
      <FieldError id={errorId} message={control.message} />
    </fieldset>
  );
}

/** The aria attributes a custom control gets, to be spread on it. */
export type ControlAria = ReturnType<typeof useFieldControl>['controlProps'];

export type CustomFieldProps<
  TValues extends FieldValues,
  TName extends Path<TValues>,
> = FieldBaseProps<TValues, TName> & {
  /** With it, a message about one part of the value counts as the field's (a list of names). */
  nested?: boolean;
  /** The control: the value and its handlers, and the aria attributes to spread on it. */
  children: (field: ControllerRenderProps<TValues, TName>, aria: ControlAria) => ReactNode;
};

/** A field whose control the caller draws (a markdown editor, tags, a multi-select…). */
export function CustomField<TValues extends FieldValues, TName extends Path<TValues>>({
  name,
  label,
  hint,
  id,
  className,
  nested,
  children,
}: CustomFieldProps<TValues, TName>) {
  const { control: form } = useFormContext<TValues>();
  const { field } = useController({ control: form, name });
  const control = useFieldControl<TValues>(name, { id, hasHint: Boolean(hint), nested });
  return (
    <Field id={control.id} label={label} error={control.message} hint={hint} className={className}>
      {children(field, control.controlProps)}
    </Field>
  );
}
