import type { CollectionDefinition } from '@coursedesk/contract/collections/define';
import { useEffect, useRef } from 'react';
import { DeleteButton, EditButton } from '@/components/ui/action-buttons';
import type { CollectionItem } from '../api/collection-schemas';
import { itemTitle } from '../item-values';

/** What a view of a section's items (rows or cards) gives each item's actions. */
export interface ItemActionsState {
  definition: CollectionDefinition;
  /** The item whose Edit button should take focus, e.g. when its editor has just closed. */
  focusedId: string | undefined;
  deletingId: string | undefined;
  onEdit: (item: CollectionItem) => void;
  onDelete: (item: CollectionItem) => void;
}

/** An item's Edit and Delete buttons, named by its title: 'Edit {title}', 'Delete {title}'. */
export function ItemActions({
  item,
  definition,
  focusedId,
  deletingId,
  onEdit,
  onDelete,
}: ItemActionsState & { item: CollectionItem }) {
  const title = itemTitle(definition, item);
  const focusEdit = focusedId === item._id;
  const editRef = useRef<HTMLButtonElement>(null);
  useEffect(() => {
    if (focusEdit) editRef.current?.focus();
  }, [focusEdit]);

  return (
    <div className="flex shrink-0 gap-1">
      <EditButton
        ref={editRef}
        name={title}
        title="Edit"
        onClick={() => onEdit(item)}
        className="hover:text-edtech-blue"
      />
      <DeleteButton
        name={title}
        title="Delete"
        onClick={() => onDelete(item)}
        disabled={deletingId === item._id}
        className="hover:bg-edtech-red/10 hover:text-edtech-red"
      />
    </div>
  );
}
