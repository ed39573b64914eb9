import { type BlogPostInput, blogMessages as M } from '@coursedesk/contract/blogs';
import { and, eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { blogPosts, mediaBlobs } from '../../db/schema/index.ts';
import { buildBlogPost } from '../../test/factories.ts';
import { useTestApp } from '../../test/harness.ts';
import { pngImage } from '../../test/images.ts';
import { type FormPart, fieldParts, filePart, sendForm } from '../../test/multipart.ts';

const { ctx, api } = useTestApp();

let sequence = 0;
function postInput(overrides: Partial<BlogPostInput> = {}): BlogPostInput {
  sequence += 1;
  return {
    title: `Learning to Code, Part ${sequence}`,
    slug: '',
    excerpt: 'Where to begin.',
    content: '## Start small\n\nWrite a little code every day.',
    category: 'Programming',
    publishedAt: '2026-05-01',
    readTime: 4,
    featured: true,
    author: { name: 'Ada Lovelace', role: 'Mentor' },
    tags: ['beginners', 'javascript'],
    ...overrides,
  };
}

async function refCount(name: string) {
  const [row] = await ctx.db
    .select()
    .from(mediaBlobs)
    .where(and(eq(mediaBlobs.area, 'blogs'), eq(mediaBlobs.name, name)));
  return row?.refCount;
}

/** The multipart fields of a post, as the editor sends them. */
function formParts({ author, tags = [], ...fields }: BlogPostInput): FormPart[] {
  return [
    ...fieldParts(fields),
    ...fieldParts({ 'author[name]': author.name, 'author[role]': author.role ?? '' }),
    ...tags.map((tag, index) => ({ name: `tags[${index}]`, data: tag })),
  ];
}

describe('blog posts: JSON', () => {
  it('needs an admin session', async () => {
    const anonymous = await ctx.app.inject({ method: 'GET', url: '/api/admin/blogs' });
    expect(anonymous.statusCode).toBe(401);
  });

  it('creates, reads, lists newest first, updates and deletes a post', async () => {
    const created = await api.post('/api/admin/blogs', postInput({ title: 'Hello, World!' }));
    expect(created.statusCode).toBe(201);
    const body = created.json();
    expect(body.message).toBe(M.created);
    expect(body.data).toMatchObject({
      title: 'Hello, World!',
      slug: 'hello-world',
      excerpt: 'Where to begin.',
      category: 'Programming',
      author: { name: 'Ada Lovelace', role: 'Mentor', avatar: null },
      tags: ['beginners', 'javascript'],
      publishedAt: '2026-05-01T00:00:00.000Z',
      readTime: 4,
      featured: true,
      image: null,
    });
    const id = body.data._id;

    const older = await buildBlogPost(ctx.db, { publishedAt: new Date('2020-01-01T00:00:00Z') });
    const list = await api.get('/api/admin/blogs');
    expect(list.statusCode).toBe(200);
    const ids = list.json().data.map((post: { _id: string }) => post._id);
    expect(ids.indexOf(id)).toBeLessThan(ids.indexOf(older.id));

    expect((await api.get(`/api/admin/blogs/${id}`)).json().data.slug).toBe('hello-world');
    expect((await api.get('/api/admin/blogs/hello-world')).json().data._id).toBe(id);

    const updated = await api.put(
      `/api/admin/blogs/${id}`,
      postInput({ title: 'Hello again', slug: 'hello-again', featured: false, tags: [] }),
    );
    expect(updated.statusCode).toBe(200);
    expect(updated.json().message).toBe(M.updated);
    expect(updated.json().data).toMatchObject({ slug: 'hello-again', featured: false, tags: [] });

    const deleted = await api.delete(`/api/admin/blogs/${id}`);
    expect(deleted.statusCode).toBe(200);
    expect(deleted.json().message).toBe(M.deleted);
    const gone = await api.get(`/api/admin/blogs/${id}`);
    expect(gone.statusCode).toBe(404);
    expect(gone.json().message).toBe(M.notFound);
    expect((await api.delete(`/api/admin/blogs/${id}`)).statusCode).toBe(404);
  });

  it('takes the documented defaults: read time 5, not featured, published now, no tags', async () => {
    const before = Date.now();
    const created = await api.post('/api/admin/blogs', {
      title: 'Bare Minimum',
      content: 'Just words.',
      author: { name: 'Grace Hopper' },
    });
    expect(created.statusCode).toBe(201);
    const post = created.json().data;
    expect(post).toMatchObject({
      slug: 'bare-minimum',
      readTime: 5,
      featured: false,
      tags: [],
      excerpt: '',
      category: '',
      author: { name: 'Grace Hopper', role: '', avatar: null },
    });
    expect(Date.parse(post.publishedAt)).toBeGreaterThanOrEqual(before - 1000);
  });

  it.each([
    ['no title', { title: '' }],
    ['a blank title', { title: '   ' }],
    ['no content', { content: '' }],
    ['blank content', { content: ' \n ' }],
    ['no author name', { author: { name: ' ', role: 'Mentor' } }],
  ])('refuses %s with its documented message', async (_case, overrides) => {
    const response = await api.post('/api/admin/blogs', postInput(overrides as BlogPostInput));
    expect(response.statusCode).toBe(400);
    expect(response.json().message).toBe(M.required);
  });

  it('refuses a body without the author or that is not an object', async () => {
    const { author: _author, ...withoutAuthor } = postInput();
    const missing = await api.post('/api/admin/blogs', withoutAuthor);
    expect(missing.statusCode).toBe(400);
    expect(missing.json().message).toBe(M.required);
    const notObject = await api.post('/api/admin/blogs', [1, 2]);
    expect(notObject.statusCode).toBe(400);
    expect(notObject.json().message).toBe('Request body must be a JSON object');
  });
});

describe('blog posts: slugs', () => {
  it('builds an empty slug from the title: lower case, non-alphanumerics to hyphens, trimmed', async () => {
    const created = await api.post(
      '/api/admin/blogs',
      postInput({ title: '  --Python vs. JavaScript: Which First?!  ' }),
    );
    expect(created.json().data.slug).toBe('python-vs-javascript-which-first');
  });

  it('puts a given slug in the same form', async () => {
    const created = await api.post('/api/admin/blogs', postInput({ slug: ' My Own_Slug 2026 ' }));
    expect(created.statusCode).toBe(201);
    expect(created.json().data.slug).toBe('my-own-slug-2026');
  });

  it('refuses a slug of only symbols, and a symbols-only title with no slug, naming the slug', async () => {
    const symbols = await api.post('/api/admin/blogs', postInput({ slug: '!!! ??? ---' }));
    expect(symbols.statusCode).toBe(400);
    expect(symbols.json().message).toBe(M.slugInvalid);
    expect(symbols.json().issues[0].path).toBe('slug');

    const title = await api.post('/api/admin/blogs', postInput({ title: '!?!', slug: '' }));
    expect(title.statusCode).toBe(400);
    expect(title.json().message).toBe(M.titleNoSlug);
  });

  it('answers 409 for a slug another post has, on create and on update, and writes nothing', async () => {
    const first = await api.post('/api/admin/blogs', postInput({ slug: 'taken-slug' }));
    expect(first.statusCode).toBe(201);
    const again = await api.post('/api/admin/blogs', postInput({ title: 'Taken Slug' }));
    expect(again.statusCode).toBe(409);
    expect(again.json().message).toBe(M.duplicateSlug);

    const other = (await api.post('/api/admin/blogs', postInput())).json().data;
    const clash = await api.put(
      `/api/admin/blogs/${other._id}`,
      postInput({ title: 'Changed', slug: 'taken-slug' }),
    );
    expect(clash.statusCode).toBe(409);
    expect(clash.json().message).toBe(M.duplicateSlug);
    const [row] = await ctx.db.select().from(blogPosts).where(eq(blogPosts.id, other._id));
    expect(row?.title).toBe(other.title);

    // A post keeps its own slug on update.
    const same = await api.put(
      `/api/admin/blogs/${first.json().data._id}`,
      postInput({ slug: 'taken-slug' }),
    );
    expect(same.statusCode).toBe(200);
  });
});

describe('blog posts: tags, read time, dates', () => {
  it('trims tags and drops blank and duplicate ones', async () => {
    const created = await api.post(
      '/api/admin/blogs',
      postInput({ tags: [' python ', 'Python', '', 'data', 'data  '] }),
    );
    expect(created.json().data.tags).toEqual(['python', 'data']);
  });

  it('refuses a tag of 500 characters and too many tags, naming the tags', async () => {
    const long = await api.post('/api/admin/blogs', postInput({ tags: ['x'.repeat(500)] }));
    expect(long.statusCode).toBe(400);
    expect(long.json().message).toBe(M.tagTooLong(50));
    expect(long.json().issues[0].path).toBe('tags.0');
    const many = await api.post(
      '/api/admin/blogs',
      postInput({ tags: Array.from({ length: 31 }, (_, i) => `tag ${i}`) }),
    );
    expect(many.statusCode).toBe(400);
    expect(many.json().message).toBe(M.tooManyTags(30));
    const notList = await api.post('/api/admin/blogs', { ...postInput(), tags: 'python' });
    expect(notList.statusCode).toBe(400);
    expect(notList.json().message).toBe(M.tagsInvalid);
  });

  it.each([0, -3, 2.5, 'soon', 601])('refuses the read time %s', async (readTime) => {
    const response = await api.post('/api/admin/blogs', {
      ...postInput(),
      readTime: readTime as number,
    });
    expect(response.statusCode).toBe(400);
    expect(response.json().message).toBe(M.readTimeInvalid);
  });

  it('refuses a publish date that is not a date, and markdown over the limit, naming each', async () => {
    const date = await api.post('/api/admin/blogs', postInput({ publishedAt: 'next Tuesday' }));
    expect(date.statusCode).toBe(400);
    expect(date.json().message).toBe(M.publishedAtInvalid);

    const huge = await api.post('/api/admin/blogs', postInput({ content: 'a'.repeat(1_000_000) }));
    expect(huge.statusCode).toBe(400);
    expect(huge.json().message).toBe('Content must be at most 100000 characters');
    expect(huge.json().issues[0].path).toBe('content');
  });

  it('refuses an image that is neither an upload nor a full URL', async () => {
    const response = await api.post(
      '/api/admin/blogs',
      postInput({ image: 'javascript:alert(1)' }),
    );
    expect(response.statusCode).toBe(400);
    expect(response.json().message).toBe('Image must be an uploaded image or a full http(s) URL');
    const avatar = await api.post(
      '/api/admin/blogs',
      postInput({ author: { name: 'A', avatar: '../../etc/passwd' } }),
    );
    expect(avatar.statusCode).toBe(400);
    expect(avatar.json().message).toBe(
      'Author avatar must be an uploaded image or a full http(s) URL',
    );
  });

  it('keeps the content as written: markdown with HTML in it is stored, never rendered here', async () => {
    const content =
      '<script>alert(1)</script>\n\n<img src=x onerror=alert(1)>\n\n[x](javascript:alert(1))';
    const created = await api.post('/api/admin/blogs', postInput({ content }));
    expect(created.statusCode).toBe(201);
    expect(created.json().data.content).toBe(content);
    expect(created.headers['content-type']).toMatch(/^application\/json/);
  });
});

describe('blog posts: multipart', () => {
  it('takes the multipart fields with an image and an avatar, and counts their references', async () => {
    const input = postInput({ title: 'Sent As A Form', tags: ['one', 'two', 'three'] });
    const image = await pngImage({ width: 40, height: 20 }, '#224466');
    const avatar = await pngImage({ width: 20, height: 20 }, '#664422');
    const created = await sendForm(api, 'POST', '/api/admin/blogs', [
      ...formParts(input),
      filePart('image', image, 'cover.png'),
      filePart('avatarImage', avatar, 'me.png'),
    ]);
    expect(created.statusCode).toBe(201);
    const post = created.json().data;
    expect(post).toMatchObject({
      slug: 'sent-as-a-form',
      featured: true,
      readTime: 4,
      tags: ['one', 'two', 'three'],
      author: { name: 'Ada Lovelace', role: 'Mentor' },
    });
    expect(post.image).toMatch(/^[0-9a-f]{32}\.png$/);
    expect(post.author.avatar).toMatch(/^[0-9a-f]{32}\.png$/);
    expect(await refCount(post.image)).toBe(1);
    expect(await refCount(post.author.avatar)).toBe(1);
    const served = await ctx.app.inject({ method: 'GET', url: `/uploads/blogs/${post.image}` });
    expect(served.statusCode).toBe(200);

    // An update that does not mention the images keeps them; an empty `image` removes it.
    const keptAnswer = await sendForm(
      api,
      'PUT',
      `/api/admin/blogs/${post._id}`,
      formParts({ ...input, featured: false }),
    );
    expect(keptAnswer.statusCode).toBe(200);
    expect(keptAnswer.json().data).toMatchObject({
      featured: false,
      image: post.image,
      author: { avatar: post.author.avatar },
    });

    const clearedAnswer = await sendForm(api, 'PUT', `/api/admin/blogs/${post._id}`, [
      ...formParts(input),
      { name: 'image', data: '' },
      { name: 'author[avatar]', data: '' },
    ]);
    expect(clearedAnswer.statusCode).toBe(200);
    expect(clearedAnswer.json().data.image).toBeNull();
    expect(clearedAnswer.json().data.author.avatar).toBeNull();
    expect(await refCount(post.image)).toBe(0);
    expect(await refCount(post.author.avatar)).toBe(0);
  });

  it('orders tags by their index and judges form fields by the same rules as JSON', async () => {
    const created = await sendForm(api, 'POST', '/api/admin/blogs', [
      { name: 'title', data: 'Ordered Tags' },
      { name: 'content', data: 'Body' },
      { name: 'author[name]', data: 'Ada' },
      { name: 'tags[10]', data: 'last' },
      { name: 'tags[2]', data: 'first' },
      { name: 'tags[3]', data: ' First ' },
      { name: 'readTime', data: '' },
      { name: 'unknown', data: 'dropped' },
    ]);
    expect(created.statusCode).toBe(201);
    expect(created.json().data).toMatchObject({ tags: ['first', 'last'], readTime: 5 });

    const refused = await sendForm(api, 'POST', '/api/admin/blogs', [
      { name: 'title', data: 'Bad Form' },
      { name: 'content', data: 'Body' },
      { name: 'author[name]', data: 'Ada' },
      { name: 'featured', data: 'maybe' },
    ]);
    expect(refused.statusCode).toBe(400);
    expect(refused.json().message).toBe(M.featuredInvalid);

    const missingAnswer = await sendForm(api, 'POST', '/api/admin/blogs', [
      { name: 'title', data: 'No Author' },
      { name: 'content', data: 'x' },
    ]);
    expect(missingAnswer.statusCode).toBe(400);
    expect(missingAnswer.json().message).toBe(M.required);
  });

  it('refuses a file in another field, a field sent twice, and a file that is not an image', async () => {
    const image = await pngImage();
    const send = (parts: FormPart[]) => sendForm(api, 'POST', '/api/admin/blogs', parts);
    const base = formParts(postInput());
    const wrong = await send([...base, filePart('cover', image, 'c.png')]);
    expect(wrong.statusCode).toBe(400);
    expect(wrong.json().message).toBe('Send images only in the fields "image", "avatarImage"');

    const twice = await send([
      ...base,
      filePart('image', image, 'a.png'),
      filePart('image', image, 'b.png'),
    ]);
    expect(twice.statusCode).toBe(400);
    expect(twice.json().message).toBe('The field "image" is given more than once');

    const html = await send([...base, filePart('avatarImage', '<html></html>', 'x.png')]);
    expect(html.statusCode).toBe(415);
  });

  it('refuses a stored name nobody uploaded, and writes nothing', async () => {
    const response = await api.post(
      '/api/admin/blogs',
      postInput({ title: 'Ghost Image', image: `${'a'.repeat(32)}.png` }),
    );
    expect(response.statusCode).toBe(400);
    expect(response.json().message).toBe('The image was not found: upload it again');
    const rows = await ctx.db.select().from(blogPosts).where(eq(blogPosts.slug, 'ghost-image'));
    expect(rows).toEqual([]);
  });

  it('releases both images when the post is deleted', async () => {
    const image = await pngImage({ width: 30, height: 30 }, '#101010');
    const avatar = await pngImage({ width: 30, height: 30 }, '#202020');
    const post = (
      await sendForm(api, 'POST', '/api/admin/blogs', [
        ...formParts(postInput()),
        filePart('image', image, 'a.png'),
        filePart('avatarImage', avatar, 'b.png'),
      ])
    ).json().data;
    expect(await refCount(post.image)).toBe(1);
    await api.delete(`/api/admin/blogs/${post._id}`);
    expect(await refCount(post.image)).toBe(0);
    expect(await refCount(post.author.avatar)).toBe(0);
  });
});

describe('blog posts: the list and its figures', () => {
  it('pages newest first, searches title, category and tags, and refuses what it does not take', async () => {
    await ctx.db.delete(blogPosts);
    await buildBlogPost(ctx.db, {
      title: 'Old news',
      publishedAt: new Date('2026-01-01T00:00:00Z'),
      tags: ['React', 'web'],
      featured: true,
    });
    await buildBlogPost(ctx.db, {
      title: 'Middle',
      category: 'Careers',
      publishedAt: new Date('2026-02-01T00:00:00Z'),
      tags: ['react'],
    });
    await buildBlogPost(ctx.db, {
      title: 'Newest',
      category: ' ',
      publishedAt: new Date('2026-03-01T00:00:00Z'),
    });
    const titles = async (query: string) => {
      const response = await api.get(`/api/admin/blogs?${query}`);
      expect(response.statusCode, query).toBe(200);
      return response.json().data.map((post: { title: string }) => post.title);
    };
    expect(await titles('')).toEqual(['Newest', 'Middle', 'Old news']);
    expect(await titles('limit=1&page=2')).toEqual(['Middle']);
    expect(await titles('search=REACT')).toEqual(['Middle', 'Old news']);
    expect(await titles('search=careers')).toEqual(['Middle']);
    expect(await titles('sortBy=title&sortOrder=asc')).toEqual(['Middle', 'Newest', 'Old news']);
    const page = (await api.get('/api/admin/blogs?limit=2')).json();
    expect(page.pagination).toEqual({ page: 1, limit: 2, total: 3, totalPages: 2 });

    for (const [query, path] of [
      ['limit=101', 'limit'],
      ['sortBy=password_hash', 'sortBy'],
      ['filter[x]=1', ''],
    ] as const) {
      const refused = await api.get(`/api/admin/blogs?${query}`);
      expect(refused.statusCode, query).toBe(400);
      expect(refused.json().issues[0].path).toBe(path);
    }

    const stats = await api.get('/api/admin/blogs/stats');
    expect(stats.statusCode).toBe(200);
    // Categories 'News' and 'Careers' (a blank one is none); tags 'react' and 'web' in any case.
    expect(stats.json().data).toEqual({ total: 3, featured: 1, categories: 2, tags: 2 });
    await buildBlogPost(ctx.db, { featured: true, tags: ['New'] });
    expect((await api.get('/api/admin/blogs/stats')).json().data).toEqual({
      total: 4,
      featured: 2,
      categories: 2,
      tags: 3,
    });
    expect((await ctx.app.inject({ url: '/api/admin/blogs/stats' })).statusCode).toBe(401);
  });
});
