import { CircleAlert } from 'lucide-react';
import { useFormState } from 'react-hook-form';
import { useFormKit } from './form';

/** The form's own message, said once and announced when it appears. */
export function FormMessage({ id, message }: { id: string; message: string | undefined }) {
  if (!message) return null;
  return (
    <p
      id={id}
      role="alert"
      className="flex items-start gap-2 rounded-lg border border-edtech-red/30 bg-edtech-red/5 px-3 py-2 text-sm font-medium text-edtech-red"
    >
      <CircleAlert aria-hidden="true" className="mt-0.5 size-4 shrink-0" />
      {message}
    </p>
  );
}

/** The first message found in a form's errors, depth first, that `accept` takes. */
export function firstErrorMessage(
  errors: unknown,
  accept: (message: string) => boolean = () => true,
): string | undefined {
  if (!errors || typeof errors !== 'object') return undefined;
  if ('message' in errors && typeof errors.message === 'string' && accept(errors.message)) {
    return errors.message;
  }
  for (const [key, value] of Object.entries(errors)) {
    if (key === 'ref') continue;
    const found = firstErrorMessage(value, accept);
    if (found) return found;
  }
  return undefined;
}

/**
 * The message the form says once for several fields (its `formWideMessages`, such as 'Name and
 * email are required'), where it is placed; the fields it concerns are marked invalid and point
 * to it, without a message of their own.
 */
export function FormWideMessage() {
  const { formWide } = useFormKit();
  const { errors } = useFormState();
  const message = firstErrorMessage(errors, (text) => formWide.messages.has(text));
  return <FormMessage id={formWide.id} message={message} />;
}
