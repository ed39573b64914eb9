// The embedded engine itself (PGlite: PostgreSQL compiled to WebAssembly) as it is opened, in
// the engine's own thread (embedded-worker.ts) and in the child process that creates a new
// database (embedded.ts). The server's main thread never loads it.
import fs from 'node:fs';
import { PGlite } from '@electric-sql/pglite';
import { pg_trgm } from '@electric-sql/pglite/contrib/pg_trgm';
import { NodeFS } from '@electric-sql/pglite/nodefs';
import { PRIVATE_UMASK } from '../private-files.ts';

/** The embedded engine's extensions: pg_trgm for substring search (PostgreSQL ships it too). */
export const extensions = { pg_trgm };

/**
 * PostgreSQL's page cache inside the engine: 32 MB instead of initdb's 128 MB. The engine's
 * memory is WebAssembly memory, zeroed when PostgreSQL maps it, so all of shared_buffers is
 * resident from the start and never given back; pages beyond it are read from the operating
 * system's file cache. docs/performance.md has the figures.
 */
const memoryStartParams = ['-c', 'shared_buffers=32MB'];

/**
 * The engine on the database in `dataDir` (with every commit flushed to disk when `durable`),
 * or without one on a database in memory: a new one, or the one in the image file `image`
 * (PGlite's `dumpDataDir`), which skips initdb.
 */
export async function openClient(
  dataDir: string | undefined,
  durable: boolean,
  image?: string,
): Promise<PGlite> {
  if (!dataDir) {
    const loadDataDir = image ? new Blob([await fs.promises.readFile(image)]) : undefined;
    return PGlite.create({ startParams: relaxedStartParams, extensions, loadDataDir });
  }
  return PGlite.create({
    fs: new ServerNodeFS(dataDir, { sync: durable }),
    startParams: durable ? durableStartParams : relaxedStartParams,
    extensions,
  });
}

/**
 * PGlite starts PostgreSQL with fsync off (`-F`), and its Node file system (Emscripten's NODEFS)
 * treats fsync as a no-op. Turning fsync on and giving NODEFS a real fsync makes PostgreSQL's own
 * commit path durable: the WAL is synced at each commit (`wal_sync_method=fsync`, because the
 * engine's fdatasync is a no-op that cannot be replaced) and data files at each checkpoint.
 */
const durableStartParams = [
  ...PGlite.defaultStartParams.filter((param) => param !== '-F'),
  '-c',
  'fsync=on',
  '-c',
  'wal_sync_method=fsync',
  '-c',
  'synchronous_commit=on',
  '-c',
  'full_page_writes=on',
  ...memoryStartParams,
];
/** PGlite's own (fsync off), for a database in memory or one opened without `durable`. */
const relaxedStartParams = [...PGlite.defaultStartParams, ...memoryStartParams];

type SetAttr<T> = (target: T, attr: { mode?: number | null }) => void;

interface NodeFsModule {
  NODEFS: {
    node_ops: {
      setattr: SetAttr<unknown>;
      mknod: (parent: unknown, name: string, mode: number, dev: unknown) => unknown;
    };
    stream_ops: { fsync?: (stream: { nfd?: number }) => number; setattr: SetAttr<unknown> };
  };
}

/**
 * PGlite's Node file system (Emscripten's NODEFS), as the server runs it:
 *
 * - Private files. NODEFS creates each file and then sets the mode PostgreSQL's calls carry
 *   (0666 for nearly every file of a new database) with chmod, which the process's umask does not
 *   touch: every mode it creates or sets loses its group and other bits, so the database's files
 *   are 0600 and its folders 0700 whatever the umask (docs/operations.md, "Files on disk").
 * - With `sync`, a real fsync (see durableStartParams).
 */
class ServerNodeFS extends NodeFS {
  readonly #sync: boolean;

  constructor(dataDir: string, { sync }: { sync: boolean }) {
    super(dataDir);
    this.#sync = sync;
  }

  override async init(...args: Parameters<NodeFS['init']>): ReturnType<NodeFS['init']> {
    const result = await super.init(...args);
    const preRun = [result.emscriptenOpts.preRun ?? []].flat();
    const sync = this.#sync;
    result.emscriptenOpts.preRun = [
      ...preRun,
      (module: unknown) => {
        const { node_ops, stream_ops } = (module as NodeFsModule).NODEFS;
        const privately =
          <T>(setattr: SetAttr<T>): SetAttr<T> =>
          (target, attr) =>
            setattr(
              target,
              typeof attr.mode === 'number' ? { ...attr, mode: attr.mode & ~PRIVATE_UMASK } : attr,
            );
        node_ops.setattr = privately(node_ops.setattr.bind(node_ops));
        const mknod = node_ops.mknod.bind(node_ops);
        node_ops.mknod = (parent, name, mode, dev) =>
          mknod(parent, name, mode & ~PRIVATE_UMASK, dev);
        stream_ops.setattr = privately(stream_ops.setattr.bind(stream_ops));
        if (sync) {
          stream_ops.fsync = (stream) => {
            if (stream.nfd !== undefined) fs.fsyncSync(stream.nfd);
            return 0;
          };
        }
      },
    ];
    return result;
  }
}
