// Sending a CSV download. The export's lines are written by the database (db/list/csv.ts) and
// the server only sends them, as they are read.
import { Readable } from 'node:stream';
import type { FastifyReply } from 'fastify';

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
