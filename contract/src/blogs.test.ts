import { describe, expect, it } from 'vitest';
import {
  addTag,
  blogMessages,
  blogPostFormValues,
  blogPostInput,
  estimateReadTime,
  slugify,
} from './blogs.ts';

describe('slugify', () => {
  it.each([
    ['Hello, World!', 'hello-world'],
    ['  --Python vs. JavaScript--  ', 'python-vs-javascript'],
    ['UX & Design: 2026', 'ux-design-2026'],
    ['already-a-slug', 'already-a-slug'],
    ['!!! ???', ''],
  ])('%s → %s', (input, slug) => {
    expect(slugify(input)).toBe(slug);
  });
});

describe('estimateReadTime', () => {
  it('counts words at 200 a minute, rounding up, at least 1', () => {
    expect(estimateReadTime('')).toBe(1);
    expect(estimateReadTime('word '.repeat(200))).toBe(1);
    expect(estimateReadTime('word '.repeat(201))).toBe(2);
    // Markdown symbols on their own are not words.
    expect(estimateReadTime(`## - * ${'word '.repeat(200)}`)).toBe(1);
  });
});

describe('addTag', () => {
  it('adds a trimmed tag once, ignoring blanks and case-insensitive duplicates', () => {
    expect(addTag([], '  data  ')).toEqual(['data']);
    expect(addTag(['data'], 'DATA')).toEqual(['data']);
    expect(addTag(['data'], '   ')).toEqual(['data']);
    expect(addTag(['data'], 'ai')).toEqual(['data', 'ai']);
  });
});

describe('blogPostInput', () => {
  const base = { title: 'T', content: 'C', author: { name: 'A' } };

  it('builds the slug from the title, or normalises the one given', () => {
    expect(blogPostInput.parse({ ...base, title: 'My First Post' }).slug).toBe('my-first-post');
    expect(blogPostInput.parse({ ...base, slug: 'Own Slug' }).slug).toBe('own-slug');
  });

  it('reads the read time from a number or text, empty falling back to 5', () => {
    expect(blogPostInput.parse(base).readTime).toBe(5);
    expect(blogPostInput.parse({ ...base, readTime: '' }).readTime).toBe(5);
    expect(blogPostInput.parse({ ...base, readTime: '7' }).readTime).toBe(7);
    expect(blogPostInput.safeParse({ ...base, readTime: 0 }).error?.issues[0]?.message).toBe(
      blogMessages.readTimeInvalid,
    );
  });
});

describe('blogPostFormValues', () => {
  const form = {
    title: 'T',
    slug: '',
    excerpt: '',
    content: 'C',
    category: '',
    publishedAt: '',
    readTime: '5',
    featured: false,
    authorName: 'A',
    authorRole: '',
    tags: [],
    publishStatus: 'draft' as const,
    publishAt: '',
    seo: { title: '', description: '', image: '', canonical: '', noindex: false },
  };

  it('requires what the form marks required, beyond the server rules', () => {
    const issues = blogPostFormValues.safeParse(form).error?.issues ?? [];
    expect(issues.map((issue) => [issue.path.join('.'), issue.message])).toEqual([
      ['excerpt', blogMessages.excerptRequired],
      ['category', blogMessages.categoryRequired],
      ['publishedAt', blogMessages.publishedAtRequired],
      ['authorRole', blogMessages.authorRoleRequired],
    ]);
  });

  it('puts the server rules on the form fields: author name, tags', () => {
    const issues =
      blogPostFormValues.safeParse({
        ...form,
        authorName: ' ',
        tags: ['x'.repeat(51)],
        excerpt: 'E',
        category: 'C',
        publishedAt: '2026-01-01',
        authorRole: 'R',
      }).error?.issues ?? [];
    expect(issues.map((issue) => [issue.path.join('.'), issue.message])).toEqual([
      ['authorName', blogMessages.required],
      ['tags', blogMessages.tagTooLong(50)],
    ]);
  });
});
