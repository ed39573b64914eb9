// Load shedding: past an event-loop delay or a heap size, a request is refused at once with 503
// and Retry-After rather than queued until it times out. The health, readiness and metrics
// routes always answer, so a balancer and a scraper still see the server.
import underPressure from '@fastify/under-pressure';
import type { FastifyInstance } from 'fastify';
import { counter } from '../metrics/registry.ts';
import { AppError } from './errors.ts';

const shed = counter('requests_shed_total', 'Requests refused with 503 under load, by cause', [
  'cause',
]);

declare module 'fastify' {
  interface FastifyContextConfig {
    /** `false`: the route answers even when the server sheds load. */
    loadShedding?: false;
  }
}

export interface LoadSheddingOptions {
  /** Mean event-loop delay, in ms, past which requests are refused; 0 turns the check off. */
  maxEventLoopDelayMs: number;
  /** Bytes of V8 heap in use past which requests are refused; 0 turns the check off. */
  maxHeapUsedBytes: number;
  /** How often the figures are sampled, in ms. */
  sampleIntervalMs?: number;
  /** How long after the server is ready shedding starts, in ms (default: three samples). */
  startAfterMs?: number;
}

/** Seconds a refused client is asked to wait. */
export const SHED_RETRY_AFTER_SECONDS = 2;

export async function registerLoadShedding(
  app: FastifyInstance,
  options: LoadSheddingOptions,
): Promise<void> {
  const sampleInterval = options.sampleIntervalMs ?? 500;
  // Start-up blocks the event loop (the engine, the first full garbage collection): the first
  // samples after it would refuse the first requests. Shedding starts a few samples later.
  let armed = false;
  app.addHook('onReady', async () => {
    setTimeout(
      () => {
        armed = true;
      },
      options.startAfterMs ?? 3 * sampleInterval,
    ).unref();
  });
  await app.register(underPressure, {
    maxEventLoopDelay: options.maxEventLoopDelayMs,
    maxHeapUsedBytes: options.maxHeapUsedBytes,
    sampleInterval,
    // A rejected promise goes to the error handler: the API's error shape and headers.
    pressureHandler: async (request, _reply, type) => {
      if (!armed || request.routeOptions.config?.loadShedding === false) return;
      shed.inc({ cause: type });
      request.log.warn({ pressure: type }, 'request shed');
      throw new AppError(
        'SERVICE_UNAVAILABLE',
        'The server is busy. Please try again in a moment.',
        { headers: { 'retry-after': String(SHED_RETRY_AFTER_SECONDS) } },
      );
    },
  });
}
