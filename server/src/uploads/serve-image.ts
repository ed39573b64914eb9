import {
  type ImageVariantFormat,
  isStoredImageName,
  type UploadArea,
  uploadAreas,
} from '@coursedesk/contract/uploads';
import type { FastifyReply, FastifyRequest } from 'fastify';
import { notFound } from '../lib/errors.ts';
import type { ImageVariants } from './image-variants.ts';
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

/**
 * Answers GET /uploads/{area}/{name}?w=&format=: the image's copy at a width of IMAGE_WIDTHS,
 * in AVIF, WebP or its own format, made on first request and kept (image-variants.ts). Without
 * `format` the request's `Accept` chooses (AVIF, else WebP, else the image's own), and the
 * answer says so with `Vary: Accept`. Without either, the original is answered as is.
 */
export async function sendImage(
  store: MediaStore,
  variants: ImageVariants,
  request: FastifyRequest,
  reply: FastifyReply,
  params: { area: string; name: string },
  query: { w?: number | undefined; format?: ImageVariantFormat | undefined },
): Promise<FastifyReply> {
  const { area, name } = params;
  if (query.w === undefined && query.format === undefined) {
    return sendStoredImage(store, request, reply, area, name);
  }
  if (!isUploadArea(area) || !isStoredImageName(name)) throw imageNotFound();
  const chosen = query.format === undefined;
  const format = query.format ?? formatAccepted(request.headers.accept);
  const width = query.w ?? 0;
  const etag = `"${name.slice(0, name.indexOf('.'))}-${width}-${format}"`;
  const headers = imageHeaders(etag);
  if (chosen) headers.vary = 'Accept';
  if (matchesEtag(request.headers['if-none-match'], etag)) {
    if (!(await store.exists(area, name))) throw imageNotFound();
    return reply.code(304).headers(headers).send();
  }
  const variant = await variants.get(area, name, width, format);
  if (!variant) throw imageNotFound();
  const { buffer, byteOffset, byteLength } = variant.bytes;
  return reply
    .headers(headers)
    .type(variant.contentType)
    .send(Buffer.from(buffer, byteOffset, byteLength));
}

/** The smallest format the browser says it shows: AVIF, else WebP, else the image's own. */
function formatAccepted(accept: string | undefined): ImageVariantFormat {
  const types = (accept ?? '')
    .split(',')
    .map((part) => part.trim().split(';'))
    .filter(([, ...params]) => !params.some((param) => /^\s*q=0(?:\.0*)?\s*$/.test(param)))
    .map(([type]) => type?.trim().toLowerCase());
  if (types.includes('image/avif')) return 'avif';
  if (types.includes('image/webp')) return 'webp';
  return 'original';
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
