import { Pencil, Trash2 } from 'lucide-react';
import { Button, type ButtonProps } from './button';

type ActionButtonProps = Omit<ButtonProps, 'children' | 'aria-label'> & {
  /** What the button acts on, as its accessible name says: 'Edit {name}', 'Delete {name}'. */
  name: string;
};

/** The pencil that opens an item's editor. */
export function EditButton({ name, ...props }: ActionButtonProps) {
  return (
    <Button variant="ghost" size="icon" aria-label={`Edit ${name}`} {...props}>
      <Pencil aria-hidden="true" />
    </Button>
  );
}

/** The bin that asks to delete an item. */
export function DeleteButton({ name, ...props }: ActionButtonProps) {
  return (
    <Button variant="ghost" size="icon" aria-label={`Delete ${name}`} {...props}>
      <Trash2 aria-hidden="true" />
    </Button>
  );
}
