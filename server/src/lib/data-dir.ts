import { randomBytes } from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';

export class DataDirLockedError extends Error {}

const LOCK_FILE = 'server.pid';

/**
 * Takes the data directory for this process. The embedded engine does not lock its directory,
 * and two processes writing one database would corrupt it. A pid file (created exclusively) is
 * used rather than a heartbeat lock: the engine runs on the main thread and a long query must not
 * make a live lock look stale, while a crashed process's file is recognised at once.
 */
export function lockDataDir(dataDir: string): () => void {
  fs.mkdirSync(dataDir, { recursive: true });
  const lockPath = path.join(dataDir, LOCK_FILE);
  for (let attempt = 0; attempt < 2; attempt++) {
    try {
      fs.writeFileSync(lockPath, `${process.pid}\n`, { flag: 'wx', mode: 0o600 });
      return () => {
        try {
          if (readPid(lockPath) === process.pid) fs.unlinkSync(lockPath);
        } catch {
          // Already gone: nothing to release.
        }
      };
    } catch (error) {
      if ((error as NodeJS.ErrnoException).code !== 'EEXIST') throw error;
      const owner = readPid(lockPath);
      if (owner !== undefined && owner !== process.pid && isRunning(owner)) {
        throw new DataDirLockedError(
          `Another Coursedesk server (process ${owner}) is already using the data directory ${dataDir}. ` +
            'Stop it first, or start this one with another DATA_DIR.',
        );
      }
      // The owner is gone: the file is left over from a process that did not shut down.
      fs.rmSync(lockPath, { force: true });
    }
  }
  throw new DataDirLockedError(`Could not lock the data directory ${dataDir}`);
}

function readPid(lockPath: string): number | undefined {
  const pid = Number.parseInt(fs.readFileSync(lockPath, 'utf8'), 10);
  return Number.isInteger(pid) && pid > 0 ? pid : undefined;
}

function isRunning(pid: number): boolean {
  try {
    process.kill(pid, 0);
    return true;
  } catch (error) {
    return (error as NodeJS.ErrnoException).code === 'EPERM';
  }
}

/** The token-signing secret: JWT_SECRET, or 256 random bits generated once and kept in DATA_DIR. */
export function loadOrCreateSecret(dataDir: string, fromEnv: string | undefined): string {
  if (fromEnv) return fromEnv;
  fs.mkdirSync(dataDir, { recursive: true });
  const secretPath = path.join(dataDir, 'jwt-secret');
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
