// Who refers to a stored image. A row that names an image (a team member's `image`, a
// testimonial's `photo`, a course's `image`…) counts once in that image's `ref_count`; the
// module that writes the row calls these functions inside the same transaction, so a failed save
// rolls its counts back with it: it leaves no orphan and loses no old image.
//
// An image is uploaded before the record that names it is saved (docs/uploads.md), so a new image
// starts unreferenced. Images unreferenced for longer than a grace period — abandoned uploads,
// replaced and deleted images — are deleted by `sweepUnreferencedMedia`, which every instance runs
// now and then. The grace period lets an open form that uploaded an image a while ago still save
// it, and lets two forms share an image without one's delete pulling it from under the other.
import { isStoredImageName, type UploadArea, uploadMessages } from '@coursedesk/contract/uploads';
import type { Executor } from '../db/client.ts';
import { AppError } from '../lib/errors.ts';
import {
  decrementMediaReferences,
  deleteUnreferencedMedia,
  incrementMediaReferences,
} from './repository.ts';

/** How long an unreferenced image is kept. */
export const MEDIA_GRACE_PERIOD_MS = 24 * 60 * 60 * 1000;

/** A stored name counts; a full URL, an empty value or anything else is not the server's. */
const storedName = (value: string | null | undefined): string | undefined =>
  value && isStoredImageName(value) ? value : undefined;

/** A change of one row's reference to the image its `value` names, inside the row's write. */
type ReferenceChange = (
  tx: Executor,
  area: UploadArea,
  value: string | null | undefined,
) => Promise<void>;

/**
 * A row now names `value`. Fails with 400 when `value` is a stored name that is not (or no longer)
 * stored in `area`; the row's write must then fail with it.
 */
export const claimMedia: ReferenceChange = async (tx, area, value) => {
  const name = storedName(value);
  if (!name) return;
  if (!(await incrementMediaReferences(tx, area, name))) {
    throw new AppError('VALIDATION_ERROR', uploadMessages.unknownImage);
  }
};

/** A row no longer names `value` (it was changed or deleted). Never fails the write. */
export const releaseMedia: ReferenceChange = async (tx, area, value) => {
  const name = storedName(value);
  if (name) await decrementMediaReferences(tx, area, name);
};

/**
 * A row's image changes from `before` to `after` (either may be absent: create is
 * `(undefined, after)`, delete `(before, undefined)`). Claims first, so an unknown new image fails
 * the write before anything else changes.
 */
export async function replaceMedia(
  tx: Executor,
  area: UploadArea,
  before: string | null | undefined,
  after: string | null | undefined,
): Promise<void> {
  if (storedName(before) === storedName(after)) return;
  await claimMedia(tx, area, after);
  await releaseMedia(tx, area, before);
}

/**
 * A record restored from the trash names `value` again (docs/trash.md). The trash kept the image
 * from the sweep, so it is there; a name that was never stored (a row written outside the
 * services) is left as it is rather than failing the restore.
 */
export const reclaimMedia: ReferenceChange = async (tx, area, value) => {
  const name = storedName(value);
  if (name) await incrementMediaReferences(tx, area, name);
};

/**
 * The stored images among `values` (a deleted record's image fields), for its trash entry: the
 * sweep leaves an image a trash entry names alone (docs/trash.md).
 */
export function storedImagesOf(
  area: UploadArea,
  values: readonly (string | null | undefined)[],
): { area: UploadArea; name: string }[] {
  return values.flatMap((value) => {
    const name = storedName(value);
    return name ? [{ area, name }] : [];
  });
}

/**
 * Deletes the images that nothing has referred to for `graceMs` (default MEDIA_GRACE_PERIOD_MS).
 * Answers how many were deleted.
 */
export async function sweepUnreferencedMedia(
  db: Executor,
  graceMs: number = MEDIA_GRACE_PERIOD_MS,
): Promise<number> {
  return deleteUnreferencedMedia(db, graceMs);
}
