import type { FieldValues } from 'react-hook-form';
import { Select } from '../select';
import { controlA11y, type FormFieldProps, pathOf } from './types';

export function SelectField<TValues extends FieldValues, TTransformed>(
  props: FormFieldProps<TValues, TTransformed>,
) {
  const { field, register } = props;
  return (
    <Select {...register(pathOf<TValues>(field))} {...controlA11y(props)}>
      <option value="" disabled>
        Choose {field.label.toLowerCase()}
      </option>
      {field.options?.map((option) => (
        <option key={option.value} value={option.value}>
          {option.label}
        </option>
      ))}
    </Select>
  );
}
