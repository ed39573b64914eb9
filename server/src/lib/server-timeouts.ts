/**
 * How long the HTTP server waits for a client. Without limits a client that trickles its headers
 * or body one byte at a time holds a connection (and its memory) for ever; a few hundred such
 * clients exhaust the server. Every limit closes a slow client within 30 seconds.
 */
export interface ServerTimeouts {
  /** From the first byte of a request until its headers are complete. */
  headersMs: number;
  /** From the first byte until the whole request, body included, has arrived. */
  requestMs: number;
  /** A connection on which nothing moves in either direction is closed. */
  idleMs: number;
  /** How long a kept-alive connection waits for its next request. */
  keepAliveMs: number;
  /** How often Node looks for requests past their headers or request limit. */
  checkIntervalMs: number;
}

export const DEFAULT_SERVER_TIMEOUTS: ServerTimeouts = {
  headersMs: 10_000,
  // The largest body allowed (1 MB) takes 20 s at 50 KB/s: ample for an admin on a slow link.
  requestMs: 20_000,
  idleMs: 30_000,
  keepAliveMs: 5_000,
  checkIntervalMs: 1_000,
};

/** The Fastify server options that apply the limits. */
export function serverTimeoutOptions(overrides: Partial<ServerTimeouts> = {}) {
  const timeouts = { ...DEFAULT_SERVER_TIMEOUTS, ...overrides };
  return {
    connectionTimeout: timeouts.idleMs,
    keepAliveTimeout: timeouts.keepAliveMs,
    requestTimeout: timeouts.requestMs,
    http: {
      headersTimeout: Math.min(timeouts.headersMs, timeouts.requestMs),
      connectionsCheckingInterval: timeouts.checkIntervalMs,
    },
  };
}
