// The embedded engine's own thread (node:worker_threads): PGlite runs its statements here, so the
// server's main thread goes on reading requests, presenting rows and writing replies while
// PostgreSQL works. The main thread's side is embedded-thread.ts; docs/performance.md, "The
// embedded engine in its own thread", has the measurements behind it.
//
// Each request from the main thread carries an id and gets one reply with that id. Requests are
// taken in the order they arrive and PGlite's own queue keeps that order. The notifications a
// statement sends (LISTEN, db/list/versions.ts) travel with its reply, so the main thread knows
// of a write before the statement that made it settles, as it did with the engine in-process.
import { isMainThread, type MessagePort, parentPort, workerData } from 'node:worker_threads';
import type { PGlite, Transaction } from '@electric-sql/pglite';
import {
  ENGINE_THREAD,
  type EngineNotification,
  type EngineOptions,
  type EngineReply,
  type EngineRequest,
  type EngineStart,
  errorShape,
} from './embedded-protocol.ts';

/** Serves the engine's requests from `port` until it is closed. */
async function serve(port: MessagePort, options: EngineOptions): Promise<void> {
  let client: PGlite;
  try {
    const { openClient } = await import('./embedded-engine.ts');
    client = await openClient(options.dataDir, options.durable, options.image);
  } catch (error) {
    port.postMessage({ ready: false, error: errorShape(error) } satisfies EngineStart);
    port.close();
    return;
  }
  const notifications: EngineNotification[] = [];
  const transactions = new Map<
    number,
    { tx: Transaction; end(commit: boolean): void; done: Promise<void> }
  >();

  const reply = (id: number, result: { value: unknown } | { error: unknown }) => {
    const pending = notifications.splice(0);
    port.postMessage(
      ('error' in result
        ? { id, ok: false, error: errorShape(result.error), notifications: pending }
        : { id, ok: true, value: result.value, notifications: pending }) satisfies EngineReply,
    );
  };
  const runner = (tx: number | undefined): Transaction | PGlite => {
    if (tx === undefined) return client;
    const open = transactions.get(tx);
    if (!open) throw new Error('The transaction has already ended.');
    return open.tx;
  };

  const begin = (id: number) => {
    let begun = false;
    let end: (commit: boolean) => void = () => {};
    const ended = new Promise<boolean>((resolve) => {
      end = resolve;
    });
    const done = client.transaction(async (tx) => {
      transactions.set(id, { tx, end, done });
      begun = true;
      reply(id, { value: id });
      if (!(await ended)) await tx.rollback();
    });
    // A transaction that could not begin is answered here; one that began, by its `end`.
    done.catch((error) => {
      if (!begun) reply(id, { error });
    });
  };

  const handle = async (request: EngineRequest): Promise<unknown> => {
    switch (request.op) {
      case 'query': {
        const { rawTypes } = request;
        const parsers = rawTypes && Object.fromEntries(rawTypes.map((type) => [type, raw]));
        const result = await runner(request.tx).query(request.sql, request.params, {
          ...(request.rowMode && { rowMode: request.rowMode }),
          ...(parsers && { parsers }),
        });
        return { rows: result.rows, fields: result.fields, affectedRows: result.affectedRows };
      }
      case 'exec':
        return (await runner(request.tx).exec(request.sql)).map((result) => ({
          rows: result.rows,
          fields: result.fields,
          affectedRows: result.affectedRows,
        }));
      case 'end': {
        const open = transactions.get(request.tx);
        if (!open) throw new Error('The transaction has already ended.');
        transactions.delete(request.tx);
        open.end(request.commit);
        await open.done;
        return undefined;
      }
      case 'listen':
        await client.listen(request.channel, (payload) => {
          notifications.push({ channel: request.channel, payload });
        });
        return undefined;
      case 'dump': {
        const { writeEmbeddedDump } = await import('./backup/embedded.ts');
        await writeEmbeddedDump(client, request.file, {
          ...(request.tableBytes !== undefined && { tableBytes: request.tableBytes }),
        });
        return undefined;
      }
      default:
        throw new Error(`Unknown request: ${request.op}`);
    }
  };

  port.on('message', (request: EngineRequest) => {
    if (request.op === 'begin') return begin(request.id);
    if (request.op === 'close') {
      void client.close().then(
        () => {
          reply(request.id, { value: undefined });
          port.close();
        },
        (error) => reply(request.id, { error }),
      );
      return;
    }
    handle(request).then(
      (value) => reply(request.id, { value }),
      (error) => reply(request.id, { error }),
    );
  });
  port.postMessage({ ready: true } satisfies EngineStart);
}

/** A type's value as PostgreSQL writes it. */
const raw = (value: string) => value;

if (!isMainThread && parentPort && (workerData as { kind?: string })?.kind === ENGINE_THREAD) {
  await serve(parentPort, (workerData as { options: EngineOptions }).options);
}
