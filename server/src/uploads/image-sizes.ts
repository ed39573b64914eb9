// The sizes of stored images, for the public answers' `width`, `height` and `srcset`
// (docs/website-api.md, "Images"). Read from `media_blobs` (measured at upload) and kept in
// memory: a stored name is its content's hash, so its size never changes.
import {
  isStoredImageName,
  type PublicImageSize,
  srcsetOf,
  type UploadArea,
} from '@coursedesk/contract/uploads';
import type { Executor } from '../db/client.ts';
import { findMediaSizes } from './repository.ts';

const MAX_ENTRIES = 20_000;

export interface ImageSizes {
  /** Reads the sizes of these images not yet known, in one query. */
  load(refs: readonly (readonly [UploadArea, string | null | undefined])[]): Promise<void>;
  /** An image's size and srcset (at `url`, its public URL), once `load` has read it; else null. */
  sizeOf(area: UploadArea, value: string | null | undefined, url: string | null): PublicImageSize;
}

export function createImageSizes(db: Executor): ImageSizes {
  const known = new Map<string, { width: number; height: number }>();
  const keyOf = (area: UploadArea, name: string) => `${area}/${name}`;
  return {
    async load(refs) {
      const wanted = refs
        .filter(
          (ref): ref is readonly [UploadArea, string] =>
            typeof ref[1] === 'string' &&
            isStoredImageName(ref[1]) &&
            !known.has(keyOf(ref[0], ref[1])),
        )
        .map(([area, name]) => ({ area, name }));
      if (wanted.length === 0) return;
      if (known.size + wanted.length > MAX_ENTRIES) known.clear();
      for (const row of await findMediaSizes(db, wanted)) {
        known.set(keyOf(row.area, row.name), { width: row.width, height: row.height });
      }
    },
    sizeOf(area, value, url) {
      if (!value || !url || !isStoredImageName(value)) return null;
      const size = known.get(keyOf(area, value));
      if (!size) return null;
      return { ...size, srcset: srcsetOf(url, size.width) };
    },
  };
}
