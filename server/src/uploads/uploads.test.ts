import { MAX_UPLOAD_BYTES, STORED_IMAGE_NAME, uploadMessages } from '@coursedesk/contract/uploads';
import { count, eq } from 'drizzle-orm';
import sharp from 'sharp';
import { beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { mediaBlobs } from '../db/schema/index.ts';
import { useTestApp } from '../test/harness.ts';
import {
  animatedGif,
  jpegCarrying,
  jpegPhoto,
  jpegWithExif,
  pixelBombPng,
  pngCarrying,
  pngImage,
  webpImage,
} from '../test/images.ts';
import {
  filePart,
  imageForm,
  type MultipartBody,
  multipartForm,
  sendForm,
} from '../test/multipart.ts';

const { ctx, headers } = useTestApp();

const MENTOR_IMAGE = '/api/admin/upload/mentor-image';
const TESTIMONIAL_AVATAR = '/api/admin/upload/testimonial-avatar';

async function upload(form: MultipartBody, url = MENTOR_IMAGE) {
  return sendForm(ctx.app, 'POST', url, form, headers);
}

async function storedCount(): Promise<number> {
  const [row] = await ctx.db.select({ n: count() }).from(mediaBlobs);
  return row?.n ?? 0;
}

async function storedBytes(area: 'mentors' | 'testimonials', name: string): Promise<Buffer> {
  const [row] = await ctx.db
    .select({ bytes: mediaBlobs.bytes })
    .from(mediaBlobs)
    .where(eq(mediaBlobs.name, name));
  expect(row, `${area}/${name} is stored`).toBeDefined();
  return Buffer.from(row?.bytes ?? []);
}

describe('POST /api/admin/upload/{mentor-image,testimonial-avatar}', () => {
  it('stores a JPEG under a content-hash name and answers as docs/uploads.md says', async () => {
    const photo = await jpegPhoto();
    const response = await upload(imageForm(photo));
    expect(response.statusCode).toBe(200);
    const body = response.json();
    expect(body).toEqual({
      success: true,
      filename: expect.stringMatching(STORED_IMAGE_NAME),
      message: 'Image uploaded successfully',
    });
    expect(body.filename).toMatch(/\.jpg$/);
    const [row] = await ctx.db.select().from(mediaBlobs).where(eq(mediaBlobs.name, body.filename));
    expect(row).toMatchObject({
      area: 'mentors',
      contentType: 'image/jpeg',
      width: 640,
      height: 480,
      refCount: 0,
    });
    expect(row?.size).toBe(row?.bytes.byteLength);
  });

  it('stores a testimonial avatar in the testimonials area', async () => {
    const response = await upload(
      imageForm(await pngImage(), 'me.png', 'image/png'),
      TESTIMONIAL_AVATAR,
    );
    expect(response.statusCode).toBe(200);
    const { filename } = response.json();
    expect(filename).toMatch(/\.png$/);
    const [row] = await ctx.db.select().from(mediaBlobs).where(eq(mediaBlobs.name, filename));
    expect(row?.area).toBe('testimonials');
  });

  it('gives the same name to the same image and keeps one copy', async () => {
    const png = await pngImage({ width: 33, height: 33 }, '#abcdef');
    const first = (await upload(imageForm(png, 'a.png'))).json().filename;
    const before = await storedCount();
    const second = (await upload(imageForm(png, 'b.png'))).json().filename;
    expect(second).toBe(first);
    expect(await storedCount()).toBe(before);
  });

  it('keeps WebP as WebP and an animated GIF animated', async () => {
    const webp = await upload(imageForm(await webpImage(), 'x.webp', 'image/webp'));
    expect(webp.json().filename).toMatch(/\.webp$/);

    const gif = await upload(imageForm(await animatedGif({ frames: 4 }), 'x.gif', 'image/gif'));
    expect(gif.statusCode).toBe(200);
    expect(gif.json().filename).toMatch(/\.gif$/);
    const stored = await sharp(await storedBytes('mentors', gif.json().filename), {
      animated: true,
    }).metadata();
    expect(stored.format).toBe('gif');
    expect(stored.pages).toBe(4);
  });

  it('applies the orientation and strips EXIF and GPS data', async () => {
    const response = await upload(imageForm(await jpegWithExif({ width: 80, height: 40 })));
    expect(response.statusCode).toBe(200);
    const bytes = await storedBytes('mentors', response.json().filename);
    const metadata = await sharp(bytes).metadata();
    // Orientation 6 means "turn a quarter": the stored image is upright, 40 × 80.
    expect([metadata.width, metadata.height]).toEqual([40, 80]);
    expect(metadata.orientation).toBeUndefined();
    expect(metadata.exif).toBeUndefined();
    expect(bytes.includes('EXIF-SECRET-MARKER')).toBe(false);
    expect(bytes.includes('TestCam')).toBe(false);
  });

  it('scales a large image down to 2000 px on its longest edge', async () => {
    const response = await upload(
      imageForm(await pngImage({ width: 3000, height: 1500 }), 'wide.png'),
    );
    expect(response.statusCode).toBe(200);
    const [row] = await ctx.db
      .select({ width: mediaBlobs.width, height: mediaBlobs.height })
      .from(mediaBlobs)
      .where(eq(mediaBlobs.name, response.json().filename));
    expect(row).toEqual({ width: 2000, height: 1000 });
  });

  it('names the file itself: a path in the client file name goes nowhere', async () => {
    const response = await upload(
      imageForm(await pngImage({ width: 21, height: 21 }), '../../etc/passwd.png', 'image/png'),
    );
    expect(response.statusCode).toBe(200);
    const { filename } = response.json();
    expect(filename).toMatch(STORED_IMAGE_NAME);
    expect(filename).not.toContain('passwd');
    const names = await ctx.db.select({ name: mediaBlobs.name }).from(mediaBlobs);
    expect(names.every((row) => STORED_IMAGE_NAME.test(row.name))).toBe(true);
  });

  it('re-encodes an image that carries a script, so the script is gone', async () => {
    const script = '<script>alert(document.cookie)</script>';
    for (const [file, name] of [
      [await pngCarrying(script), 'x.png'],
      [await jpegCarrying(script), 'x.jpg'],
    ] as const) {
      expect(file.includes(script)).toBe(true);
      const response = await upload(imageForm(file, name, 'image/png'));
      expect(response.statusCode, name).toBe(200);
      const stored = await storedBytes('mentors', response.json().filename);
      expect(stored.includes('<script')).toBe(false);
      expect(stored.includes('alert(')).toBe(false);
    }
  });

  describe('refusals leave nothing stored', () => {
    let before: number;
    beforeEach(async () => {
      before = await storedCount();
    });

    async function expectRefused(
      form: { payload: Buffer; headers: Record<string, string> },
      status: number,
      message: string,
    ) {
      const response = await upload(form);
      expect(response.statusCode).toBe(status);
      expect(response.json()).toEqual({
        success: false,
        code: expect.any(String),
        message,
      });
      expect(await storedCount()).toBe(before);
      return response;
    }

    const UNSUPPORTED = 'Only JPEG, PNG, GIF or WebP images are accepted';

    it('refuses by the bytes a file whose name and type lie', async () => {
      const response = await expectRefused(
        imageForm(
          Buffer.from('MZ\x90\x00 this is an executable, not a picture'),
          'photo.jpg',
          'image/jpeg',
        ),
        415,
        UNSUPPORTED,
      );
      expect(response.json().code).toBe('UNSUPPORTED_MEDIA_TYPE');
    });

    it('refuses an SVG with a script', async () => {
      const svg =
        '<svg xmlns="http://www.w3.org/2000/svg" width="10" height="10"><script>alert(1)</script><rect width="10" height="10"/></svg>';
      const svgRefused = uploadMessages.svgRefused;
      await expectRefused(imageForm(Buffer.from(svg), 'icon.png', 'image/png'), 415, svgRefused);
      await expectRefused(
        imageForm(Buffer.from(svg), 'icon.svg', 'image/svg+xml'),
        415,
        svgRefused,
      );
    });

    it('refuses HTML and PDF', async () => {
      const html = '<!doctype html><html><body><script>alert(1)</script></body></html>';
      await expectRefused(imageForm(Buffer.from(html), 'page.jpg', 'image/jpeg'), 415, UNSUPPORTED);
      const pdf = '%PDF-1.4\n1 0 obj << /Type /Catalog >> endobj\ntrailer << /Root 1 0 R >>\n%%EOF';
      await expectRefused(imageForm(Buffer.from(pdf), 'doc.png', 'image/png'), 415, UNSUPPORTED);
    });

    it('refuses a polyglot: a GIF header followed by HTML and script', async () => {
      const polyglot = Buffer.from(
        'GIF89a/*<html><body><script>alert(document.domain)</script></body></html>*/=1;',
      );
      await expectRefused(imageForm(polyglot, 'cat.gif', 'image/gif'), 415, UNSUPPORTED);
    });

    it('refuses a truncated JPEG', async () => {
      const photo = await jpegPhoto({ width: 200, height: 200 });
      const truncated = photo.subarray(0, Math.floor(photo.length / 2));
      await expectRefused(imageForm(truncated), 415, UNSUPPORTED);
    });

    it('refuses a 6 MB file', async () => {
      await expectRefused(
        imageForm(Buffer.alloc(6 * 1024 * 1024, 0xff)),
        413,
        'Image must be at most 5 MB',
      );
    });

    it('refuses a file one byte over 5 MB where the parser reaches the limit', async () => {
      // Under the stated-length check, so the parser's limit is what stops it.
      const file = Buffer.alloc(MAX_UPLOAD_BYTES + 1, 0xff);
      file.set([0xff, 0xd8, 0xff], 0);
      await expectRefused(imageForm(file), 413, 'Image must be at most 5 MB');
    });

    it('accepts a file of exactly 5 MB as far as size goes', async () => {
      // A JPEG marker and then padding: the size passes, the bytes do not.
      const file = Buffer.alloc(MAX_UPLOAD_BYTES, 0);
      file.set([0xff, 0xd8, 0xff], 0);
      await expectRefused(imageForm(file), 415, UNSUPPORTED);
    });

    it('refuses a pixel bomb from its header, before decoding', async () => {
      const bomb = pixelBombPng(20_000, 20_000);
      expect(bomb.length).toBeLessThan(200_000);
      await expectRefused(
        imageForm(bomb, 'bomb.png', 'image/png'),
        413,
        'Image must be at most 40 megapixels',
      );
    });

    it('refuses an empty part, a missing part, a wrong field and two images', async () => {
      await expectRefused(imageForm(Buffer.alloc(0)), 400, 'The image file is empty');
      await expectRefused(
        multipartForm([{ name: 'title', data: 'no image here' }]),
        400,
        'No image was sent: add it in the field "image"',
      );
      await expectRefused(multipartForm([]), 400, 'No image was sent: add it in the field "image"');
      const png = await pngImage({ width: 10, height: 10 });
      await expectRefused(
        multipartForm([filePart('avatar', png, 'a.png')]),
        400,
        'Send the image in the field "image"',
      );
      await expectRefused(
        multipartForm([filePart('image', png, 'a.png'), filePart('image', png, 'b.png')]),
        400,
        'Send one image only',
      );
    });

    it('refuses a malformed multipart body and a body that is not multipart', async () => {
      const form = imageForm(await pngImage({ width: 10, height: 10 }));
      const cut = { ...form, payload: form.payload.subarray(0, form.payload.length - 40) };
      await expectRefused(cut, 400, 'The upload could not be read: malformed multipart body');
      await expectRefused(
        { payload: form.payload, headers: { 'content-type': 'multipart/form-data' } },
        400,
        'The upload could not be read: malformed multipart body',
      );
      const json = await ctx.app.inject({
        method: 'POST',
        url: MENTOR_IMAGE,
        headers,
        payload: { image: 'x' },
      });
      expect(json.statusCode).toBe(415);
      expect(await storedCount()).toBe(before);
    });

    it('refuses an upload without an admin token', async () => {
      const form = imageForm(await pngImage({ width: 12, height: 12 }));
      const response = await sendForm(ctx.app, 'POST', MENTOR_IMAGE, form);
      expect(response.statusCode).toBe(401);
      expect(await storedCount()).toBe(before);
    });
  });
});

describe('multipart only where a route opts in', () => {
  it('keeps refusing multipart on JSON routes, and JSON keeps working there', async () => {
    const multipart = await sendForm(
      ctx.app,
      'POST',
      '/api/admin/faqs',
      [{ name: 'question', data: 'Why?' }],
      headers,
    );
    expect(multipart.statusCode).toBe(415);
    const json = await ctx.app.inject({
      method: 'POST',
      url: '/api/admin/faqs',
      headers,
      payload: { id: 901, question: 'Why?', answer: 'Because.' },
    });
    expect(json.statusCode).toBe(201);
  });
});

describe('GET /uploads/{area}/{name}', () => {
  let name: string;
  let original: Buffer;

  beforeAll(async () => {
    const response = await upload(
      imageForm(await pngImage({ width: 50, height: 30 }, '#102030'), 'p.png'),
    );
    name = response.json().filename;
    original = await storedBytes('mentors', name);
  });

  it('serves the stored bytes, publicly, with safe and immutable caching headers', async () => {
    const response = await ctx.app.inject({ url: `/uploads/mentors/${name}` });
    expect(response.statusCode).toBe(200);
    expect(response.rawPayload.equals(original)).toBe(true);
    expect(response.headers['content-type']).toBe('image/png');
    expect(response.headers['x-content-type-options']).toBe('nosniff');
    expect(response.headers['content-security-policy']).toBe("default-src 'none'; sandbox");
    expect(response.headers['cache-control']).toBe('public, max-age=31536000, immutable');
    expect(response.headers['cross-origin-resource-policy']).toBe('cross-origin');
    expect(response.headers.etag).toBe(`"${name.split('.')[0]}"`);
  });

  it('answers 304 when If-None-Match names the image', async () => {
    const etag = `"${name.split('.')[0]}"`;
    for (const ifNoneMatch of [etag, `W/${etag}`, `"other", ${etag}`, '*']) {
      const response = await ctx.app.inject({
        url: `/uploads/mentors/${name}`,
        headers: { 'if-none-match': ifNoneMatch },
      });
      expect(response.statusCode, ifNoneMatch).toBe(304);
      expect(response.body).toBe('');
      expect(response.headers.etag).toBe(etag);
      expect(response.headers['cache-control']).toContain('immutable');
    }
    const stale = await ctx.app.inject({
      url: `/uploads/mentors/${name}`,
      headers: { 'if-none-match': '"0123"' },
    });
    expect(stale.statusCode).toBe(200);
  });

  it('answers HEAD with the headers only', async () => {
    const response = await ctx.app.inject({ method: 'HEAD', url: `/uploads/mentors/${name}` });
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toBe('image/png');
    expect(response.body).toBe('');
  });

  it('answers 404 in the one error shape for unknown names, areas and paths', async () => {
    const missing = `${'0'.repeat(32)}.png`;
    for (const url of [
      `/uploads/mentors/${missing}`,
      `/uploads/team/${name}`, // stored, but in another area
      `/uploads/avatars/${name}`,
      '/uploads/mentors/photo.png',
      `/uploads/mentors/${name.toUpperCase()}`,
      '/uploads/team/..%2f..%2fetc',
      '/uploads/team/..%2F..%2Fetc%2Fpasswd',
      '/uploads/mentors/%2e%2e',
      '/uploads/mentors',
      '/uploads/mentors/',
      '/uploads/',
      '/uploads',
    ]) {
      const response = await ctx.app.inject({ url });
      expect(response.statusCode, url).toBe(404);
      expect(response.json(), url).toEqual({
        success: false,
        code: 'NOT_FOUND',
        message: 'Image not found',
      });
      expect(String(response.headers['cache-control']), url).not.toContain('immutable');
    }
    // Dot segments are resolved before routing: this is a request for /etc/passwd, no upload.
    const dotted = await ctx.app.inject({ url: '/uploads/team/../../etc/passwd' });
    expect(dotted.statusCode).toBe(404);
    expect(dotted.json()).toMatchObject({ success: false, code: 'NOT_FOUND' });

    const conditional = await ctx.app.inject({
      url: `/uploads/mentors/${missing}`,
      headers: { 'if-none-match': `"${'0'.repeat(32)}"` },
    });
    expect(conditional.statusCode).toBe(404);
  });
});
