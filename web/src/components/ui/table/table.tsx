import { Fragment, type ReactNode } from 'react';
import { cn } from '@/lib/cn';
import { useNarrowScreen } from '@/lib/use-narrow-screen';

export interface TableColumn<Row> {
  /** Column key, unique in the table. */
  id: string;
  header: ReactNode;
  cell(row: Row): ReactNode;
  /** Applies to the table's header and body cells; a card does not use it. */
  className?: string;
  /** The row's buttons and controls: on a card they sit at its foot, without a label. */
  actions?: boolean;
}

interface TableProps<Row> {
  columns: readonly TableColumn<Row>[];
  rows: readonly Row[];
  rowKey(row: Row): string;
  /** Names the table for assistive technology. */
  label: string;
  /** Shown in place of the rows when there are none. */
  empty?: ReactNode;
}

/**
 * The server-paged lists' table: a header row, then one row per item. When the columns are wider
 * than the screen the table scrolls sideways inside its card, and the actions column stays in
 * view at the right edge. On a phone (under 640 px)
 * the same columns make a list of cards instead, each field under its header's label and the
 * actions at the foot, so nothing needs a sideways scroll.
 */
export function Table<Row>(props: TableProps<Row>) {
  return useNarrowScreen() ? <CardList {...props} /> : <WideTable {...props} />;
}

/** The actions column's left edge: a shade, as the columns it covers pass under it. */
const stuckEdge =
  "before:pointer-events-none before:absolute before:inset-y-0 before:right-full before:w-3 before:bg-linear-to-l before:from-slate-900/10 before:to-transparent before:content-['']";

function WideTable<Row>({ columns, rows, rowKey, label, empty }: TableProps<Row>) {
  return (
    <div className="overflow-x-auto">
      <table aria-label={label} className="min-w-full divide-y divide-slate-200 text-sm">
        <thead className="bg-slate-50">
          <tr>
            {columns.map((column) => (
              <th
                key={column.id}
                scope="col"
                className={cn(
                  'px-4 py-3 text-left text-xs font-semibold tracking-wide text-slate-500 uppercase',
                  column.actions && `sticky right-0 bg-slate-50 ${stuckEdge}`,
                  column.className,
                )}
              >
                {column.header}
              </th>
            ))}
          </tr>
        </thead>
        <tbody className="divide-y divide-slate-100 bg-surface">
          {rows.length === 0 && empty ? (
            <tr>
              <td colSpan={columns.length}>{empty}</td>
            </tr>
          ) : (
            rows.map((row) => (
              <tr key={rowKey(row)} className="hover:bg-slate-50/60">
                {columns.map((column) => (
                  <td
                    key={column.id}
                    className={cn(
                      'px-4 py-3 align-top text-slate-700',
                      column.actions && `sticky right-0 bg-surface ${stuckEdge}`,
                      column.className,
                    )}
                  >
                    {column.cell(row)}
                  </td>
                ))}
              </tr>
            ))
          )}
        </tbody>
      </table>
    </div>
  );
}

function CardList<Row>({ columns, rows, rowKey, label, empty }: TableProps<Row>) {
  if (rows.length === 0) return empty ? <div>{empty}</div> : null;
  const fields = columns.filter((column) => !column.actions);
  const actions = columns.filter((column) => column.actions);
  return (
    <ul aria-label={label} className="divide-y divide-slate-200 bg-surface text-sm">
      {rows.map((row) => (
        <li key={rowKey(row)} className="p-4">
          {/* A label wraps between its words at 6rem; a single word is never broken. */}
          <dl className="grid grid-cols-[minmax(auto,6rem)_minmax(0,1fr)] gap-x-3 gap-y-2.5">
            {fields.map((column) => (
              <div key={column.id} className="contents">
                <dt className="pt-0.5 text-xs font-semibold tracking-wide text-slate-500 uppercase">
                  {column.header}
                </dt>
                <dd className="min-w-0 break-words text-slate-700">{column.cell(row)}</dd>
              </div>
            ))}
          </dl>
          {actions.length > 0 ? (
            <div className="mt-2 flex flex-wrap items-center justify-end gap-2 border-t border-slate-100 pt-2">
              {actions.map((column) => (
                <Fragment key={column.id}>{column.cell(row)}</Fragment>
              ))}
            </div>
          ) : null}
        </li>
      ))}
    </ul>
  );
}
