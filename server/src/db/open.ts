// Opens the database: PostgreSQL through node-postgres when a URL is given, else the embedded
// engine (db/embedded.ts, loaded only then). Kept apart from db/client.ts, which every layer
// imports for the handle's type, so that the engines can import that without importing the opener.
import { drizzle as drizzleNodePg } from 'drizzle-orm/node-postgres';
import pg from 'pg';
import {
  type Database,
  type DatabaseHandle,
  drizzleOptions,
  type ListenFn,
  type OpenDatabaseOptions,
  setListener,
} from './client.ts';

const HEARTBEAT_MS = 5_000;
/** How the listening connection names itself to PostgreSQL (pg_stat_activity). */
export const LISTENER_APPLICATION_NAME = 'coursedesk-listener';
const MAX_RETRY_MS = 5_000;

function createListen(config: pg.ClientConfig): ListenFn {
  return (channel, handlers) => {
    if (!/^[a-z_][a-z0-9_]*$/.test(channel)) throw new Error(`Invalid channel name: ${channel}`);
    let closed = false;
    let current: pg.Client | undefined;
    let retry: NodeJS.Timeout | undefined;
    let heartbeat: NodeJS.Timeout | undefined;
    let delay = 100;
    let listening: pg.Client | undefined;
    // The barrier not yet sent (joined by later callers), and the one in flight.
    let waiting: Promise<void> | undefined;
    let running: Promise<void> = Promise.resolve();
    let settle: () => void = () => {};
    const ready = new Promise<void>((resolve) => {
      settle = resolve;
    });

    const connect = async () => {
      if (closed) return;
      const client = new pg.Client({ ...config, keepAlive: true });
      current = client;
      let failed = false;
      const fail = () => {
        if (failed) return;
        failed = true;
        if (listening === client) listening = undefined;
        clearInterval(heartbeat);
        handlers.onDown();
        settle();
        client.end().catch(() => {});
        if (!closed) {
          retry = setTimeout(connect, delay);
          delay = Math.min(delay * 2, MAX_RETRY_MS);
        }
      };
      client.on('error', fail);
      client.on('end', fail);
      client.on('notification', (message) => {
        if (message.channel === channel) handlers.onNotification(message.payload);
      });
      try {
        await client.connect();
        await client.query(`LISTEN ${channel}`);
      } catch {
        fail();
        return;
      }
      if (failed || closed) return;
      delay = 100;
      listening = client;
      handlers.onUp();
      settle();
      // A connection that silently died delivers nothing: a query that does not answer in time
      // counts as a failure.
      heartbeat = setInterval(() => {
        const timer = setTimeout(fail, HEARTBEAT_MS);
        client.query('select 1').then(
          () => clearTimeout(timer),
          () => {
            clearTimeout(timer);
            fail();
          },
        );
      }, HEARTBEAT_MS);
      heartbeat.unref();
    };
    void connect();
    const sync = (): Promise<void> => {
      if (waiting) return waiting;
      const barrier = running.then(async () => {
        waiting = undefined;
        const client = listening;
        if (!client) throw new Error('not listening');
        await client.query(';');
        if (listening !== client) throw new Error('not listening');
      });
      waiting = barrier;
      running = barrier.catch(() => {});
      return barrier;
    };
    return {
      ready,
      sync,
      async close() {
        closed = true;
        clearTimeout(retry);
        clearInterval(heartbeat);
        await current?.end().catch(() => {});
      },
    };
  };
}

/** PostgreSQL could not be reached at start-up; the message says where and why, never SQL. */
export class DatabaseUnreachableError extends Error {}

/** How long connecting to PostgreSQL may take; `connect_timeout` (seconds) in the URL overrides. */
export const DEFAULT_CONNECT_TIMEOUT_S = 10;

