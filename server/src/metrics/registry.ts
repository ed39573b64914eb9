// The server's metrics, in one prom-client registry that GET /metrics exposes
// (docs/operations.md lists each one). Any part of the server may add its own: call counter()
// or gauge() where the thing happens; a metric asked for twice by name is the same metric.
import client from 'prom-client';

export const metricsRegistry = new client.Registry();

/** Every metric's name starts with this. */
export const METRIC_PREFIX = 'coursedesk_';

// Event-loop delay, heap, RSS, CPU, open handles and garbage collection, from prom-client.
client.collectDefaultMetrics({ register: metricsRegistry, prefix: METRIC_PREFIX });

function existing<T>(name: string): T | undefined {
  return metricsRegistry.getSingleMetric(`${METRIC_PREFIX}${name}`) as T | undefined;
}

/** A counter named `coursedesk_<name>`, created on first use. */
export function counter<Label extends string = string>(
  name: string,
  help: string,
  labelNames: readonly Label[] = [],
): client.Counter<Label> {
  return (
    existing<client.Counter<Label>>(name) ??
    new client.Counter<Label>({
      name: `${METRIC_PREFIX}${name}`,
      help,
      labelNames,
      registers: [metricsRegistry],
    })
  );
}

/** A gauge named `coursedesk_<name>`, created on first use; `collect` sets it at each scrape. */
export function gauge<Label extends string = string>(
  name: string,
  help: string,
  labelNames: readonly Label[] = [],
  collect?: (this: client.Gauge<Label>) => void,
): client.Gauge<Label> {
  return (
    existing<client.Gauge<Label>>(name) ??
    new client.Gauge<Label>({
      name: `${METRIC_PREFIX}${name}`,
      help,
      labelNames,
      registers: [metricsRegistry],
      ...(collect ? { collect } : {}),
    })
  );
}

/** A histogram named `coursedesk_<name>`, created on first use. */
export function histogram<Label extends string = string>(
  name: string,
  help: string,
  labelNames: readonly Label[],
  buckets: number[],
): client.Histogram<Label> {
  return (
    existing<client.Histogram<Label>>(name) ??
    new client.Histogram<Label>({
      name: `${METRIC_PREFIX}${name}`,
      help,
      labelNames,
      buckets,
      registers: [metricsRegistry],
    })
  );
}

const cacheLookups = counter(
  'cache_lookups_total',
  'Lookups in the server caches, by cache and result',
  ['cache', 'result'],
);

/** Counts one lookup in a named cache (db/list/versioned-cache.ts). */
export function countCacheLookup(cache: string, hit: boolean): void {
  cacheLookups.inc({ cache, result: hit ? 'hit' : 'miss' });
}

const signIns = counter('sign_in_failures_total', 'Sign-in attempts refused, by reason', [
  'reason',
]);

/** A sign-in refused: a wrong email or password, or an attempt throttled (429). */
export function countSignInFailure(reason: 'invalid_credentials' | 'throttled'): void {
  signIns.inc({ reason });
}

/** The text GET /metrics answers, and its content type. */
export async function metricsText(): Promise<{ contentType: string; body: string }> {
  return { contentType: metricsRegistry.contentType, body: await metricsRegistry.metrics() };
}
