import { PGlite } from '@electric-sql/pglite';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { servedInTurn } from './embedded.ts';

describe('the embedded engine queue', () => {
  let client: PGlite;
  beforeAll(async () => {
    client = await PGlite.create();
    servedInTurn(client);
  });
  afterAll(() => client.close());

  it('runs statements in the order asked for, each after a turn of the event loop', async () => {
    let turns = 0;
    let running = true;
    const count = () => {
      if (!running) return;
      turns += 1;
      setImmediate(count);
    };
    await client.query('select 1');
    setImmediate(count);
    const finished: number[] = [];
    await Promise.all(
      [1, 2, 3, 4, 5].map((n) =>
        client.query<{ n: number }>('select $1::int as n', [n]).then((result) => {
          finished.push(result.rows[0]?.n ?? 0);
        }),
      ),
    );
    running = false;
    expect(finished).toEqual([1, 2, 3, 4, 5]);
    // Without a turn before each, the five ran back to back and nothing else was served between.
    expect(turns).toBeGreaterThanOrEqual(5);
  });

  it('goes on after a statement that fails, and keeps transactions whole', async () => {
    const failed = client.query('select * from no_such_table');
    const transaction = client.transaction(async (tx) => {
      await tx.query('create temporary table queued (n int)');
      await tx.query('insert into queued values (1), (2)');
      return (await tx.query<{ total: number }>('select sum(n)::int as total from queued')).rows;
    });
    const after = client.query<{ n: number }>('select 7 as n');
    await expect(failed).rejects.toThrow(/no_such_table/);
    expect(await transaction).toEqual([{ total: 3 }]);
    expect((await after).rows).toEqual([{ n: 7 }]);
  });
});
