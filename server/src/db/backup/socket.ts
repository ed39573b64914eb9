// A running server holds the embedded database (one process at a time can open it), so
// `npm run backup` asks that server for the snapshot over a local socket in DATA_DIR. Only a
// user who can reach DATA_DIR (mode 600, like the rest of it) can connect.
import fs from 'node:fs';
import net from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { pipeline } from 'node:stream/promises';
import type { Database } from '../client.ts';
import { backupEmbedded } from './embedded.ts';
import { BackupRefusedError, backupFileName, checkBackupFile } from './format.ts';

export const BACKUP_SOCKET = 'backup.sock';
const FAILURE = 'ERROR ';

export interface BackupSocket {
  close(): Promise<void>;
}

/** Serves one backup per connection: the whole backup file, or a line starting with ERROR. */
export async function listenForBackups(
  db: Database,
  dataDir: string,
  log: (message: string, error?: unknown) => void,
): Promise<BackupSocket> {
  const socketPath = path.join(dataDir, BACKUP_SOCKET);
  // A socket file left by a server that did not stop cleanly (the data-directory lock is ours).
  fs.rmSync(socketPath, { force: true });
  let running = Promise.resolve();
  const server = net.createServer((connection) => {
    connection.on('error', () => {});
    // One dump at a time: each holds the engine while it reads.
    running = running.then(async () => {
      const temporary = fs.mkdtempSync(path.join(os.tmpdir(), 'coursedesk-backup-'));
      try {
        const { file } = await backupEmbedded(db, { outFile: path.join(temporary, 'backup') });
        await pipeline(fs.createReadStream(file), connection);
        log('backup sent');
      } catch (error) {
        log('backup failed', error);
        connection.end(`${FAILURE}${(error as Error).message ?? String(error)}\n`);
      } finally {
        fs.rmSync(temporary, { recursive: true, force: true });
      }
    });
  });
  await new Promise<void>((resolve, reject) => {
    server.once('error', reject);
    server.listen(socketPath, () => resolve());
  });
  fs.chmodSync(socketPath, 0o600);
  return {
    close: () =>
      new Promise<void>((resolve) => {
        server.close(() => resolve());
        fs.rmSync(socketPath, { force: true });
      }),
  };
}

/** Asks the server that holds `dataDir` for a backup, written to `outFile` or into `outDir`. */
export async function backupThroughServer(
  dataDir: string,
  target: { outFile?: string; outDir?: string },
): Promise<string> {
  const socketPath = path.join(dataDir, BACKUP_SOCKET);
  const outDir = path.dirname(path.resolve(target.outFile ?? path.join(target.outDir ?? '.', 'x')));
  fs.mkdirSync(outDir, { recursive: true, mode: 0o700 });
  const partial = path.join(outDir, `.coursedesk-backup-${process.pid}.partial`);
  try {
    const connection = net.connect(socketPath);
    await new Promise<void>((resolve, reject) => {
      connection.once('connect', resolve);
      connection.once('error', (error: NodeJS.ErrnoException) =>
        reject(
          new BackupRefusedError(
            `The server that holds ${dataDir} did not answer on ${socketPath} (${error.code ?? error.message}): is it a version without backups over its socket? Stop it and run the backup again.`,
          ),
        ),
      );
    });
    await pipeline(connection, fs.createWriteStream(partial, { mode: 0o600 }));
    const start = firstBytes(partial, 200);
    if (start.startsWith(FAILURE)) {
      throw new Error(
        `the server could not make the backup: ${start.slice(FAILURE.length).trim()}`,
      );
    }
    const { header } = await checkBackupFile(partial);
    const file =
      target.outFile ??
      path.join(outDir, backupFileName(new Date(header.createdAt), header.schema.tag));
    fs.renameSync(partial, file);
    return file;
  } finally {
    fs.rmSync(partial, { force: true });
  }
}

/** The first `length` bytes of a file, as text: a large backup is not read whole for them. */
function firstBytes(file: string, length: number): string {
  const handle = fs.openSync(file, 'r');
  try {
    const buffer = Buffer.alloc(length);
    return buffer.subarray(0, fs.readSync(handle, buffer, 0, length, 0)).toString('latin1');
  } finally {
    fs.closeSync(handle);
  }
}
