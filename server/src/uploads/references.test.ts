import { eq, sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import type { Executor } from '../db/client.ts';
import { mediaBlobs, mentors } from '../db/schema/index.ts';
import { useTestApp } from '../test/harness.ts';
import { pngImage } from '../test/images.ts';
import { imageForm, sendForm } from '../test/multipart.ts';
import { claimMedia, releaseMedia, replaceMedia, sweepUnreferencedMedia } from './references.ts';

// The way a module that holds image names uses the reference rule, shown on mentors (the image
// is uploaded first, then the record naming it is saved, docs/uploads.md): every write of the
// record claims and releases inside its own transaction.

const { ctx, headers } = useTestApp();

let colour = 0;
/** Uploads an image through the API (a new, distinct one unless told) and answers its name. */
async function uploadMentorImage(background = nextColour()): Promise<string> {
  const form = imageForm(await pngImage({ width: 20, height: 20 }, background), 'm.png');
  const response = await sendForm(ctx.app, 'POST', '/api/admin/upload/mentor-image', form, headers);
  expect(response.statusCode).toBe(200);
  return response.json().filename;
}

function nextColour(): string {
  colour += 1;
  return `#${(colour * 0x1f3d5b).toString(16).padStart(6, '0').slice(-6)}`;
}

// What the mentors module will do: the row write and the reference change in one transaction.
async function createMentor(key: string, image: string) {
  await ctx.db.transaction(async (tx) => {
    await claimMedia(tx, 'mentors', image);
    await tx
      .insert(mentors)
      .values({ key, name: key, role: 'Mentor', company: 'Acme', image, accent: 'blue' });
  });
}

async function changeMentorImage(key: string, image: string, thenFail = false) {
  await ctx.db.transaction(async (tx) => {
    const [before] = await tx.select().from(mentors).where(eq(mentors.key, key)).for('update');
    await tx.update(mentors).set({ image }).where(eq(mentors.key, key));
    await replaceMedia(tx, 'mentors', before?.image, image);
    if (thenFail) throw new Error('the save failed after the image changed');
  });
}

async function deleteMentor(key: string) {
  await ctx.db.transaction(async (tx) => {
    const [gone] = await tx.delete(mentors).where(eq(mentors.key, key)).returning();
    await releaseMedia(tx, 'mentors', gone?.image);
  });
}

async function blobs() {
  const rows = await ctx.db
    .select({ name: mediaBlobs.name, refCount: mediaBlobs.refCount })
    .from(mediaBlobs)
    .where(eq(mediaBlobs.area, 'mentors'));
  return new Map(rows.map((row) => [row.name, row.refCount]));
}

/** Every stored image is referred to by as many mentors as its count says, and no more. */
async function expectCountsMatchRows(db: Executor = ctx.db) {
  const rows = await db.select({ image: mentors.image }).from(mentors);
  const referenced = new Map<string, number>();
  for (const { image } of rows) referenced.set(image, (referenced.get(image) ?? 0) + 1);
  const stored = await blobs();
  for (const [name, uses] of referenced) expect(stored.get(name), `lost ${name}`).toBe(uses);
  for (const [name, refCount] of stored) {
    expect(refCount, `count of ${name}`).toBe(referenced.get(name) ?? 0);
  }
}

describe('image references', () => {
  it('removes replaced and deleted images, abandoned uploads, and nothing still in use', async () => {
    const [a, b, c, abandoned] = [
      await uploadMentorImage(),
      await uploadMentorImage(),
      await uploadMentorImage(),
      await uploadMentorImage(),
    ] as [string, string, string, string];

    await createMentor('ada', a);
    await createMentor('grace', a); // two records share one image
    await createMentor('linus', c);
    expect((await blobs()).get(a)).toBe(2);
    await expectCountsMatchRows();

    await changeMentorImage('ada', b); // replace
    await changeMentorImage('ada', b); // saving the same image again changes nothing
    await expect(changeMentorImage('grace', c, true)).rejects.toThrow('the save failed');
    await deleteMentor('linus');
    await deleteMentor('grace');
    await expectCountsMatchRows();
    expect(await blobs()).toEqual(
      new Map([
        [a, 0],
        [b, 1],
        [c, 0],
        [abandoned, 0],
      ]),
    );

    // Within the grace period nothing goes: an open form may still save its upload.
    expect(await sweepUnreferencedMedia(ctx.db)).toBe(0);
    expect((await blobs()).size).toBe(4);

    // Past it, exactly the unreferenced ones go.
    expect(await sweepUnreferencedMedia(ctx.db, 0)).toBe(3);
    expect(await blobs()).toEqual(new Map([[b, 1]]));
    await expectCountsMatchRows();

    // The image still in use is still served.
    const served = await ctx.app.inject({ url: `/uploads/mentors/${b}` });
    expect(served.statusCode).toBe(200);
    const gone = await ctx.app.inject({ url: `/uploads/mentors/${a}` });
    expect(gone.statusCode).toBe(404);
  });

  it('refuses to save a record naming an image that is not stored, and changes nothing', async () => {
    const missing = `${'f'.repeat(32)}.png`;
    await expect(createMentor('nobody', missing)).rejects.toMatchObject({
      code: 'VALIDATION_ERROR',
      message: 'The image was not found: upload it again',
    });
    const rows = await ctx.db.select().from(mentors).where(eq(mentors.key, 'nobody'));
    expect(rows).toEqual([]);
  });

  it('counts only stored names: URLs and empty values are not the server’s', async () => {
    const before = await blobs();
    await ctx.db.transaction(async (tx) => {
      await claimMedia(tx, 'mentors', 'https://images.example.com/ada.jpg');
      await claimMedia(tx, 'mentors', '');
      await claimMedia(tx, 'mentors', null);
      await releaseMedia(tx, 'mentors', 'https://images.example.com/ada.jpg');
      await replaceMedia(tx, 'mentors', undefined, 'https://images.example.com/x.png');
    });
    expect(await blobs()).toEqual(before);
  });

  it('gives an unreferenced image a new grace period when it is uploaded again', async () => {
    const name = await uploadMentorImage('#777777');
    await ctx.db.execute(
      sql`update media_blobs set unreferenced_since = now() - interval '2 days' where name = ${name}`,
    );
    expect(await uploadMentorImage('#777777')).toBe(name);
    expect(await sweepUnreferencedMedia(ctx.db)).toBe(0);
    expect((await blobs()).has(name)).toBe(true);
  });

  it('never lets a release take a count below zero', async () => {
    const name = await uploadMentorImage();
    await ctx.db.transaction(async (tx) => {
      await releaseMedia(tx, 'mentors', name);
      await releaseMedia(tx, 'mentors', name);
    });
    expect((await blobs()).get(name)).toBe(0);
    await createMentor('alan', name);
    expect((await blobs()).get(name)).toBe(1);
  });
});
