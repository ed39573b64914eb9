import { type FieldValues, useController } from 'react-hook-form';
import { cn } from '@/lib/cn';
import { controlA11y, type FormFieldProps, pathOf } from './types';

/** A switch for a yes-or-no field. */
export function BooleanField<TValues extends FieldValues, TTransformed>(
  props: FormFieldProps<TValues, TTransformed>,
) {
  const { field, control } = props;
  const { field: input } = useController({ control, name: pathOf<TValues>(field) });
  const on = input.value === true;
  return (
    <div className="flex h-10 items-center gap-3">
      <button
        {...controlA11y(props)}
        ref={input.ref}
        type="button"
        role="switch"
        aria-checked={on}
        onClick={() => input.onChange(!on)}
        onBlur={input.onBlur}
        className={cn(
          'relative inline-flex h-6 w-11 shrink-0 items-center rounded-full transition-colors focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-edtech-green',
          on ? 'bg-edtech-green-solid-hover' : 'bg-slate-400',
        )}
      >
        <span
          aria-hidden="true"
          className={cn(
            'inline-block size-5 rounded-full bg-surface shadow transition-transform',
            on ? 'translate-x-5.5' : 'translate-x-0.5',
          )}
        />
      </button>
      <span aria-hidden="true" className="text-sm text-slate-700">
        {on ? 'Yes' : 'No'}
      </span>
    </div>
  );
}
