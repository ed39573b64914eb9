import { type FieldValues, useController } from 'react-hook-form';
import { Select } from '../select';
import { Stars } from '../stars';
import { controlA11y, type FormFieldProps, pathOf } from './types';

const choices = (step: number) =>
  Array.from({ length: Math.round(5 / step) }, (_, index) => (index + 1) * step).filter(
    (value) => value >= (step < 1 ? 0.5 : 1),
  );

/** A rating: whole stars 1 to 5, or 0.5 to 5 in halves, shown as five stars. */
export function RatingField<TValues extends FieldValues, TTransformed>(
  props: FormFieldProps<TValues, TTransformed>,
) {
  const { field, control } = props;
  const step = field.step ?? 1;
  const { field: input } = useController({ control, name: pathOf<TValues>(field) });
  const value = typeof input.value === 'number' ? input.value : undefined;
  return (
    <div className="flex items-center gap-3">
      <Select
        {...controlA11y(props)}
        ref={input.ref}
        name={input.name}
        value={value === undefined ? '' : String(value)}
        onChange={(event) =>
          input.onChange(event.target.value === '' ? undefined : Number(event.target.value))
        }
        onBlur={input.onBlur}
        className="w-28"
      >
        <option value="" disabled>
          Choose
        </option>
        {choices(step).map((choice) => (
          <option key={choice} value={String(choice)}>
            {choice} {choice === 1 ? 'star' : 'stars'}
          </option>
        ))}
      </Select>
      <Stars value={value ?? 0} className="text-lg" />
    </div>
  );
}
