import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import { formatGrowth, growthPercent } from '../dashboard.ts';
import { advantageStatsCollection } from './advantage-stats.ts';
import { defineCollection, emptySummary, nextNumberedId } from './define.ts';
import { faqsCollection } from './faqs.ts';
import { milestonesCollection } from './milestones.ts';
import { collectionNames, collectionSingulars } from './names.ts';
import { contentCollections } from './registry.ts';
import { DEFAULT_VALUE_ICON_PATH, valuesCollection } from './values.ts';

const requiredMessages: Record<string, string> = {
  'team-members': 'Name, role, and bio are required',
  faqs: 'All fields are required',
  mentors: 'All fields are required',
  'mentor-features': 'Icon, title, and description are required',
  'company-logos': 'Name and logo are required',
  'advantage-stats': 'All fields are required',
  testimonials: 'All required fields must be filled',
  'trustpilot-reviews': 'All fields are required',
  stats: 'Number, label, and color are required',
  values: 'Title and description are required',
  milestones: 'Year, title, and description are required',
  'upcoming-skills': 'All fields are required',
  'success-stats': 'Value and label are required',
};

describe('content collections', () => {
  it('are named apart from their declarations as the registry names them, in its order', () => {
    expect(collectionNames).toEqual(contentCollections.map((collection) => collection.name));
    expect(collectionSingulars).toEqual(
      Object.fromEntries(
        contentCollections.map((collection) => [collection.name, collection.singular]),
      ),
    );
  });

  it('declares the thirteen sections with distinct names and routes', () => {
    expect(contentCollections.map((c) => c.name)).toEqual(Object.keys(requiredMessages));
    expect(new Set(contentCollections.map((c) => c.path)).size).toBe(13);
    for (const collection of contentCollections) {
      expect(collection.path).toBe(`/${collection.name}`);
      for (const field of collection.fields) {
        expect(Object.keys(collection.input.shape)).toContain(field.name);
      }
    }
  });

  it.each(contentCollections.map((c) => [c.name, c] as const))(
    '%s refuses an empty item with the section message',
    (name, collection) => {
      const result = collection.input.safeParse({});
      expect(result.success).toBe(false);
      expect(result.error?.issues[0]?.message).toBe(requiredMessages[name]);
      // The form says this message once, so it must be the one the schema gives.
      expect(collection.messages.required).toBe(requiredMessages[name]);
      const blank = collection.input.safeParse(
        Object.fromEntries(collection.fields.map((f) => [f.name, '   '])),
      );
      expect(blank.error?.issues[0]?.message).toBe(requiredMessages[name]);
    },
  );

  it('numbers a new FAQ one past the highest number in use', () => {
    expect(faqsCollection.defaults({ ...emptySummary, highestNumber: 7 })).toEqual({ id: 8 });
    expect(faqsCollection.defaults(emptySummary)).toEqual({ id: 1 });
  });

  it('numbers a new advantage stat one past the highest, not by counting', () => {
    expect(advantageStatsCollection.defaults(emptySummary)).toMatchObject({ id: 'stat-001' });
    // stat-002 was deleted: two items, but the highest number in use is 3.
    expect(
      advantageStatsCollection.defaults({ total: 2, stats: {}, highestNumber: 3 }),
    ).toMatchObject({ id: 'stat-004' });
    // Numbers past 999 keep growing.
    expect(nextNumberedId('stat-', 1000)).toBe('stat-1001');
    expect(advantageStatsCollection.addLabel).toBe('Add Stat');
    expect(faqsCollection.addLabel).toBe('Add FAQ');
  });

  it('starts a milestone in the current year and a value with the lightning icon', () => {
    expect(milestonesCollection.defaults(emptySummary)).toEqual({
      year: String(new Date().getFullYear()),
    });
    const parsed = valuesCollection.input.parse({ title: 'Care', description: 'We care' });
    expect(parsed.iconPath).toBe(DEFAULT_VALUE_ICON_PATH);
    const unsafe = valuesCollection.input.safeParse({
      title: 'x',
      description: 'y',
      iconPath: 'M0 0"/><script>alert(1)</script>',
    });
    expect(unsafe.success).toBe(false);
  });

  it('fills the standard messages from the singular name', () => {
    expect(faqsCollection.messages).toMatchObject({
      created: 'FAQ created successfully',
      deleted: 'FAQ deleted successfully',
      notFound: 'FAQ not found',
    });
  });
});

describe('growth', () => {
  it.each([
    [12.5, '+12.5%'],
    [-3.25, '-3.3%'],
    [0, 'No change'],
    [0.04, 'No change'],
    [100, '+100.0%'],
  ])('formats %d as %s', (value, text) => {
    expect(formatGrowth(value)).toBe(text);
  });

  it('compares this month with the last', () => {
    expect(growthPercent(150, 100)).toBe(50);
    expect(growthPercent(50, 200)).toBe(-75);
    expect(growthPercent(0, 0)).toBe(0);
    expect(growthPercent(10, 0)).toBe(100);
  });
});

describe('declarations', () => {
  it('name only keys of their input schema (a typo does not compile)', () => {
    const declare = (field: 'title' | 'titel') =>
      defineCollection({
        name: 'probe',
        path: '/probe',
        title: 'Probe',
        description: '',
        singular: 'Probe',
        input: z.object({ title: z.string() }),
        layout: 'list',
        // @ts-expect-error 'titel' is not a key of the input
        fields: [{ name: field, label: 'Title', kind: 'text' }],
        // @ts-expect-error nor here
        display: { title: field },
        messages: {
          required: 'r',
          empty: 'e',
          fetchFailed: 'f',
          saveFailed: 's',
          deleteFailed: 'd',
          deleteConfirm: 'c',
        },
        defaults: () => ({}),
      });
    expect(declare('title').fields[0]?.name).toBe('title');
  });
});
