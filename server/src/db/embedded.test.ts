import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { EmbeddedThread } from './embedded-thread.ts';

describe('the embedded engine in its own thread', () => {
  let engine: EmbeddedThread;
  beforeAll(async () => {
    engine = await EmbeddedThread.start({ dataDir: undefined, durable: false });
  });
  afterAll(() => engine.close());

  it('keeps the main thread turning while a statement runs', async () => {
    let turns = 0;
    let running = true;
    const count = () => {
      if (!running) return;
      turns += 1;
      setImmediate(count);
    };
    setImmediate(count);
    const started = performance.now();
    const result = await engine.query<{ n: number }>(
      'select count(*)::int as n from generate_series(1, 2000000)',
    );
    const took = performance.now() - started;
    running = false;
    expect(result.rows).toEqual([{ n: 2_000_000 }]);
    // In this thread the engine ran the statement synchronously: no turn until it was done.
    expect(took).toBeGreaterThan(20);
    expect(turns).toBeGreaterThan(10);
  });

  it('answers in the order asked for, with parameters and rows as arrays', async () => {
    const finished: number[] = [];
    await Promise.all(
      [1, 2, 3, 4, 5].map((n) =>
        engine.query<{ n: number }>('select $1::int as n', [n]).then((result) => {
          finished.push(result.rows[0]?.n ?? 0);
        }),
      ),
    );
    expect(finished).toEqual([1, 2, 3, 4, 5]);
    const arrays = await engine.query('select 1 as a, 2 as b', [], { rowMode: 'array' });
    expect(arrays.rows).toEqual([[1, 2]]);
  });

  it('leaves the types given parsers as PostgreSQL writes them', async () => {
    const sql = "select timestamptz '2026-01-02 03:04:05+00' as at, date '2026-01-02' as day";
    const parsed = await engine.query<{ at: unknown; day: unknown }>(sql);
    expect(parsed.rows[0]?.at).toBeInstanceOf(Date);
    const raw = await engine.query<{ at: unknown; day: unknown }>(sql, [], {
      parsers: { 1184: (value) => value, 1082: (value) => value },
    });
    expect(raw.rows[0]).toEqual({ at: '2026-01-02 03:04:05+00', day: '2026-01-02' });
  });

  it('rejects with the database error and its fields', async () => {
    await engine.exec('create table unique_names (name text primary key)');
    await engine.query("insert into unique_names values ('a')");
    const failed = engine.query("insert into unique_names values ('a')");
    await expect(failed).rejects.toThrow(/duplicate key/);
    await expect(failed).rejects.toMatchObject({
      code: '23505',
      constraint: 'unique_names_pkey',
      table: 'unique_names',
    });
    // And goes on.
    expect((await engine.query('select 7 as n')).rows).toEqual([{ n: 7 }]);
  });

  it('keeps a transaction whole: nothing else runs in it, and a throw rolls it back', async () => {
    await engine.exec('create table queued (n int)');
    let release: () => void = () => {};
    const held = new Promise<void>((resolve) => {
      release = resolve;
    });
    const transaction = engine.transaction(async (tx) => {
      await tx.query('insert into queued values (1)');
      await held;
      await tx.query('insert into queued values (2)');
      return (await tx.query<{ total: number }>('select sum(n)::int as total from queued')).rows;
    });
    // Asked for while the transaction is open: answered after it commits.
    const outside = engine.query<{ total: number }>('select sum(n)::int as total from queued');
    await new Promise((resolve) => setTimeout(resolve, 50));
    release();
    expect(await transaction).toEqual([{ total: 3 }]);
    expect((await outside).rows).toEqual([{ total: 3 }]);

    const failing = engine.transaction(async (tx) => {
      await tx.query('insert into queued values (100)');
      throw new Error('changed my mind');
    });
    await expect(failing).rejects.toThrow('changed my mind');
    const rolledBack = engine.transaction(async (tx) => {
      await tx.query('insert into queued values (1000)');
      await tx.rollback();
    });
    await rolledBack;
    expect((await engine.query('select sum(n)::int as total from queued')).rows).toEqual([
      { total: 3 },
    ]);
  });

  it('hands over a notification before the statement that sent it settles', async () => {
    const heard: string[] = [];
    await engine.listen('thread_channel', (payload) => heard.push(payload));
    await engine.query("select pg_notify('thread_channel', 'first')");
    expect(heard).toEqual(['first']);
    await engine.transaction(async (tx) => {
      await tx.query("select pg_notify('thread_channel', 'second')");
    });
    expect(heard).toEqual(['first', 'second']);
  });

  it('refuses every call once closed, and reports why', async () => {
    const closing = await EmbeddedThread.start({ dataDir: undefined, durable: false });
    await closing.close();
    await expect(closing.query('select 1')).rejects.toThrow(/^PGlite is closed$/);
  });
});
