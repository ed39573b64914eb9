import { useId } from 'react';
import type { UseFormRegisterReturn } from 'react-hook-form';
import { Field, fieldControlProps } from '@/components/ui/field';
import { Input } from '@/components/ui/input';

/** A count is a whole number from 1; an amount (money or percent) any number from 0. */
const kinds = {
  count: { inputMode: 'numeric', min: 1, step: 1 },
  amount: { inputMode: 'decimal', min: 0, step: 'any' },
} as const;

interface CouponNumberFieldProps {
  label: string;
  registration: UseFormRegisterReturn;
  error: string | undefined;
  kind: keyof typeof kinds;
  /** What an empty box means, e.g. 'Unlimited'. */
  placeholder?: string;
  max?: number;
  required?: boolean;
}

/** A number box of the coupon form: the value stays as typed, so an empty box stays empty. */
export function CouponNumberField({
  label,
  registration,
  error,
  kind,
  placeholder,
  max,
  required,
}: CouponNumberFieldProps) {
  const id = useId();
  return (
    <Field id={id} label={label} error={error}>
      <Input
        {...registration}
        {...fieldControlProps(id, error)}
        type="number"
        inputMode={kinds[kind].inputMode}
        min={kinds[kind].min}
        max={max}
        step={kinds[kind].step}
        placeholder={placeholder}
        required={required}
      />
    </Field>
  );
}
