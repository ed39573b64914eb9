import { useEffect, useRef } from 'react';
import { DeleteButton, EditButton } from '@/components/ui/action-buttons';

interface ItemActionsProps {
  /** The item's title, naming the buttons: 'Edit {title}', 'Delete {title}'. */
  title: string;
  onEdit: () => void;
  onDelete: () => void;
  deleting: boolean;
  /** Moves focus to the Edit button, e.g. when this item's editor has just closed. */
  focusEdit: boolean;
}

export function ItemActions({ title, onEdit, onDelete, deleting, focusEdit }: ItemActionsProps) {
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
        onClick={onEdit}
        className="hover:text-edtech-blue"
      />
      <DeleteButton
        name={title}
        title="Delete"
        onClick={onDelete}
        disabled={deleting}
        className="hover:bg-edtech-red/10 hover:text-edtech-red"
      />
    </div>
  );
}
