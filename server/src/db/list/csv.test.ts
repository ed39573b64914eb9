import { parse } from 'csv-parse/sync';
import { sql } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { useTestDatabase } from '../../test/harness.ts';
import { rowsOf } from '../client.ts';
import {
  csvChunks,
  csvHeader,
  csvInstant,
  csvPounds,
  csvText,
  neutraliseCell,
  quoteCsvField,
  type SqlCsvColumn,
} from './csv.ts';

describe('neutraliseCell', () => {
  it('leaves ordinary text alone', () => {
    expect(neutraliseCell('Ada Lovelace')).toBe('Ada Lovelace');
    expect(neutraliseCell('a=b')).toBe('a=b');
  });

  it('puts an apostrophe before every would-be formula', () => {
    for (const value of ['=1', '+1', '-1', '@A1', '\tx', '\rx']) {
      expect(neutraliseCell(value)).toBe(`'${value}`);
    }
  });
});

describe('quoteCsvField', () => {
  it('quotes only fields with a quote, a comma or a line break (RFC 4180)', () => {
    expect(quoteCsvField('plain')).toBe('plain');
    expect(quoteCsvField('Smith, "Jo"')).toBe('"Smith, ""Jo"""');
    expect(quoteCsvField('a\nb')).toBe('"a\nb"');
    expect(quoteCsvField('a\rb')).toBe('"a\rb"');
  });
});

describe('CSV written by the database', () => {
  const database = useTestDatabase();
  const tricky = [
    'Ada Lovelace',
    'Smith, "Jo"',
    'Line\nbreak',
    'Carriage\rreturn',
    '=HYPERLINK("http://x","y")',
    '+1',
    '-2',
    '@SUM(A1)',
    '\tTab',
    '\rCR',
    'Zoë, naïve café ✓',
    '',
  ];

  beforeAll(async () => {
    await database.db.execute(
      sql`create table csv_rows (id uuid primary key default gen_random_uuid(), n int not null, name text, pence bigint, at timestamptz)`,
    );
    for (const [n, name] of [...tricky, null].entries()) {
      await database.db.execute(
        sql`insert into csv_rows (n, name, pence, at) values (${n}, ${name}, ${n === 3 ? null : n * 125}, ${n === 4 ? null : new Date(Date.UTC(2026, 0, 1, 10, 0, n, 7)).toISOString()})`,
      );
    }
  });

  const columns: SqlCsvColumn[] = [
    { header: 'Name', cell: csvText(sql.raw('name')) },
    { header: 'Amount', cell: csvPounds(sql.raw('pence')) },
    { header: 'At', cell: csvInstant(sql.raw('at')) },
  ];

  async function exported(size: number): Promise<string> {
    let text = '';
    for await (const chunk of csvChunks(
      database.db,
      {
        from: sql.raw('csv_rows'),
        where: undefined,
        key: { expression: sql.raw('n'), type: 'bigint' },
        id: sql.raw('id'),
        order: 'asc',
        columns,
      },
      size,
    )) {
      text += chunk;
    }
    return text;
  }

  it('writes what the JavaScript side would: quoted, inert, pounds and ISO instants', async () => {
    const rows = rowsOf<{ n: number; name: string | null; pence: string | null; at: Date | null }>(
      await database.db.execute(sql.raw('select n, name, pence, at from csv_rows order by n')),
    );
    const expected =
      csvHeader(columns) +
      rows
        .map((row) =>
          [
            row.name === null ? '' : quoteCsvField(neutraliseCell(row.name)),
            row.pence === null ? '' : String(Number(row.pence) / 100),
            row.at === null ? '' : new Date(row.at).toISOString(),
          ].join(','),
        )
        .map((line) => `${line}\r\n`)
        .join('');
    expect(await exported(5_000)).toBe(expected);
  });

  it('starts with a byte-order mark and reads back as the text it was, formulas inert', async () => {
    const text = await exported(5_000);
    expect(text.startsWith('\uFEFFName,Amount,At\r\n')).toBe(true);
    const records = parse(text, { bom: true, columns: true }) as { Name: string; Amount: string }[];
    expect(records.map((record) => record.Name)).toEqual(
      [...tricky, ''].map((name) => neutraliseCell(name)),
    );
    for (const record of records) expect(record.Name).not.toMatch(/^[=+\-@\t\r]/);
    expect(records[2]?.Amount).toBe('2.5');
    expect(records[8]?.Amount).toBe('10');
  });

  it('reads in keyset batches without losing or repeating a row at a batch edge', async () => {
    expect(await exported(2)).toBe(await exported(5_000));
    expect(await exported(tricky.length + 1)).toBe(await exported(5_000));
  });
});
