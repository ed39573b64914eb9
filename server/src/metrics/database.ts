// The database's side: on PostgreSQL, the connection pool's use and how long requests wait for
// a connection. The embedded engine has one connection and no pool to report.
import pg from 'pg';
import { gauge, histogram } from './registry.ts';

const poolWait = histogram(
  'db_pool_wait_seconds',
  'Time a query waited for a PostgreSQL connection from the pool',
  [],
  [0.001, 0.005, 0.01, 0.05, 0.1, 0.5, 1, 5],
);

/** The pool the gauges read: the last one watched (one server, one pool). */
let watched: pg.Pool | undefined;

gauge(
  'db_pool_connections',
  'PostgreSQL connections of the pool, by state',
  ['state'],
  function () {
    if (!watched) return;
    this.set({ state: 'busy' }, watched.totalCount - watched.idleCount);
    this.set({ state: 'idle' }, watched.idleCount);
  },
);
gauge('db_pool_max_connections', 'The most connections the pool opens', [], function () {
  if (watched) this.set(watched.options.max ?? 10);
});
gauge('db_pool_waiting', 'Queries waiting for a connection from the pool', [], function () {
  if (watched) this.set(watched.waitingCount);
});

type ConnectCallback = (error: Error | undefined, client: unknown, done: unknown) => void;

/**
 * Reports `client` (a database handle's `$client`) when it is a PostgreSQL pool: its gauges,
 * and the wait of each checkout, timed around the pool's own connect.
 */
export function watchDatabasePool(client: unknown): void {
  if (!(client instanceof pg.Pool) || watched === client) return;
  watched = client;
  const connect = client.connect.bind(client) as (callback?: ConnectCallback) => unknown;
  const timed = (callback?: ConnectCallback) => {
    const stop = poolWait.startTimer();
    if (callback) {
      return connect((error, pooled, done) => {
        stop();
        callback(error, pooled, done);
      });
    }
    return (connect() as Promise<unknown>).finally(stop);
  };
  client.connect = timed as typeof client.connect;
}
