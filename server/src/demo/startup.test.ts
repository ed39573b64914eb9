import path from 'node:path';
import { sql } from 'drizzle-orm';
import { afterAll, describe, expect, it } from 'vitest';
import { rowsOf } from '../db/client.ts';
import { openDatabase } from '../db/open.ts';
import { cleanUpServers, runServerOnce, tempDataDir } from '../test/server-process.ts';

// The server process with DEMO_DATA: demo data goes into a new embedded database once.
afterAll(cleanUpServers);

async function countCourses(dataDir: string): Promise<number> {
  const database = await openDatabase({ dataDir: path.join(dataDir, 'db') });
  try {
    const [row] = rowsOf<{ n: number | string }>(
      await database.db.execute(sql`select count(*) as n from courses`),
    );
    return Number(row?.n ?? 0);
  } finally {
    await database.close();
  }
}

describe('demo data at start-up', () => {
  it('fills a new embedded database once, and says so', async () => {
    const dataDir = tempDataDir();
    const first = await runServerOnce({ DATA_DIR: dataDir });
    expect(first.code).toBe(0);
    expect(first.output).toMatch(
      /Demo data loaded into the new database: 8 courses, 400 customers/,
    );

    // Restarted, the database is no longer new: nothing is added, silently by default…
    const second = await runServerOnce({ DATA_DIR: dataDir });
    expect(second.code).toBe(0);
    expect(second.output).not.toContain('Demo data');
    // …and with one line when demo data was asked for explicitly.
    const third = await runServerOnce({ DATA_DIR: dataDir, DEMO_DATA: 'true' });
    expect(third.code).toBe(0);
    expect(third.output).toContain('Demo data skipped: the database is not empty');
    expect(await countCourses(dataDir)).toBe(8);
    // Three starts of the server, each opening the embedded engine: more than the usual limit
    // on a slow machine.
  }, 90_000);

  it('starts a new database empty with DEMO_DATA=false', async () => {
    const dataDir = tempDataDir();
    const server = await runServerOnce({ DATA_DIR: dataDir, DEMO_DATA: 'false' });
    expect(server.code).toBe(0);
    expect(server.output).not.toContain('Demo data');
    expect(await countCourses(dataDir)).toBe(0);
  });

  it('refuses a DEMO_DATA value other than true or false', async () => {
    const server = await runServerOnce({ DATA_DIR: tempDataDir(), DEMO_DATA: 'yes' });
    expect(server.code).toBe(1);
    expect(server.output).toContain('DEMO_DATA must be true or false, not "yes"');
  });
});
