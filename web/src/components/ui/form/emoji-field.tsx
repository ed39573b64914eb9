import type { FieldValues } from 'react-hook-form';
import { EmojiSymbol } from '../emoji-symbol';
import { Input } from '../input';
import { controlA11y, type FormFieldProps, pathOf } from './types';
import { useTextValue } from './use-text-value';

export function EmojiField<TValues extends FieldValues, TTransformed>(
  props: FormFieldProps<TValues, TTransformed>,
) {
  const { field, register, control } = props;
  const value = useTextValue(control, pathOf<TValues>(field));
  return (
    <div className="flex items-center gap-3">
      <span
        aria-hidden="true"
        className="flex size-14 shrink-0 items-center justify-center overflow-hidden rounded-xl border border-slate-200 bg-slate-50"
      >
        <EmojiSymbol value={value} className="text-4xl" />
      </span>
      <Input
        {...register(pathOf<TValues>(field))}
        {...controlA11y(props)}
        autoComplete="off"
        placeholder={field.placeholder}
        className="max-w-56 text-lg"
      />
    </div>
  );
}
