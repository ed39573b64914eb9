import { describe, expect, it } from 'vitest';
import { pageAnswer } from '@/test/paged';
import { ALL_PAGES_LIMIT, allPages } from './all-pages';

describe('allPages', () => {
  it('reads every page of a list at the most a page may hold, and stops at the last', async () => {
    const items = Array.from({ length: 250 }, (_, index) => index);
    const asked: [number, number][] = [];
    const all = await allPages(async (page, limit) => {
      asked.push([page, limit]);
      return pageAnswer(items, page, limit);
    });
    expect(all).toEqual(items);
    expect(asked).toEqual([
      [1, ALL_PAGES_LIMIT],
      [2, ALL_PAGES_LIMIT],
      [3, ALL_PAGES_LIMIT],
    ]);
  });

  it('asks once for an empty list', async () => {
    let calls = 0;
    const all = await allPages(async (page, limit) => {
      calls += 1;
      return { data: [], pagination: { page, limit, total: 0, totalPages: 0 } };
    });
    expect(all).toEqual([]);
    expect(calls).toBe(1);
  });
});
