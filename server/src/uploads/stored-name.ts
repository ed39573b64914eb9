import { createHash } from 'node:crypto';
import { type ImageFormat, imageFormats } from './image-type.ts';

/**
 * The name an image is stored under: 32 hex digits (128 bits) of the SHA-256 of its stored bytes
 * plus the extension of its format. Equal images get equal names, so the name is also its strong
 * ETag, and nothing a client sent (its file name least of all) ever reaches it.
 */
export function storedImageName(bytes: Uint8Array, format: ImageFormat): string {
  const hash = createHash('sha256').update(bytes).digest('hex').slice(0, 32);
  return `${hash}.${imageFormats[format].extension}`;
}

/** The content hash inside a stored name, quoted as an ETag. */
export function etagOf(name: string): string {
  return `"${name.slice(0, name.indexOf('.'))}"`;
}
