// The main thread's side of the embedded engine's own thread (embedded-worker.ts): the part of
// PGlite's interface that drizzle and the server use (query, exec, transaction, listen, close),
// each call sent to the engine's thread and answered from there.
import { Worker } from 'node:worker_threads';
import type { QueryOptions, Results, Transaction } from '@electric-sql/pglite';
import type { Database } from './client.ts';
import {
  ENGINE_THREAD,
  type EngineNotification,
  type EngineOptions,
  type EngineReply,
  type EngineRequest,
  type EngineStart,
  type ErrorShape,
} from './embedded-protocol.ts';

/** What a request is sent as, without its id (each of the union's own shapes). */
type Request = EngineRequest extends infer R ? (R extends unknown ? Omit<R, 'id'> : never) : never;

/** The message of every call once the engine is closed (lib/errors.ts answers it with 503). */
const CLOSED = 'PGlite is closed';

/** The thread's file: the sources run the TypeScript one, the server bundle its own chunk. */
function workerFile(): URL {
  const bundled = !import.meta.url.endsWith('.ts');
  return new URL(bundled ? './embedded-worker.mjs' : './embedded-worker.ts', import.meta.url);
}

function errorOf(shape: ErrorShape): Error {
  const error = new Error(shape.message);
  Object.assign(error, shape.fields);
  error.name = shape.name;
  return error;
}

/*
 * Node's watch mode (`node --watch-path`, as `npm run dev` runs the server) has every worker
 * thread report each module it imports to the main thread, as messages on the worker's own port
 * (`{ "watch:import": [...] }`). Only the engine's own messages are read as its start and its
 * answers; any other is passed over.
 */
function isEngineStart(message: unknown): message is EngineStart {
  return typeof (message as Partial<EngineStart> | null)?.ready === 'boolean';
}

function isEngineReply(message: unknown): message is EngineReply {
  return typeof (message as Partial<EngineReply> | null)?.id === 'number';
}

type Parsers = NonNullable<QueryOptions['parsers']>;

/**
 * The types of `parsers`, whose values the engine's thread leaves as PostgreSQL writes them.
 * Functions cannot cross threads; the only parsers the server hands PGlite are drizzle's, which
 * keep dates, timestamps and intervals as text, so a type with a parser is a type left as text.
 */
function rawTypesOf(parsers: Parsers | undefined): number[] | undefined {
  if (!parsers) return undefined;
  return Object.keys(parsers).map(Number);
}

export class EmbeddedThread {
  readonly #worker: Worker;
  readonly #pending = new Map<number, { resolve(value: unknown): void; reject(e: Error): void }>();
  readonly #listeners = new Map<string, Set<(payload: string) => void>>();
  readonly #listening = new Map<string, Promise<unknown>>();
  #nextId = 1;
  #closed = false;

  private constructor(worker: Worker) {
    this.#worker = worker;
    worker.on('message', (message: unknown) => {
      if (isEngineReply(message)) this.#receive(message);
    });
    worker.on('error', (error) => this.#fail(error));
    worker.on('exit', () => this.#fail(new Error(CLOSED)));
    // The thread keeps the process alive only while a call waits for it.
    worker.unref();
  }

  /** Starts the engine's thread; resolves once its engine is open, rejects with its reason. */
  static async start(options: EngineOptions): Promise<EmbeddedThread> {
    const worker = new Worker(workerFile(), { workerData: { kind: ENGINE_THREAD, options } });
    let started: (message: unknown) => void = () => {};
    let failed: (error: Error) => void = () => {};
    const exited = (code: number) =>
      failed(new Error(`the embedded engine's thread exited (${code}) before it opened`));
    const start = await new Promise<EngineStart>((resolve, reject) => {
      started = (message) => {
        if (isEngineStart(message)) resolve(message);
      };
      failed = reject;
      worker.on('message', started);
      worker.once('error', failed);
      worker.once('exit', exited);
    }).finally(() => {
      worker.off('message', started);
      worker.off('error', failed);
      worker.off('exit', exited);
    });
    if (!start.ready) {
      await worker.terminate();
      throw errorOf(start.error);
    }
    return new EmbeddedThread(worker);
  }

  #send(request: Request): Promise<unknown> {
    if (this.#closed) return Promise.reject(new Error(CLOSED));
    const id = this.#nextId++;
    if (this.#pending.size === 0) this.#worker.ref();
    return new Promise((resolve, reject) => {
      this.#pending.set(id, { resolve, reject });
      this.#worker.postMessage({ ...request, id });
    });
  }

  #receive(reply: EngineReply): void {
    // Notifications first: a write is known before the statement that made it settles.
    for (const { channel, payload } of reply.notifications as EngineNotification[]) {
      for (const listener of this.#listeners.get(channel) ?? []) listener(payload);
    }
    const pending = this.#pending.get(reply.id);
    if (!pending) return;
    this.#pending.delete(reply.id);
    if (this.#pending.size === 0 && !this.#closed) this.#worker.unref();
    if (reply.ok) pending.resolve(reply.value);
    else pending.reject(errorOf(reply.error));
  }

  #fail(error: Error): void {
    this.#closed = true;
    for (const pending of this.#pending.values()) pending.reject(error);
    this.#pending.clear();
  }

  #query<T>(
    tx: number | undefined,
    sql: string,
    params?: unknown[],
    options?: QueryOptions,
  ): Promise<Results<T>> {
    if (options?.blob) throw new Error('The embedded engine takes no blob (COPY FROM).');
    return this.#send({
      op: 'query',
      tx,
      sql,
      params,
      rowMode: options?.rowMode,
      rawTypes: rawTypesOf(options?.parsers),
    }) as Promise<Results<T>>;
  }

  #exec(tx: number | undefined, sql: string): Promise<Results[]> {
    return this.#send({ op: 'exec', tx, sql }) as Promise<Results[]>;
  }

