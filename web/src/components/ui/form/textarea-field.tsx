import type { FieldValues } from 'react-hook-form';
import { Textarea } from '../textarea';
import { controlA11y, type FormFieldProps, pathOf } from './types';

export function TextareaField<TValues extends FieldValues, TTransformed>(
  props: FormFieldProps<TValues, TTransformed>,
) {
  const { field, register } = props;
  return (
    <Textarea
      {...register(pathOf<TValues>(field))}
      {...controlA11y(props)}
      placeholder={field.placeholder}
    />
  );
}
