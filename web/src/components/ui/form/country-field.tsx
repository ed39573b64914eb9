import type { FieldValues } from 'react-hook-form';
import { countryName } from '@/lib/country-name';
import { Input } from '../input';
import { controlA11y, type FormFieldProps, pathOf } from './types';
import { useTextValue } from './use-text-value';

/** A two-letter country code, with the country's name shown as it is typed. */
export function CountryField<TValues extends FieldValues, TTransformed>(
  props: FormFieldProps<TValues, TTransformed>,
) {
  const { field, id, register, control } = props;
  const code = useTextValue(control, pathOf<TValues>(field));
  const name = countryName(code);
  const nameId = `${id}-country`;
  const a11y = controlA11y(props);
  return (
    <div className="flex items-center gap-3">
      <Input
        {...register(pathOf<TValues>(field))}
        {...a11y}
        aria-describedby={[a11y['aria-describedby'], nameId].filter(Boolean).join(' ')}
        maxLength={2}
        autoComplete="off"
        placeholder={field.placeholder}
        className="w-20 uppercase"
      />
      <span id={nameId} className="text-sm text-slate-600">
        {code.length === 2 ? (name ?? 'Unknown country code') : 'Two letters, such as GB'}
      </span>
    </div>
  );
}
