// What the server writes to disk is its owner's alone (docs/operations.md, "Files on disk"): the
// embedded database (password hashes, customers, the write-ahead log), the secrets, backups. As
// PostgreSQL does with its own data directory, new files are created private, and an existing
// DATA_DIR that others can read or write is made private at start, or refused when the server
// cannot do that itself.
import fs from 'node:fs';
import path from 'node:path';
import { isMainThread } from 'node:worker_threads';

/** New folders 0700, new files 0600, whatever mode the code (or a library) asks for. */
export const PRIVATE_UMASK = 0o077;

/**
 * Makes every file and folder this process creates from now on private to its owner. The mask is
 * the process's: the embedded engine's thread and any child process (which inherits it) create
 * their files under it too. A worker thread may not set it, and need not.
 */
export function keepNewFilesPrivate(): void {
  if (process.platform === 'win32' || !isMainThread) return;
  process.umask(PRIVATE_UMASK);
}

/** DATA_DIR holds something others can read or write, which this process cannot fix. */
export class DataDirExposedError extends Error {}

export interface MadePrivate {
  /** What was open to others, as `path (was mode)`, DATA_DIR itself by its full path. */
  fixed: string[];
}

const OTHERS = 0o077;

/**
 * Takes group and other permissions off `dataDir` and everything in it (symbolic links are not
 * followed). A file or folder of another user (a copy made as root, say) is not changed: the
 * whole start is refused instead, with the command that fixes it. Nothing is done where modes
 * mean nothing (Windows) or when the folder does not exist yet.
 */
export function makeDataDirPrivate(dataDir: string): MadePrivate {
  const fixed: string[] = [];
  if (process.platform === 'win32' || !fs.existsSync(dataDir)) return { fixed };
  const uid = process.getuid?.();
  const exposed: { file: string; stat: fs.Stats }[] = [];
  const visit = (file: string) => {
    const stat = fs.lstatSync(file);
    if (stat.isSymbolicLink()) return;
    if ((stat.mode & OTHERS) !== 0) exposed.push({ file, stat });
    if (stat.isDirectory()) {
      for (const name of fs.readdirSync(file)) visit(path.join(file, name));
    }
  };
  visit(dataDir);
  const name = (file: string) => (file === dataDir ? dataDir : path.relative(dataDir, file));
  const foreign = exposed.find(({ stat }) => uid !== undefined && stat.uid !== uid);
  if (foreign) {
    throw new DataDirExposedError(
      `other users can read or write the data directory ${dataDir}: ${name(foreign.file)} has ` +
        `mode ${modeOf(foreign.stat)} and belongs to user ${foreign.stat.uid}, not to the user ` +
        `this server runs as (${uid}), so it cannot make it private itself. As the directory's ` +
        `owner, run: chmod -R go-rwx ${dataDir}`,
    );
  }
  for (const { file, stat } of exposed) {
    fs.chmodSync(file, stat.mode & 0o7700);
    fixed.push(`${name(file)} (was ${modeOf(stat)})`);
  }
  return { fixed };
}

function modeOf(stat: fs.Stats): string {
  return (stat.mode & 0o777).toString(8);
}

/**
 * The warning printed at start when `makeDataDirPrivate` changed anything: DATA_DIR's own
 * entries by name, and what was under each folder by number.
 */
export function describeMadePrivate(dataDir: string, { fixed }: MadePrivate): string | undefined {
  if (fixed.length === 0) return undefined;
  const named: string[] = [];
  const inside = new Map<string, number>();
  for (const entry of fixed) {
    const [top, ...rest] = entry.split(path.sep);
    if (rest.length === 0 || entry.startsWith(`${dataDir} (was `)) named.push(entry);
    else inside.set(top as string, (inside.get(top as string) ?? 0) + 1);
  }
  const counted = [...inside].map(([folder, count]) => `${count} more in ${folder}/`);
  return (
    `Warning: the data directory ${dataDir} could be read or written by other users; it is ` +
    `now readable and writable only by its owner (as chmod -R go-rwx makes it). Changed: ` +
    `${[...named, ...counted].join(', ')}.`
  );
}
