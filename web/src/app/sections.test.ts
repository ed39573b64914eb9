import { contentCollections } from '@coursedesk/contract/collections/registry';
import { describe, expect, it } from 'vitest';
import { sectionScreens } from './section-routes';
import { sections } from './sections';

describe('sections', () => {
  it('gives every protected screen exactly one sidebar link, and every link a screen', () => {
    const linkPaths = sections.map((section) => section.path);
    expect(new Set(linkPaths).size).toBe(linkPaths.length);
    expect(Object.keys(sectionScreens).sort()).toEqual([...linkPaths].sort());
  });

  it("labels each content section with its collection's title, at its path", () => {
    for (const collection of contentCollections) {
      const section = sections.find((candidate) => candidate.path === collection.path);
      expect(section, collection.name).toMatchObject({
        label: collection.title,
        group: 'Website content',
      });
    }
    // Website sections with screens of their own, besides the declared collections.
    const ownScreens: string[] = ['/blogs'];
    const contentLinks = sections.filter(
      (section) => section.group === 'Website content' && !ownScreens.includes(section.path),
    );
    expect(contentLinks).toHaveLength(contentCollections.length);
  });

  it('keeps the sections of each sidebar group together', () => {
    const order = sections.map((section) => section.group);
    const groups = order.filter((group, index) => group !== order[index - 1]);
    expect(new Set(groups).size).toBe(groups.length);
  });
});
