// CSV downloads, written as the rows are read: RFC 4180 (quoted where needed, CRLF line ends),
// UTF-8 with a byte-order mark so spreadsheet programs pick the right encoding, and every text
// cell that a spreadsheet would run as a formula made inert (OWASP "CSV injection").
// The database writes each line (db/csv.ts) by the rules below, and the server only sends them.
import { Readable } from 'node:stream';
import type { FastifyReply } from 'fastify';

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

/** Sends a CSV download named `filename`; nothing is cached, since the data is private. */
export function sendCsv(reply: FastifyReply, filename: string, chunks: AsyncIterable<string>) {
  return reply
    .header('content-type', 'text/csv; charset=utf-8')
    .header('content-disposition', `attachment; filename="${filename}"`)
    .header('cache-control', 'no-store')
    .send(Readable.from(chunks));
}

/** `customers-export-2026-03-01.csv`: the day (UTC) the export was made. */
export function exportFilename(name: string, now = new Date()): string {
  return `${name}-export-${now.toISOString().slice(0, 10)}.csv`;
}
