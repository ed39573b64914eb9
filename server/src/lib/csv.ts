// CSV downloads, written as the rows are read: RFC 4180 (quoted where needed, CRLF line ends),
// UTF-8 with a byte-order mark so spreadsheet programs pick the right encoding, and every text
// cell that a spreadsheet would run as a formula made inert (OWASP "CSV injection").
import { Readable } from 'node:stream';
import { stringify } from 'csv-stringify';
import type { FastifyReply } from 'fastify';

/** A cell starting with one of these is read as a formula by Excel, LibreOffice and Sheets. */
const FORMULA_START = /^[=+\-@\t\r]/;

/** Prefixes a would-be formula with an apostrophe, so the cell is shown as the text it is. */
export function neutraliseCell(value: string): string {
  return FORMULA_START.test(value) ? `'${value}` : value;
}

export type CsvValue = string | number | null | undefined;

export interface CsvColumn<Row> {
  header: string;
  value(row: Row): CsvValue;
}

function cellOf(value: CsvValue): string {
  if (value === null || value === undefined) return '';
  if (typeof value === 'number') return String(value);
  return neutraliseCell(value);
}

/** The CSV text of `rows` as a stream: a header line, then one line per row, as they arrive. */
export function csvStream<Row>(columns: readonly CsvColumn<Row>[], rows: AsyncIterable<Row>) {
  async function* records() {
    for await (const row of rows) yield columns.map((column) => cellOf(column.value(row)));
  }
  const stringifier = stringify({
    bom: true,
    header: true,
    columns: columns.map((column) => column.header),
    record_delimiter: 'windows',
    // RFC 4180 quotes any field with a line break, bare LF or CR included.
    quoted_match: /[\r\n]/,
  });
  const source = Readable.from(records());
  source.on('error', (error) => stringifier.destroy(error));
  return source.pipe(stringifier);
}

/** Sends a CSV download named `filename`; nothing is cached, since the data is private. */
export function sendCsv<Row>(
  reply: FastifyReply,
  filename: string,
  columns: readonly CsvColumn<Row>[],
  rows: AsyncIterable<Row>,
) {
  return reply
    .header('content-type', 'text/csv; charset=utf-8')
    .header('content-disposition', `attachment; filename="${filename}"`)
    .header('cache-control', 'no-store')
    .send(csvStream(columns, rows));
}

/** `customers-export-2026-03-01.csv`: the day (UTC) the export was made. */
export function exportFilename(name: string, now = new Date()): string {
  return `${name}-export-${now.toISOString().slice(0, 10)}.csv`;
}
