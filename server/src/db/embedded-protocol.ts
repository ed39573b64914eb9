// What the main thread (embedded-thread.ts) and the embedded engine's own thread
// (embedded-worker.ts) send each other: requests, replies, notifications and errors as they cross
// threads. Its own file, so that neither side loads the other to know the messages.
/**
 * How the engine is opened: the database in `dataDir`, or one in memory without it (a new one,
 * or the one in the image file `image`).
 */
export interface EngineOptions {
  dataDir: string | undefined;
  durable: boolean;
  image?: string | undefined;
}

export type EngineRequest =
  | {
      id: number;
      op: 'query';
      /** The transaction it runs in (the id of its `begin`), or none. */
      tx?: number | undefined;
      sql: string;
      params: unknown[] | undefined;
      rowMode: 'array' | 'object' | undefined;
      /** Types whose values stay as PostgreSQL writes them (the text), not parsed. */
      rawTypes: number[] | undefined;
    }
  | { id: number; op: 'exec'; tx?: number | undefined; sql: string }
  | { id: number; op: 'begin' }
  | { id: number; op: 'end'; tx: number; commit: boolean }
  | { id: number; op: 'listen'; channel: string }
  | { id: number; op: 'dump'; file: string; tableBytes: number | undefined }
  | { id: number; op: 'close' };

export interface EngineNotification {
  channel: string;
  payload: string;
}

/** An error as it crosses threads: its message, name and fields (`code`, `constraint`, …). */
export interface ErrorShape {
  message: string;
  name: string;
  fields: Record<string, string | number | boolean>;
}

export type EngineReply =
  | { id: number; ok: true; value: unknown; notifications: EngineNotification[] }
  | { id: number; ok: false; error: ErrorShape; notifications: EngineNotification[] };

/** The thread's first message of its own: the engine is open, or could not be opened. */
export type EngineStart = { ready: true } | { ready: false; error: ErrorShape };

/** Marks the thread's `workerData` as this engine's, so the module runs only there. */
export const ENGINE_THREAD = 'coursedesk-embedded-engine';

export function errorShape(error: unknown): ErrorShape {
  if (!(error instanceof Error)) return { message: String(error), name: 'Error', fields: {} };
  const fields: ErrorShape['fields'] = {};
  for (const [key, value] of Object.entries(error)) {
    if (['string', 'number', 'boolean'].includes(typeof value)) {
      fields[key] = value as string | number | boolean;
    }
  }
  return { message: error.message, name: error.name, fields };
}
