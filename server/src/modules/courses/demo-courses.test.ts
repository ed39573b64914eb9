import { beforeAll, describe, expect, it } from 'vitest';
import { seedDemoData } from '../../demo/seed-demo-data.ts';
import { useTestApp } from '../../test/harness.ts';

// The demo business's courses are what a new installation shows first: each must open whole
// (course, details, pricing) and save again unchanged under the server's rules.

const { ctx, api } = useTestApp();
beforeAll(() => seedDemoData(ctx.db));

const without = (record: Record<string, unknown>, ...keys: string[]) =>
  Object.fromEntries(Object.entries(record).filter(([key]) => !keys.includes(key)));

describe('demo courses', () => {
  it('open as a whole and save again under every rule', async () => {
    const list = (await api.get('/api/admin/courses')).json().data as { id: string }[];
    expect(list.length).toBe(8);
    for (const { id } of list) {
      const read = await api.get(`/api/admin/course-bundles/${id}`);
      expect(read.statusCode, id).toBe(200);
      const { course, details, pricing } = read.json().data;
      expect(details.curriculum.length, id).toBeGreaterThan(0);
      expect(details.features.length, id).toBeGreaterThan(0);
      expect(details.tools.length, id).toBeGreaterThan(0);
      expect(details.testimonials.length, id).toBeGreaterThan(0);
      expect(pricing.currentPrice, id).toBeGreaterThan(0);
      const saved = await api.put(`/api/admin/course-bundles/${id}`, {
        course: without(course, '_id', 'createdAt', 'updatedAt'),
        details: without(details, '_id', 'courseId', 'createdAt', 'updatedAt'),
        pricing: without(pricing, '_id', 'id', 'createdAt', 'updatedAt'),
      });
      expect(saved.statusCode, `${id}: ${saved.body}`).toBe(200);
      expect(saved.json().data.details.curriculum).toEqual(details.curriculum);
      expect(saved.json().data.pricing.currentPrice).toBe(pricing.currentPrice);
    }
  });
});
