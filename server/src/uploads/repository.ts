// The SQL of the uploaded images (`media_blobs`): the database store's bytes and the reference
// counts. Every function takes the executor it runs on, so reference changes join the caller's
// transaction.
import type { UploadArea } from '@coursedesk/contract/uploads';
import { and, eq, gt, sql } from 'drizzle-orm';
import type { Executor } from '../db/client.ts';
import { mediaBlobs, mediaVariants, trashEntries } from '../db/schema/index.ts';
import type { StoredImage } from './media-store.ts';

/** A stored image's row: the fields of the image the media store keeps. */
export type MediaRow = StoredImage;

const key = (area: UploadArea, name: string) =>
  and(eq(mediaBlobs.area, area), eq(mediaBlobs.name, name));

/** Inserts an image, unreferenced; an image already stored starts its grace period again. */
export async function insertMedia(db: Executor, row: MediaRow): Promise<void> {
  await db
    .insert(mediaBlobs)
    .values({ ...row, size: row.bytes.byteLength })
    .onConflictDoUpdate({
      target: [mediaBlobs.area, mediaBlobs.name],
      set: { unreferencedSince: sql`case when ${mediaBlobs.refCount} = 0 then now() end` },
    });
}

export async function findMedia(
  db: Executor,
  area: UploadArea,
  name: string,
): Promise<MediaRow | undefined> {
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
}

export async function mediaExists(db: Executor, area: UploadArea, name: string): Promise<boolean> {
  const rows = await db.select({ found: sql<number>`1` }).from(mediaBlobs).where(key(area, name));
  return rows.length > 0;
}

export async function deleteMedia(db: Executor, area: UploadArea, name: string): Promise<boolean> {
  const rows = await db
    .delete(mediaBlobs)
    .where(key(area, name))
    .returning({ name: mediaBlobs.name });
  return rows.length > 0;
}

/**
 * One more row names the image. The update locks the image's row until the transaction ends: a
 * sweep that wants to delete it waits, then re-reads `ref_count` and leaves it alone. False when
 * the image is not stored.
 */
export async function incrementMediaReferences(
  db: Executor,
  area: UploadArea,
  name: string,
): Promise<boolean> {
  const rows = await db
    .update(mediaBlobs)
    .set({ refCount: sql`${mediaBlobs.refCount} + 1`, unreferencedSince: null })
    .where(key(area, name))
    .returning({ name: mediaBlobs.name });
  return rows.length > 0;
}

/** One row fewer names the image; never below zero. */
export async function decrementMediaReferences(
  db: Executor,
  area: UploadArea,
  name: string,
): Promise<void> {
  await db
    .update(mediaBlobs)
    .set({
      refCount: sql`${mediaBlobs.refCount} - 1`,
      unreferencedSince: sql`case when ${mediaBlobs.refCount} = 1 then now() end`,
    })
    .where(and(key(area, name), gt(mediaBlobs.refCount, 0)));
}

/**
 * Deletes the images unreferenced for at least `graceMs`; answers how many. An image a trash entry
 * names counts as referenced: a deleted record restored within its 30 days gets its images back
 * (docs/trash.md). Once the entry is purged the image is swept as usual.
 */
export async function deleteUnreferencedMedia(db: Executor, graceMs: number): Promise<number> {
  const rows = await db
    .delete(mediaBlobs)
    .where(
      and(
        eq(mediaBlobs.refCount, 0),
        sql`${mediaBlobs.unreferencedSince} <= now() - make_interval(secs => ${graceMs / 1000})`,
        sql`not exists (select 1 from ${trashEntries} where ${trashEntries.images} @>
          jsonb_build_array(jsonb_build_object('area', ${mediaBlobs.area}, 'name', ${mediaBlobs.name})))`,
      ),
    )
    .returning({ name: mediaBlobs.name });
  return rows.length;
}

/** A kept sized copy of an image (`media_variants`). */
export interface VariantRow {
  contentType: string;
  bytes: Uint8Array;
  outWidth: number;
  outHeight: number;
}

export interface VariantKey {
  area: UploadArea;
  name: string;
  width: number;
  format: string;
}

const variantKey = (k: VariantKey) =>
  and(
    eq(mediaVariants.area, k.area),
    eq(mediaVariants.name, k.name),
    eq(mediaVariants.width, k.width),
    eq(mediaVariants.format, k.format),
  );

export async function findVariant(db: Executor, k: VariantKey): Promise<VariantRow | undefined> {
  const [row] = await db
    .select({
      contentType: mediaVariants.contentType,
      bytes: mediaVariants.bytes,
      outWidth: mediaVariants.outWidth,
      outHeight: mediaVariants.outHeight,
    })
    .from(mediaVariants)
    .where(variantKey(k));
  return row;
}

/**
 * Keeps a sized copy; when another instance kept the same one first, theirs stays and is
 * answered (the primary key decides). Undefined when the image itself is gone.
 */
export async function insertVariant(
  db: Executor,
  k: VariantKey,
  row: VariantRow & { contentType: (typeof mediaVariants.$inferInsert)['contentType'] },
): Promise<VariantRow | undefined> {
  const inserted = await db
    .insert(mediaVariants)
    .values({ ...k, ...row, size: row.bytes.byteLength })
    .onConflictDoNothing()
    .returning({ name: mediaVariants.name });
  if (inserted.length > 0) return row;
  return findVariant(db, k);
}

/** The stored sizes of these images (those stored; one query for all). */
export async function findMediaSizes(
  db: Executor,
  refs: readonly { area: UploadArea; name: string }[],
): Promise<{ area: UploadArea; name: string; width: number; height: number }[]> {
  if (refs.length === 0) return [];
  return db
    .select({
      area: mediaBlobs.area,
      name: mediaBlobs.name,
      width: mediaBlobs.width,
      height: mediaBlobs.height,
    })
    .from(mediaBlobs)
    .where(
      sql`(${mediaBlobs.area}, ${mediaBlobs.name}) in (${sql.join(
        refs.map((ref) => sql`(${ref.area}, ${ref.name})`),
        sql`, `,
      )})`,
    );
}
