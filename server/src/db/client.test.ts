import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { sql } from 'drizzle-orm';
import { afterAll, describe, expect, it, vi } from 'vitest';
import { describeConnectError, describeServer, openDatabase, rowsOf } from './client.ts';

describe('the embedded engine on disk', () => {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'coursedesk-durable-'));
  afterAll(() => fs.rmSync(dir, { recursive: true, force: true }));

  it('syncs each commit to the disk before acknowledging it', async () => {
    const database = await openDatabase({ dataDir: path.join(dir, 'db') });
    try {
      expect(database.durability).toMatch(/^every commit is flushed to disk \(fsync\)/);
      const [setting] = rowsOf<{ fsync: string }>(await database.db.execute(sql`show fsync`));
      expect(setting?.fsync).toBe('on');
      // Its page cache is resident for the life of the process: kept small (docs/performance.md).
      const [buffers] = rowsOf<{ shared_buffers: string }>(
        await database.db.execute(sql`show shared_buffers`),
      );
      expect(buffers?.shared_buffers).toBe('32MB');
      await database.db.execute(sql`create table notes (id serial primary key, body text)`);

      const fsync = vi.spyOn(fs, 'fsyncSync');
      try {
        await database.db.execute(sql`insert into notes (body) values ('one')`);
        expect(fsync.mock.calls.length).toBeGreaterThanOrEqual(1);
        fsync.mockClear();
        await database.db.transaction(async (tx) => {
          await tx.execute(sql`insert into notes (body) values ('two')`);
          await tx.execute(sql`insert into notes (body) values ('three')`);
          // Nothing is synced before the commit…
          expect(fsync).not.toHaveBeenCalled();
        });
        // …and the commit is.
        expect(fsync.mock.calls.length).toBeGreaterThanOrEqual(1);
      } finally {
        fsync.mockRestore();
      }
    } finally {
      await database.close();
    }
  });
});

describe('the embedded engine in memory', () => {
  it('keeps the same small page cache', async () => {
    const database = await openDatabase({});
    try {
      const [buffers] = rowsOf<{ shared_buffers: string }>(
        await database.db.execute(sql`show shared_buffers`),
      );
      expect(buffers?.shared_buffers).toBe('32MB');
    } finally {
      await database.close();
    }
  });
});

describe('describeConnectError', () => {
  const url = 'postgres://app:secret@db.example.com:6543/app';

  it('names the server and the reason, never the password', () => {
    expect(describeServer(url)).toBe('db.example.com:6543');
    expect(describeServer('postgres://app@localhost/app')).toBe('localhost:5432');
    const refused = Object.assign(new Error('connect ECONNREFUSED 10.0.0.1:6543'), {
      code: 'ECONNREFUSED',
    });
    expect(describeConnectError(url, refused, 10)).toBe(
      'Cannot reach PostgreSQL at db.example.com:6543: connection refused',
    );
    const both = new AggregateError([refused, refused], '');
    expect(describeConnectError(url, both, 10)).toBe(
      'Cannot reach PostgreSQL at db.example.com:6543: connection refused',
    );
    expect(
      describeConnectError(
        url,
        new Error('Connection terminated due to connection timeout', { cause: refused }),
        7,
      ),
    ).toBe('Cannot reach PostgreSQL at db.example.com:6543: timed out after 7 s');
    const badPassword = Object.assign(new Error('password authentication failed for user "app"'), {
      code: '28P01',
    });
    expect(describeConnectError(url, badPassword, 10)).toBe(
      'PostgreSQL at db.example.com:6543 refused the connection: ' +
        'password authentication failed for user "app" (28P01)',
    );
    expect(describeConnectError(url, badPassword, 10)).not.toContain('secret');
  });
});
