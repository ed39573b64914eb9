import { buffer } from 'node:stream/consumers';
import { parse } from 'csv-parse/sync';
import { describe, expect, it } from 'vitest';
import { csvStream, exportFilename, neutraliseCell } from './csv.ts';

interface Row {
  name: string;
  amount: number | null;
}

const columns = [
  { header: 'Name', value: (row: Row) => row.name },
  { header: 'Amount', value: (row: Row) => row.amount },
] as const;

/** The bytes as written, BOM included (a text decoder would drop it). */
async function text(stream: NodeJS.ReadableStream): Promise<string> {
  return new TextDecoder('utf-8', { ignoreBOM: true }).decode(await buffer(stream));
}

async function* rowsOf(rows: Row[]) {
  yield* rows;
}

describe('csvStream', () => {
  it('writes a byte-order mark, a header and CRLF-ended, RFC 4180-quoted rows', async () => {
    const csv = await text(
      csvStream(
        columns,
        rowsOf([
          { name: 'Smith, "Jo"', amount: 12 },
          { name: 'Line\nbreak', amount: null },
        ]),
      ),
    );
    expect(csv.startsWith('\uFEFF')).toBe(true);
    expect(csv.slice(1)).toBe('Name,Amount\r\n"Smith, ""Jo""",12\r\n"Line\nbreak",\r\n');
  });

  it('makes every would-be formula inert, and reads back as the text it was', async () => {
    const names = ['=HYPERLINK("http://x","y")', '+1', '-2', '@SUM(A1)', '\tTab', '\rCR'];
    const csv = await text(csvStream(columns, rowsOf(names.map((name) => ({ name, amount: 1 })))));
    const records = parse(csv, { bom: true, columns: true }) as { Name: string }[];
    expect(records.map((record) => record.Name)).toEqual(names.map((name) => `'${name}`));
    for (const record of records) expect(record.Name).not.toMatch(/^[=+\-@\t\r]/);
  });

  it('writes only the header for no rows', async () => {
    expect(await text(csvStream(columns, rowsOf([])))).toBe('\uFEFFName,Amount\r\n');
  });
});

describe('neutraliseCell', () => {
  it('leaves ordinary text alone', () => {
    expect(neutraliseCell('Ada Lovelace')).toBe('Ada Lovelace');
    expect(neutraliseCell('a=b')).toBe('a=b');
  });
});

describe('exportFilename', () => {
  it('names the file after the resource and the UTC day', () => {
    expect(exportFilename('customers', new Date('2026-03-01T23:30:00Z'))).toBe(
      'customers-export-2026-03-01.csv',
    );
  });
});
