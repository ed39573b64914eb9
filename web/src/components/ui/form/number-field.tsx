import type { FieldValues } from 'react-hook-form';
import { Input } from '../input';
import { controlA11y, type FormFieldProps, pathOf } from './types';

/** An empty number box means no value, which the schema reports with the section's message. */
export function toNumber(value: unknown): number | undefined {
  if (value === '' || value === null || value === undefined) return undefined;
  const number = Number(value);
  return Number.isNaN(number) ? undefined : number;
}

export function NumberField<TValues extends FieldValues, TTransformed>(
  props: FormFieldProps<TValues, TTransformed>,
) {
  const { field, register } = props;
  return (
    <Input
      {...register(pathOf<TValues>(field), { setValueAs: toNumber })}
      {...controlA11y(props)}
      type="number"
      inputMode="numeric"
      step={1}
      min={field.min}
      max={field.max}
      placeholder={field.placeholder}
      className="max-w-40"
    />
  );
}
