import { type ChildProcess, spawn } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import {
  currentProcess,
  DataDirLockedError,
  lockDataDir,
  processStartTime,
  readLockOwner,
} from './data-dir.ts';

const dirs: string[] = [];
const children: ChildProcess[] = [];
afterAll(() => {
  for (const child of children) child.kill('SIGKILL');
  for (const dir of dirs) fs.rmSync(dir, { recursive: true, force: true });
});

function tempDir(): string {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'coursedesk-lock-'));
  dirs.push(dir);
  return dir;
}

/** Another live process: one that is not this one and holds nothing. */
async function otherProcess(): Promise<number> {
  const child = spawn(process.execPath, ['-e', 'setTimeout(() => {}, 60_000)'], {
    stdio: 'ignore',
  });
  children.push(child);
  await new Promise((resolve) => child.once('spawn', resolve));
  if (!child.pid) throw new Error('no pid');
  return child.pid;
}

const lockFile = (dir: string) => path.join(dir, 'server.pid');
const writeLock = (dir: string, content: object | string) =>
  fs.writeFileSync(
    lockFile(dir),
    typeof content === 'string' ? content : `${JSON.stringify(content)}\n`,
  );

describe('the data-directory lock', () => {
  it('names this process with its start time and boot, and releases only its own file', () => {
    const dir = tempDir();
    const release = lockDataDir(dir);
    const owner = readLockOwner(lockFile(dir));
    expect(owner).toEqual(currentProcess());
    expect(owner?.pid).toBe(process.pid);
    if (process.platform === 'linux') {
      expect(owner?.started).toMatch(/^proc:\d+$/);
      expect(owner?.boot).toMatch(/^[0-9a-f-]{36}$/);
    }
    release();
    expect(fs.existsSync(lockFile(dir))).toBe(false);

    // A release after someone else took the directory leaves their file alone.
    const releaseAgain = lockDataDir(dir);
    writeLock(dir, { pid: 1, started: 'proc:1' });
    releaseAgain();
    expect(fs.existsSync(lockFile(dir))).toBe(true);
  });

  it('refuses a directory held by a live process that wrote the lock', async () => {
    const dir = tempDir();
    const pid = await otherProcess();
    const started = processStartTime(pid);
    expect(started).toBeDefined();
    writeLock(dir, { pid, started, boot: currentProcess().boot });
    expect(() => lockDataDir(dir)).toThrow(DataDirLockedError);
    expect(() => lockDataDir(dir)).toThrow(`(process ${pid}) is already using the data directory`);
  });

  it('takes over a lock naming a live process that started later (a reused pid)', async () => {
    const dir = tempDir();
    const pid = await otherProcess();
    const started = processStartTime(pid) ?? 'proc:0';
    const [scheme] = started.split(':');
    // The same pid, but the process that wrote the file started at another time.
    writeLock(dir, { pid, started: `${scheme}:1`, boot: currentProcess().boot });
    const release = lockDataDir(dir);
    expect(readLockOwner(lockFile(dir))?.pid).toBe(process.pid);
    release();
  });

  it('takes over a lock written in an earlier boot of the machine', async () => {
    const dir = tempDir();
    const pid = await otherProcess();
    writeLock(dir, {
      pid,
      started: processStartTime(pid),
      boot: '00000000-0000-0000-0000-000000000000',
    });
    const release = lockDataDir(dir);
    expect(readLockOwner(lockFile(dir))?.pid).toBe(process.pid);
    release();
  });

  it('takes over a lock naming a process that has ended', () => {
    const dir = tempDir();
    writeLock(dir, { pid: 4_194_999, started: 'proc:5' });
    const release = lockDataDir(dir);
    expect(readLockOwner(lockFile(dir))?.pid).toBe(process.pid);
    release();
  });

  it('still refuses an older pid-only lock naming a live process, as it cannot tell', async () => {
    const dir = tempDir();
    const pid = await otherProcess();
    writeLock(dir, `${pid}\n`);
    expect(readLockOwner(lockFile(dir))).toEqual({ pid });
    expect(() => lockDataDir(dir)).toThrow(DataDirLockedError);
  });
});
