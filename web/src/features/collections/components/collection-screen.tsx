import type { AccentColor } from '@coursedesk/contract/collections/accents';
import {
  COLLECTION_PAGE_SIZE,
  type CollectionDefinition,
  emptySummary,
} from '@coursedesk/contract/collections/define';
import { Briefcase, Inbox, Plus, UserCheck, Users } from 'lucide-react';
import { lazy, Suspense, useEffect, useMemo, useRef, useState } from 'react';
import { z } from 'zod';
import { Button } from '@/components/ui/button';
import { Card } from '@/components/ui/card';
import { EmptyState } from '@/components/ui/empty-state';
import { PageHeader } from '@/components/ui/page-header';
import { StatCards } from '@/components/ui/stat-cards';
import { ListSection } from '@/components/ui/table/list-section';
import {
  publishStatusFilter,
  publishStatusView,
} from '@/components/ui/table/publish-status-filter';
import type { FilterSpec } from '@/components/ui/table/url-filter-bar';
import { errorMessage } from '@/lib/api-client';
import { useConfirmedDelete } from '@/lib/use-confirmed-delete';
import { useListView } from '@/lib/use-list-view';
import type { CollectionItem } from '../api/collection-schemas';
import { useDeleteCollectionItem } from '../api/delete-collection-item';
import { useCollectionItems } from '../api/get-collection-items';
import { useCollectionSummary } from '../api/get-collection-summary';
import { formValuesFrom } from '../item-values';
import { CollectionCards } from './collection-cards';
import { CollectionList } from './collection-list';

// The forms (and the form code they bring) load when an item is first added or edited.
const ItemForm = lazy(async () => ({ default: (await import('./item-form')).ItemForm }));
const EditItemForm = lazy(async () => ({ default: (await import('./item-form')).EditItemForm }));

const statIcons = [Users, Briefcase, UserCheck];
const statAccents: AccentColor[] = ['green', 'blue', 'orange'];

/** An editor is closed, creating a new item, or editing one item. */
type Editor = { mode: 'closed' } | { mode: 'new' } | { mode: 'editing'; id: string };

/** Where focus returns when an editor closes: the Add button or an item's Edit button. */
const ADD_BUTTON = Symbol('add');
type FocusTarget = typeof ADD_BUTTON | string;

/** The view in the URL: ?page= and, on a section with a search, &search=. */
const viewShape = {
  page: z.coerce.number().int().min(1),
  search: z.string(),
  publishStatus: publishStatusView,
};

/**
 * The screen of one content section: a page of its items (the page and search in the URL), its
 * figures over all of them, with add, edit and delete.
 */
export function CollectionScreen({ definition }: { definition: CollectionDefinition }) {
  const { title, description, addLabel, layout, messages } = definition;
  const view = useListView(viewShape);
  const search = definition.search ? view.values.search?.trim() || undefined : undefined;
  const items = useCollectionItems(definition, {
    page: view.page,
    search,
    publishStatus: view.values.publishStatus,
  });
  const summary = useCollectionSummary(definition);
  const deleteItem = useDeleteCollectionItem(definition);
  const [editor, setEditor] = useState<Editor>({ mode: 'closed' });
  const [focusTarget, setFocusTarget] = useState<FocusTarget>();
  const addButton = useRef<HTMLButtonElement>(null);

  useEffect(() => {
    if (focusTarget === ADD_BUTTON) addButton.current?.focus();
  }, [focusTarget]);

  const list = items.data?.items ?? [];
  const filters = useMemo<FilterSpec[]>(
    () =>
      definition.search
        ? [
            {
              kind: 'search',
              key: 'search',
              label: `Search ${title}`,
              placeholder: definition.search.placeholder,
            },
            publishStatusFilter,
          ]
        : [publishStatusFilter],
    [definition.search, title],
  );
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

  const deletion = useConfirmedDelete(
    deleteItem,
    { confirm: messages.deleteConfirm, failed: messages.deleteFailed, deleted: messages.deleted },
    (id) =>
      setEditor((current) =>
        current.mode === 'editing' && current.id === id ? { mode: 'closed' } : current,
      ),
  );

  const serverReason = items.isError ? errorMessage(items.error, '') : '';
  const views = {
    definition,
    items: list,
    editingId: editingItem?._id,
    focusedId: typeof focusTarget === 'string' ? focusTarget : undefined,
    deletingId: deletion.deletingId,
    onEdit: (item: CollectionItem) => openEditor({ mode: 'editing', id: item._id }),
    onDelete: (item: CollectionItem) => deletion.remove(item._id),
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
            disabled={!summary.data || !items.data}
          >
            <Plus aria-hidden="true" />
            {addLabel}
          </Button>
        }
      />

      {definition.stats && summary.data ? (
        <StatCards
          label={`${title} figures`}
          className="grid-cols-1 sm:grid-cols-3 lg:grid-cols-3"
          cards={definition.stats.map((stat, index) => ({
            label: stat.label,
            value: summary.data.stats[stat.key] ?? 0,
            icon: statIcons[index % statIcons.length] ?? Users,
            accent: statAccents[index % statAccents.length],
          }))}
        />
      ) : null}

      {panelOpen ? (
        <Card as="section" padding="md" className="shadow-sm motion-safe:animate-fade-in">
          <Suspense fallback={null}>
            {panelItem ? (
              <EditItemForm
                key={panelItem._id}
                definition={definition}
                id={panelItem._id}
                onClose={closeEditor}
              />
            ) : (
              <ItemForm
                key="new"
                definition={definition}
                initialValues={formValuesFrom(
                  definition,
                  definition.defaults(summary.data ?? emptySummary),
                )}
                onClose={closeEditor}
              />
            )}
          </Suspense>
        </Card>
      ) : null}

      <ListSection
        label={title}
        view={view}
        filters={filters}
        query={items}
        errorMessage={messages.fetchFailed}
        errorDetail={serverReason || undefined}
        limit={COLLECTION_PAGE_SIZE}
        total={items.data?.pagination.total}
        frame={layout === 'cards' ? 'plain' : 'card'}
        loading={items.isPending}
        loadingLabel={`Loading ${title.toLowerCase()}...`}
        skeletonColumns={3}
      >
        {items.data === undefined ? null : list.length === 0 ? (
          <Card>
            <EmptyState
              icon={Inbox}
              title={messages.empty}
              description={
                search
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
      </ListSection>
    </div>
  );
}
