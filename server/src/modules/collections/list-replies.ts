import { type Paged, pagedAnswer } from '@coursedesk/contract/list';
import type { FastifyReply, FastifyRequest } from 'fastify';
import type { Database } from '../../db/client.ts';
import { LIST_CACHE_ENTRIES } from '../../db/list/versioned-cache.ts';
import { ifNoneMatch } from '../../lib/if-none-match.ts';
import type { ServerCollection } from './registry.ts';
import { versionReader } from './repository.ts';
import type { CollectionListQuery } from './service.ts';

const JSON_TYPE = 'application/json; charset=utf-8';

/**
 * GET of a section's list page with a strong ETag derived from the table's version, bumped in
 * the same transaction as every write: `If-None-Match` with the current ETag gets 304 (a browser
 * sends the ETag of the same address, so of the same page and search), and each serialized page
 * is kept for its version, so an unchanged page costs one tiny query whichever instance wrote
 * last. At most `LIST_CACHE_ENTRIES` pages are kept per section, the least recently used going
 * first. The handler answers with the reply itself (sent), as Fastify asks of an async handler
 * that calls `send`.
 */
export function createListReplies(
  db: Database,
  entry: ServerCollection,
  list: (query: CollectionListQuery) => Promise<Paged<unknown>>,
): (request: FastifyRequest, reply: FastifyReply) => Promise<FastifyReply> {
  const readVersion = versionReader(db, entry);
  const cached = new Map<string, { version: number; etag: string; body: Buffer }>();
  const etagOf = (version: number) => `"${entry.definition.name}-${version}"`;

  return async (request, reply) => {
    const query = request.query as CollectionListQuery;
    const key = JSON.stringify(query);
    const version = await readVersion();
    if (version !== undefined) {
      const etag = etagOf(version);
      if (ifNoneMatch(request.headers['if-none-match'], etag)) {
        return reply.code(304).header('etag', etag).send();
      }
      const hit = cached.get(key);
      if (hit?.version === version) {
        cached.delete(key);
        cached.set(key, hit);
        return reply.header('etag', hit.etag).type(JSON_TYPE).send(hit.body);
      }
    }
    const page = await list(query);
    // Kept and sent as bytes: a string would be encoded again for every request that sends it.
    const body = Buffer.from(String(reply.serialize(pagedAnswer(page))));
    // A page that holds a schedule, or filters by state, changes when a schedule's time comes,
    // without a write: it is neither kept nor tagged.
    const timeBound =
      query.publishStatus !== undefined ||
      page.items.some((item) => (item as { publishStatus?: string }).publishStatus === 'scheduled');
    // The page read may include a write made after the version was read: the ETag and the cache
    // stand only when the version did not move meanwhile.
    if (!timeBound && version !== undefined && (await readVersion()) === version) {
      const etag = etagOf(version);
      cached.delete(key);
      cached.set(key, { version, etag, body });
      for (const oldest of cached.keys()) {
        if (cached.size <= LIST_CACHE_ENTRIES) break;
        cached.delete(oldest);
      }
      reply.header('etag', etag);
    }
    return reply.type(JSON_TYPE).send(body);
  };
}
