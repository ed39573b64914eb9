// DATA_DIR is readable and writable only by the user that runs the server (docs/operations.md,
// "Files on disk"): the embedded database, the secrets, the lock, the backup socket, and backups.
// Tested on real processes: the server restarts itself once and builds a new database in a child
// process, and each of them must create what it writes private.
import { execFileSync, spawn } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { afterAll, describe, expect, it } from 'vitest';
import { cleanUpServers, startServer, tempDataDir, waitForUrl } from './test/server-process.ts';

afterAll(cleanUpServers);

const backupScript = fileURLToPath(new URL('../scripts/backup.ts', import.meta.url));

/** Everything under `root` (itself included) that others may read, write or enter. */
function openToOthers(root: string): string[] {
  const open: string[] = [];
  const visit = (file: string) => {
    const stat = fs.lstatSync(file);
    if (stat.isSymbolicLink()) return;
    if ((stat.mode & 0o077) !== 0) {
      open.push(`${path.relative(root, file) || '.'} ${(stat.mode & 0o777).toString(8)}`);
    }
    if (stat.isDirectory()) for (const name of fs.readdirSync(file)) visit(path.join(file, name));
  };
  visit(root);
  return open;
}

/** Every folder and file under `root`, counted. */
function countEntries(root: string): { folders: number; files: number } {
  const count = { folders: 0, files: 0 };
  const visit = (file: string) => {
    const stat = fs.lstatSync(file);
    if (stat.isDirectory()) {
      count.folders += 1;
      for (const name of fs.readdirSync(file)) visit(path.join(file, name));
    } else if (stat.isFile()) count.files += 1;
  };
  visit(root);
  return count;
}

/**
 * How this machine runs a command as `nobody`: `runuser` or `setpriv` (root only), or undefined
 * with the reason it cannot.
 */
function asNobody(): { prefix: string[] } | { reason: string } {
  if (process.getuid?.() !== 0) return { reason: 'the tests do not run as root' };
  for (const [tool, prefix] of [
    ['runuser', ['runuser', '-u', 'nobody', '--']],
    ['setpriv', ['setpriv', '--reuid=nobody', '--regid=nogroup', '--clear-groups', '--']],
  ] as const) {
    try {
      execFileSync('sh', ['-c', `command -v ${tool}`], { stdio: 'ignore' });
      return { prefix: [...prefix] };
    } catch {
      // Not on this machine: the next one.
    }
  }
  return { reason: 'neither runuser nor setpriv is installed' };
}

/** Whether `nobody` succeeds at a shell command. */
function nobodyCan(prefix: string[], command: string): boolean {
  const [tool, ...args] = prefix;
  try {
    execFileSync(tool as string, [...args, 'sh', '-c', command], { stdio: 'ignore' });
    return true;
  } catch {
    return false;
  }
}

const postJson = (url: string, body: object, headers: Record<string, string> = {}) =>
  fetch(url, {
    method: 'POST',
    headers: { 'content-type': 'application/json', ...headers },
    body: JSON.stringify(body),
  });

/** A DATA_DIR that does not exist yet, in a folder anyone may enter (as /srv or /var/lib are). */
function newDataDir(): string {
  const parent = tempDataDir();
  fs.chmodSync(parent, 0o755);
  return path.join(parent, 'data');
}

/** Runs `npm run backup -- --out <out>` against `dataDir`; resolves with its output. */
function runBackup(dataDir: string, out: string): Promise<{ code: number | null; output: string }> {
  return new Promise((resolve) => {
    const child = spawn(process.execPath, [backupScript, '--out', out], {
      env: { PATH: process.env.PATH, DATA_DIR: dataDir },
      stdio: ['ignore', 'pipe', 'pipe'],
    });
    let output = '';
    child.stdout.on('data', (chunk) => {
      output += chunk;
    });
    child.stderr.on('data', (chunk) => {
      output += chunk;
    });
    child.on('exit', (code) => resolve({ code, output }));
  });
}

/** Each test starts real servers, some building a new database: slow on a loaded machine. */
const PROCESS_TESTS_MS = 180_000;

