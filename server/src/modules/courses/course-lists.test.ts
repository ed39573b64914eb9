import { describe, expect, it } from 'vitest';
import { courseIcons, courses } from '../../db/schema/index.ts';
import { buildCourse, buildCourseDetails, buildCoursePricing } from '../../test/factories.ts';
import { useTestApp } from '../../test/harness.ts';

// The lists of courses, their details, plans and icons on the list spine (docs/courses.md).

const server = useTestApp();

describe('course lists', () => {
  it('pages courses in catalogue order, searches title and category, and counts the figures', async () => {
    await server.db.delete(courses);
    const web = await buildCourse(server.db, {
      title: 'Web Basics',
      category: 'Development',
      position: 2,
    });
    const data = await buildCourse(server.db, {
      title: 'Data Science',
      category: 'data',
      position: 1,
      featured: true,
    });
    const design = await buildCourse(server.db, { title: 'UX', category: 'Design', position: 3 });
    await buildCoursePricing(server.db, { courseId: data.id, popular: true });
    await buildCoursePricing(server.db, { courseId: web.id });
    await buildCourseDetails(server.db, { courseId: design.id });

    const titles = async (query: string) => {
      const response = await server.api.get(`/api/admin/courses?${query}`);
      expect(response.statusCode, query).toBe(200);
      return response.json().data.map((course: { title: string }) => course.title);
    };
    expect(await titles('')).toEqual(['Data Science', 'Web Basics', 'UX']);
    expect(await titles('limit=2&page=2')).toEqual(['UX']);
    expect(await titles('search=DESIGN')).toEqual(['UX']);
    expect(await titles('search=sci')).toEqual(['Data Science']);
    expect(await titles('sortBy=title&sortOrder=desc')).toEqual([
      'Web Basics',
      'UX',
      'Data Science',
    ]);
    const page = (await server.api.get('/api/admin/courses?limit=2')).json();
    expect(page.pagination).toEqual({ page: 1, limit: 2, total: 3, totalPages: 2 });

    const stats = await server.api.get('/api/admin/courses/stats');
    expect(stats.json()).toEqual({
      success: true,
      data: { total: 3, featured: 1, popular: 1, categories: 3 },
    });
    await buildCourse(server.db, { category: 'DATA' });
    expect((await server.api.get('/api/admin/courses/stats')).json().data).toMatchObject({
      total: 4,
      categories: 3,
    });

    // The plans and details of some courses only, by their text ids, in catalogue order.
    const plans = await server.api.get(
      `/api/admin/course-pricing?courseIds=${web.slug},${data.slug},${design.slug}`,
    );
    expect(plans.statusCode).toBe(200);
    expect(plans.json().data.map((plan: { id: string }) => plan.id)).toEqual([data.slug, web.slug]);
    expect(plans.json().pagination.total).toBe(2);
    const details = (
      await server.api.get(`/api/admin/course-details?courseIds=${design.slug}`)
    ).json();
    expect(details.data.map((page: { courseId: string }) => page.courseId)).toEqual([design.slug]);
    expect((await server.api.get('/api/admin/course-details')).json().pagination.total).toBe(1);
    await server.db.delete(courses);
  });

  it('refuses a limit over 100, unknown parameters and sorts, and a search where there is none', async () => {
    for (const [url, path] of [
      ['/api/admin/courses?limit=101', 'limit'],
      ['/api/admin/courses?sortBy=password_hash', 'sortBy'],
      ['/api/admin/courses?filter[x]=1', ''],
      ['/api/admin/course-pricing?search=x', 'search'],
      ['/api/admin/course-details?limit=500', 'limit'],
      [
        `/api/admin/course-details?courseIds=${Array.from({ length: 101 }, (_, i) => `c${i}`).join(',')}`,
        'courseIds',
      ],
      ['/api/admin/course-icons?sortBy=iconPath', 'sortBy'],
    ] as const) {
      const response = await server.api.get(url);
      expect(response.statusCode, url).toBe(400);
      expect(response.json()).toMatchObject({ success: false, code: 'VALIDATION_ERROR' });
      expect(response.json().issues[0].path, url).toBe(path);
    }
  });

  it('pages the icons by name and keeps every icon for the picker', async () => {
    await server.db.delete(courseIcons);
    await server.db.insert(courseIcons).values(
      ['rocket', 'book', 'code', 'chart'].map((iconName) => ({
        iconName,
        iconPath: 'M0 0h24v24H0z',
      })),
    );
    const page = (await server.api.get('/api/admin/course-icons?limit=2&search=o')).json();
    expect(page.data.map((icon: { iconName: string }) => icon.iconName)).toEqual(['book', 'code']);
    expect(page.pagination).toEqual({ page: 1, limit: 2, total: 3, totalPages: 2 });
    const all = (await server.app.inject({ url: '/api/icons/all' })).json();
    expect(all.data).toHaveLength(4);
    await server.db.delete(courseIcons);
  });
});
