// CSV exports: RFC 4180 (quoted where needed, CRLF line ends), UTF-8 with a byte-order mark so
// spreadsheet programs pick the right encoding, and every text cell that a spreadsheet would run
// as a formula made inert (OWASP "CSV injection").
//
// The rules are written twice, once in JavaScript (`neutraliseCell`, `quoteCsvField`, for the
// header) and once in SQL (`csvText` and the cells below), and csv.test.ts proves both write the
// same bytes. The database writes each line of an export and the server only joins lines into
// chunks: an export of 200,000 rows then costs no object per row or per cell in the server.
// Formatting alone in a JavaScript CSV writer ran at about 200,000 rows/s here, before reading a
// single row (docs/coupons-and-payments.md).
import type { SortOrder } from '@coursedesk/contract/list';
import { and, type SQL, sql } from 'drizzle-orm';
import { type Executor, rowsOf } from '../client.ts';
import { afterCursor, type Cursor, orderOf, type SortKey } from './order.ts';

/** A cell starting with one of these is read as a formula by Excel, LibreOffice and Sheets. */
const FORMULA_START = /^[=+\-@\t\r]/;

/** Prefixes a would-be formula with an apostrophe, so the cell is shown as the text it is. */
export function neutraliseCell(value: string): string {
  return FORMULA_START.test(value) ? `'${value}` : value;
}

/** A field with a quote, a comma or a line break (CR or LF alone included) is quoted. */
export function quoteCsvField(value: string): string {
  return /[",\r\n]/.test(value) ? `"${value.replaceAll('"', '""')}"` : value;
}

/** A CSV column the database writes: its header and the SQL of its cell (`csvText`, `csvPlain`). */
export interface SqlCsvColumn {
  header: string;
  cell: SQL;
}

/**
 * The cell of a text value, in SQL: null is empty, a would-be formula gets its apostrophe, and
 * the result is quoted as `quoteCsvField` quotes, so both sides write the same bytes. The
 * apostrophe never needs quoting, so whether to quote is decided on the value itself, by four
 * `strpos`: the cheapest test measured on the embedded engine (a regular expression cost more).
 */
export function csvText(value: SQL): SQL {
  const apostrophe = sql`(case when substr(${value}, 1, 1) in ('=', '+', '-', '@', E'\\t', E'\\r') then '''' else '' end)`;
  const needsQuotes = sql`(strpos(${value}, '"') > 0 or strpos(${value}, ',') > 0 or strpos(${value}, E'\\n') > 0 or strpos(${value}, E'\\r') > 0)`;
  return sql`coalesce(case when ${needsQuotes} then '"' || ${apostrophe} || replace(${value}, '"', '""') || '"' else ${apostrophe} || ${value} end, '')`;
}

/**
 * The cell of a value that can hold none of the characters above: a number, a date, an id, or
 * text the database constrains to a fixed list (a status, a currency code). Null is empty.
 */
export function csvPlain(value: SQL): SQL {
  return sql`coalesce((${value})::text, '')`;
}

/** An amount kept in pence, as pounds the way JavaScript prints the number (12.5, 100, 0.01). */
export function csvPounds(pence: SQL): SQL {
  return csvPlain(sql`trim_scale(${pence} / 100.0)`);
}

/** An instant as `Date.prototype.toISOString` writes it (UTC, milliseconds, `Z`). */
export function csvInstant(value: SQL): SQL {
  return csvPlain(sql`to_char(${value} at time zone 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"')`);
}

/** The SQL of a whole line: the cells joined by commas. */
export function csvLine(columns: readonly SqlCsvColumn[]): SQL {
  return sql.join(
    columns.map((column) => column.cell),
    sql` || ',' || `,
  );
}

/** The byte-order mark and the header line. */
export function csvHeader(columns: readonly SqlCsvColumn[]): string {
  return `\uFEFF${columns.map((column) => quoteCsvField(neutraliseCell(column.header))).join(',')}\r\n`;
}

/**
 * Every row of `from` that `where` selects, in the order of `orderOf(key, id, order)`, as CSV
 * text: the header, then the lines the database writes, read in keyset batches of `size` and sent
 * a batch to a chunk, so memory holds one batch and no row becomes an object.
 */
export async function* csvChunks(
  db: Executor,
  query: {
    from: SQL;
    where: SQL | undefined;
    key: SortKey;
    id: SQL;
    order: SortOrder;
    columns: readonly SqlCsvColumn[];
  },
  size = 5_000,
): AsyncGenerator<string> {
  const { key, id, order } = query;
  const line = csvLine(query.columns);
  yield csvHeader(query.columns);
  let cursor: Cursor | undefined;
  for (;;) {
    const where = and(query.where, cursor ? afterCursor(key, id, order, cursor) : undefined);
    const rows = rowsOf<{ sort_key: string; id: string; line: string }>(
      await db.execute(
        sql`select (${key.expression})::text as sort_key, ${id}::text as id, ${line} as line from ${query.from} where ${where ?? sql`true`} order by ${orderOf(key, id, order)} limit ${size}`,
      ),
    );
    const last = rows.at(-1);
    if (!last) return;
    let chunk = '';
    for (const row of rows) chunk += `${row.line}\r\n`;
    yield chunk;
    if (rows.length < size) return;
    cursor = { key: last.sort_key, id: last.id };
  }
}
