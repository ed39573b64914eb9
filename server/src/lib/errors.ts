import {
  type ErrorCode,
  type ErrorIssue,
  errorStatus,
  type StaleChange,
  staleMessage,
} from '@coursedesk/contract/errors';

/** The one error type services throw; the error handler turns it into the API's error shape. */
export class AppError extends Error {
  readonly code: ErrorCode;
  readonly issues: ErrorIssue[] | undefined;
  readonly headers: Record<string, string>;
  /** STALE only: the change the caller has not seen, answered as `stale`. */
  readonly stale: StaleChange | undefined;

  constructor(
    code: ErrorCode,
    message: string,
    options: {
      issues?: ErrorIssue[];
      headers?: Record<string, string>;
      stale?: StaleChange;
      cause?: unknown;
    } = {},
  ) {
    super(message, options.cause === undefined ? undefined : { cause: options.cause });
    this.name = 'AppError';
    this.code = code;
    this.issues = options.issues;
    this.headers = options.headers ?? {};
    this.stale = options.stale;
  }

  get status(): number {
    return errorStatus[this.code];
  }
}

export const notFound = (message: string) => new AppError('NOT_FOUND', message);
export const conflict = (message: string) => new AppError('CONFLICT', message);
/**
 * 409 STALE: the record changed since the version the caller named in If-Match; `etag` is its
 * version now.
 */
export const stale = (change: StaleChange, etag: string) =>
  new AppError('STALE', staleMessage, { stale: change, headers: { etag } });
export const forbidden = (message: string) => new AppError('FORBIDDEN', message);
/** 429 with the seconds to wait in Retry-After. */
export const tooManyRequests = (message: string, retryAfter: number) =>
  new AppError('TOO_MANY_REQUESTS', message, {
    headers: { 'retry-after': String(Math.max(1, Math.ceil(retryAfter))) },
  });
export const unauthenticated = (message = 'Authentication required') =>
  new AppError('UNAUTHENTICATED', message);

/** PostgreSQL's unique_violation, from either engine's driver. */
export function isUniqueViolation(error: unknown): boolean {
  for (let e: unknown = error; e && typeof e === 'object'; e = (e as { cause?: unknown }).cause) {
    if ((e as { code?: unknown }).code === '23505') return true;
  }
  return false;
}

/**
 * Runs a write whose unique index has the final word (two writers can both pass a pre-check):
 * a unique violation becomes 409 with `message`, anything else is rethrown.
 */
export async function conflictOnDuplicate<T>(message: string, write: () => Promise<T>): Promise<T> {
  try {
    return await write();
  } catch (error) {
    if (isUniqueViolation(error)) throw conflict(message);
    throw error;
  }
}

/** The errors an error wraps: drivers' errors arrive as the `cause` of the ORM's. */
function* causeChain(error: unknown): Generator<Record<string, unknown>> {
  let depth = 0;
  for (let e: unknown = error; e && typeof e === 'object' && depth < 10; depth += 1) {
    yield e as Record<string, unknown>;
    e = (e as { cause?: unknown }).cause;
  }
}

/** The SQLSTATE of a PostgreSQL error from either engine, if the error is one. */
export function sqlStateOf(error: unknown): string | undefined {
  for (const e of causeChain(error)) {
    // Five characters with a digit: 'EPIPE' is an errno, '57P01' a SQLSTATE.
    if (typeof e.code === 'string' && /^[0-9A-Z]{5}$/.test(e.code) && /\d/.test(e.code)) {
      return e.code;
    }
  }
  return undefined;
}

const unreachableCodes = new Set([
  'ECONNREFUSED',
  'ECONNRESET',
  'ETIMEDOUT',
  'EPIPE',
  'EHOSTUNREACH',
  'ENETUNREACH',
  'ENOTFOUND',
  'EAI_AGAIN',
]);
/** Messages the drivers give for a lost or unobtainable connection, which carry no code. */
const unreachableMessages = [
  /^Connection terminated/,
  /^timeout exceeded when trying to connect$/,
  /is not queryable$/,
  /^Cannot use a pool after calling end on the pool$/,
  /^PGlite is closed$/,
];

/**
 * The database cannot be used right now: no connection (refused, lost, timed out), a server
 * shutting down or starting (SQLSTATE class 08, 57P01-57P03, too many connections), or the
 * embedded engine closed. The request may succeed later, so it earns 503, not 500.
 */
export function isDatabaseUnavailable(error: unknown): boolean {
  const state = sqlStateOf(error);
  if (state && (state.startsWith('08') || /^57P0[123]$/.test(state) || state === '53300')) {
    return true;
  }
  for (const e of causeChain(error)) {
    if (typeof e.code === 'string' && unreachableCodes.has(e.code)) return true;
    const message = typeof e.message === 'string' ? e.message : '';
    if (unreachableMessages.some((pattern) => pattern.test(message))) return true;
  }
  return false;
}

/** Seconds a client is asked to wait before trying again during an outage. */
export const RETRY_AFTER_SECONDS = 5;

/**
 * The safety net for input the contract let through but PostgreSQL refused: data exceptions
 * (class 22: bad encoding, out of range, invalid text representation), integrity violations
 * (class 23) and values over an engine limit (54000) are the client's, answered without SQL text.
 * An outage is 503. Anything else is not the client's fault: undefined, so it stays a 500.
 */
export function appErrorForDatabase(error: unknown): AppError | undefined {
  if (isDatabaseUnavailable(error)) {
    return new AppError(
      'SERVICE_UNAVAILABLE',
      'The service is temporarily unavailable. Please try again shortly.',
      { headers: { 'retry-after': String(RETRY_AFTER_SECONDS) } },
    );
  }
  const state = sqlStateOf(error);
  if (!state) return undefined;
  if (state === '23505') return conflict('This conflicts with an existing record');
  if (state === '23503') return conflict('This conflicts with related records');
  if (state.startsWith('22') || state.startsWith('23') || state === '54000') {
    return new AppError('VALIDATION_ERROR', 'The request contains a value that cannot be saved');
  }
  return undefined;
}
