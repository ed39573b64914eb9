import type { AccentColor } from '@coursedesk/contract/collections/accents';
import type { CollectionDefinition } from '@coursedesk/contract/collections/define';
import { Briefcase, Inbox, Plus, Search, UserCheck, Users } from 'lucide-react';
import { useEffect, useRef, useState } from 'react';
import { Button } from '@/components/ui/button';
import { Card } from '@/components/ui/card';
import { EmptyState } from '@/components/ui/empty-state';
import { ErrorBanner } from '@/components/ui/error-banner';
import { Input } from '@/components/ui/input';
import { PageHeader } from '@/components/ui/page-header';
import { Spinner } from '@/components/ui/spinner';
import { StatCard } from '@/components/ui/stat-card';
import { errorMessage } from '@/lib/api-client';
import { notifyError, notifySuccess } from '@/lib/notify';
import type { CollectionItem } from '../api/collection-schemas';
import { useDeleteCollectionItem } from '../api/delete-collection-item';
import { useCollectionItems } from '../api/get-collection-items';
import { formValuesFrom } from '../item-values';
import { CollectionCards } from './collection-cards';
import { CollectionList } from './collection-list';
import { ItemForm } from './item-form';

const statIcons = [Users, Briefcase, UserCheck];
const statAccents: AccentColor[] = ['green', 'blue', 'orange'];

/** An editor is closed, creating a new item, or editing one item. */
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

  const [search, setSearch] = useState('');
  const list = items.data ?? [];
  const query = search.trim().toLowerCase();
  const shownItems =
    definition.search && query
      ? list.filter((item) =>
          definition.search?.fields.some((field) =>
            String(item[field] ?? '')
              .toLowerCase()
              .includes(query),
          ),
        )
      : list;
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
    items: shownItems,
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

      {definition.stats && items.data ? (
        <div className="grid grid-cols-1 gap-4 sm:grid-cols-3">
          {definition.stats.map((stat, index) => (
            <StatCard
              key={stat.label}
              label={stat.label}
              value={stat.value(list)}
              icon={statIcons[index % statIcons.length] ?? Users}
              accent={statAccents[index % statAccents.length]}
            />
          ))}
        </div>
      ) : null}

      {definition.search ? (
        <div className="relative max-w-md">
          <Search
            aria-hidden="true"
            className="pointer-events-none absolute top-1/2 left-3 size-4 -translate-y-1/2 text-slate-400"
          />
          <Input
            type="search"
            aria-label={`Search ${title}`}
            placeholder={definition.search.placeholder}
            value={search}
            onChange={(event) => setSearch(event.target.value)}
            className="pl-9"
          />
        </div>
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
      ) : items.data === undefined ? null : shownItems.length === 0 ? (
        <Card>
          <EmptyState
            icon={Inbox}
            title={messages.empty}
            description={
              list.length > 0
                ? 'Nothing matches your search. Try another word.'
                : `Use “${addLabel}” to create the first one.`
            }
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
