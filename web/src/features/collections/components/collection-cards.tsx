import { useId } from 'react';
import { accentStyle } from '@/components/ui/accent';
import { Badge } from '@/components/ui/badge';
import { Card } from '@/components/ui/card';
import { cn } from '@/lib/cn';
import type { ItemViewsProps } from './collection-list';
import { ItemActions } from './item-actions';
import { ItemLeading } from './item-leading';
import { ItemText } from './item-text';

/** A grid of cards; the form of the card being edited opens above the grid. */
export function CollectionCards({
  items,
  editingId,
  ...actions
}: Omit<ItemViewsProps, 'onCloseEditor'>) {
  const { definition } = actions;
  const gridId = useId();
  const { accent } = definition.display;
  return (
    <ul
      aria-label={definition.title}
      className="grid grid-cols-1 gap-4 sm:grid-cols-2 xl:grid-cols-3"
    >
      {items.map((item) => {
        const titleId = `${gridId}-${item._id}`;
        const editing = item._id === editingId;
        return (
          <li key={item._id}>
            <Card
              as="article"
              aria-labelledby={titleId}
              className={cn(
                'flex h-full flex-col overflow-hidden transition-shadow hover:shadow-md',
                editing && 'ring-2 ring-edtech-green ring-offset-2',
              )}
            >
              <div
                aria-hidden="true"
                className={cn(
                  'h-1.5',
                  accent ? accentStyle(item[accent]).swatch : 'bg-edtech-green',
                )}
              />
              <div className="flex flex-1 flex-col p-5">
                <div className="flex items-start justify-between gap-3">
                  <ItemLeading definition={definition} item={item} size="lg" />
                  <div className="ml-auto flex items-center gap-2">
                    {editing ? <Badge tone="green">Editing</Badge> : null}
                    <ItemActions {...actions} item={item} />
                  </div>
                </div>
                <div className="mt-4">
                  <ItemText definition={definition} item={item} titleId={titleId} />
                </div>
              </div>
            </Card>
          </li>
        );
      })}
    </ul>
  );
}
