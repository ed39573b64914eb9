import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { sql } from 'drizzle-orm';
import { readMigrationFiles } from 'drizzle-orm/migrator';
import { afterAll, describe, expect, it, vi } from 'vitest';
import { migrationsFolder } from '../paths.ts';
import { type DatabaseHandle, rowsOf } from './client.ts';
import { createInChildProcess } from './embedded.ts';
import { openClient } from './embedded-engine.ts';
import { describeConnectError, describeServer, openDatabase } from './open.ts';

describe('the embedded engine on disk', () => {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'coursedesk-durable-'));
  afterAll(() => fs.rmSync(dir, { recursive: true, force: true }));

  it('syncs each commit to the disk before acknowledging it', async () => {
    const dataDir = path.join(dir, 'db');
    const database = await openDatabase({ dataDir });
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
    } finally {
      await database.close();
    }

    // The server's engine runs in a thread of its own (embedded-worker.ts), opened as here:
    // opened in this thread, its calls to fsync can be counted.
    const client = await openClient(dataDir, true);
    const fsync = vi.spyOn(fs, 'fsyncSync');
    try {
      await client.query("insert into notes (body) values ('one')");
      expect(fsync.mock.calls.length).toBeGreaterThanOrEqual(1);
      fsync.mockClear();
      await client.transaction(async (tx) => {
        await tx.query("insert into notes (body) values ('two')");
        await tx.query("insert into notes (body) values ('three')");
        // Nothing is synced before the commit…
        expect(fsync).not.toHaveBeenCalled();
      });
      // …and the commit is.
      expect(fsync.mock.calls.length).toBeGreaterThanOrEqual(1);
    } finally {
      fsync.mockRestore();
      await client.close();
    }
  });
});

describe('a new embedded database', () => {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'coursedesk-new-'));
  afterAll(() => fs.rmSync(dir, { recursive: true, force: true }));

  const appliedHashes = async (database: DatabaseHandle) =>
    rowsOf<{ hash: string }>(await database.db.execute(sql`select hash from schema_migrations`))
      .map((row) => row.hash)
      .sort();
  const allHashes = readMigrationFiles({ migrationsFolder })
    .map((migration) => migration.hash)
    .sort();

  it('is created by a child process with every migration applied, and said to be new once', async () => {
    const dataDir = path.join(dir, 'opened');
    const first = await openDatabase({ dataDir });
    try {
      expect(first.created).toBe(true);
      expect(await appliedHashes(first)).toEqual(allHashes);
      // Nothing of the folder it was built in is left beside it.
      expect(fs.readdirSync(dir)).toEqual(['opened']);
    } finally {
      await first.close();
    }
    const second = await openDatabase({ dataDir });
    try {
      expect(second.created).toBe(false);
      expect(await appliedHashes(second)).toEqual(allHashes);
    } finally {
      await second.close();
    }
  });

  it('runs initdb and the migrations in another process, in folders it creates', async () => {
    const dataDir = path.join(dir, 'parent', 'child');
    const pid = await createInChildProcess(dataDir, false);
    expect(pid).not.toBe(process.pid);
    expect(fs.existsSync(path.join(dataDir, 'PG_VERSION'))).toBe(true);
  });

  it('says why it cannot be created', async () => {
    const file = path.join(dir, 'a-file');
    fs.writeFileSync(file, '');
    await expect(openDatabase({ dataDir: path.join(file, 'db') })).rejects.toThrow(
      `Could not create the embedded database in ${path.join(file, 'db')}: `,
    );
  });

  it('takes the place of an empty folder, and refuses one that holds other files', async () => {
    const empty = path.join(dir, 'empty');
    fs.mkdirSync(empty);
    const database = await openDatabase({ dataDir: empty, durable: false });
    expect(database.created).toBe(true);
    await database.close();

    const other = path.join(dir, 'other');
    fs.mkdirSync(other);
    fs.writeFileSync(path.join(other, 'notes.txt'), 'mine');
    await expect(openDatabase({ dataDir: other })).rejects.toThrow(
      `Could not create the embedded database in ${other}: the folder holds other files and no database`,
    );
    expect(fs.readdirSync(other)).toEqual(['notes.txt']);
    expect(fs.existsSync(`${other}.new`)).toBe(false);
  });

  it('builds again over what a killed creation left in the folder beside', async () => {
    const dataDir = path.join(dir, 'again');
    fs.mkdirSync(`${dataDir}.new`);
    fs.writeFileSync(path.join(`${dataDir}.new`, 'PG_VERSION'), 'half');
    const database = await openDatabase({ dataDir, durable: false });
    try {
      expect(database.created).toBe(true);
      expect(await appliedHashes(database)).toEqual(allHashes);
      expect(fs.existsSync(`${dataDir}.new`)).toBe(false);
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
