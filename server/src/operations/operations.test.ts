import { randomBytes } from 'node:crypto';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { sql } from 'drizzle-orm';
import { readMigrationFiles } from 'drizzle-orm/migrator';
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp } from '../app.ts';
import { backupEmbedded, embeddedSqlChunks } from '../db/backup/embedded.ts';
import { readBackupHeader } from '../db/backup/format.ts';
import { tableFingerprints } from '../db/backup/schema-version.ts';
import { listenForBackups } from '../db/backup/socket.ts';
import { type Database, rowsOf } from '../db/client.ts';
import { openDatabase } from '../db/open.ts';
import { mediaBlobs } from '../db/schema/index.ts';
import { seedDemoData } from '../demo/seed-demo-data.ts';
import { seedVolume } from '../demo/volume.ts';
import { migrationsFolder } from '../paths.ts';
import { buildCustomer, buildTransaction } from '../test/factories.ts';
import { buildUser, login, TEST_JWT_SECRET } from '../test/harness.ts';
import { backup } from './backup.ts';
import { moveToPostgres } from './move.ts';
import { restore } from './restore.ts';
import { embeddedDatabaseDir } from './target.ts';

const testUrl = process.env.TEST_DATABASE_URL;
const dirs: string[] = [];
function tempDir(): string {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'coursedesk-ops-'));
  dirs.push(dir);
  return dir;
}
afterAll(() => {
  for (const dir of dirs) fs.rmSync(dir, { recursive: true, force: true });
});

/** An uploaded image, as the upload pipeline stores it: in the database. */
async function addUpload(db: Database): Promise<string> {
  const name = `${randomBytes(16).toString('hex')}.png`;
  const bytes = randomBytes(2048);
  await db.insert(mediaBlobs).values({
    area: 'team',
    name,
    contentType: 'image/png',
    bytes,
    size: bytes.length,
    width: 10,
    height: 10,
  });
  return name;
}

async function addData(db: Database): Promise<void> {
  await buildUser(db, { role: 'admin', email: 'owner@example.com' });
  for (let i = 0; i < 5; i += 1) await buildTransaction(db);
  for (let i = 0; i < 5; i += 1) await buildCustomer(db);
  await addUpload(db);
}

async function embeddedFingerprints(dataDir: string) {
  const handle = await openDatabase({ dataDir: embeddedDatabaseDir(dataDir), durable: false });
  try {
    return await tableFingerprints(handle.db);
  } finally {
    await handle.close();
  }
}

/** A new embedded database in a new DATA_DIR, migrated, with `fill` run on it. */
async function embeddedDataDir(fill?: (db: Database) => Promise<void>): Promise<string> {
  const dataDir = tempDir();
  const handle = await openDatabase({ dataDir: embeddedDatabaseDir(dataDir), durable: false });
  try {
    if (fill) await fill(handle.db);
  } finally {
    await handle.close();
  }
  return dataDir;
}

/** Writes `file`'s header again with `change` applied (its payload and checksum kept). */
function rewriteHeader(file: string, change: (header: Record<string, unknown>) => void): string {
  const text = fs.readFileSync(file);
  const first = text.indexOf(10);
  const second = text.indexOf(10, first + 1);
  const header = JSON.parse(text.subarray(first + 1, second).toString()) as Record<string, unknown>;
  change(header);
  const out = `${file}.changed`;
  fs.writeFileSync(
    out,
    Buffer.concat([
      text.subarray(0, first + 1),
      Buffer.from(`${JSON.stringify(header)}\n`),
      text.subarray(second + 1),
    ]),
  );
  return out;
}

// A backup or a restore of a whole embedded database takes 10 to 30 s on a quiet two-core machine,
// and more on a busy one: the default 30 s left no margin.
const WHOLE_DATABASE_MS = 120_000;

