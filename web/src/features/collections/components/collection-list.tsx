import { lazy, Suspense, useId } from 'react';
import { accentStyle } from '@/components/ui/accent';
import { Card } from '@/components/ui/card';
import { cn } from '@/lib/cn';
import type { CollectionItem } from '../api/collection-schemas';
import { ItemActions, type ItemActionsState } from './item-actions';
import { ItemLeading } from './item-leading';
import { ItemText } from './item-text';

// The form (and the form code it brings) loads when an item is first edited.
const EditItemForm = lazy(async () => ({ default: (await import('./item-form')).EditItemForm }));

export interface ItemViewsProps extends ItemActionsState {
  items: CollectionItem[];
  /** The item whose editor is open, if any. */
  editingId: string | undefined;
  onCloseEditor: () => void;
}

/** Rows of items; the item being edited turns into its form in place. */
export function CollectionList({ items, editingId, onCloseEditor, ...actions }: ItemViewsProps) {
  const { definition } = actions;
  const listId = useId();
  const { accent } = definition.display;
  return (
    <Card
      as="ul"
      aria-label={definition.title}
      className="divide-y divide-slate-100 overflow-hidden"
    >
      {items.map((item) => {
        const titleId = `${listId}-${item._id}`;
        return (
          <li
            key={item._id}
            className={cn(
              'border-l-4',
              accent ? accentStyle(item[accent]).border : 'border-l-transparent',
            )}
          >
            {item._id === editingId ? (
              <div className="bg-slate-50/70 p-4 motion-safe:animate-fade-in sm:p-6">
                <Suspense fallback={null}>
                  <EditItemForm definition={definition} id={item._id} onClose={onCloseEditor} />
                </Suspense>
              </div>
            ) : (
              <article
                aria-labelledby={titleId}
                className="flex gap-4 p-4 transition-colors hover:bg-slate-50/70 sm:px-5"
              >
                <ItemLeading definition={definition} item={item} />
                <div className="min-w-0 flex-1">
                  <ItemText definition={definition} item={item} titleId={titleId} />
                </div>
                <ItemActions {...actions} item={item} />
              </article>
            )}
          </li>
        );
      })}
    </Card>
  );
}
