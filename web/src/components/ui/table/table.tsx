import type { ReactNode } from 'react';
import { cn } from '@/lib/cn';

export interface TableColumn<Row> {
  /** Column key, unique in the table. */
  id: string;
  header: ReactNode;
  cell(row: Row): ReactNode;
  className?: string;
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

/** The server-paged lists' table: a header row, then one row per item. */
export function Table<Row>({ columns, rows, rowKey, label, empty }: TableProps<Row>) {
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
                  column.className,
                )}
              >
                {column.header}
              </th>
            ))}
          </tr>
        </thead>
        <tbody className="divide-y divide-slate-100 bg-white">
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
                    className={cn('px-4 py-3 align-top text-slate-700', column.className)}
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
