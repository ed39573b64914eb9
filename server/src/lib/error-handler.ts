import type { ErrorCode, ErrorIssue, ErrorResponse } from '@coursedesk/contract/errors';
import { errorStatus } from '@coursedesk/contract/errors';
import type { FastifyError, FastifyInstance } from 'fastify';
import { hasZodFastifySchemaValidationErrors } from 'fastify-type-provider-zod';
import { AppError } from './errors.ts';

/** Fastify's own errors that are the client's fault, with the message the API gives for each. */
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
};

function errorBody(code: ErrorCode, message: string, issues?: ErrorIssue[]): ErrorResponse {
  return issues ? { success: false, code, message, issues } : { success: false, code, message };
}

/** One error shape for every failure; no stack traces or SQL ever reach a response. */
export function registerErrorHandler(app: FastifyInstance): void {
  app.setErrorHandler((error: FastifyError, request, reply) => {
    if (error instanceof AppError) {
      return reply
        .code(error.status)
        .headers(error.headers)
        .send(errorBody(error.code, error.message, error.issues));
    }
    if (hasZodFastifySchemaValidationErrors(error)) {
      const issues = error.validation.map((issue) => ({
        path: issue.instancePath.replace(/^\//, '').replaceAll('/', '.'),
        message:
          issue.instancePath === '/'
            ? 'Request body must be a JSON object'
            : (issue.message ?? 'Invalid value'),
      }));
      const first = issues[0]?.message ?? 'Invalid request';
      return reply.code(400).send(errorBody('VALIDATION_ERROR', first, issues));
    }
    const known = fastifyClientErrors[error.code];
    if (known)
      return reply.code(errorStatus[known.code]).send(errorBody(known.code, known.message));
    if (error instanceof SyntaxError && error.statusCode === 400) {
      return reply.code(400).send(errorBody('VALIDATION_ERROR', 'Malformed JSON in request body'));
    }
    if (error.statusCode && error.statusCode >= 400 && error.statusCode < 500) {
      return reply
        .code(error.statusCode)
        .send(errorBody(codeForStatus(error.statusCode), 'Invalid request'));
    }
    request.log.error({ err: error }, 'request failed');
    return reply.code(500).send(errorBody('INTERNAL_ERROR', 'Internal server error'));
  });
}

function codeForStatus(status: number): ErrorCode {
  const match = Object.entries(errorStatus).find(([, value]) => value === status);
  return (match?.[0] as ErrorCode | undefined) ?? 'VALIDATION_ERROR';
}
