import { ArrowDown, ArrowUp, Plus, Trash2 } from 'lucide-react';
import type { ReactNode } from 'react';
import {
  type FieldArray,
  type FieldArrayPath,
  type FieldValues,
  type Path,
  useController,
  useFieldArray,
  useFormContext,
} from 'react-hook-form';
import { Button } from '../button';
import { Input } from '../input';
import { Field, FieldError } from './field';
import { useFormKit } from './form';
import { useFieldControl, useFieldError } from './use-field';

/** Move up, move down and remove: buttons of one row, named after it ('Move module 2 up'). */
export function RowControls({
  name,
  index,
  count,
  onMove,
  onRemove,
  reorderable = true,
}: {
  /** How the row is called, e.g. 'module 2'. */
  name: string;
  index: number;
  count: number;
  onMove: (from: number, to: number) => void;
  onRemove: (index: number) => void;
  reorderable?: boolean;
}) {
  const button = (label: string, icon: ReactNode, onClick: () => void, disabled = false) => (
    <Button
      size="icon"
      variant="ghost"
      aria-label={label}
      title={label}
      disabled={disabled}
      onClick={onClick}
      className={label.startsWith('Remove') ? 'text-edtech-red hover:text-edtech-red' : undefined}
    >
      {icon}
    </Button>
  );
  return (
    <div className="flex shrink-0 gap-1">
      {reorderable ? (
        <>
          {button(
            `Move ${name} up`,
            <ArrowUp aria-hidden="true" />,
            () => onMove(index, index - 1),
            index === 0,
          )}
          {button(
            `Move ${name} down`,
            <ArrowDown aria-hidden="true" />,
            () => onMove(index, index + 1),
            index === count - 1,
          )}
        </>
      ) : null}
      {button(`Remove ${name}`, <Trash2 aria-hidden="true" />, () => onRemove(index))}
    </div>
  );
}

/** The button that adds a row. */
export function AddRowButton({
  id,
  label,
  onClick,
}: {
  id?: string;
  label: string;
  onClick: () => void;
}) {
  return (
    // A long label ('Add subtopic to topic 1 of module 3') wraps rather than widen a phone's dialog.
    <Button
      id={id}
      size="sm"
      variant="secondary"
      onClick={onClick}
      className="h-auto min-h-8 max-w-full py-1 text-left whitespace-normal"
    >
      <Plus aria-hidden="true" />
      {label}
    </Button>
  );
}

/** One row: a titled group with its buttons above its fields, or one field with them beside. */
function Row({
  title,
  controls,
  children,
}: {
  /** Without a title the row is one line: its field, then its buttons. */
  title: string | undefined;
  controls: ReactNode;
  children: ReactNode;
}) {
  if (title === undefined) {
    return (
      <div className="flex items-start gap-2">
        <div className="min-w-0 flex-1">{children}</div>
        <div className="pt-7">{controls}</div>
      </div>
    );
  }
  return (
    // min-w-0: a fieldset is otherwise as wide as its widest content, wider than a phone.
    <fieldset className="min-w-0 space-y-3 rounded-lg border border-slate-200 bg-slate-50/60 p-3">
      <legend className="sr-only">{title}</legend>
      <div className="flex items-center justify-between gap-2">
        <span aria-hidden="true" className="text-sm font-medium text-slate-800">
          {title}
        </span>
        {controls}
      </div>
      {children}
    </fieldset>
  );
}

/**
 * The message about a value shown on its own, not under a control: a list's ('At least one
 * curriculum module is required.') or a group's.
 */
export function FieldMessage({ name }: { name: string }) {
  return <FieldError message={useFieldError(name)} />;
}

interface RowsOptions {
  /** How a row is called by its position (from 1) in its buttons' names: 'module 2'. */
  rowName: (position: number) => string;
  addLabel: string;
  /** Said while the list is empty. */
  emptyText?: string;
  /** Whether rows have move up / move down buttons (default: yes). */
  reorderable?: boolean;
}

export type RepeatableRowsProps<
  TValues extends FieldValues,
  TName extends FieldArrayPath<TValues>,
