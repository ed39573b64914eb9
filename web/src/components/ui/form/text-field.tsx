import type { FieldValues } from 'react-hook-form';
import { Input } from '../input';
import { controlA11y, type FormFieldProps, pathOf } from './types';

export function TextField<TValues extends FieldValues, TTransformed>(
  props: FormFieldProps<TValues, TTransformed>,
) {
  const { field, register } = props;
  return (
    <Input
      {...register(pathOf<TValues>(field))}
      {...controlA11y(props)}
      autoComplete="off"
      placeholder={field.placeholder}
    />
  );
}
