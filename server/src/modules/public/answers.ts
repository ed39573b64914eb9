import { createHash } from 'node:crypto';
import { promisify } from 'node:util';
import zlib from 'node:zlib';
import { APP_VERSION } from '@coursedesk/contract/constants';
import { PUBLIC_CACHE_CONTROL } from '@coursedesk/contract/public';
import type { FastifyReply, FastifyRequest } from 'fastify';
import type { TableVersions } from '../../db/list/versions.ts';
import { COMPRESSION_THRESHOLD_BYTES } from '../../lib/compression.ts';
import { ifNoneMatch } from '../../lib/if-none-match.ts';

const brotli = promisify(zlib.brotliCompress);
const gzip = promisify(zlib.gzip);
const JSON_TYPE = 'application/json; charset=utf-8';

/** What a public answer's computation gives: its data, and until when it may be served. */
export interface Computed {
  data: unknown;
  /** An XML document to send instead of the JSON envelope of `data` (sitemap, feed). */
  xml?: string;
  /** Where a page of a list sits in the whole, beside `data` (the course list). */
  pagination?: unknown;
  /** A time (ms) at which the answer changes without a write (a blog post's publish date). */
  validUntil?: number;
}

/** One public answer: which tables it reads, and how it is computed from them. */
export interface AnswerSource {
  /** The cache key: the answer's path with the query that shapes it. */
  key: string;
  tables: readonly string[];
  compute: (now: Date) => Promise<Computed>;
  /** The answer's media type; JSON when omitted. */
  type?: string;
}

interface Entry {
  tag: string;
  validUntil: number;
  etag: string;
  body: Buffer;
  encoded: Partial<Record<Encoding, Promise<Buffer>>>;
}

type Encoding = 'br' | 'gzip';

export interface PublicAnswers {
  /** Sends the answer (or a 304) itself; the handler returns what this returns. */
  send(request: FastifyRequest, reply: FastifyReply, source: AnswerSource): Promise<FastifyReply>;
}

/**
 * The public answers, kept as their bytes (and their brotli and gzip forms, each made once) with
 * the version tag of the tables they read (db/list/versions.ts): a write to any of them, on any
 * instance, makes the next request compute afresh, and an answer whose content changes at a known
 * time (a post published later) is computed again from that time. The strong ETag is derived
 * from the same tag, the answer's key and that time, so `If-None-Match` is answered 304 without
 * reading or sending the body. At most `maxEntries` answers are kept, the least recently used go
 * first; requests for an answer being computed share the computation.
 */
export function createPublicAnswers(options: {
  versions: TableVersions;
  maxEntries: number;
}): PublicAnswers {
  const entries = new Map<string, Entry>();
  const computing = new Map<string, Promise<Entry | Buffer>>();

  async function computeEntry(source: AnswerSource, tag: string): Promise<Entry | Buffer> {
    const now = new Date();
    const computed = await source.compute(now);
    const { data, pagination, xml, validUntil = Number.POSITIVE_INFINITY } = computed;
    const body = Buffer.from(
      xml ??
        JSON.stringify(
          pagination === undefined ? { success: true, data } : { success: true, data, pagination },
        ),
    );
    // Tables written while the answer was read: it may hold some of that write, so it is sent
    // without an ETag and not kept; the next request computes it again.
    if ((await options.versions.tag(source.tables)) !== tag) return body;
    const etag = etagOf(tag, source.key, validUntil);
    const entry: Entry = { tag, validUntil, etag, body, encoded: {} };
    entries.set(source.key, entry);
    for (const oldest of entries.keys()) {
      if (entries.size <= options.maxEntries) break;
      entries.delete(oldest);
    }
    return entry;
  }

  async function answerOf(source: AnswerSource): Promise<Entry | Buffer> {
    const tag = await options.versions.tag(source.tables);
    const hit = entries.get(source.key);
    if (hit && hit.tag === tag && Date.now() < hit.validUntil) {
      // Most recently used last.
      entries.delete(source.key);
      entries.set(source.key, hit);
      return hit;
    }
    const shared = `${source.key}\n${tag}`;
    let pending = computing.get(shared);
    if (!pending) {
      pending = computeEntry(source, tag).finally(() => computing.delete(shared));
      computing.set(shared, pending);
    }
    return pending;
  }

  return {
    async send(request, reply, source) {
      const answer = await answerOf(source);
      const vary = reply.getHeader('vary');
      reply
        .header('cache-control', PUBLIC_CACHE_CONTROL)
        .header('vary', vary ? `${String(vary)}, Accept-Encoding` : 'Accept-Encoding');
      const type = source.type ?? JSON_TYPE;
      if (Buffer.isBuffer(answer)) return reply.type(type).send(answer);
      reply.header('etag', answer.etag);
      if (ifNoneMatch(request.headers['if-none-match'], answer.etag)) return reply.code(304).send();
      reply.type(type);
      const encoding =
        answer.body.length >= COMPRESSION_THRESHOLD_BYTES
          ? chooseEncoding(request.headers['accept-encoding'])
          : undefined;
      if (!encoding) return reply.send(answer.body);
      let encoded = answer.encoded[encoding];
      if (!encoded) {
        encoded =
          encoding === 'br' ? brotli(answer.body, brotliOptions(answer.body)) : gzip(answer.body);
        answer.encoded[encoding] = encoded;
      }
      return reply.header('content-encoding', encoding).send(await encoded);
    },
  };
}

/** Past this size an answer (a sitemap of thousands of pages) is compressed at a lower quality. */
const LARGE_ANSWER_BYTES = 128 * 1024;

/**
 * Brotli's best quality for ordinary answers; a fast one for large answers, where the best takes
 * seconds (a megabyte's sitemap), while every request for it waits on that one compression.
 */
function brotliOptions(body: Buffer): zlib.BrotliOptions {
  return {
    params: {
      [zlib.constants.BROTLI_PARAM_QUALITY]:
        body.length > LARGE_ANSWER_BYTES ? 5 : zlib.constants.BROTLI_MAX_QUALITY,
      [zlib.constants.BROTLI_PARAM_SIZE_HINT]: body.length,
    },
  };
}

/** A strong ETag: the tables' versions, the answer and the time it holds until. */
function etagOf(tag: string, key: string, validUntil: number): string {
  const digest = createHash('sha256')
    .update(`${APP_VERSION}\n${tag}\n${key}\n${validUntil}`)
    .digest('base64url');
  return `"${digest.slice(0, 32)}"`;
}

/** Brotli, else gzip, when the client accepts it (a `q=0` refuses it). */
function chooseEncoding(header: string | string[] | undefined): Encoding | undefined {
  if (typeof header !== 'string') return undefined;
  const accepted = new Map<string, number>();
  for (const part of header.toLowerCase().split(',')) {
    const [name = '', ...params] = part.trim().split(';');
    const q = params.map((p) => p.trim()).find((p) => p.startsWith('q='));
    accepted.set(name.trim(), q ? Number(q.slice(2)) || 0 : 1);
  }
  const wildcard = accepted.get('*');
  for (const encoding of ['br', 'gzip'] as const) {
    const q = accepted.get(encoding) ?? wildcard ?? 0;
    if (q > 0) return encoding;
  }
  return undefined;
}
