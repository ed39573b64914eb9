import { type ChildProcess, spawn } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { sql } from 'drizzle-orm';
import { afterAll, describe, expect, it } from 'vitest';
import { openDatabase, rowsOf } from '../../db/client.ts';

// The server process with DEMO_DATA: demo data goes into a new embedded database once.
const mainFile = fileURLToPath(new URL('../../main.ts', import.meta.url));
const children: ChildProcess[] = [];
const dirs: string[] = [];

afterAll(() => {
  for (const child of children) if (child.exitCode === null) child.kill('SIGKILL');
  for (const dir of dirs) fs.rmSync(dir, { recursive: true, force: true });
});

function tempDataDir(): string {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'coursedesk-demo-'));
  dirs.push(dir);
  return dir;
}

/** Runs the server until it is listening (then stops it) or exits; returns its output and code. */
async function runServer(
  env: Record<string, string>,
): Promise<{ output: string; code: number | null }> {
  const child = spawn(process.execPath, [mainFile], {
    env: { PATH: process.env.PATH, HOST: '127.0.0.1', PORT: '0', LOG_LEVEL: 'silent', ...env },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  children.push(child);
  let output = '';
  const collect = (chunk: Buffer) => {
    output += chunk.toString();
    if (output.includes('is running on')) child.kill('SIGTERM');
  };
  child.stdout?.on('data', collect);
  child.stderr?.on('data', collect);
  const code = await new Promise<number | null>((resolve) => child.on('exit', resolve));
  return { output, code };
}

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
    const first = await runServer({ DATA_DIR: dataDir });
    expect(first.code).toBe(0);
    expect(first.output).toMatch(
      /Demo data loaded into the new database: 8 courses, 400 customers/,
    );

    // Restarted, the database is no longer new: nothing is added, silently by default…
    const second = await runServer({ DATA_DIR: dataDir });
    expect(second.code).toBe(0);
    expect(second.output).not.toContain('Demo data');
    // …and with one line when demo data was asked for explicitly.
    const third = await runServer({ DATA_DIR: dataDir, DEMO_DATA: 'true' });
    expect(third.code).toBe(0);
    expect(third.output).toContain('Demo data skipped: the database is not empty');
    expect(await countCourses(dataDir)).toBe(8);
  });

  it('starts a new database empty with DEMO_DATA=false', async () => {
    const dataDir = tempDataDir();
    const server = await runServer({ DATA_DIR: dataDir, DEMO_DATA: 'false' });
    expect(server.code).toBe(0);
    expect(server.output).not.toContain('Demo data');
    expect(await countCourses(dataDir)).toBe(0);
  });

  it('refuses a DEMO_DATA value other than true or false', async () => {
    const server = await runServer({ DATA_DIR: tempDataDir(), DEMO_DATA: 'yes' });
    expect(server.code).toBe(1);
    expect(server.output).toContain('DEMO_DATA must be true or false, not "yes"');
  });
});
