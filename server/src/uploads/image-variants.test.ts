// Sized images (docs/uploads.md, "Sized images"): GET /uploads/{area}/{name}?w=&format=.
import { IMAGE_WIDTHS, imageVariantMessages } from '@coursedesk/contract/uploads';
import { and, count, eq } from 'drizzle-orm';
import sharp from 'sharp';
import { beforeAll, describe, expect, it } from 'vitest';
import { mediaVariants } from '../db/schema/index.ts';
import { useTestApp } from '../test/harness.ts';
import { pngImage } from '../test/images.ts';
import { imageForm, sendForm } from '../test/multipart.ts';
import { variantsMade } from './image-variants.ts';

const { ctx, headers } = useTestApp();

let wide = '';
let small = '';

async function uploadImage(bytes: Buffer): Promise<string> {
  const response = await sendForm(
    ctx.app,
    'POST',
    '/api/admin/upload/mentor-image',
    imageForm(bytes),
    headers,
  );
  expect(response.statusCode, response.body).toBe(200);
  return response.json().filename;
}

const get = (path: string, requestHeaders: Record<string, string> = {}) =>
  ctx.app.inject({ method: 'GET', url: path, headers: requestHeaders });

async function variantRows(name: string): Promise<number> {
  const [row] = await ctx.db
    .select({ n: count() })
    .from(mediaVariants)
    .where(and(eq(mediaVariants.area, 'mentors'), eq(mediaVariants.name, name)));
  return row?.n ?? 0;
}

beforeAll(async () => {
  wide = await uploadImage(await pngImage({ width: 2000, height: 1000 }));
  small = await uploadImage(await pngImage({ width: 300, height: 200 }, '#228b22'));
});

describe('GET /uploads/{area}/{name}?w=&format=', () => {
  it('makes each width of the list in WebP, AVIF and the original format', async () => {
    for (const width of IMAGE_WIDTHS) {
      for (const [format, type] of [
        ['webp', 'image/webp'],
        ['avif', 'image/avif'],
        ['original', 'image/png'],
      ] as const) {
        const response = await get(`/uploads/mentors/${wide}?w=${width}&format=${format}`);
        expect(response.statusCode, `${width} ${format}`).toBe(200);
        expect(response.headers['content-type']).toBe(type);
        expect(response.headers['cache-control']).toBe('public, max-age=31536000, immutable');
        expect(response.headers.vary).toBeUndefined();
        const meta = await sharp(response.rawPayload).metadata();
        expect(meta.width).toBe(width);
        expect(meta.height).toBe(width / 2);
      }
    }
    expect(await variantRows(wide)).toBe(IMAGE_WIDTHS.length * 3);
  });

  it('never makes a copy wider than the image', async () => {
    const response = await get(`/uploads/mentors/${small}?w=640&format=webp`);
    expect(response.statusCode).toBe(200);
    expect((await sharp(response.rawPayload).metadata()).width).toBe(300);
  });

  it('chooses the format by Accept when none is asked for, and says so with Vary: Accept', async () => {
    const avif = await get(`/uploads/mentors/${wide}?w=320`, {
      accept: 'image/avif,image/webp,*/*',
    });
    expect(avif.headers['content-type']).toBe('image/avif');
    expect(avif.headers.vary).toBe('Accept');
    const webp = await get(`/uploads/mentors/${wide}?w=320`, { accept: 'image/webp,*/*' });
    expect(webp.headers['content-type']).toBe('image/webp');
    expect(webp.headers.vary).toBe('Accept');
    const plain = await get(`/uploads/mentors/${wide}?w=320`, { accept: '*/*' });
    expect(plain.headers['content-type']).toBe('image/png');
    expect(plain.headers.vary).toBe('Accept');
    // A conditional request for the same copy: 304 with the same headers.
    const again = await get(`/uploads/mentors/${wide}?w=320`, {
      accept: 'image/webp',
      'if-none-match': String(webp.headers.etag),
    });
    expect(again.statusCode).toBe(304);
    expect(again.headers.vary).toBe('Accept');
  });

  it('makes a copy once when 20 requests ask for it first together', async () => {
    const fresh = await uploadImage(await pngImage({ width: 1200, height: 800 }, '#8b008b'));
    const before = variantsMade.count;
    const responses = await Promise.all(
      Array.from({ length: 20 }, () => get(`/uploads/mentors/${fresh}?w=480&format=webp`)),
    );
    expect(responses.map((response) => response.statusCode)).toEqual(Array(20).fill(200));
    const bodies = new Set(responses.map((response) => response.rawPayload.toString('base64')));
    expect(bodies.size).toBe(1);
    expect(variantsMade.count - before).toBe(1);
    expect(await variantRows(fresh)).toBe(1);
  });

  it('refuses a width outside the list or an unknown format with 400 and says which', async () => {
    const width = await get(`/uploads/mentors/${wide}?w=500`);
    expect(width.statusCode).toBe(400);
    expect(width.json().message).toContain(imageVariantMessages.badWidth);
    const format = await get(`/uploads/mentors/${wide}?w=320&format=tiff`);
    expect(format.statusCode).toBe(400);
    expect(format.json().message).toContain(imageVariantMessages.badFormat);
  });

  it('answers 404 for an image that is not stored', async () => {
    const response = await get(`/uploads/mentors/${'0'.repeat(32)}.png?w=320&format=webp`);
    expect(response.statusCode).toBe(404);
  });
});
