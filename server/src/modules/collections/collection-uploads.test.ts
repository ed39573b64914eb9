import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { mediaBlobs, testimonials } from '../../db/schema/index.ts';
import { useTestApp } from '../../test/harness.ts';
import { pngImage } from '../../test/images.ts';
import {
  fieldParts,
  filePart,
  type MultipartBody,
  multipartForm,
  sendForm,
} from '../../test/multipart.ts';
import { sweepUnreferencedMedia } from '../../uploads/references.ts';

// Multipart create and update on the generic collection routes of sections that declare an
// upload, and the image references kept with each row write.

const { ctx, headers } = useTestApp();

let colour = 0;
/** A new, distinct PNG each call. */
async function photo(): Promise<Buffer> {
  colour += 1;
  const background = `#${(colour * 0x2e4a6b).toString(16).padStart(6, '0').slice(-6)}`;
  return pngImage({ width: 24, height: 24 }, background);
}

const testimonial = {
  id: 'testimonial-001',
  name: 'Alan Turing',
  role: 'Data Analyst',
  company: '',
  rating: '4',
  review: 'Changed my career.',
  category: '🚀 Career Change',
  accent: 'green',
};

function form(fields: Record<string, string>, image?: Buffer): MultipartBody {
  return multipartForm([
    ...fieldParts(fields),
    ...(image ? [filePart('image', image, 'me.png')] : []),
  ]);
}

function send(method: 'POST' | 'PUT', url: string, body: MultipartBody) {
  return sendForm(ctx.app, method, url, body, headers);
}

async function counts(area: 'testimonials' | 'reviews' | 'team') {
  const rows = await ctx.db
    .select({ name: mediaBlobs.name, refCount: mediaBlobs.refCount })
    .from(mediaBlobs)
    .where(eq(mediaBlobs.area, area));
  return new Map(rows.map((row) => [row.name, row.refCount]));
}

