import type { AcceptedImageType, UploadArea } from '@coursedesk/contract/uploads';
import { and, eq, sql } from 'drizzle-orm';
import type { Database } from '../../db/client.ts';
import { mediaBlobs } from '../../db/schema/index.ts';

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
export function createDatabaseMediaStore(db: Database): MediaStore {
  const key = (area: UploadArea, name: string) =>
    and(eq(mediaBlobs.area, area), eq(mediaBlobs.name, name));

  return {
    async put(image) {
      await db
        .insert(mediaBlobs)
        .values({ ...image, size: image.bytes.byteLength })
        // A new upload of an unreferenced image starts its grace period again (references.ts).
        .onConflictDoUpdate({
          target: [mediaBlobs.area, mediaBlobs.name],
          set: {
            unreferencedSince: sql`case when ${mediaBlobs.refCount} = 0 then now() end`,
          },
        });
    },

    async get(area, name) {
      const [row] = await db
        .select({
          area: mediaBlobs.area,
          name: mediaBlobs.name,
          contentType: mediaBlobs.contentType,
          bytes: mediaBlobs.bytes,
          width: mediaBlobs.width,
          height: mediaBlobs.height,
        })
        .from(mediaBlobs)
        .where(key(area, name));
      return row;
    },

    async exists(area, name) {
      const rows = await db
        .select({ found: sql<number>`1` })
        .from(mediaBlobs)
        .where(key(area, name));
      return rows.length > 0;
    },

    async delete(area, name) {
      const rows = await db
        .delete(mediaBlobs)
        .where(key(area, name))
        .returning({ name: mediaBlobs.name });
      return rows.length > 0;
    },
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
