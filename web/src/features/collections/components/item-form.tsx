import type { ActivityArea } from '@coursedesk/contract/activity';
import type { CollectionDefinition } from '@coursedesk/contract/collections/define';
import {
  type PublishStatus,
  publishingIssue,
  scheduledAt,
  toLocalDateTime,
} from '@coursedesk/contract/publishing';
import { zodResolver } from '@hookform/resolvers/zod';
import { useEffect, useId } from 'react';
import { type Resolver, useForm } from 'react-hook-form';
import { useEditorGuard } from '@/components/ui/editor-guard';
import { DeclaredField } from '@/components/ui/form/declared-field';
import { Form, FormActions } from '@/components/ui/form/form';
import { FormWideMessage } from '@/components/ui/form/form-message';
import { HistoryPanel } from '@/components/ui/history-panel';
import { PublishControls } from '@/components/ui/publish-controls';
import { StaleSaveDialog } from '@/components/ui/stale-save-dialog';
import { VersionedRecord } from '@/components/ui/versioned-record';
import { ApiError, errorMessage } from '@/lib/api-client';
import { cn } from '@/lib/cn';
import { notifyError, notifySuccess } from '@/lib/notify';
import { useStaleSave } from '@/lib/stale-save';
import type { CollectionInput, CollectionItem } from '../api/collection-schemas';
import { useCreateCollectionItem } from '../api/create-collection-item';
import { useCollectionItem } from '../api/get-collection-item';
import { type UpdateCollectionItem, useUpdateCollectionItem } from '../api/update-collection-item';
import { formValuesFrom, type ItemFormValues } from '../item-values';

/** Form values beside the section's fields: the state a save sets and the schedule's time. */
const STATUS_FIELD = '__publishStatus';
const PUBLISH_AT_FIELD = '__publishAt';

const isBlank = (value: unknown) => value === undefined || value === null || value === '';

/** Kinds that need the full width of the form. */
const wideKinds = new Set(['textarea', 'url', 'svgPath', 'image']);

/** Stands in for a chosen file while the schema checks the form; the file is sent as it is. */
const PENDING_IMAGE = `${'0'.repeat(32)}.png`;

/**
 * The section's schema as the form's resolver. An image field may hold a file chosen but not yet
 * uploaded (it goes with the item as multipart): the schema checks a stored name in its place,
 * and the file is handed on to the save.
 */
function withChosenFile(
  definition: CollectionDefinition,
): Resolver<ItemFormValues, unknown, CollectionInput> {
  const resolve = zodResolver(definition.input) as Resolver<
    ItemFormValues,
    unknown,
    CollectionInput
  >;
  const field = definition.upload?.field;
  return async (values, context, options) => {
    const file = field === undefined ? undefined : values[field];
    if (field === undefined || !(file instanceof File)) return resolve(values, context, options);
    const result = await resolve({ ...values, [field]: PENDING_IMAGE }, context, options);
    if (Object.keys(result.errors).length > 0) return result;
    return { errors: {}, values: { ...result.values, [field]: file } };
  };
}

interface ItemFormProps {
  definition: CollectionDefinition;
  /** The item being edited; without one the form creates a new item. */
  item?: CollectionItem;
  /** The stored item's version, which its saves name (a later one is a stale save). */
  version?: string | undefined;
  /** Reads the item as stored now and starts the form afresh from it. */
  onReload?: () => Promise<void>;
  initialValues: ItemFormValues;
  onClose: () => void;
}

/** Said when the item cannot be read to be edited. */
export const ITEM_LOAD_FAILED = 'Failed to load the item';

/** The form of a stored item, over the item as read when it opens, with its version. */
export function EditItemForm({
  definition,
  id,
  onClose,
}: {
  definition: CollectionDefinition;
  id: string;
  onClose: () => void;
}) {
  const stored = useCollectionItem(definition, id);
  return (
    <VersionedRecord query={stored} failure={ITEM_LOAD_FAILED}>
      {({ item, version }, reload) => (
        <ItemForm
          definition={definition}
          item={item}
          version={version}
          onReload={reload}
          initialValues={formValuesFrom(definition, item)}
          onClose={onClose}
        />
      )}
    </VersionedRecord>
  );
}