describe('multipart items', () => {
  it('creates, replaces and deletes a testimonial photo with no orphan and no lost image', async () => {
    const created = await send('POST', '/api/admin/testimonials', form(testimonial, await photo()));
    expect(created.statusCode).toBe(201);
    const item = created.json().data;
    // Text parts take the schema's types; an empty optional part is no value.
    expect(item).toMatchObject({ id: 'testimonial-001', rating: 4, company: null });
    const first: string = item.photo;
    expect(first).toMatch(/^[0-9a-f]{32}\.png$/);
    expect(await counts('testimonials')).toEqual(new Map([[first, 1]]));
    const served = await ctx.app.inject({ url: `/uploads/testimonials/${first}` });
    expect(served.statusCode).toBe(200);
    expect(served.headers['content-type']).toBe('image/png');

    // An update without an image part keeps the photo it names.
    const kept = await send(
      'PUT',
      `/api/admin/testimonials/${item._id}`,
      form({ ...testimonial, photo: first, rating: '5' }),
    );
    expect(kept.statusCode).toBe(200);
    expect(kept.json().data).toMatchObject({ rating: 5, photo: first });

    // A failed update with a new image keeps the old one and claims nothing.
    const failed = await send(
      'PUT',
      `/api/admin/testimonials/${item._id}`,
      form({ ...testimonial, name: '' }, await photo()),
    );
    expect(failed.statusCode).toBe(400);
    expect(failed.json().message).toBe('All required fields must be filled');
    const afterFailure = await counts('testimonials');
    expect(afterFailure.get(first)).toBe(1);
    expect([...afterFailure.values()].sort()).toEqual([0, 1]);

    // A replacement releases the old photo.
    const replaced = await send(
      'PUT',
      `/api/admin/testimonials/${item._id}`,
      form(testimonial, await photo()),
    );
    expect(replaced.statusCode).toBe(200);
    const second: string = replaced.json().data.photo;
    expect(second).not.toBe(first);
    expect((await counts('testimonials')).get(first)).toBe(0);
    expect((await counts('testimonials')).get(second)).toBe(1);

    // The sweep removes the released and the abandoned images, never the one in use.
    expect(await sweepUnreferencedMedia(ctx.db, 0)).toBe(2);
    expect(await counts('testimonials')).toEqual(new Map([[second, 1]]));
    const [row] = await ctx.db.select().from(testimonials).where(eq(testimonials.id, item._id));
    expect(row?.photo).toBe(second);

    // Deleting the item releases its photo.
    const removed = await ctx.app.inject({
      method: 'DELETE',
      url: `/api/admin/testimonials/${item._id}`,
      headers,
    });
    expect(removed.statusCode).toBe(200);
    expect((await counts('testimonials')).get(second)).toBe(0);
    // The trash keeps it while the item can be restored; deleted for good, it is swept.
    expect(await sweepUnreferencedMedia(ctx.db, 0)).toBe(0);
    const purged = await ctx.app.inject({
      method: 'DELETE',
      url: `/api/admin/trash/${removed.json().trashId}`,
      headers,
    });
    expect(purged.statusCode).toBe(200);
    expect(await sweepUnreferencedMedia(ctx.db, 0)).toBe(1);
    expect((await counts('testimonials')).size).toBe(0);
  });

  it('clears a photo when the form sends it empty', async () => {
    const created = await send(
      'POST',
      '/api/admin/testimonials',
      form({ ...testimonial, id: 'testimonial-clear' }, await photo()),
    );
    const { _id, photo: name } = created.json().data;
    const cleared = await send(
      'PUT',
      `/api/admin/testimonials/${_id}`,
      form({ ...testimonial, id: 'testimonial-clear', photo: '' }),
    );
    expect(cleared.statusCode).toBe(200);
    expect(cleared.json().data.photo).toBeNull();
    expect((await counts('testimonials')).get(name)).toBe(0);
    await ctx.app.inject({ method: 'DELETE', url: `/api/admin/testimonials/${_id}`, headers });
  });

  it('a duplicate ID in a multipart create stores no reference', async () => {
    const fields = { ...testimonial, id: 'testimonial-dup' };
    const first = await send('POST', '/api/admin/testimonials', form(fields, await photo()));
    expect(first.statusCode).toBe(201);
    const second = await send('POST', '/api/admin/testimonials', form(fields, await photo()));
    expect(second.statusCode).toBe(409);
    const referenced = [...(await counts('testimonials')).entries()].filter(([, n]) => n > 0);
    expect(referenced).toEqual([[first.json().data.photo, 1]]);
    await ctx.app.inject({
      method: 'DELETE',
      url: `/api/admin/testimonials/${first.json().data._id}`,
      headers,
    });
  });

  it('reads booleans and numbers of a review, and needs an avatar on a new one', async () => {
    const review = {
      id: 'review-001',
      name: 'Katherine Johnson',
      location: 'us',
      reviewCount: '',
      rating: '4.5',
      title: 'Great mentors',
      review: 'Clear and kind.',
      reviewDate: 'March 15, 2026',
      verified: 'false',
    };
    const missing = await send('POST', '/api/admin/trustpilot-reviews', form(review));
    expect(missing.statusCode).toBe(400);
    expect(missing.json()).toMatchObject({
      message: 'An avatar is required for a new review',
      issues: [{ path: 'avatar' }],
    });
    expect((await counts('reviews')).size).toBe(0);

    const created = await send(
      'POST',
      '/api/admin/trustpilot-reviews',
      form(review, await photo()),
    );
    expect(created.statusCode).toBe(201);
    expect(created.json().data).toMatchObject({
      location: 'US',
      reviewCount: 1,
      rating: 4.5,
      verified: false,
    });
    expect((await counts('reviews')).get(created.json().data.avatar)).toBe(1);

    // JSON bodies keep working on the same routes.
    const json = await ctx.app.inject({
      method: 'PUT',
      url: `/api/admin/trustpilot-reviews/${created.json().data._id}`,
      headers,
      payload: { ...created.json().data, rating: 3, verified: true },
    });
    expect(json.statusCode).toBe(200);
    expect(json.json().data).toMatchObject({ rating: 3, verified: true });
  });

  it('refuses a file that is not an image, and stores nothing', async () => {
    const before = await counts('team');
    const html = Buffer.from('<html><script>alert(1)</script></html>');
    const response = await send(
      'POST',
      '/api/admin/team-members',
      form({ name: 'Ada', role: 'Teacher', bio: 'Teaches.' }, html),
    );
    expect(response.statusCode).toBe(415);
    expect(response.json().message).toBe('Only JPEG, PNG, GIF or WebP images are accepted');
    expect(await counts('team')).toEqual(before);
    const list = await ctx.app.inject({ url: '/api/admin/team-members', headers });
    expect(list.json().data).toEqual([]);
  });

  it('takes multipart only on sections that declare an upload', async () => {
    const response = await send(
      'POST',
      '/api/admin/faqs',
      form({ id: '1', question: 'Q', answer: 'A' }),
    );
    expect(response.statusCode).toBe(415);
  });
});
