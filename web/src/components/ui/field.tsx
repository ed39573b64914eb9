import type { ReactNode } from 'react';
import { Label } from './label';

interface FieldProps {
  /** The id of the control; its error and hint get ids derived from it. */
  id: string;
  label: string;
  error?: string;
  hint?: ReactNode;
  children: ReactNode;
}

/** A labelled form control with an optional hint and validation message. */
export function Field({ id, label, error, hint, children }: FieldProps) {
  return (
    <div>
      <Label htmlFor={id}>{label}</Label>
      {children}
      {hint && !error ? (
        <p id={fieldHintId(id)} className="mt-1.5 text-xs text-slate-500">
          {hint}
        </p>
      ) : null}
      {error ? (
        <p id={fieldErrorId(id)} className="mt-1.5 text-xs font-medium text-edtech-red">
          {error}
        </p>
      ) : null}
    </div>
  );
}

export const fieldErrorId = (id: string) => `${id}-error`;
export const fieldHintId = (id: string) => `${id}-hint`;

/** The aria attributes a control inside a Field needs to announce its state. */
export function fieldControlProps(id: string, error: string | undefined, hasHint = false) {
  const describedBy = error ? fieldErrorId(id) : hasHint ? fieldHintId(id) : undefined;
  return { id, 'aria-invalid': error ? true : undefined, 'aria-describedby': describedBy };
}