/** The form of one item, generated from the section's fields and checked by its schema. */
export function ItemForm({
  definition,
  item,
  version,
  onReload,
  initialValues,
  onClose,
}: ItemFormProps) {
  const creating = item === undefined;
  const createItem = useCreateCollectionItem(definition);
  const updateItem = useUpdateCollectionItem(definition);
  const stale = useStaleSave<UpdateCollectionItem>(onReload);
  const saving = createItem.isPending || updateItem.isPending;
  const headingId = useId();

  const form = useForm<ItemFormValues, unknown, CollectionInput>({
    resolver: withChosenFile(definition),
    defaultValues: {
      ...initialValues,
      [STATUS_FIELD]: item?.publishStatus ?? 'draft',
      [PUBLISH_AT_FIELD]: toLocalDateTime(item?.publishAt),
    },
  });

  // Start where typing is needed: the first empty field, else the first field.
  const firstField = (
    definition.fields.find((field) => isBlank(initialValues[field.name])) ?? definition.fields[0]
  )?.name;
  const { setFocus, setError } = form;
  useEffect(() => {
    if (firstField) setFocus(firstField);
  }, [firstField, setFocus]);

  const callbacks = {
    onSuccess: ({ message }: { message?: string }) => {
      notifySuccess(
        message ?? (creating ? definition.messages.created : definition.messages.updated),
      );
      onClose();
    },
    onError: (error: unknown) => {
      notifyError(errorMessage(error, definition.messages.saveFailed));
      // The server names the fields it refused; show each message under its field.
      if (error instanceof ApiError) {
        for (const issue of error.issues) {
          if (definition.fields.some((field) => field.name === issue.path)) {
            setError(issue.path, { type: 'server', message: issue.message });
          } else if (issue.path === 'publishAt') {
            setError(PUBLISH_AT_FIELD, { type: 'server', message: issue.message });
          }
        }
      }
    },
  };

  function update(attempt: UpdateCollectionItem) {
    updateItem.mutate(attempt, {
      onSuccess: (answer) => {
        stale.clear();
        callbacks.onSuccess(answer.body);
      },
      onError: (error) => {
        if (!stale.caught(error, attempt)) callbacks.onError(error);
      },
    });
  }

  const submit = form.handleSubmit((values) => {
    // The section's schema keeps its own fields; the state rides beside them.
    const publishStatus = form.getValues(STATUS_FIELD) as PublishStatus;
    const localTime = form.getValues(PUBLISH_AT_FIELD);
    const publishAt =
      publishStatus === 'scheduled'
        ? scheduledAt(typeof localTime === 'string' ? localTime : '')
        : null;
    const issue = publishingIssue({ publishStatus, publishAt });
    if (issue) {
      setError(PUBLISH_AT_FIELD, { type: 'validate', message: issue.message });
      return;
    }
    const input = { ...values, publishStatus, publishAt } as CollectionInput;
    if (creating) createItem.mutate(input, callbacks);
    else update({ id: item._id, input, version });
  });
  /** A publishing button: the save with the state it names. */
  const saveAs = (status: PublishStatus) => {
    form.setValue(STATUS_FIELD, status, { shouldDirty: true });
    form.clearErrors(PUBLISH_AT_FIELD);
    void submit();
  };

  const guard = useEditorGuard(true, onClose, {
    dirty: form.formState.isDirty,
    save: saving ? undefined : () => void submit(),
  });

  return (
    <>
      <Form
        form={form}
        onSubmit={submit}
        // The section's 'required' message is said once for the form, the empty fields marked.
        formWideMessages={[definition.messages.required]}
        aria-labelledby={headingId}
        className="space-y-5"
      >
        <h2 id={headingId} className="text-base font-semibold text-slate-900">
          {creating ? `New ${definition.singular}` : `Edit ${definition.singular}`}
        </h2>

        <div className="grid grid-cols-1 gap-5 sm:grid-cols-2">
          {definition.fields.map((field) => (
            <DeclaredField
              key={field.name}
              field={field}
              uploadArea={definition.upload?.area}
              className={cn(wideKinds.has(field.kind) && 'sm:col-span-2')}
            />
          ))}
        </div>

        <FormWideMessage />

        <PublishControls
          stored={item}
          publishAtInput={{ id: `${headingId}-publish-at`, ...form.register(PUBLISH_AT_FIELD) }}
          publishAtError={form.formState.errors[PUBLISH_AT_FIELD]?.message as string | undefined}
          onSave={saveAs}
          saving={saving}
        />

        <FormActions submitLabel="Save" saving={saving} onCancel={guard.requestClose} />
        <HistoryPanel area={definition.name as ActivityArea} record={item?._id} />
        <StaleSaveDialog
          recordName={definition.singular.toLowerCase()}
          {...stale.dialog(update, updateItem.isPending)}
        />
      </Form>
      {guard.prompt}
    </>
  );
}
