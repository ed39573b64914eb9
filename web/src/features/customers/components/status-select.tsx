import { cn } from '@/lib/cn';
import { labelOf } from './labels';

interface StatusSelectProps<Value extends string> {
  /** Names the control for assistive technology, e.g. 'Payment status of Ada Lovelace'. */
  label: string;
  value: Value;
  values: readonly Value[];
  disabled?: boolean;
  onChange(value: Value): void;
}

/** A row's status, changed in place: any value of its list may be chosen (docs/data-model.md). */
export function StatusSelect<Value extends string>({
  label,
  value,
  values,
  disabled,
  onChange,
}: StatusSelectProps<Value>) {
  return (
    <select
      aria-label={label}
      value={value}
      disabled={disabled}
      onChange={(event) => onChange(event.target.value as Value)}
      className={cn(
        'rounded-md border border-slate-300 bg-surface py-1 pr-7 pl-2 text-xs font-medium text-slate-700',
        'focus:border-edtech-green focus:ring-2 focus:ring-edtech-green/20 focus:outline-none disabled:opacity-60',
      )}
    >
      {values.map((option) => (
        <option key={option} value={option}>
          {labelOf(option)}
        </option>
      ))}
    </select>
  );
}
