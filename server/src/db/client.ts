// The database handle every layer takes: its types, the rows of a raw statement, and the
// notification listeners an engine registers. Opening a database is db/open.ts's.
import type { PgDatabase, PgQueryResultHKT } from 'drizzle-orm/pg-core';
import * as schema from './schema/index.ts';

/** Code that runs on both engines takes this type (ARCHITECTURE.md: one dialect, two engines). */
export type Database = PgDatabase<PgQueryResultHKT, typeof schema>;
/** The handle a transaction callback receives; repositories accept either. */
export type Executor = Database | Parameters<Parameters<Database['transaction']>[0]>[0];

export type Engine = 'pglite' | 'postgres';

/** The rows of a raw `db.execute` result; both drivers answer with `{ rows }`. */
export function rowsOf<T>(result: unknown): T[] {
  return (result as { rows: T[] }).rows;
}

/** What a channel listener reports: each notification, and whether it is listening. */
export interface ChannelHandlers {
  onNotification(payload: string | undefined): void;
  /** Listening: every notification from now on will arrive. */
  onUp(): void;
  /** Not listening (lost connection, failed heartbeat): notifications may be missed. */
  onDown(): void;
}

export interface ChannelListener {
  /** Settles once the first attempt to listen has succeeded or failed. */
  ready: Promise<void>;
  /**
   * Resolves once every notification committed before the call has been handed to
   * `onNotification`: PostgreSQL sends a listener its pending notifications before it answers a
   * query on that connection, so one empty query is the barrier. Callers at the same time share
   * one round trip. Rejects while not listening.
   */
  sync(): Promise<void>;
  close(): Promise<void>;
}

export type ListenFn = (channel: string, handlers: ChannelHandlers) => ChannelListener;

const listeners = new WeakMap<object, ListenFn>();

/** Called by the opener (db/open.ts) for each PostgreSQL database it opens. */
export function setListener(db: Database, listen: ListenFn): void {
  listeners.set(db, listen);
}

/**
 * PostgreSQL only: LISTEN on a channel, on a dedicated connection that reconnects on failure.
 * Undefined on the embedded engine, which serves one process only.
 */
export function listenerOf(db: Database): ListenFn | undefined {
  return listeners.get(db);
}

/** Listens on a channel of the embedded engine, in process; resolves once listening. */
export type InProcessListenFn = (
  channel: string,
  onNotification: (payload: string) => void,
) => Promise<void>;

const inProcessListeners = new WeakMap<object, InProcessListenFn>();

/**
 * The embedded engine only: LISTEN in process. PGlite hands each notification to its listeners
 * (as a microtask queued while it reads the statement's output) before the promise of the
 * statement that committed it settles, so a write is known here before its writer goes on.
 */
export function inProcessListenerOf(db: Database): InProcessListenFn | undefined {
  return inProcessListeners.get(db);
}

/** Called by the embedded engine (db/embedded.ts) for each database it opens. */
export function setInProcessListener(db: Database, listen: InProcessListenFn): void {
  inProcessListeners.set(db, listen);
}

export interface DatabaseHandle {
  db: Database;
  engine: Engine;
  /** The embedded engine on disk: what a committed write survives, in one sentence. */
  durability?: string;
  /**
   * The embedded engine on disk: this call created the database, with every migration applied
   * (db/embedded.ts), so it holds nothing yet even though it has a migration history.
   */
  created?: boolean;
  close(): Promise<void>;
}

export interface OpenDatabaseOptions {
  /** PostgreSQL connection string; without it the embedded engine is used. */
  url?: string;
  /** Embedded engine's directory; without it the embedded database lives in memory. */
  dataDir?: string;
  /** PostgreSQL only: work inside this schema (created when missing), as the tests do. */
  searchPath?: string;
  /**
   * Embedded engine on disk: flush every commit to the disk (fsync) before acknowledging it, so
   * committed data survives an operating-system crash or power cut. On unless turned off (the
   * write benchmark compares both).
   */
  durable?: boolean;
  /**
   * Embedded engine in memory only: start from this image of a database (a file that
   * `writeDatabaseImage` wrote) instead of a new, empty one. The server tests start each file's
   * database from an image of a migrated one.
   */
  image?: string;
}

export const drizzleOptions = { schema, casing: 'snake_case' } as const;
