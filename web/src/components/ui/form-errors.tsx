import { CircleAlert } from 'lucide-react';

/**
 * A form's validation messages as they are shown. A message that concerns several fields at
 * once, such as 'All fields are required', is said once for the form while each field it
 * concerns is marked invalid; a message about one field alone stays under that field.
 */
export interface FormErrors {
  /** The message shown once for the whole form, if any field has it. */
  formMessage: string | undefined;
  /** The message to show under a field: undefined when the form message covers it. */
  fieldMessage(name: string): string | undefined;
  /** Whether the form message is about this field (it is empty). */
  coveredByForm(name: string): boolean;
}

export function sortFormErrors(
  messages: Record<string, string | undefined>,
  formWideMessages: readonly string[],
): FormErrors {
  const shared = new Set(formWideMessages);
  const isFormWide = (message: string | undefined) => message !== undefined && shared.has(message);
  return {
    formMessage: Object.values(messages).find(isFormWide),
    fieldMessage: (name) => (isFormWide(messages[name]) ? undefined : messages[name]),
    coveredByForm: (name) => isFormWide(messages[name]),
  };
}

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
