import type { ReactNode } from 'react';
import { Label } from '../label';

interface FieldProps {
  /** The id of the control; its error and hint get ids derived from it. */
  id: string;
  label: string;
  /** A message about this field alone, shown under it. */
  error?: string;
  hint?: ReactNode;
  className?: string;
  children: ReactNode;
}

/** A labelled form control with an optional hint and validation message. */
export function Field({ id, label, error, hint, className, children }: FieldProps) {
  return (
    <div className={className}>
      <Label htmlFor={id}>{label}</Label>
      {children}
      {hint && !error ? (
        <p id={fieldHintId(id)} className="mt-1.5 text-xs text-slate-500">
          {hint}
        </p>
      ) : null}
      <FieldError id={fieldErrorId(id)} message={error} />
    </div>
  );
}

/** A validation message under the control (or list) it is about; nothing when there is none. */
export function FieldError({ id, message }: { id?: string; message: string | undefined }) {
  if (!message) return null;
  return (
    <p id={id} className="mt-1.5 text-xs font-medium text-edtech-red">
      {message}
    </p>
  );
}

export const fieldErrorId = (id: string) => `${id}-error`;
export const fieldHintId = (id: string) => `${id}-hint`;

/**
 * The aria attributes a control inside a Field needs to announce its state. `formMessageId`
 * names the form's own message (e.g. 'All fields are required') when that message, shown once
 * for the form, is what is wrong with this control.
 */
export function fieldControlProps(
  id: string,
  error: string | undefined,
  hasHint = false,
  formMessageId?: string,
) {
  const describedBy = error
    ? fieldErrorId(id)
    : formMessageId
      ? [formMessageId, hasHint ? fieldHintId(id) : undefined].filter(Boolean).join(' ')
      : hasHint
        ? fieldHintId(id)
        : undefined;
  return {
    id,
    'aria-invalid': error || formMessageId ? true : undefined,
    'aria-describedby': describedBy,
  };
}
