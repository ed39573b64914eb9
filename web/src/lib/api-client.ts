import { authMessages } from '@coursedesk/contract/auth';
import { API_BASE_PATH, REQUEST_TIMEOUT_MS } from '@coursedesk/contract/constants';
import {
  type ErrorCode,
  type ErrorIssue,
  errorCodes,
  errorResponse,
  type StaleChange,
  staleErrorResponse,
} from '@coursedesk/contract/errors';
import type { z } from 'zod';
import { requestPasswordConfirmation } from './password-confirmation';
import { clearSession, getToken } from './session';

/** Failures that never reached the API or that it did not answer in its own error shape. */
type ClientErrorCode = 'NETWORK_ERROR' | 'TIMEOUT' | 'INVALID_RESPONSE';

export class ApiError extends Error {
  override readonly name = 'ApiError';
  /** HTTP status; 0 when no response arrived. */
  readonly status: number;
  readonly code: ErrorCode | ClientErrorCode;
  readonly issues: ErrorIssue[];
  /** Seconds to wait before retrying, from a 429 answer's Retry-After header. */
  readonly retryAfterSeconds: number | undefined;
  /** A STALE answer's last change of the record, by someone else since it was loaded. */
  readonly stale: StaleChange | undefined;
  /** A STALE answer's ETag: the record's version now, which a deliberate overwrite names. */
  readonly version: string | undefined;

  constructor(options: {
    status: number;
    code: ErrorCode | ClientErrorCode;
    message: string;
    issues?: ErrorIssue[];
    retryAfterSeconds?: number;
    stale?: StaleChange;
    version?: string;
  }) {
    super(options.message);
    this.status = options.status;
    this.code = options.code;
    this.issues = options.issues ?? [];
    this.retryAfterSeconds = options.retryAfterSeconds;
    this.stale = options.stale;
    this.version = options.version;
  }

  /** True when the message was written by the API and is fit to show to the user. */
  get isFromServer(): boolean {
    return (errorCodes as readonly string[]).includes(this.code);
  }
}

/** The API's own message for a failed call, or the screen's fallback text. */
export function errorMessage(error: unknown, fallback: string): string {
  return error instanceof ApiError && error.isFromServer && error.message
    ? error.message
    : fallback;
}

/** Query-string values; `undefined`, `null` and empty strings are left out. */
export type QueryParams = Record<string, string | number | boolean | null | undefined>;

interface RequestOptions {
  method?: 'GET' | 'POST' | 'PUT' | 'DELETE';
  body?: unknown;
  /** Appended as the query string (a list's filters, page and sort). */
  query?: QueryParams;
  /** Cancels the call, e.g. when the query that made it is no longer needed. */
  signal?: AbortSignal;
  /**
   * The version of the record the change was made on (its ETag when it was loaded), sent as
   * If-Match: a save or delete of a record someone else changed since fails with STALE.
   */
  ifMatch?: string | undefined;
}

/** An answer with the version of the record it carries (its ETag). */
export interface VersionedAnswer<T> {
  body: T;
  /** The ETag, to send as `ifMatch` with the next change; undefined when none was given. */
  version: string | undefined;
}

/** A download is streamed by the server as it reads: it gets far longer than a JSON call. */
export const DOWNLOAD_TIMEOUT_MS = 5 * 60_000;

/** `?a=1&b=x` from the set values, in the order given; '' when none is set. */
export function toQueryString(query: QueryParams | undefined): string {
  const params = new URLSearchParams();
  for (const [key, value] of Object.entries(query ?? {})) {
    if (value === undefined || value === null || value === '') continue;
    params.set(key, String(value));
  }
  const text = params.toString();
  return text ? `?${text}` : '';
}

/**
 * Calls the API under its base path and returns the success envelope, checked against the
 * contract schema. Every failure becomes an ApiError. A 401 ends the session: the route guards
 * then send the browser to /login. A change that needs the admin's password again asks for it
 * (lib/password-confirmation.ts) and is sent once more when it is confirmed.
 */
export async function apiRequest<T extends z.ZodType>(
  path: string,
  schema: T,
  options: RequestOptions = {},
): Promise<z.output<T>> {
  return (await apiVersionedRequest(path, schema, options)).body;
}

/**
 * `apiRequest`, answering the record's version (the ETag) with the body: the reads and saves of
 * the editors, which send it back as `ifMatch` with their next change.
 */
export async function apiVersionedRequest<T extends z.ZodType>(
  path: string,
  schema: T,
  options: RequestOptions = {},
): Promise<VersionedAnswer<z.output<T>>> {
  try {
    return await sendRequest(path, schema, options);
  } catch (error) {
    // A sensitive change the session has not confirmed: ask for the password, then once more.
    if (!isConfirmationRequest(error) || !(await requestPasswordConfirmation())) throw error;
    return sendRequest(path, schema, options);
  }
}

/** The API asks for the admin's password (a 403 naming `currentPassword`, not a wrong one). */
function isConfirmationRequest(error: unknown): boolean {
  return (
    error instanceof ApiError &&
    error.status === 403 &&
    error.issues.some(
      (issue) => issue.path === 'currentPassword' && issue.message === authMessages.confirmRequired,
    )
  );
}

