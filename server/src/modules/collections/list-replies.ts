import type { FastifyReply, FastifyRequest } from 'fastify';
import type { Database } from '../../db/client.ts';
import type { ServerCollection } from './registry.ts';
import { versionReader } from './repository.ts';

const JSON_TYPE = 'application/json; charset=utf-8';

/**
 * GET of a section's list with a strong ETag derived from the table's version, bumped in the
 * same transaction as every write: `If-None-Match` with the current ETag gets 304, and the
 * serialized list is kept for its version, so an unchanged list costs one tiny query whichever
 * instance wrote last. One entry per collection: the cache cannot grow. The handler answers with
 * the reply itself (sent), as Fastify asks of an async handler that calls `send`.
 */
export function createListReplies(
  db: Database,
  entry: ServerCollection,
  list: () => Promise<unknown[]>,
): (request: FastifyRequest, reply: FastifyReply) => Promise<FastifyReply> {
  const readVersion = versionReader(db, entry);
  let cached: { version: number; etag: string; body: string } | undefined;
  const etagOf = (version: number) => `"${entry.definition.name}-${version}"`;

  return async (request, reply) => {
    const version = await readVersion();
    if (version !== undefined) {
      const etag = etagOf(version);
      if (matches(request.headers['if-none-match'], etag)) {
        return reply.code(304).header('etag', etag).send();
      }
      if (cached?.version === version) {
        return reply.header('etag', cached.etag).type(JSON_TYPE).send(cached.body);
      }
    }
    const body = String(reply.serialize({ success: true, data: await list() }));
    // The list read may include a write made after the version was read: the ETag and the cache
    // stand only when the version did not move meanwhile.
    if (version !== undefined && (await readVersion()) === version) {
      const etag = etagOf(version);
      cached = { version, etag, body };
      reply.header('etag', etag);
    }
    return reply.type(JSON_TYPE).send(body);
  };
}

/** If-None-Match: `*` or a list of entity tags, compared weakly (RFC 9110 §13.1.2). */
function matches(header: string | undefined, etag: string): boolean {
  if (!header) return false;
  for (const candidate of header.split(',')) {
    const tag = candidate.trim();
    if (tag === '*' || tag === etag || tag === `W/${etag}`) return true;
  }
  return false;
}
