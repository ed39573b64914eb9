// Uploaded images, kept in the database so that every API instance on one PostgreSQL sees them
// and a database backup holds them too (ARCHITECTURE.md, "Uploads live in the database").

import { acceptedImageTypes, uploadAreas, variantContentTypes } from '@coursedesk/contract/uploads';
import { sql } from 'drizzle-orm';
import {
  check,
  customType,
  foreignKey,
  index,
  integer,
  pgTable,
  primaryKey,
  text,
  timestamp,
} from 'drizzle-orm/pg-core';
import { createdAt, oneOf, updatedAt } from './columns.ts';

/** PostgreSQL `bytea`: node-postgres answers a Buffer, PGlite a Uint8Array; both are bytes. */
const bytea = customType<{ data: Uint8Array; driverData: Uint8Array }>({
  dataType: () => 'bytea',
});

/**
 * One stored image per (area, name). The name is the server's own (content hash plus extension),
 * so a row never changes once written, apart from its reference count.
 *
 * References: every row that names the image (a team member's `image`, a testimonial's `photo`…)
 * counts once in `ref_count`, kept by `uploads/references.ts` inside the writing transaction.
 * `unreferenced_since` is set while the count is zero (from the upload on, since an image is
 * uploaded before the record that names it is saved); a sweep deletes images unreferenced for
 * longer than a grace period.
 */
export const mediaBlobs = pgTable(
  'media_blobs',
  {
    area: text({ enum: uploadAreas }).notNull(),
    name: text().notNull(),
    contentType: text({ enum: acceptedImageTypes }).notNull(),
    bytes: bytea().notNull(),
    size: integer().notNull(),
    width: integer().notNull(),
    height: integer().notNull(),
    refCount: integer().notNull().default(0),
    unreferencedSince: timestamp({ withTimezone: true }).defaultNow(),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    primaryKey({ name: 'media_blobs_pkey', columns: [t.area, t.name] }),
    check('media_blobs_area_check', oneOf(t.area, uploadAreas)),
    check('media_blobs_content_type_check', oneOf(t.contentType, acceptedImageTypes)),
    check('media_blobs_name_check', sql`${t.name} ~ '^[0-9a-f]{32}\\.(jpg|png|gif|webp)$'`),
    check('media_blobs_size_check', sql`${t.size} = octet_length(${t.bytes})`),
    check('media_blobs_dimensions_check', sql`${t.width} > 0 and ${t.height} > 0`),
    check('media_blobs_ref_count_check', sql`${t.refCount} >= 0`),
    check(
      'media_blobs_unreferenced_check',
      sql`(${t.refCount} = 0) = (${t.unreferencedSince} is not null)`,
    ),
    index('media_blobs_unreferenced_idx').on(t.unreferencedSince).where(sql`${t.refCount} = 0`),
  ],
);

/**
 * Sized copies of the stored images (`/uploads/{area}/{name}?w=&format=`, docs/uploads.md), made
 * with sharp on first request and kept here, so every instance shares them and each is made once
 * (the primary key settles two instances making one together). `width` is the width asked for
 * (0: the image's own); `out_width`/`out_height` what was made (never wider than the original).
 * Deleted with their image.
 */
export const mediaVariants = pgTable(
  'media_variants',
  {
    area: text({ enum: uploadAreas }).notNull(),
    name: text().notNull(),
    width: integer().notNull(),
    format: text().notNull(),
    contentType: text({ enum: variantContentTypes }).notNull(),
    bytes: bytea().notNull(),
    size: integer().notNull(),
    outWidth: integer().notNull(),
    outHeight: integer().notNull(),
    createdAt: createdAt(),
  },
  (t) => [
    primaryKey({ name: 'media_variants_pkey', columns: [t.area, t.name, t.width, t.format] }),
    foreignKey({
      name: 'media_variants_image_fk',
      columns: [t.area, t.name],
      foreignColumns: [mediaBlobs.area, mediaBlobs.name],
    }).onDelete('cascade'),
    check('media_variants_width_check', sql`${t.width} >= 0`),
    check('media_variants_format_check', sql`${t.format} in ('webp', 'avif', 'original')`),
    check('media_variants_size_check', sql`${t.size} = octet_length(${t.bytes})`),
    check('media_variants_dimensions_check', sql`${t.outWidth} > 0 and ${t.outHeight} > 0`),
  ],
);
