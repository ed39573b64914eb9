import type { FastifyServerOptions } from 'fastify';

/** Where log lines are written: one JSON document per call. */
export interface LogStream {
  write(line: string): void;
}

type LoggerOptions = Exclude<FastifyServerOptions['logger'], boolean | undefined>;

/**
 * What the server's log may hold. Errors are written from an allow-list of fields: a database
 * error carries the query's parameters (the ORM puts them in its message and in `params`; both
 * drivers add `detail`, which repeats the failing row), and those are passwords' hashes, emails
 * and whatever else a user typed. URLs lose their query string: it can carry search terms and
 * tokens, and no list of "secret" parameter names would stay complete.
 */

const MAX_MESSAGE_LENGTH = 1000;
const MAX_CAUSE_DEPTH = 3;

export type SerializedError = {
  type: string;
  message: string;
  stack: string;
  code?: string;
  statusCode?: number;
  constraint?: string;
  table?: string;
  column?: string;
  routine?: string;
  cause?: SerializedError;
};

/** The path of a URL without its query string (or fragment). */
export function pathOnly(url: string): string {
  const end = url.search(/[?#]/);
  return end === -1 ? url : url.slice(0, end);
}

/**
 * A message safe to log: the ORM's `params:` part dropped, query strings of URLs removed, a
 * value PostgreSQL quotes back (`invalid input syntax for type uuid: "…"`) hidden, and the
 * length bounded.
 */
export function safeMessage(message: string): string {
  let text = message;
  const params = text.search(/\r?\nparams:/);
  if (params !== -1) text = text.slice(0, params);
  text = text
    .replace(/(\/[^\s?#"'`<>]*)\?[^\s"'`<>]*/g, '$1?[query hidden]')
    .replace(/: ".*"$/s, ': [value hidden]')
    .replace(/: 0x[0-9a-f]{2}( 0x[0-9a-f]{2})*$/i, ': [value hidden]');
  return text.length > MAX_MESSAGE_LENGTH ? `${text.slice(0, MAX_MESSAGE_LENGTH)}…` : text;
}

function stringField(value: unknown): string | undefined {
  return typeof value === 'string' && value.length <= 200 ? value : undefined;
}

/** The error's type, safe message, code, status, stack frames and cause; nothing else. */
export function serializeError(error: unknown, depth = 0): SerializedError {
  if (!(error instanceof Error)) {
    const message = safeMessage(String(error));
    return { type: typeof error, message, stack: message };
  }
  const fields = error as Error & Record<string, unknown>;
  // Bundled libraries have minified class names ("O"): their `name` says more.
  const constructorName = error.constructor?.name ?? '';
  const type = constructorName.length > 2 ? constructorName : error.name || 'Error';
  const message = safeMessage(error.message ?? '');
  // The stack starts with the (unsafe) message; only its frames follow the safe one.
  const frames =
    typeof error.stack === 'string'
      ? error.stack.split('\n').filter((line) => /^\s+at /.test(line))
      : [];
  const stack = [`${error.name}: ${message}`, ...frames].join('\n');
  const serialized: SerializedError = { type, message, stack };
  const code = stringField(fields.code);
  if (code) serialized.code = code;
  if (typeof fields.statusCode === 'number') serialized.statusCode = fields.statusCode;
  for (const key of ['constraint', 'table', 'column', 'routine'] as const) {
    const value = stringField(fields[key]);
    if (value) serialized[key] = value;
  }
  if (error.cause !== undefined && depth < MAX_CAUSE_DEPTH) {
    serialized.cause = serializeError(error.cause, depth + 1);
  }
  return serialized;
}

interface LoggedRequest {
  id?: unknown;
  method?: string;
  url?: string;
  ip?: string;
}

/** A request as the log shows it: method, path without query, id and client address. */
export function serializeRequest(request: LoggedRequest) {
  return {
    id: request.id,
    method: request.method,
    url: typeof request.url === 'string' ? pathOnly(request.url) : undefined,
    remoteAddress: request.ip,
  };
}

/** A response as the log shows it: its status only (headers can set cookies). */
export function serializeResponse(reply: { statusCode?: number }) {
  return { statusCode: reply.statusCode };
}

/**
 * Pino takes an error's raw message as the log line's `msg` when none is given, and Fastify
 * passes raw error messages as `msg` itself: every string argument is made safe here.
 */
function logMethod(this: unknown, args: unknown[], method: (...args: unknown[]) => void): void {
  const [first, ...rest] = args;
  const safeRest = rest.map((arg) => (typeof arg === 'string' ? safeMessage(arg) : arg));
  if (typeof first === 'string') {
    method.apply(this, [safeMessage(first), ...safeRest]);
    return;
  }
  const error =
    first instanceof Error
      ? first
      : (first as { err?: unknown } | null | undefined)?.err instanceof Error
        ? (first as { err: Error }).err
        : undefined;
  if (error && typeof rest[0] !== 'string') {
    const merge = first instanceof Error ? { err: first } : first;
    method.apply(this, [merge, safeMessage(error.message ?? ''), ...safeRest.slice(1)]);
    return;
  }
  method.apply(this, [first, ...safeRest]);
}

/**
 * Headers that carry credentials, where the server and its plugins log a request's headers (the
 * multipart plugin logs its parser options, headers included, at trace level, as
 * `busboyOptions`): censored, not dropped, so a reader sees that they were there. The paths are
 * named in full: a path that starts with a wildcard makes the logger run every key of every line,
 * and of every request's own logger, through the censor (a third of what a request allocated).
 */
const CREDENTIAL_HEADERS = ['authorization', 'cookie', 'set-cookie', 'proxy-authorization'];
const HEADER_HOLDERS = ['headers', 'busboyOptions.headers', 'options.headers'];
/**
 * Each path written with the header in brackets (`headers["set-cookie"]`): the logger's path
 * syntax reads a dotted name only up to a hyphen, and a quoted name after a dot as a name with
 * its quotes, which matched nothing.
 */
const REDACTED_PATHS = HEADER_HOLDERS.flatMap((holder) =>
  CREDENTIAL_HEADERS.map((header) => `${holder}[${JSON.stringify(header)}]`),
);

/** The server's logger settings; `stream` lets a test capture every line. */
export function loggerOptions(level: string, stream?: LogStream): LoggerOptions {
  const options: LoggerOptions = {
    level,
    redact: { paths: REDACTED_PATHS, censor: '[Redacted]' },
    serializers: {
      err: (error: unknown) => serializeError(error),
      req: serializeRequest,
      res: serializeResponse,
    },
    hooks: { logMethod },
  };
  if (stream) options.stream = stream;
  return options;
}
