/**
 * Shares one read among the callers that wait at the same time, without ever answering a caller
 * with a read that started before it called: while a read is in flight, callers join the next one,
 * which starts when the current one settles. Under load a version check then costs one query per
 * round trip instead of one per request, and every answer still reflects the database as it was
 * after its caller arrived (a write committed before a request is always seen by it).
 */
export function freshRead<T>(read: () => Promise<T>): () => Promise<T> {
  // The read not yet started (joined by later callers), and the one in flight.
  let waiting: Promise<T> | undefined;
  let running: Promise<unknown> = Promise.resolve();
  return () => {
    if (waiting) return waiting;
    const next = running.then(() => {
      waiting = undefined;
      return read();
    });
    waiting = next;
    running = next.catch(() => {});
    return next;
  };
}
