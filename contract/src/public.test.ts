import { describe, expect, it } from 'vitest';
import { contentCollections } from './collections/registry.ts';
import { publicBlogQuery, publicSections, sectionKey } from './public.ts';

describe('the public content shapes', () => {
  it('name each section as its collection, in camelCase in the site document', () => {
    expect(sectionKey('team-members')).toBe('teamMembers');
    expect(sectionKey('faqs')).toBe('faqs');
    expect(publicSections.map((section) => section.name)).toEqual(
      contentCollections.map((collection) => collection.name),
    );
  });

  it('give an uploaded image as a URL, not a stored name', () => {
    const team = publicSections.find((section) => section.name === 'team-members');
    const item = {
      name: 'Ada',
      role: 'CTO',
      bio: 'Bio',
      image: '/uploads/team/a.png',
      imageSize: null,
      updatedAt: '2026-01-01T00:00:00.000Z',
    };
    expect(team?.item.safeParse({ ...item, linkedin: '', twitter: '' }).success).toBe(true);
  });

  it('read the blog query strictly: a page from 1, at most 50 a page', () => {
    expect(publicBlogQuery.parse({ page: '2', limit: '50', tag: ' ai ' })).toEqual({
      page: 2,
      limit: 50,
      tag: 'ai',
    });
    expect(publicBlogQuery.parse({ page: '', tag: '' })).toEqual({});
    for (const query of [{ limit: '51' }, { page: '0' }, { limit: '1.5' }, { tag: ['a', 'b'] }]) {
      expect(publicBlogQuery.safeParse(query).success, JSON.stringify(query)).toBe(false);
    }
  });
});