describe.skipIf(testUrl)(
  'backup and restore on the embedded engine',
  { timeout: WHOLE_DATABASE_MS },
  () => {
    let source: string;
    let backupFile: string;
    beforeAll(async () => {
      source = await embeddedDataDir(addData);
    });

    it('backs up while the server holds the database and writes go on, and restores it', async () => {
      // As a running server does: the lock on DATA_DIR (held here in the name of another live
      // process, as a server's would be), the database open, the backup socket.
      const lockFile = path.join(source, 'server.pid');
      fs.writeFileSync(lockFile, `${JSON.stringify({ pid: process.ppid })}\n`);
      const release = () => fs.rmSync(lockFile, { force: true });
      const handle = await openDatabase({ dataDir: embeddedDatabaseDir(source), durable: false });
      const socket = await listenForBackups(handle.db, source, () => {});
      let writing = true;
      let written = 0;
      const writes = (async () => {
        while (writing) {
          await handle.db.transaction(async (tx) => {
            await buildCustomer(tx as unknown as Database);
          });
          written += 1;
          // Writes arrive as requests do, between turns of the event loop.
          await new Promise((resolve) => setImmediate(resolve));
        }
      })();
      try {
        const out = tempDir();
        const result = await backup({ dataDir: source }, out);
        expect(result.throughServer).toBe(true);
        expect(path.basename(result.file)).toMatch(
          /^coursedesk-\d{4}-\d\d-\d\dT\d\d-\d\d-\d\dZ-\d{4}_[a-z_]+\.backup$/,
        );
        backupFile = result.file;
        writing = false;
        await writes;
        expect(written).toBeGreaterThan(0);
        // The server's own session works as before: unqualified names, no transaction left open.
        const [row] = rowsOf<{ count: number }>(
          await handle.db.execute(sql`select count(*)::int as count from customers`),
        );
        expect(row?.count).toBe(10 + written);
      } finally {
        writing = false;
        await writes;
        await socket.close();
        await handle.close();
        release();
      }

      const target = tempDir();
      const restored = await restore({ dataDir: target }, backupFile);
      expect(restored.replaced).toEqual([]);
      const after = await embeddedFingerprints(target);
      const customers = after.get('customers')?.rows ?? 0;
      // A snapshot: every customer written before it, none half-way.
      expect(customers).toBeGreaterThanOrEqual(10);
      expect(customers).toBeLessThanOrEqual(10 + written);
      const before = await embeddedFingerprints(source);
      for (const table of ['media_blobs', 'users', 'payment_transactions', 'schema_migrations']) {
        expect(after.get(table), table).toEqual(before.get(table));
      }
    });

    it('restores a quiet database table for table, and refuses a target with data unless forced', async () => {
      const { file } = await backup({ dataDir: source }, path.join(tempDir(), 'quiet.backup'));
      const target = await embeddedDataDir(addData);
      await expect(restore({ dataDir: target }, file)).rejects.toThrow(
        /has data: .*customers \(\d+ rows\).*add --force/,
      );
      const lines: string[] = [];
      const result = await restore({ dataDir: target }, file, {
        force: true,
        say: (line) => lines.push(line),
      });
      expect(lines.join('\n')).toContain('Replacing the embedded database in');
      expect(
        result.replaced.find((entry) => entry.table === 'customers')?.rows,
      ).toBeGreaterThanOrEqual(5);
      expect(await embeddedFingerprints(target)).toEqual(await embeddedFingerprints(source));
      expect(fs.existsSync(`${embeddedDatabaseDir(target)}.replaced`)).toBe(false);
    });

    it('dumps a large database table by table and reads it back in chunks of whole statements', async () => {
      const awkward = "O'Brien; it''s\n-- not a comment;\n'';";
      const dataDir = await embeddedDataDir(async (db) => {
        await addData(db);
        await buildCustomer(db, { name: awkward });
      });
      const handle = await openDatabase({ dataDir: embeddedDatabaseDir(dataDir), durable: false });
      const file = path.join(tempDir(), 'parts.backup');
      try {
        // Every table counts as large: each is dumped on its own, between schema and keys.
        await backupEmbedded(handle.db, { outFile: file }, { tableBytes: 0 });
      } finally {
        await handle.close();
      }
      const { payloadOffset } = readBackupHeader(file);
      const whole: string[] = [];
      for await (const chunk of embeddedSqlChunks(file, payloadOffset)) whole.push(chunk);
      const sqlText = whole.join('');
      expect(sqlText.match(/^-- Dumped by pg_dump/gm)?.length).toBeGreaterThan(5);
      const small: string[] = [];
      for await (const chunk of embeddedSqlChunks(file, payloadOffset, 1)) small.push(chunk);
      expect(small.join('')).toBe(sqlText);
      expect(small.length).toBeGreaterThan(20);
      for (const chunk of small.slice(0, -1)) {
        expect(chunk.trimEnd().endsWith(';')).toBe(true);
        expect(chunk.split("'").length % 2, chunk.slice(0, 200)).toBe(1);
      }

      const target = tempDir();
      await restore({ dataDir: target }, file);
      expect(await embeddedFingerprints(target)).toEqual(await embeddedFingerprints(dataDir));
      const restored = await openDatabase({ dataDir: embeddedDatabaseDir(target), durable: false });
      try {
        const names = rowsOf<{ name: string }>(
          await restored.db.execute(sql`select name from customers where name like 'O''Brien%'`),
        );
        expect(names).toEqual([{ name: awkward }]);
      } finally {
        await restored.close();
      }
    }, 180_000);

    it('refuses a truncated file, a foreign file and a newer schema, changing nothing', async () => {
      const target = await embeddedDataDir(addData);
      const before = await embeddedFingerprints(target);
      const dir = tempDir();
      const whole = fs.readFileSync(backupFile);
      const truncated = path.join(dir, 'truncated.backup');
      fs.writeFileSync(truncated, whole.subarray(0, whole.length - 100));
      const foreign = path.join(dir, 'foreign.sql');
      fs.writeFileSync(foreign, '-- PostgreSQL database dump\nCREATE TABLE x (id int);\n');
      const newer = rewriteHeader(backupFile, (header) => {
        header.migrations = [...(header.migrations as string[]), 'f'.repeat(64)];
        header.schema = { tag: '0099_from_the_future', when: Date.now() };
      });
      await expect(restore({ dataDir: target }, truncated, { force: true })).rejects.toThrow(
        'is truncated or damaged',
      );
      await expect(restore({ dataDir: target }, foreign, { force: true })).rejects.toThrow(
        'is not a Coursedesk backup',
      );
      await expect(restore({ dataDir: target }, newer, { force: true })).rejects.toThrow(
        'comes from a newer Coursedesk (schema 0099_from_the_future',
      );
      expect(await embeddedFingerprints(target)).toEqual(before);
    });
  },
);

