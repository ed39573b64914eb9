import os from 'node:os';
import { MAX_IMAGE_EDGE_PX, MAX_UPLOAD_PIXELS, uploadMessages } from '@coursedesk/contract/uploads';
import type { Metadata, Sharp } from 'sharp';
import { AppError } from '../lib/errors.ts';
import { detectImageFormat, type ImageFormat } from './image-type.ts';
import { createJobLimiter } from './job-limiter.ts';

type SharpModule = typeof import('sharp');
let loading: Promise<SharpModule> | undefined;

/**
 * sharp (and libvips) loaded on first use (an upload, the demo data's images): a server that
 * takes none never holds them.
 */
export function loadSharp(): Promise<SharpModule> {
  loading ??= import('sharp').then((module) => {
    // Every upload is a new image: libvips' operation cache would only hold memory.
    module.default.cache(false);
    // One libvips thread per image: decodes already run side by side (runDecode), one per core,
    // and each extra thread holds buffers of its own (docs/performance.md).
    module.default.concurrency(1);
    return module;
  });
  return loading;
}

/** Decodes in flight at once; the machine's cores are busy with one each. */
const runDecode = createJobLimiter(Math.max(1, Math.min(4, os.availableParallelism())));

export interface NormalizedImage {
  bytes: Buffer;
  format: ImageFormat;
  /** Of one frame, for an animated image. */
  width: number;
  height: number;
}

const unsupported = () => new AppError('UNSUPPORTED_MEDIA_TYPE', uploadMessages.unsupportedType);
/**
 * SVG is refused, not sanitised: an SVG is a document that can carry scripts and links, and a
 * logo exported as PNG or WebP shows the same. Told apart from other refusals so the admin knows
 * what to do.
 */
const svgRefused = () => new AppError('UNSUPPORTED_MEDIA_TYPE', uploadMessages.svgRefused);

/** Text starting (after a BOM, white space, an XML declaration or comments) with `<svg`. */
function looksLikeSvg(input: Uint8Array): boolean {
  const head = Buffer.from(input.subarray(0, 1024))
    .toString('utf8')
    .replace(/^\uFEFF/, '');
  return /^\s*(?:<\?xml[^>]*>\s*)?(?:<!--[\s\S]*?-->\s*|<!DOCTYPE[^>]*>\s*)*<svg[\s>]/i.test(head);
}

const tooManyPixels = () => new AppError('PAYLOAD_TOO_LARGE', uploadMessages.tooManyPixels);

/**
 * Checks an uploaded file and re-encodes it, so that what is stored is an image sharp wrote
 * itself: a JPEG, PNG, GIF or WebP by its bytes (else 415), at most MAX_UPLOAD_PIXELS by its header
 * before anything is decoded (else 413), decoded without error (a truncated or corrupt file is a
 * 415), turned upright by its EXIF orientation, scaled down to MAX_IMAGE_EDGE_PX on its longest
 * edge, and written in the same format without any metadata (EXIF, GPS, comments, ICC; colours
 * are converted to sRGB) or trailing bytes. An animated GIF or WebP stays animated.
 */
export async function normalizeImage(input: Uint8Array): Promise<NormalizedImage> {
  const format = detectImageFormat(input);
  if (!format) throw looksLikeSvg(input) ? svgRefused() : unsupported();
  const { default: sharp } = await loadSharp();

  // The header alone: no pixel is decoded here. `animated` makes the height that of every frame.
  let header: Metadata;
  try {
    header = await sharp(input, { animated: true, limitInputPixels: false }).metadata();
  } catch {
    throw unsupported();
  }
  // libvips chose its loader by the same magic bytes; a mismatch means a file we do not trust.
  if (header.format !== format) throw unsupported();
  if (header.width * header.height > MAX_UPLOAD_PIXELS) throw tooManyPixels();
  const animated = (header.pages ?? 1) > 1;

  return runDecode(async () => {
    const pipeline = sharp(input, {
      animated,
      limitInputPixels: MAX_UPLOAD_PIXELS,
      failOn: 'warning',
    })
      .rotate()
      .resize({
        width: MAX_IMAGE_EDGE_PX,
        height: MAX_IMAGE_EDGE_PX,
        fit: 'inside',
        withoutEnlargement: true,
      });
    try {
      const { data, info } = await encode(pipeline, format).toBuffer({ resolveWithObject: true });
      return { bytes: data, format, width: info.width, height: info.pageHeight ?? info.height };
    } catch (error) {
      if (error instanceof Error && /pixel limit/i.test(error.message)) throw tooManyPixels();
      throw unsupported();
    }
  });
}

function encode(pipeline: Sharp, format: ImageFormat): Sharp {
  switch (format) {
    case 'jpeg':
      return pipeline.jpeg({ quality: 85 });
    case 'png':
      return pipeline.png({ compressionLevel: 6 });
    case 'gif':
      return pipeline.gif();
    case 'webp':
      return pipeline.webp({ quality: 85 });
  }
}
