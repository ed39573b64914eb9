// Sized copies of the stored images (docs/uploads.md, "Sized images"): made with sharp on first
// request, kept in `media_variants` for every instance, and made once per instance however many
// requests ask for one together (the primary key settles instances racing each other).
import os from 'node:os';
import type {
  ImageVariantFormat,
  UploadArea,
  VariantContentType,
} from '@coursedesk/contract/uploads';
import type { Sharp } from 'sharp';
import type { Database } from '../db/client.ts';
import { createByteLru } from './byte-lru.ts';
import { detectImageFormat, imageFormats } from './image-type.ts';
import { createJobLimiter } from './job-limiter.ts';
import type { MediaStore } from './media-store.ts';
import { loadSharp } from './normalize-image.ts';
import { findVariant, insertVariant, type VariantKey, type VariantRow } from './repository.ts';

/** Encodes in flight at once: one per core, like the uploads' decodes. */
const runEncode = createJobLimiter(Math.max(1, Math.min(4, os.availableParallelism())));

/** How many variants this process has made (the tests count that 20 requests made one). */
export const variantsMade = { count: 0 };

/** Bytes of kept variants this instance also holds in memory, the most recently used first. */
const MEMORY_BYTES = 32 * 1024 * 1024;

/**
 * Bytes of originals held for making copies: a page asks for several widths and formats of one
 * image together (its srcset), and each copy would otherwise read the whole original (up to
 * 2000 px, a few MB) out of the database again. A few images' worth; any one up to 8 MB.
 */
const ORIGINAL_BYTES = 24 * 1024 * 1024;

export interface ImageVariants {
  /** The copy of `area/name` at `width` (0: its own) in `format`; undefined when the image is not stored. */
  get(
    area: UploadArea,
    name: string,
    width: number,
    format: ImageVariantFormat,
  ): Promise<VariantRow | undefined>;
}

export function createImageVariants(db: Database, store: MediaStore): ImageVariants {
  const inFlight = new Map<string, Promise<VariantRow | undefined>>();
  // Names are content hashes: a kept copy or an original never changes, so holding it is always
  // right.
  const memory = createByteLru<VariantRow>(MEMORY_BYTES, (row) => row.bytes.byteLength);
  const originals = createByteLru<Uint8Array>(
    ORIGINAL_BYTES,
    (bytes) => bytes.byteLength,
    ORIGINAL_BYTES / 3,
  );
  const originalsInFlight = new Map<string, Promise<Uint8Array | undefined>>();

  /** The original's bytes, read once however many copies of it are being made. */
  function original(area: UploadArea, name: string): Promise<Uint8Array | undefined> {
    const key = `${area}/${name}`;
    const held = originals.get(key);
    if (held) return Promise.resolve(held);
    let pending = originalsInFlight.get(key);
    if (!pending) {
      pending = store
        .get(area, name)
        .then((image) => {
          if (image) originals.set(key, image.bytes);
          return image?.bytes;
        })
        .finally(() => originalsInFlight.delete(key));
      originalsInFlight.set(key, pending);
    }
    return pending;
  }

  async function makeOrFind(k: VariantKey & { format: ImageVariantFormat }) {
    const kept = await findVariant(db, k);
    if (kept) return kept;
    const bytes = await original(k.area, k.name);
    if (!bytes) return undefined;
    const made = await runEncode(() => render(bytes, k.width, k.format));
    variantsMade.count += 1;
    return insertVariant(db, k, made);
  }

  return {
    async get(area, name, width, format) {
      const key = `${area}/${name}/${width}/${format}`;
      const held = memory.get(key);
      if (held) return held;
      let pending = inFlight.get(key);
      if (!pending) {
        pending = makeOrFind({ area, name, width, format }).finally(() => inFlight.delete(key));
        inFlight.set(key, pending);
      }
      const row = await pending;
      if (row) memory.set(key, row);
      return row;
    },
  };
}

async function render(
  original: Uint8Array,
  width: number,
  format: ImageVariantFormat,
): Promise<VariantRow & { contentType: VariantContentType }> {
  const { default: sharp } = await loadSharp();
  const own = detectImageFormat(original) ?? 'jpeg';
  // AVIF is written from the first frame: animated AVIF is not widely shown.
  const animated = format !== 'avif' && (own === 'gif' || own === 'webp');
  let pipeline: Sharp = sharp(original, { animated });
  if (width > 0) pipeline = pipeline.resize({ width, withoutEnlargement: true });
  const { data, info } = await encode(pipeline, format, own).toBuffer({ resolveWithObject: true });
  const contentType: VariantContentType =
    format === 'original' ? imageFormats[own].contentType : `image/${format}`;
  return {
    contentType,
    bytes: data,
    outWidth: info.width,
    outHeight: info.pageHeight ?? info.height,
  };
}

function encode(pipeline: Sharp, format: ImageVariantFormat, own: string): Sharp {
  const target = format === 'original' ? own : format;
  switch (target) {
    case 'avif':
      // The fastest effort: AVIF's encoder is the slow part of a copy (about 2.5 times faster
      // than effort 2 at 1280 px, for a somewhat larger file). A JPEG's colour is already stored
      // at half resolution (4:2:0), so its copy keeps no more: half the encoder's time and a
      // smaller file; other images (drawings, logos with sharp colour edges) keep it in full.
      return pipeline.avif({
        quality: 55,
        effort: 0,
        chromaSubsampling: own === 'jpeg' ? '4:2:0' : '4:4:4',
      });
    case 'webp':
      // The fastest effort: as small a file at the same quality as effort 2 (docs/uploads.md).
      return pipeline.webp({ quality: 80, effort: 0 });
    case 'png':
      return pipeline.png({ compressionLevel: 6 });
    case 'gif':
      return pipeline.gif();
    default:
      return pipeline.jpeg({ quality: 80, mozjpeg: false });
  }
}
