import { ArrowDown, ArrowUp, Plus, Trash2 } from 'lucide-react';
import type { ReactNode } from 'react';
import { Button } from '@/components/ui/button';

/** Move up, move down and remove buttons of one entry of a list editor. */
export function EntryControls({
  name,
  index,
  count,
  onMove,
  onRemove,
}: {
  /** How the entry is called, e.g. 'module 2': the buttons say 'Move module 2 up'. */
  name: string;
  index: number;
  count: number;
  onMove: (from: number, to: number) => void;
  onRemove: (index: number) => void;
}) {
  return (
    <div className="flex shrink-0 gap-1">
      <Button
        size="icon"
        variant="ghost"
        aria-label={`Move ${name} up`}
        disabled={index === 0}
        onClick={() => onMove(index, index - 1)}
      >
        <ArrowUp aria-hidden="true" />
      </Button>
      <Button
        size="icon"
        variant="ghost"
        aria-label={`Move ${name} down`}
        disabled={index === count - 1}
        onClick={() => onMove(index, index + 1)}
      >
        <ArrowDown aria-hidden="true" />
      </Button>
      <Button
        size="icon"
        variant="ghost"
        aria-label={`Remove ${name}`}
        onClick={() => onRemove(index)}
        className="text-edtech-red hover:text-edtech-red"
      >
        <Trash2 aria-hidden="true" />
      </Button>
    </div>
  );
}

/** The button that adds an entry to a list editor. */
export function AddButton({
  id,
  label,
  onClick,
}: {
  id?: string;
  label: string;
  onClick: () => void;
}) {
  return (
    <Button id={id} size="sm" variant="secondary" onClick={onClick}>
      <Plus aria-hidden="true" />
      {label}
    </Button>
  );
}

/** One entry of a list editor: a titled group with its controls. */
export function Entry({
  legend,
  controls,
  children,
}: {
  legend: string;
  controls: ReactNode;
  children: ReactNode;
}) {
  return (
    <fieldset className="space-y-3 rounded-lg border border-slate-200 bg-slate-50/60 p-3">
      <legend className="sr-only">{legend}</legend>
      <div className="flex items-center justify-between gap-2">
        <span aria-hidden="true" className="text-sm font-medium text-slate-800">
          {legend}
        </span>
        {controls}
      </div>
      {children}
    </fieldset>
  );
}