async function sendRequest<T extends z.ZodType>(
  path: string,
  schema: T,
  { method = 'GET', body, query, signal, ifMatch }: RequestOptions,
): Promise<VersionedAnswer<z.output<T>>> {
  const headers = new Headers({ Accept: 'application/json' });
  const token = getToken();
  if (token) headers.set('Authorization', `Bearer ${token}`);
  if (ifMatch) headers.set('If-Match', ifMatch);
  // A form (an image upload) sets its own multipart type and boundary: no JSON type for it.
  const isForm = body instanceof FormData;
  if (body !== undefined && !isForm) headers.set('Content-Type', 'application/json');

  const timeout = AbortSignal.timeout(REQUEST_TIMEOUT_MS);
  let response: Response;
  try {
    response = await fetch(apiUrl(`${path}${toQueryString(query)}`), {
      method,
      headers,
      body: body === undefined ? undefined : isForm ? body : JSON.stringify(body),
      signal: signal ? AbortSignal.any([signal, timeout]) : timeout,
    });
  } catch (cause) {
    // A cancellation asked for by the caller is not a failure: let it pass through as is.
    if (signal?.aborted) throw cause;
    throw timeout.aborted
      ? new ApiError({ status: 0, code: 'TIMEOUT', message: 'The request timed out' })
      : new ApiError({ status: 0, code: 'NETWORK_ERROR', message: 'Network error' });
  }

  const payload = await readJson(response);

  if (!response.ok) {
    if (response.status === 401) clearSession();
    throw toApiError(response, payload);
  }

  const parsed = schema.safeParse(payload);
  if (!parsed.success) {
    throw new ApiError({
      status: response.status,
      code: 'INVALID_RESPONSE',
      message: 'Unexpected response from the server',
    });
  }
  return { body: parsed.data, version: response.headers.get('ETag') ?? undefined };
}

export interface DownloadedFile {
  blob: Blob;
  /** The name the server gave in Content-Disposition, else `fallbackName`. */
  filename: string;
}

/**
 * Fetches a file (a CSV export) with the session's token, under its own, longer timeout. Failures
 * are ApiErrors as for JSON calls; a 401 ends the session.
 */
export async function apiDownload(
  path: string,
  {
    query,
    fallbackName,
    timeoutMs = DOWNLOAD_TIMEOUT_MS,
  }: { query?: QueryParams; fallbackName: string; timeoutMs?: number },
): Promise<DownloadedFile> {
  const headers = new Headers();
  const token = getToken();
  if (token) headers.set('Authorization', `Bearer ${token}`);
  const timeout = AbortSignal.timeout(timeoutMs);
  let response: Response;
  let blob: Blob;
  try {
    response = await fetch(apiUrl(`${path}${toQueryString(query)}`), { headers, signal: timeout });
    if (!response.ok) {
      if (response.status === 401) clearSession();
      throw toApiError(response, await readJson(response));
    }
    blob = await response.blob();
  } catch (cause) {
    if (cause instanceof ApiError) throw cause;
    throw timeout.aborted
      ? new ApiError({ status: 0, code: 'TIMEOUT', message: 'The request timed out' })
      : new ApiError({ status: 0, code: 'NETWORK_ERROR', message: 'Network error' });
  }
  return {
    blob,
    filename: filenameOf(response.headers.get('Content-Disposition')) ?? fallbackName,
  };
}

/** The plain `filename="…"` of a Content-Disposition header. */
function filenameOf(header: string | null): string | undefined {
  const match = header ? /filename="([^"]+)"/.exec(header) : null;
  return match?.[1];
}

/** Hands a downloaded file to the browser to save. */
export function saveFile({ blob, filename }: DownloadedFile): void {
  const url = URL.createObjectURL(blob);
  const link = document.createElement('a');
  link.href = url;
  link.download = filename;
  document.body.append(link);
  link.click();
  link.remove();
  // The click has started the download by the time the event loop comes round again.
  setTimeout(() => URL.revokeObjectURL(url), 0);
}

function apiUrl(path: string): URL {
  return new URL(`${API_BASE_PATH}${path}`, window.location.origin);
}

async function readJson(response: Response): Promise<unknown> {
  const text = await response.text().catch(() => '');
  if (!text) return undefined;
  try {
    return JSON.parse(text);
  } catch {
    return undefined;
  }
}

function toApiError(response: Response, payload: unknown): ApiError {
  const retryAfter = Number(response.headers.get('Retry-After'));
  const retryAfterSeconds = Number.isFinite(retryAfter) && retryAfter > 0 ? retryAfter : undefined;
  const parsed = errorResponse.safeParse(payload);
  if (parsed.success) {
    // A stale save's answer says besides whose change it missed, and the record's version now.
    const stale = staleErrorResponse.safeParse(payload);
    return new ApiError({
      status: response.status,
      code: parsed.data.code,
      message: parsed.data.message,
      issues: parsed.data.issues,
      retryAfterSeconds,
      ...(stale.success
        ? { stale: stale.data.stale, version: response.headers.get('ETag') ?? undefined }
        : {}),
    });
  }
  return new ApiError({
    status: response.status,
    code: 'INVALID_RESPONSE',
    message: `Request failed with status ${response.status}`,
    retryAfterSeconds,
  });
}
