import { Pencil, Trash2 } from 'lucide-react';
import { useEffect, useRef } from 'react';
import { Button } from '@/components/ui/button';

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
      <Button
        ref={editRef}
        variant="ghost"
        size="icon"
        aria-label={`Edit ${title}`}
        title="Edit"
        onClick={onEdit}
        className="hover:text-edtech-blue"
      >
        <Pencil aria-hidden="true" />
      </Button>
      <Button
        variant="ghost"
        size="icon"
        aria-label={`Delete ${title}`}
        title="Delete"
        onClick={onDelete}
        disabled={deleting}
        className="hover:bg-edtech-red/10 hover:text-edtech-red"
      >
        <Trash2 aria-hidden="true" />
      </Button>
    </div>
  );
}
