import { z } from 'zod';

/** Where uploaded images live: each is served from `/uploads/{area}/{name}` (docs/uploads.md). */
export const uploadAreas = [
  'course-images',
  'blogs',
  'team',
  'testimonials',
  'reviews',
  'mentors',
  'company-logos',
] as const;
export type UploadArea = (typeof uploadAreas)[number];

export const UPLOADS_BASE_PATH = '/uploads';
/** The multipart field that carries the image (docs/uploads.md). */
export const UPLOAD_FIELD = 'image';

/** 5 MB per file; a larger one is refused with 413 before it is read to the end. */
export const MAX_UPLOAD_BYTES = 5 * 1024 * 1024;
/** Width × height (× frames) above which an image is refused before it is decoded. */
export const MAX_UPLOAD_PIXELS = 40_000_000;
/** Longer images are scaled down so that their longest edge is this many pixels. */
export const MAX_IMAGE_EDGE_PX = 2000;

/** The image types accepted, decided by the file's bytes, never by its name or stated type. */
export const acceptedImageTypes = ['image/jpeg', 'image/png', 'image/gif', 'image/webp'] as const;
export type AcceptedImageType = (typeof acceptedImageTypes)[number];
/** For a file input's `accept` attribute. */
export const ACCEPT_IMAGES = acceptedImageTypes.join(',');
/** The hint under an upload control (docs/uploads.md). */
export const UPLOAD_HINT = 'PNG, JPG, WebP up to 5MB';

export const uploadMessages = {
  uploaded: 'Image uploaded successfully',
  tooLarge: 'Image must be at most 5 MB',
  tooManyPixels: 'Image must be at most 40 megapixels',
  unsupportedType: 'Only JPEG, PNG, GIF or WebP images are accepted',
  notMultipart: 'Send the image as multipart/form-data in the field "image"',
  missing: 'No image was sent: add it in the field "image"',
  empty: 'The image file is empty',
  wrongField: 'Send the image in the field "image"',
  tooManyFiles: 'Send one image only',
  malformed: 'The upload could not be read: malformed multipart body',
  formTooLarge: 'The form has too many or too long fields',
  unknownImage: 'The image was not found: upload it again',
  tooSlow: 'The upload was too slow and was stopped: try again on a faster connection',
  tooManyAtOnce: 'Wait for your other uploads to finish before starting another',
  svgRefused:
    'SVG images are not accepted, since an SVG can carry scripts: export the image as PNG or WebP',
} as const;

/**
 * Names the server gives stored images: 32 hex digits of the SHA-256 of the stored bytes, and the
 * extension of their type. Anything else is not a stored name (a full URL, or nothing at all).
 */
export const STORED_IMAGE_NAME = /^[0-9a-f]{32}\.(?:jpg|png|gif|webp)$/;

export function isStoredImageName(value: string): boolean {
  return STORED_IMAGE_NAME.test(value);
}

/**
 * An image value is a full http(s) URL or a stored name under its area's upload path
 * (docs/uploads.md); a path on the site itself (a company logo entered before logos were
 * uploaded, `/logos/acme.svg`) stays that path.
 */
export function imageUrl(area: UploadArea, value: string): string {
  if (/^https?:\/\//i.test(value) || value.startsWith('/')) return value;
  return `${UPLOADS_BASE_PATH}/${area}/${encodeURIComponent(value)}`;
}

/** The upload endpoints (docs/uploads.md), `POST /api/admin/upload/{endpoint}`, and the area each stores in. */
export const uploadEndpoints = {
  'testimonial-avatar': 'testimonials',
  'mentor-image': 'mentors',
  'company-logo': 'company-logos',
} as const satisfies Record<string, UploadArea>;
export type UploadEndpoint = keyof typeof uploadEndpoints;

/** POST /admin/upload/testimonial-avatar and /admin/upload/mentor-image (docs/uploads.md). */
export const uploadResponse = z.object({
  success: z.literal(true),
  filename: z.string(),
  message: z.string(),
});
export type UploadResponse = z.infer<typeof uploadResponse>;

/** The panel's toasts after an upload through each endpoint (docs/uploads.md). */
export const uploadEndpointToasts = {
  'testimonial-avatar': {
    success: 'Avatar uploaded successfully!',
    failure: 'Failed to upload avatar',
    /** 'Failed to upload avatar: {message}' when the server gave a reason. */
    withReason: true,
  },
  'mentor-image': {
    success: 'Image uploaded successfully!',
    failure: 'Failed to upload image',
    withReason: false,
  },
  'company-logo': {
    success: 'Logo uploaded successfully!',
    failure: 'Failed to upload logo',
    /** 'Failed to upload logo: {message}', so an SVG's refusal says why. */
    withReason: true,
  },
} as const satisfies Record<
  UploadEndpoint,
  { success: string; failure: string; withReason: boolean }
>;

// Sized images (docs/uploads.md, "Sized images") ------------------------------------------------

/** The widths an image is served at with `?w=`; any other is refused, so the copies stay few. */
export const IMAGE_WIDTHS = [160, 320, 480, 640, 960, 1280, 1600, 1920] as const;
export type ImageWidth = (typeof IMAGE_WIDTHS)[number];

/** `?format=`: a modern format, or the image's own. Left out, the browser's `Accept` chooses. */
export const IMAGE_FORMATS = ['webp', 'avif', 'original'] as const;
export type ImageVariantFormat = (typeof IMAGE_FORMATS)[number];

/** The types a sized copy is kept in: AVIF, WebP, or the original's own. */
export const variantContentTypes = [...acceptedImageTypes, 'image/avif'] as const;
export type VariantContentType = (typeof variantContentTypes)[number];

export const imageVariantMessages = {
  badWidth: `Width (w) must be one of ${IMAGE_WIDTHS.join(', ')} pixels`,
  badFormat: `Format must be one of ${IMAGE_FORMATS.join(', ')}`,
} as const;

export const imageVariantQuery = z.object({
  w: z
    .string()
    .refine((value) => (IMAGE_WIDTHS as readonly number[]).includes(Number(value)), {
      message: imageVariantMessages.badWidth,
    })
    .transform(Number)
    .optional(),
  format: z.enum(IMAGE_FORMATS, { error: imageVariantMessages.badFormat }).optional(),
});

/**
 * An image's `srcset`: each width of IMAGE_WIDTHS below the image's own, then the image itself at
 * its own width. The browser picks one by the layout's `sizes`; each URL without `format` lets
 * its `Accept` choose AVIF or WebP.
 */
export function srcsetOf(url: string, width: number): string {
  const smaller = IMAGE_WIDTHS.filter((candidate) => candidate < width);
  return [...smaller.map((w) => `${url}?w=${w} ${w}w`), `${url} ${width}w`].join(', ');
}

/** What the public answers tell of a stored image beside its URL. */
export const publicImageSize = z
  .object({ width: z.number(), height: z.number(), srcset: z.string() })
  .nullable();
export type PublicImageSize = z.infer<typeof publicImageSize>;