  query<T>(sql: string, params?: unknown[], options?: QueryOptions): Promise<Results<T>> {
    return this.#query<T>(undefined, sql, params, options);
  }

  exec(sql: string): Promise<Results[]> {
    return this.#exec(undefined, sql);
  }

  /**
   * Runs `callback` in one transaction of the engine: committed when it resolves, rolled back
   * when it throws or calls `rollback`. The engine runs nothing else until it ends.
   */
  async transaction<T>(callback: (tx: Transaction) => Promise<T>): Promise<T> {
    const id = (await this.#send({ op: 'begin' })) as number;
    let closed = false;
    let rolledBack = false;
    const tx = {
      query: <R>(sql: string, params?: unknown[], options?: QueryOptions) =>
        closed ? Promise.reject(new Error(CLOSED)) : this.#query<R>(id, sql, params, options),
      exec: (sql: string) => (closed ? Promise.reject(new Error(CLOSED)) : this.#exec(id, sql)),
      rollback: async () => {
        rolledBack = true;
        closed = true;
        await this.#send({ op: 'end', tx: id, commit: false });
      },
      get closed() {
        return closed;
      },
    } as unknown as Transaction;
    let result: T;
    try {
      result = await callback(tx);
    } catch (error) {
      if (!closed) {
        closed = true;
        await this.#send({ op: 'end', tx: id, commit: false });
      }
      throw error;
    }
    if (!rolledBack) {
      closed = true;
      await this.#send({ op: 'end', tx: id, commit: true });
    }
    return result;
  }

  /** Calls `onNotification` with each notification on `channel`; resolves once listening. */
  async listen(channel: string, onNotification: (payload: string) => void): Promise<void> {
    let listening = this.#listening.get(channel);
    if (!listening) {
      this.#listeners.set(channel, new Set());
      listening = this.#send({ op: 'listen', channel });
      this.#listening.set(channel, listening);
    }
    this.#listeners.get(channel)?.add(onNotification);
    await listening;
  }

  /**
   * Writes the gzipped SQL of a consistent snapshot of the database into `file` (pg_dump in
   * parts, backup/embedded.ts), from the engine's thread.
   */
  async dumpTo(file: string, options: { tableBytes?: number } = {}): Promise<void> {
    await this.#send({ op: 'dump', file, tableBytes: options.tableBytes });
  }

  /** Closes the engine and ends its thread. */
  async close(): Promise<void> {
    if (this.#closed) return;
    const exited = new Promise((resolve) => this.#worker.once('exit', resolve));
    const closing = this.#send({ op: 'close' });
    this.#closed = true;
    // Held until the thread has ended, not only until the engine answered.
    this.#worker.ref();
    await closing;
    await exited;
  }
}

/** The engine's thread under a drizzle handle of the embedded engine. */
export function embeddedThreadOf(db: Database): EmbeddedThread {
  const client = (db as unknown as { $client?: unknown }).$client;
  if (!(client instanceof EmbeddedThread)) throw new Error('not an embedded database');
  return client;
}