describe('the data directory is private to its owner', { timeout: PROCESS_TESTS_MS }, () => {
  it('a new DATA_DIR: every folder 0700 and every file 0600 once the server has written, backups too', async () => {
    const dataDir = newDataDir();
    const server = startServer({ DATA_DIR: dataDir });
    const url = await waitForUrl(server, 120_000);
    const email = server.output().match(/Administrator account created: (\S+)/)?.[1] ?? '';
    const password = server.output().match(/Password: (\S+)/)?.[1] ?? '';
    const signIn = await postJson(`${url}/api/auth/login`, { email, password });
    expect(signIn.status).toBe(200);
    const { token } = ((await signIn.json()) as { data: { token: string } }).data;
    const created = await postJson(
      `${url}/api/admin/faqs`,
      { id: 9001, question: 'Who may read the data?', answer: 'Its owner only.' },
      { authorization: `Bearer ${token}` },
    );
    expect(created.status).toBe(201);

    // A backup through the running server, into a folder the backup creates.
    const backups = path.join(path.dirname(dataDir), 'backups', 'nightly');
    const backup = await runBackup(dataDir, path.join(backups, 'latest.backup'));
    expect(backup.code, backup.output).toBe(0);

    expect(openToOthers(dataDir)).toEqual([]);
    expect(openToOthers(path.join(path.dirname(dataDir), 'backups'))).toEqual([]);
    const walked = countEntries(dataDir);
    // The walk saw the database, not an empty folder.
    expect(walked.files).toBeGreaterThan(500);
    expect(fs.statSync(dataDir).mode & 0o777).toBe(0o700);
    expect(fs.statSync(path.join(dataDir, 'db', 'PG_VERSION')).mode & 0o777).toBe(0o600);
    expect(fs.statSync(path.join(dataDir, 'jwt-secret')).mode & 0o777).toBe(0o600);
    expect(fs.statSync(path.join(dataDir, 'secrets-key')).mode & 0o777).toBe(0o600);
    expect(fs.statSync(path.join(backups, 'latest.backup')).mode & 0o777).toBe(0o600);

    server.child.kill('SIGTERM');
    expect(await server.exited).toBe(0);
    expect(openToOthers(dataDir)).toEqual([]);
  });

  it('an existing DATA_DIR that others can read is made private at start, saying what was fixed', async () => {
    const dataDir = newDataDir();
    const first = startServer({ DATA_DIR: dataDir, DEMO_DATA: 'false' });
    await waitForUrl(first, 120_000);
    first.child.kill('SIGTERM');
    expect(await first.exited).toBe(0);
    // As an older version left it: folders 0755, files 0666.
    execFileSync('chmod', ['-R', 'u+rwX,go+rX', dataDir]);
    execFileSync('find', [dataDir, '-type', 'f', '-exec', 'chmod', '0666', '{}', '+']);
    expect(openToOthers(dataDir).length).toBeGreaterThan(500);

    const second = startServer({ DATA_DIR: dataDir });
    await waitForUrl(second, 120_000);
    expect(second.output()).toMatch(/Warning: .*data directory.*other users/);
    expect(second.output()).toContain(`${dataDir} (was 755)`);
    expect(second.output()).toContain('jwt-secret (was 666)');
    expect(second.output()).toContain('chmod -R go-rwx');
    expect(openToOthers(dataDir)).toEqual([]);
    second.child.kill('SIGTERM');
    expect(await second.exited).toBe(0);
  });

  it.runIf(process.getuid?.() === 0)(
    'refuses a DATA_DIR that others can read and the server does not own, saying how to fix it',
    async () => {
      const dataDir = newDataDir();
      fs.mkdirSync(dataDir, { mode: 0o700 });
      const secret = path.join(dataDir, 'jwt-secret');
      fs.writeFileSync(secret, 'a-token-secret-that-is-long-enough-for-hs256', { mode: 0o644 });
      fs.chmodSync(secret, 0o644);
      fs.chownSync(secret, 65534, 65534);
      const server = startServer({ DATA_DIR: dataDir });
      const outcome = await Promise.race([
        server.exited.then(() => 'exited'),
        waitForUrl(server, 120_000).then(
          () => 'listening',
          () => 'exited',
        ),
      ]);
      expect(outcome, server.output()).toBe('exited');
      expect(await server.exited).toBe(1);
      expect(server.output()).toContain('Coursedesk cannot start:');
      expect(server.output()).toContain(`chmod -R go-rwx ${dataDir}`);
      expect(fs.statSync(secret).mode & 0o777).toBe(0o644);
    },
  );

  const nobody = asNobody();
  it.skipIf('reason' in nobody)(
    `cannot be read or written by another user (nobody)${'reason' in nobody ? `: skipped, ${nobody.reason}` : ''}`,
    async () => {
      if (!('prefix' in nobody)) return;
      const dataDir = newDataDir();
      const server = startServer({ DATA_DIR: dataDir, DEMO_DATA: 'false' });
      await waitForUrl(server, 120_000);
      // The check means something: nobody can reach the folder that holds DATA_DIR.
      expect(nobodyCan(nobody.prefix, `ls ${path.dirname(dataDir)}`)).toBe(true);
      const wal = fs
        .readdirSync(path.join(dataDir, 'db', 'pg_wal'))
        .find((name) => /^[0-9A-F]{24}$/.test(name));
      expect(wal).toBeDefined();
      for (const file of ['db/PG_VERSION', `db/pg_wal/${wal}`, 'jwt-secret', 'server.pid']) {
        expect(nobodyCan(nobody.prefix, `cat ${path.join(dataDir, file)}`), file).toBe(false);
      }
      expect(nobodyCan(nobody.prefix, `echo 99 >> ${path.join(dataDir, 'db', 'PG_VERSION')}`)).toBe(
        false,
      );
      expect(nobodyCan(nobody.prefix, `ls ${dataDir}`)).toBe(false);
      server.child.kill('SIGTERM');
      expect(await server.exited).toBe(0);
    },
  );
});
