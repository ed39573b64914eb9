import { type FieldValues, get, type Path, useFormState } from 'react-hook-form';
import { fieldControlProps } from './field';
import { useFormKit } from './form';
import { firstErrorMessage } from './form-message';

const messageOf = (error: unknown) =>
  error && typeof error === 'object' && 'message' in error && typeof error.message === 'string'
    ? error.message || undefined
    : undefined;

/**
 * The message the form's validation left on a value: its own, a list's (`name.root`), or with
 * `nested` the first about one of its parts (a list of names, one of which is refused).
 */
export function useFieldError(name: string, options: { nested?: boolean } = {}) {
  const { errors } = useFormState<FieldValues>({ name });
  const error: unknown = get(errors, name);
  return (
    messageOf(error) ??
    messageOf(get(errors, `${name}.root`)) ??
    (options.nested ? firstErrorMessage(error) : undefined)
  );
}

/**
 * What the control of a value needs: its id, the message to show under it (none when the form
 * says it once for several fields), and the aria attributes that announce either.
 */
export function useFieldControl<TValues extends FieldValues>(
  name: Path<TValues>,
  { id, hasHint = false, nested }: { id?: string; hasHint?: boolean; nested?: boolean } = {},
) {
  const { fieldId, formWide } = useFormKit();
  const controlId = id ?? fieldId(name);
  const error = useFieldError(name, { nested });
  const coveredByForm = error !== undefined && formWide.messages.has(error);
  const message = coveredByForm ? undefined : error;
  const formMessageId = coveredByForm ? formWide.id : undefined;
  return {
    id: controlId,
    message,
    formMessageId,
    controlProps: fieldControlProps(controlId, message, hasHint, formMessageId),
  };
}
