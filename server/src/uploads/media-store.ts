import type { AcceptedImageType, UploadArea } from '@coursedesk/contract/uploads';
import type { Executor } from '../db/client.ts';
import { deleteMedia, findMedia, insertMedia, mediaExists } from './repository.ts';

export interface StoredImage {
  area: UploadArea;
  name: string;
  contentType: AcceptedImageType;
  bytes: Uint8Array;
  width: number;
  height: number;
}

/**
 * Where image bytes live. Routes and services speak only to this, so an object store can take the
 * bytes later without touching them; the catalogue and its reference counts
 * (`references.ts`) stay in the database either way.
 */
export interface MediaStore {
  /** Stores an image; storing the same (area, name) again keeps one copy. */
  put(image: StoredImage): Promise<void>;
  get(area: UploadArea, name: string): Promise<StoredImage | undefined>;
  exists(area: UploadArea, name: string): Promise<boolean>;
  /** True when there was an image to delete. */
  delete(area: UploadArea, name: string): Promise<boolean>;
}

/** The images in the `media_blobs` table, bytes included, for every API instance to see. */
export function createDatabaseMediaStore(db: Executor): MediaStore {
  return {
    put: (image) => insertMedia(db, image),
    get: (area, name) => findMedia(db, area, name),
    exists: (area, name) => mediaExists(db, area, name),
    delete: (area, name) => deleteMedia(db, area, name),
  };
}

/**
 * Remembers for `ttlMs` which images exist, so that the conditional GETs browsers send (answered
 * 304) do not each ask the database. Only presence is remembered, never bytes; an image deleted
 * by another instance (or the sweep) may still be answered 304 here for up to `ttlMs`, which
 * tells the client nothing it does not already hold: the name is the content's hash.
 */
export function withExistenceCache(
  store: MediaStore,
  { ttlMs = 60_000, maxEntries = 10_000 } = {},
): MediaStore {
  const seen = new Map<string, number>();
  const keyOf = (area: UploadArea, name: string) => `${area}/${name}`;
  return {
    ...store,
    async exists(area, name) {
      const key = keyOf(area, name);
      const until = seen.get(key);
      if (until !== undefined && until > Date.now()) return true;
      seen.delete(key);
      const found = await store.exists(area, name);
      if (found) {
        if (seen.size >= maxEntries) seen.delete(seen.keys().next().value ?? '');
        seen.set(key, Date.now() + ttlMs);
      }
      return found;
    },
    async delete(area, name) {
      seen.delete(keyOf(area, name));
      return store.delete(area, name);
    },
  };
}
