import type {
  ErrorCode,
  ErrorIssue,
  ErrorResponse,
  StaleChange,
  StaleErrorResponse,
} from '@coursedesk/contract/errors';
import { errorStatus } from '@coursedesk/contract/errors';
import type { FastifyError, FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { hasZodFastifySchemaValidationErrors } from 'fastify-type-provider-zod';
import { AppError, appErrorForDatabase, RETRY_AFTER_SECONDS, sqlStateOf } from './errors.ts';
import { applyResponseHeaders } from './response-headers.ts';

/** Fastify's own errors that are the client's fault, with the answer the API gives for each. */
const fastifyClientErrors: Record<string, { code: ErrorCode; message: string }> = {
  FST_ERR_CTP_BODY_TOO_LARGE: { code: 'PAYLOAD_TOO_LARGE', message: 'Request body is too large' },
  FST_ERR_CTP_INVALID_MEDIA_TYPE: {
    code: 'UNSUPPORTED_MEDIA_TYPE',
    message: 'Unsupported content type',
  },
  FST_ERR_CTP_INVALID_CONTENT_LENGTH: {
    code: 'VALIDATION_ERROR',
    message: 'Invalid Content-Length header',
  },
  FST_ERR_CTP_EMPTY_JSON_BODY: { code: 'VALIDATION_ERROR', message: 'Request body is empty' },
  FST_ERR_CTP_INVALID_JSON_BODY: {
    code: 'VALIDATION_ERROR',
    message: 'Malformed JSON in request body',
  },
  // Answered before routing (the `frameworkErrors` option), so never with the path in it.
  FST_ERR_BAD_URL: { code: 'VALIDATION_ERROR', message: 'Malformed URL' },
  // A path segment longer than any id names nothing.
  FST_ERR_MAX_PARAM_LENGTH: { code: 'NOT_FOUND', message: 'Not found' },
};

/**
 * The one way an error leaves the server: the API's shape, with the headers every response
 * carries (set again here because some errors are answered before any hook has run).
 */
function sendError(
  request: FastifyRequest,
  reply: FastifyReply,
  code: ErrorCode,
  message: string,
  options: { issues?: ErrorIssue[]; headers?: Record<string, string>; stale?: StaleChange } = {},
): FastifyReply {
  applyResponseHeaders(request, reply);
  const body: ErrorResponse | StaleErrorResponse = {
    success: false,
    code,
    message,
    ...(options.issues ? { issues: options.issues } : {}),
    ...(options.stale ? { stale: options.stale } : {}),
  };
  return reply
    .code(errorStatus[code])
    .headers(options.headers ?? {})
    .type('application/json; charset=utf-8')
    .send(body);
}

/**
 * What went wrong behind an AppError that answers 5xx with a message of its own ('Failed to save
 * contact data'). A database error's text holds SQL and its parameters: only its state is logged.
 */
function logCause(request: FastifyRequest, cause: unknown): void {
  const sqlState = sqlStateOf(cause);
  if (sqlState) request.log.error({ sqlState }, 'request failed');
  else request.log.error({ err: cause }, 'request failed');
}

/** One error shape for every failure; no stack traces or SQL ever reach a response. */
export function registerErrorHandler(app: FastifyInstance): void {
  app.setErrorHandler((error: FastifyError, request, reply) => {
    if (error instanceof AppError) {
      if (error.status >= 500 && error.cause !== undefined) logCause(request, error.cause);
      return sendError(request, reply, error.code, error.message, {
        ...(error.issues ? { issues: error.issues } : {}),
        ...(error.stale ? { stale: error.stale } : {}),
        headers: error.headers,
      });
    }
    if (hasZodFastifySchemaValidationErrors(error)) {
      const issues = error.validation.map((issue) => ({
        path: issue.instancePath.replace(/^\//, '').replaceAll('/', '.'),
        message:
          // Only a body that is not an object at all; a rule over the whole object (an unknown
          // field, "one of these is required") keeps its own message.
          issue.instancePath === '/' && issue.keyword === 'invalid_type'
            ? 'Request body must be a JSON object'
            : (issue.message ?? 'Invalid value'),
      }));
      const first = issues[0]?.message ?? 'Invalid request';
      // A malformed path parameter (an id that is not one) names nothing: not found, with the
      // contract's message for the missing record ('FAQ not found').
      if (error.validationContext === 'params')
        return sendError(request, reply, 'NOT_FOUND', first);
      return sendError(request, reply, 'VALIDATION_ERROR', first, { issues });
    }
    const known = fastifyClientErrors[error.code];
    if (known) return sendError(request, reply, known.code, known.message);
    if (error instanceof SyntaxError && error.statusCode === 400) {
      return sendError(request, reply, 'VALIDATION_ERROR', 'Malformed JSON in request body');
    }
    const database = appErrorForDatabase(error);
    if (database) {
      // The driver's error text holds the SQL and its parameters: log only the state.
      const sqlState = sqlStateOf(error);
      if (database.code === 'SERVICE_UNAVAILABLE') {
        request.log.error(
          { sqlState, errorCode: (error as { code?: unknown }).code },
          'database unavailable',
        );
      } else {
        request.log.warn({ sqlState }, 'database refused a value');
      }
      return sendError(request, reply, database.code, database.message, {
        headers: database.headers,
      });
    }
    if (error.statusCode && error.statusCode >= 400 && error.statusCode < 500) {
      return sendError(request, reply, codeForStatus(error.statusCode), 'Invalid request');
    }
    request.log.error({ err: error }, 'request failed');
    return sendError(request, reply, 'INTERNAL_ERROR', 'Internal server error');
  });

  // Fastify's own 503 while closing has its shape and no headers (`return503OnClosing: false`):
  // requests that still arrive on open connections get ours.
  let closing = false;
  app.addHook('preClose', async () => {
    closing = true;
  });
  app.addHook('onRequest', async (_request, reply) => {
    if (!closing) return;
    reply.header('connection', 'close');
    throw new AppError('SERVICE_UNAVAILABLE', 'The server is shutting down. Please try again.', {
      headers: { 'retry-after': String(RETRY_AFTER_SECONDS) },
    });
  });
}

/**
 * Fastify's `frameworkErrors` option: a malformed URL or an over-long path parameter is refused
 * before routing, so no hook runs; it still gets the API's shape and headers.
 */
export function handleFrameworkError(
  error: FastifyError,
  request: FastifyRequest,
  reply: FastifyReply,
): void {
  const known = fastifyClientErrors[error.code];
  if (known) {
    sendError(request, reply, known.code, known.message);
    return;
  }
  request.log.error({ errorCode: error.code }, 'request failed before routing');
  sendError(request, reply, 'INTERNAL_ERROR', 'Internal server error');
}

function codeForStatus(status: number): ErrorCode {
  const match = Object.entries(errorStatus).find(([, value]) => value === status);
  return (match?.[0] as ErrorCode | undefined) ?? 'VALIDATION_ERROR';
}
