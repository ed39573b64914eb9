import { type FastifyReply, type FastifyRequest, LogController } from 'fastify';
import { pathOnly } from './log-serializers.ts';

/**
 * One JSON line per request, written when it completes: method, path, status, time and the
 * request id. Never headers, bodies or the query string, so tokens, passwords and search terms
 * cannot reach the log.
 */
export class RequestLog extends LogController {
  override incomingRequest(): void {}

  override requestCompleted(
    error: Error | null | undefined,
    request: FastifyRequest,
    reply: FastifyReply,
  ): void {
    const entry = {
      method: request.method,
      url: pathOnly(request.url),
      statusCode: reply.statusCode,
      responseTime: Math.round(reply.elapsedTime * 10) / 10,
      remoteAddress: request.ip,
    };
    if (error) reply.log.error({ ...entry, err: error }, 'request errored');
    else reply.log.info(entry, 'request completed');
  }
}
