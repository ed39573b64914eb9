import type { CollectionField } from '@coursedesk/contract/collections/define';
import type { UploadArea } from '@coursedesk/contract/uploads';
import { useFormContext } from 'react-hook-form';
import { Field } from './field';
import { FormFieldControl } from './field-control';
import { useFieldControl } from './use-field';

// Apart from the kit's named fields (form-fields.tsx): its control may be any kind's, so it
// brings every kind's control (image uploads, icon paths, ratings...), which a form of named
// fields (the company info page) does not load.

/** A field declared by its kind (a website section's field, a course image): the kind's control. */
export function DeclaredField({
  field,
  uploadArea,
  className,
}: {
  field: CollectionField;
  /** Where uploaded images are served from (image fields). */
  uploadArea?: UploadArea;
  className?: string;
}) {
  const { register, control } = useFormContext();
  const state = useFieldControl(field.name, { hasHint: Boolean(field.hint) });
  return (
    <Field
      id={state.id}
      label={field.optional ? `${field.label} (optional)` : field.label}
      error={state.message}
      hint={field.hint}
      className={className}
    >
      <FormFieldControl
        field={field}
        uploadArea={uploadArea}
        id={state.id}
        error={state.message}
        formMessageId={state.formMessageId}
        register={register}
        control={control}
      />
    </Field>
  );
}
