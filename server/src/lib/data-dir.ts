import { execFileSync } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';

export class DataDirLockedError extends Error {}

const LOCK_FILE = 'server.pid';

/** Who holds the lock: a process id, and what tells that process from a later one with its id. */
export interface LockOwner {
  pid: number;
  /** The process's start time as the system reports it (see processStartTime). */
  started?: string;
  /** The boot the process ran in: after a restart of the machine no holder is alive. */
  boot?: string;
}

/**
 * Takes the data directory for this process. The embedded engine does not lock its directory,
 * and two processes writing one database would corrupt it. A pid file (created exclusively) is
 * used rather than a heartbeat lock: the engine runs on the main thread and a long query must not
 * make a live lock look stale, while a crashed process's file is recognised at once.
 *
 * Process ids are reused (after a reboot, or in a container where the server always gets the
 * same small pid), so the file also names the holder's start time and the boot it ran in: a
 * live process with the same id but another start time is not the holder, and its lock is stale.
 */
export function lockDataDir(dataDir: string): () => void {
  fs.mkdirSync(dataDir, { recursive: true, mode: 0o700 });
  const lockPath = path.join(dataDir, LOCK_FILE);
  const self = currentProcess();
  for (let attempt = 0; attempt < 2; attempt++) {
    try {
      fs.writeFileSync(lockPath, `${JSON.stringify(self)}\n`, { flag: 'wx', mode: 0o600 });
      return () => {
        try {
          if (sameOwner(readLockOwner(lockPath), self)) fs.unlinkSync(lockPath);
        } catch {
          // Already gone: nothing to release.
        }
      };
    } catch (error) {
      if ((error as NodeJS.ErrnoException).code !== 'EEXIST') throw error;
      const owner = readLockOwner(lockPath);
      if (owner && holdsLock(owner)) {
        throw new DataDirLockedError(
          `Another Coursedesk server (process ${owner.pid}) is already using the data directory ${dataDir}. ` +
            'Stop it first, or start this one with another DATA_DIR.',
        );
      }
      // The holder is gone: the file is left over from a process that did not shut down.
      fs.rmSync(lockPath, { force: true });
    }
  }
  throw new DataDirLockedError(`Could not lock the data directory ${dataDir}`);
}

/** The lock file's holder; a file from an older version holds only the pid. */
export function readLockOwner(lockPath: string): LockOwner | undefined {
  let text: string;
  try {
    text = fs.readFileSync(lockPath, 'utf8').trim();
  } catch {
    return undefined;
  }
  try {
    const parsed = JSON.parse(text) as Partial<LockOwner>;
    if (typeof parsed === 'object' && parsed && validPid(parsed.pid)) {
      return {
        pid: parsed.pid,
        ...(typeof parsed.started === 'string' ? { started: parsed.started } : {}),
        ...(typeof parsed.boot === 'string' ? { boot: parsed.boot } : {}),
      };
    }
  } catch {
    // Not JSON: the plain pid an older version wrote.
  }
  const pid = Number.parseInt(text, 10);
  return validPid(pid) ? { pid } : undefined;
}

function validPid(pid: unknown): pid is number {
  return typeof pid === 'number' && Number.isInteger(pid) && pid > 0;
}

function sameOwner(a: LockOwner | undefined, b: LockOwner): boolean {
  return a?.pid === b.pid && a.started === b.started && a.boot === b.boot;
}

/** This process, as the lock file names it. */
export function currentProcess(): LockOwner {
  const started = processStartTime(process.pid);
  const boot = bootId();
  return {
    pid: process.pid,
    ...(started ? { started } : {}),
    ...(boot ? { boot } : {}),
  };
}

/** Whether the process the lock names still runs and is the one that wrote it. */
function holdsLock(owner: LockOwner): boolean {
  if (owner.pid === process.pid || !isRunning(owner.pid)) return false;
  const boot = bootId();
  if (owner.boot && boot && owner.boot !== boot) return false;
  if (owner.started) {
    const started = processStartTime(owner.pid);
    // Compared only when read the same way (both from /proc, or both from ps).
    const scheme = (value: string) => value.slice(0, value.indexOf(':'));
    if (started && scheme(started) === scheme(owner.started) && started !== owner.started) {
      return false;
    }
  }
  // Same start time, or nothing to compare with (an older lock file, or a system that does not
  // say): a live process is taken to be the holder, as refusing is the safe mistake.
  return true;
}

function isRunning(pid: number): boolean {
  try {
    process.kill(pid, 0);
    return true;
  } catch (error) {
    return (error as NodeJS.ErrnoException).code === 'EPERM';
  }
}

/**
 * When a process started: `proc:` and field 22 of /proc/<pid>/stat on Linux (clock ticks since
 * boot), else `ps:` and what `ps` reports; undefined when neither says.
 */
export function processStartTime(pid: number): string | undefined {
  try {
    const stat = fs.readFileSync(`/proc/${pid}/stat`, 'utf8');
    // The command name (field 2) is in parentheses and may hold spaces or parentheses itself.
    const fields = stat.slice(stat.lastIndexOf(')') + 2).split(' ');
    const started = fields[19];
    if (started && /^\d+$/.test(started)) return `proc:${started}`;
  } catch {
    // No /proc (macOS, BSD) or no such process.
  }
  try {
    const started = execFileSync('ps', ['-o', 'lstart=', '-p', String(pid)], {
      encoding: 'utf8',
      stdio: ['ignore', 'pipe', 'ignore'],
      timeout: 2_000,
    }).trim();
    return started ? `ps:${started}` : undefined;
  } catch {
    return undefined;
  }
}

function bootId(): string | undefined {
  try {
    return fs.readFileSync('/proc/sys/kernel/random/boot_id', 'utf8').trim() || undefined;
  } catch {
    return undefined;
  }
}

/** Where a secret of the server is generated when no setting gives it. */
export const SECRET_FILES = {
  /** Signs the session tokens and device cookies (JWT_SECRET). */
  tokens: 'jwt-secret',
  /** Seals the two-factor secrets in the database (SECRETS_KEY, docs/security.md). */
  secretsKey: 'secrets-key',
} as const;

/**
 * A secret of the server: its setting (JWT_SECRET, SECRETS_KEY), or 256 random bits generated
 * once and kept in DATA_DIR (mode 600), by default the token-signing one.
 */
export function loadOrCreateSecret(
  dataDir: string,
  fromEnv: string | undefined,
  file: string = SECRET_FILES.tokens,
): string {
  if (fromEnv) return fromEnv;
  fs.mkdirSync(dataDir, { recursive: true, mode: 0o700 });
  const secretPath = path.join(dataDir, file);
  try {
    fs.writeFileSync(secretPath, randomBytes(32).toString('base64url'), {
      flag: 'wx',
      mode: 0o600,
    });
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code !== 'EEXIST') throw error;
  }
  return fs.readFileSync(secretPath, 'utf8').trim();
}
