import { isStoredImageName, type UploadArea, uploadAreas } from '@coursedesk/contract/uploads';
import type { FastifyReply, FastifyRequest } from 'fastify';
import { notFound } from '../lib/errors.ts';
import type { MediaStore } from './media-store.ts';
import { etagOf } from './stored-name.ts';

const isUploadArea = (value: string): value is UploadArea =>
  (uploadAreas as readonly string[]).includes(value);

/** Names are content hashes: an image under a name never changes. */
const IMMUTABLE = 'public, max-age=31536000, immutable';

/**
 * Answers GET /uploads/{area}/{name}: the stored bytes with their stored type, or 304 when the
 * client's `If-None-Match` already names them. Only the server's own names in a known area are
 * looked up, so no path (`..`, slashes, encoded or not) reaches anything but one row.
 */
export async function sendStoredImage(
  store: MediaStore,
  request: FastifyRequest,
  reply: FastifyReply,
  area: string,
  name: string,
): Promise<FastifyReply> {
  if (!isUploadArea(area) || !isStoredImageName(name)) throw imageNotFound();
  const etag = etagOf(name);
  if (matchesEtag(request.headers['if-none-match'], etag)) {
    if (!(await store.exists(area, name))) throw imageNotFound();
    return reply.code(304).headers(imageHeaders(etag)).send();
  }
  const image = await store.get(area, name);
  if (!image) throw imageNotFound();
  const { buffer, byteOffset, byteLength } = image.bytes;
  return reply
    .headers(imageHeaders(etag))
    .type(image.contentType)
    .send(Buffer.from(buffer, byteOffset, byteLength));
}

function imageHeaders(etag: string): Record<string, string> {
  return {
    etag,
    'cache-control': IMMUTABLE,
    'x-content-type-options': 'nosniff',
    // Opened on its own, an image cannot run anything or reach anything.
    'content-security-policy': "default-src 'none'; sandbox",
    // The public website, on another origin, shows these images.
    'cross-origin-resource-policy': 'cross-origin',
  };
}

const imageNotFound = () => notFound('Image not found');

/** `If-None-Match` uses the weak comparison: `W/"x"` matches `"x"`, and `*` matches anything. */
function matchesEtag(header: string | undefined, etag: string): boolean {
  if (!header) return false;
  return header
    .split(',')
    .map((tag) => tag.trim().replace(/^W\//, ''))
    .some((tag) => tag === etag || tag === '*');
}
