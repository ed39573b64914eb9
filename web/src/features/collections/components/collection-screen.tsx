import type { CollectionDefinition } from '@coursedesk/contract/collections/define';
import { Inbox, Plus } from 'lucide-react';
import { useEffect, useRef, useState } from 'react';
import { Button } from '@/components/ui/button';
import { Card } from '@/components/ui/card';
import { EmptyState } from '@/components/ui/empty-state';
import { ErrorBanner } from '@/components/ui/error-banner';
import { PageHeader } from '@/components/ui/page-header';
import { Spinner } from '@/components/ui/spinner';
import { errorMessage } from '@/lib/api-client';
import { notifyError, notifySuccess } from '@/lib/notify';
import type { CollectionItem } from '../api/collection-schemas';
import { useDeleteCollectionItem } from '../api/delete-collection-item';
import { useCollectionItems } from '../api/get-collection-items';
import { formValuesFrom } from '../item-values';
import { CollectionCards } from './collection-cards';
import { CollectionList } from './collection-list';
import { ItemForm } from './item-form';

/** Spec §4: an editor is closed, creating a new item, or editing one item. */
type Editor = { mode: 'closed' } | { mode: 'new' } | { mode: 'editing'; id: string };

/** Where focus returns when an editor closes: the Add button or an item's Edit button. */
const ADD_BUTTON = Symbol('add');
type FocusTarget = typeof ADD_BUTTON | string;

/** The screen of one content section: its items, with add, edit and delete. */
export function CollectionScreen({ definition }: { definition: CollectionDefinition }) {
  const { title, description, addLabel, layout, messages } = definition;
  const items = useCollectionItems(definition);
  const deleteItem = useDeleteCollectionItem(definition);
  const [editor, setEditor] = useState<Editor>({ mode: 'closed' });
  const [focusTarget, setFocusTarget] = useState<FocusTarget>();
  const addButton = useRef<HTMLButtonElement>(null);

  useEffect(() => {
    if (focusTarget === ADD_BUTTON) addButton.current?.focus();
  }, [focusTarget]);

  const list = items.data ?? [];
  const editingItem =
    editor.mode === 'editing' ? list.find((item) => item._id === editor.id) : undefined;

  function openEditor(next: Editor) {
    setFocusTarget(undefined);
    setEditor(next);
  }

  function closeEditor() {
    setFocusTarget(editor.mode === 'editing' ? editor.id : ADD_BUTTON);
    setEditor({ mode: 'closed' });
  }

  function handleDelete(item: CollectionItem) {
    if (!window.confirm(messages.deleteConfirm)) return;
    deleteItem.mutate(item._id, {
      onSuccess: ({ message }) => {
        notifySuccess(message || messages.deleted);
        setEditor((current) =>
          current.mode === 'editing' && current.id === item._id ? { mode: 'closed' } : current,
        );
      },
      onError: (error) => {
        notifyError(errorMessage(error, messages.deleteFailed));
      },
    });
  }

  const serverReason = items.isError ? errorMessage(items.error, '') : '';
  const views = {
    definition,
    items: list,
    editingId: editingItem?._id,
    focusedId: typeof focusTarget === 'string' ? focusTarget : undefined,
    deletingId: deleteItem.isPending ? deleteItem.variables : undefined,
    onEdit: (item: CollectionItem) => openEditor({ mode: 'editing', id: item._id }),
    onDelete: handleDelete,
    onCloseEditor: closeEditor,
  };

  // New items always get the panel above the items; in a card grid, edits use it too.
  const panelItem = layout === 'cards' ? editingItem : undefined;
  const panelOpen = editor.mode === 'new' || panelItem !== undefined;

  return (
    <div className="space-y-6">
      <PageHeader
        title={title}
        description={description}
        actions={
          <Button
            ref={addButton}
            onClick={() => openEditor({ mode: 'new' })}
            // A new item's defaults depend on the items that exist (e.g. the next FAQ ID).
            disabled={!items.data}
          >
            <Plus aria-hidden="true" />
            {addLabel}
          </Button>
        }
      />

      {items.isError ? (
        <ErrorBanner
          message={messages.fetchFailed}
          detail={serverReason && serverReason !== messages.fetchFailed ? serverReason : undefined}
          onRetry={() => void items.refetch()}
          retrying={items.isFetching}
        />
      ) : null}

      {panelOpen ? (
        <Card as="section" padding="md" className="shadow-sm motion-safe:animate-fade-in">
          <ItemForm
            key={panelItem?._id ?? 'new'}
            definition={definition}
            item={panelItem}
            initialValues={formValuesFrom(definition, panelItem ?? definition.defaults(list))}
            onClose={closeEditor}
          />
        </Card>
      ) : null}

      {items.isPending ? (
        <Spinner label="Loading..." className="py-16" />
      ) : items.data === undefined ? null : list.length === 0 ? (
        <Card>
          <EmptyState
            icon={Inbox}
            title={messages.empty}
            description={`Use “${addLabel}” to create the first one.`}
          />
        </Card>
      ) : layout === 'cards' ? (
        <CollectionCards {...views} />
      ) : (
        <CollectionList {...views} />
      )}
    </div>
  );
}