> = RowsOptions & {
  /** The list's name in the form's values. */
  name: TName;
  /** A row's title by its position (from 1): 'Module 2'. Without it, each row is one line. */
  rowTitle?: (position: number) => string;
  /** The values of a row added with the add button. */
  newRow: () => FieldArray<TValues, TName>;
  /** A row's fields, given the row's name in the form's values ('details.tools.3'). */
  children: (row: `${TName}.${number}`, index: number) => ReactNode;
};

/**
 * The rows of a list of the form's values (react-hook-form's useFieldArray): each row's fields,
 * and buttons that add a row, remove one and move one up or down.
 */
export function RepeatableRows<TValues extends FieldValues, TName extends FieldArrayPath<TValues>>({
  name,
  rowName,
  rowTitle,
  addLabel,
  newRow,
  emptyText,
  reorderable = true,
  children,
}: RepeatableRowsProps<TValues, TName>) {
  const { control } = useFormContext<TValues>();
  const rows = useFieldArray({ control, name });
  const { fieldId } = useFormKit();
  return (
    <div className="space-y-3">
      <FieldMessage name={name} />
      {rows.fields.length === 0 && emptyText ? (
        <p className="text-sm text-slate-500">{emptyText}</p>
      ) : null}
      {rows.fields.map((row, index) => (
        <Row
          key={row.id}
          title={rowTitle?.(index + 1)}
          controls={
            <RowControls
              name={rowName(index + 1)}
              index={index}
              count={rows.fields.length}
              onMove={rows.move}
              onRemove={rows.remove}
              reorderable={reorderable}
            />
          }
        >
          {children(`${name}.${index}` as `${TName}.${number}`, index)}
        </Row>
      ))}
      <AddRowButton id={fieldId(name)} label={addLabel} onClick={() => rows.append(newRow())} />
    </div>
  );
}

/**
 * A list of texts (roles, quick messages): one text box per row, labelled by its position, with
 * the same buttons. The texts are plain strings in the form's values.
 */
export function TextRows<TValues extends FieldValues>({
  name,
  rowName,
  addLabel,
  emptyText,
  reorderable = true,
  itemLabel,
  placeholder,
}: RowsOptions & {
  name: Path<TValues>;
  /** A row's label by its position (from 1): 'Hero role 2'. */
  itemLabel: (position: number) => string;
  placeholder?: string;
}) {
  const { control } = useFormContext<TValues>();
  const { field } = useController({ control, name });
  const { fieldId } = useFormKit();
  const items: string[] = Array.isArray(field.value) ? field.value : [];
  const change = (next: string[]) => field.onChange(next);
  const move = (from: number, to: number) => {
    const next = [...items];
    const [moved] = next.splice(from, 1);
    if (moved !== undefined) next.splice(to, 0, moved);
    change(next);
  };
  return (
    <div className="space-y-3">
      <FieldMessage name={name} />
      {items.length === 0 && emptyText ? (
        <p className="text-sm text-slate-500">{emptyText}</p>
      ) : null}
      {items.map((item, index) => (
        <Row
          // Texts have no identity of their own; the position is theirs.
          // biome-ignore lint/suspicious/noArrayIndexKey: see above.
          key={index}
          title={undefined}
          controls={
            <RowControls
              name={rowName(index + 1)}
              index={index}
              count={items.length}
              onMove={move}
              onRemove={(at) => change(items.filter((_, other) => other !== at))}
              reorderable={reorderable}
            />
          }
        >
          <TextRow
            name={`${name}.${index}`}
            label={itemLabel(index + 1)}
            value={item}
            placeholder={placeholder}
            onChange={(text) => change(items.map((old, at) => (at === index ? text : old)))}
          />
        </Row>
      ))}
      <AddRowButton id={fieldId(name)} label={addLabel} onClick={() => change([...items, ''])} />
    </div>
  );
}

function TextRow({
  name,
  label,
  value,
  placeholder,
  onChange,
}: {
  name: string;
  label: string;
  value: string;
  placeholder?: string;
  onChange: (text: string) => void;
}) {
  const control = useFieldControl(name);
  return (
    <Field id={control.id} label={label} error={control.message}>
      <Input
        {...control.controlProps}
        value={value}
        autoComplete="off"
        placeholder={placeholder}
        onChange={(event) => onChange(event.target.value)}
      />
    </Field>
  );
}