export async function openDatabase(options: OpenDatabaseOptions): Promise<DatabaseHandle> {
  if (options.url) {
    const timeoutS = connectTimeoutSeconds(options.url);
    if (options.searchPath) await createSchema(options.url, options.searchPath);
    const pool = new pg.Pool({
      connectionString: options.url,
      max: 10,
      // A server that accepts the connection and never answers must not hang the caller.
      connectionTimeoutMillis: timeoutS * 1000,
      ...(options.searchPath
        ? { options: `-c search_path=${quoteIdent(options.searchPath)}` }
        : {}),
    });
    // An idle client that loses its server must not crash the process.
    pool.on('error', () => {});
    // Connect once now, so an unreachable server is reported as such rather than as a failed
    // query with its SQL.
    try {
      const client = await pool.connect();
      client.release();
    } catch (error) {
      await pool.end().catch(() => {});
      throw new DatabaseUnreachableError(describeConnectError(options.url, error, timeoutS));
    }
    const db = drizzleNodePg({ client: pool, ...drizzleOptions }) as unknown as Database;
    setListener(
      db,
      createListen({
        connectionString: options.url,
        connectionTimeoutMillis: timeoutS * 1000,
        application_name: LISTENER_APPLICATION_NAME,
      }),
    );
    return { db, engine: 'postgres', close: () => pool.end() };
  }
  // PGlite (its JavaScript and WebAssembly) is loaded only by a server that runs on it.
  const { openEmbeddedDatabase } = await import('./embedded.ts');
  return openEmbeddedDatabase(options);
}

/** `connect_timeout` from the URL (libpq's name, in seconds), else the default. */
function connectTimeoutSeconds(url: string): number {
  const value = Number(parseUrl(url)?.searchParams.get('connect_timeout'));
  return Number.isInteger(value) && value > 0 ? value : DEFAULT_CONNECT_TIMEOUT_S;
}

function parseUrl(url: string): URL | undefined {
  try {
    return new URL(url);
  } catch {
    return undefined;
  }
}

/** "host:port" of a connection string, for messages; never its user or password. */
export function describeServer(url: string): string {
  const parsed = parseUrl(url);
  const host = parsed?.hostname || parsed?.searchParams.get('host') || 'localhost';
  return `${host}:${parsed?.port || 5432}`;
}

const networkReasons: Record<string, string> = {
  ECONNREFUSED: 'connection refused',
  ENOTFOUND: 'host not found',
  EAI_AGAIN: 'host not found',
  EHOSTUNREACH: 'host unreachable',
  ENETUNREACH: 'network unreachable',
  ECONNRESET: 'the connection was reset',
};

/** Why PostgreSQL could not be reached, in words, from the driver's error. */
export function describeConnectError(url: string, error: unknown, timeoutS: number): string {
  const where = describeServer(url);
  const fields = (error ?? {}) as { code?: unknown; message?: unknown; errors?: unknown };
  const nested = Array.isArray(fields.errors) ? (fields.errors[0] as { code?: unknown }) : {};
  const code = typeof fields.code === 'string' ? fields.code : nested?.code;
  const message = typeof fields.message === 'string' ? fields.message : '';
  if (/timeout|ETIMEDOUT/i.test(message) || code === 'ETIMEDOUT') {
    return `Cannot reach PostgreSQL at ${where}: timed out after ${timeoutS} s`;
  }
  if (typeof code === 'string' && networkReasons[code]) {
    return `Cannot reach PostgreSQL at ${where}: ${networkReasons[code]}`;
  }
  // A PostgreSQL error (SQLSTATE code): the server answered and refused, e.g. a wrong password
  // or a database that does not exist. Its message names the user or database, not data.
  if (typeof code === 'string' && /^[0-9A-Z]{5}$/.test(code)) {
    return `PostgreSQL at ${where} refused the connection: ${message} (${code})`;
  }
  if (/terminated/i.test(message)) {
    return `Cannot reach PostgreSQL at ${where}: the server closed the connection`;
  }
  return `Cannot reach PostgreSQL at ${where}: ${message || String(error)}`;
}

async function createSchema(url: string, name: string): Promise<void> {
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  try {
    await client.query(`create schema if not exists ${quoteIdent(name)}`);
  } finally {
    await client.end();
  }
}

export async function dropSchema(url: string, name: string): Promise<void> {
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  try {
    await client.query(`drop schema if exists ${quoteIdent(name)} cascade`);
  } finally {
    await client.end();
  }
}

function quoteIdent(name: string): string {
  if (!/^[a-z_][a-z0-9_]*$/.test(name)) throw new Error(`Invalid schema name: ${name}`);
  return `"${name}"`;
}
