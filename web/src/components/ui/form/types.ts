import type { CollectionField } from '@coursedesk/contract/collections/define';
import type { UploadArea } from '@coursedesk/contract/uploads';
import type { Control, FieldValues, Path, UseFormRegister } from 'react-hook-form';
import { fieldControlProps } from './field';

/** What every field control gets: its declaration, ids for its label and messages, and the form. */
export interface FormFieldProps<TValues extends FieldValues, TTransformed = TValues> {
  field: CollectionField;
  /** The control's id; the label, hint and error are tied to it. */
  id: string;
  error: string | undefined;
  /** The id of the form's message when that message is what is wrong with this field. */
  formMessageId?: string;
  register: UseFormRegister<TValues>;
  control: Control<TValues, unknown, TTransformed>;
  /** Where the section's uploaded images are served from (image fields). */
  uploadArea?: UploadArea;
}

/** The field's name as a path of the form's values (the declaration names a key of its input). */
export const pathOf = <TValues extends FieldValues>(field: CollectionField) =>
  field.name as Path<TValues>;

/** The aria attributes of the field's control. */
export function controlA11y<TValues extends FieldValues, TTransformed>({
  field,
  id,
  error,
  formMessageId,
}: FormFieldProps<TValues, TTransformed>) {
  return fieldControlProps(id, error, Boolean(field.hint), formMessageId);
}
