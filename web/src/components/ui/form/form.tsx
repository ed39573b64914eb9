import {
  type ComponentProps,
  createContext,
  type FormEvent,
  useContext,
  useId,
  useMemo,
} from 'react';
import { type FieldValues, FormProvider, type UseFormReturn } from 'react-hook-form';
import { Button } from '../button';

interface FormKitContext {
  /** The id of the control that edits a value, by the value's name. */
  fieldId: (name: string) => string;
  /** The messages said once for the whole form, and the id of the place that says them. */
  formWide: { id: string; messages: ReadonlySet<string> };
}

const noFormWideMessages: FormKitContext['formWide'] = { id: '', messages: new Set() };
const FormKit = createContext<FormKitContext | undefined>(undefined);

/** What the surrounding Form tells its fields; outside one, ids come from `fallbackId`. */
export function useFormKit(): FormKitContext {
  const fallbackId = useId();
  const kit = useContext(FormKit);
  return kit ?? { fieldId: (name) => `${fallbackId}-${name}`, formWide: noFormWideMessages };
}

type FormProps<TValues extends FieldValues, TContext, TTransformed> = Omit<
  ComponentProps<'form'>,
  'onSubmit'
> & {
  form: UseFormReturn<TValues, TContext, TTransformed>;
  /** Usually `form.handleSubmit(...)`. */
  onSubmit: (event: FormEvent<HTMLFormElement>) => Promise<void> | void;
  /** The id of the control of each value (default: the form's own id and the value's name). */
  fieldId?: (name: string) => string;
  /**
   * Messages that concern several fields at once ('Name and email are required'): said once,
   * where FormWideMessage is placed, while each field that has one is marked invalid.
   */
  formWideMessages?: readonly string[];
};

/**
 * A react-hook-form form for the kit's fields: provides the form to them by context, names their
 * controls, and leaves validation to the form's resolver (the browser's own is off).
 */
export function Form<TValues extends FieldValues, TContext, TTransformed>({
  form,
  onSubmit,
  fieldId,
  formWideMessages = [],
  children,
  ...props
}: FormProps<TValues, TContext, TTransformed>) {
  const baseId = useId();
  const wideKey = formWideMessages.join('\n');
  // biome-ignore lint/correctness/useExhaustiveDependencies: the messages count by their text.
  const kit = useMemo<FormKitContext>(
    () => ({
      fieldId: fieldId ?? ((name) => `${baseId}-${name}`),
      formWide: { id: `${baseId}-message`, messages: new Set(formWideMessages) },
    }),
    [baseId, fieldId, wideKey],
  );
  return (
    <FormProvider {...form}>
      <FormKit.Provider value={kit}>
        <form
          noValidate
          {...props}
          onSubmit={(event) => {
            void onSubmit(event);
          }}
        >
          {children}
        </form>
      </FormKit.Provider>
    </FormProvider>
  );
}

/** A dialog form's closing row: Cancel, and the submit button that says 'Saving...' meanwhile. */
export function FormActions({
  submitLabel,
  saving,
  onCancel,
}: {
  submitLabel: string;
  saving: boolean;
  onCancel: () => void;
}) {
  return (
    <div className="flex flex-col-reverse gap-3 border-t border-slate-200 pt-5 sm:flex-row sm:justify-end">
      <Button variant="secondary" onClick={onCancel} disabled={saving}>
        Cancel
      </Button>
      <Button type="submit" disabled={saving}>
        {saving ? 'Saving...' : submitLabel}
      </Button>
    </div>
  );
}