describe.runIf(testUrl)('on PostgreSQL', { timeout: WHOLE_DATABASE_MS }, () => {
  const admin = new pg.Client({ connectionString: testUrl });
  const created: string[] = [];
  /** A new database beside the test database; dropped afterwards. */
  async function newDatabase(): Promise<string> {
    const name = `ops_${randomBytes(5).toString('hex')}`;
    await admin.query(`create database ${name}`);
    created.push(name);
    const url = new URL(testUrl as string);
    url.pathname = `/${name}`;
    return url.toString();
  }
  async function withDatabase<T>(url: string, work: (db: Database) => Promise<T>): Promise<T> {
    const handle = await openDatabase({ url });
    try {
      return await work(handle.db);
    } finally {
      await handle.close();
    }
  }
  async function migrated(fill?: (db: Database) => Promise<void>): Promise<string> {
    const url = await newDatabase();
    await withDatabase(url, async (db) => {
      const { migrate } = await import('../db/migrate.ts');
      await migrate(db);
      if (fill) await fill(db);
    });
    return url;
  }
  beforeAll(() => admin.connect());
  afterAll(async () => {
    for (const name of created) await admin.query(`drop database if exists ${name} with (force)`);
    await admin.end();
  });

  it('backs up with pg_dump while writes go on, and restores table for table', async () => {
    const source = await migrated(addData);
    const out = tempDir();
    await withDatabase(source, async (db) => {
      let writing = true;
      const writes = (async () => {
        while (writing) {
          await buildCustomer(db);
          await new Promise((resolve) => setImmediate(resolve));
        }
      })();
      try {
        await backup({ databaseUrl: source }, out);
      } finally {
        writing = false;
        await writes;
      }
    });
    const quiet = await backup({ databaseUrl: source }, path.join(out, 'quiet.backup'));
    expect(quiet.schema).toMatch(/^\d{4}_/);
    const target = await newDatabase();
    await restore({ databaseUrl: target }, quiet.file);
    const expected = await withDatabase(source, tableFingerprints);
    expect(await withDatabase(target, tableFingerprints)).toEqual(expected);
    expect(expected.get('media_blobs')?.rows).toBe(1);

    // Into a database with data: refused, then replaced with --force.
    const busy = await migrated(addData);
    await expect(restore({ databaseUrl: busy }, quiet.file)).rejects.toThrow(/has data: .*--force/);
    await restore({ databaseUrl: busy }, quiet.file, { force: true });
    expect(await withDatabase(busy, tableFingerprints)).toEqual(expected);
    // A PostgreSQL backup does not go into the embedded engine.
    await expect(restore({ dataDir: tempDir() }, quiet.file)).rejects.toThrow(
      'restore it into PostgreSQL',
    );
  });

  it('restores an older backup into this server, whose migrations then bring it up to date', async () => {
    // A database one migration behind the server.
    const older = await newDatabase();
    const all = readMigrationFiles({ migrationsFolder });
    await withDatabase(older, async (db) => {
      await db.execute(sql`create table schema_migrations (
        hash text primary key, created_at bigint not null,
        applied_at timestamptz not null default now())`);
      for (const migration of all.slice(0, -1)) {
        for (const statement of migration.sql) {
          if (statement.trim()) await db.execute(sql.raw(statement.replaceAll('"public".', '')));
        }
        await db.execute(
          sql`insert into schema_migrations (hash, created_at) values (${migration.hash}, ${migration.folderMillis})`,
        );
      }
      await buildCustomer(db);
    });
    const { file } = await backup({ databaseUrl: older }, path.join(tempDir(), 'older.backup'));
    const target = await newDatabase();
    await restore({ databaseUrl: target }, file);
    await withDatabase(target, async (db) => {
      const { pendingMigrationCount } = await import('../db/migrate.ts');
      expect(await pendingMigrationCount(db)).toBe(0);
      const [row] = rowsOf<{ count: number }>(
        await db.execute(sql`select count(*)::int as count from customers`),
      );
      expect(row?.count).toBe(1);
    });
  });

  it('moves the embedded database (demo data and 20,000 customers) into PostgreSQL, checked table by table', async () => {
    const dataDir = await embeddedDataDir(async (db) => {
      await seedDemoData(db);
      await seedVolume(db, { customers: 20_000, payments: 0, inquiries: 0 });
      await buildUser(db, { role: 'admin', email: 'mover@example.com' });
      await addUpload(db);
    });
    const target = await newDatabase();
    const checks = await moveToPostgres(dataDir, target);
    expect(checks.filter((check) => !check.matches)).toEqual([]);
    const customers = checks.find((check) => check.table === 'customers')?.rows ?? 0;
    expect(customers).toBeGreaterThanOrEqual(20_000);
    expect(checks.find((check) => check.table === 'media_blobs')?.rows).toBeGreaterThan(0);

    // Not into a database with data.
    await expect(moveToPostgres(dataDir, target)).rejects.toThrow('is not empty');

    // A server on the result signs in and lists them.
    await withDatabase(target, async (db) => {
      const app = await buildApp({ db, jwtSecret: TEST_JWT_SECRET });
      try {
        const signIn = await login(app, 'mover@example.com');
        expect(signIn.statusCode).toBe(200);
        const token = signIn.json<{ data: { token: string } }>().data.token;
        const list = await app.inject({
          method: 'GET',
          url: '/api/customers',
          headers: { authorization: `Bearer ${token}` },
        });
        expect(list.statusCode).toBe(200);
        expect(list.json<{ data: { total: number } }>().data.total).toBe(customers);
      } finally {
        await app.close();
      }
    });
  }, 300_000);
});
