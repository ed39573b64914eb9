import { describe, expect, it } from 'vitest';
import { faqs, mentors, teamMembers } from '../../db/schema/index.ts';
import { useTestApp } from '../../test/harness.ts';

// The sections' lists on the list spine: bounded pages, strict parameters, search where the
// section has one, and the summary computed over every item (docs/collections.md).

const server = useTestApp();

async function expectRefused(url: string, path: string, message: RegExp | string) {
  const response = await server.api.get(url);
  expect(response.statusCode, url).toBe(400);
  const body = response.json();
  expect(body).toMatchObject({ success: false, code: 'VALIDATION_ERROR' });
  expect(body.message).toMatch(message);
  expect(body.issues.map((issue: { path: string }) => issue.path)).toContain(path);
}

describe('section list parameters', () => {
  it('refuses a limit over 100, an unknown parameter and an unknown sort key', async () => {
    await expectRefused('/api/admin/faqs?limit=101', 'limit', 'limit must be at most 100');
    await expectRefused('/api/admin/faqs?limit=0', 'limit', /limit must be a whole number/);
    await expectRefused('/api/admin/faqs?page=x', 'page', /page must be a whole number/);
    await expectRefused('/api/admin/team-members?filter[x]=1', '', /filter\[x\]/);
    await expectRefused('/api/admin/team-members?sortBy=password_hash', 'sortBy', /sortBy/);
    await expectRefused('/api/admin/mentors?sortOrder=up', 'sortOrder', /sortOrder/);
  });

  it('refuses a search on a section without one', async () => {
    await expectRefused(
      '/api/admin/faqs?search=x',
      'search',
      'search is not a parameter of this list',
    );
  });
});

describe('section pages', () => {
  it('pages FAQs by their number with the totals, and keeps each page by version', async () => {
    await server.db
      .insert(faqs)
      .values([5, 1, 4, 2, 3].map((number) => ({ number, question: `Q${number}?`, answer: 'A.' })));
    const last = await server.api.get('/api/admin/faqs?limit=2&page=3');
    expect(last.statusCode).toBe(200);
    expect(last.json().data.map((faq: { id: number }) => faq.id)).toEqual([5]);
    expect(last.json().pagination).toEqual({ page: 3, limit: 2, total: 5, totalPages: 3 });
    const first = await server.api.get('/api/admin/faqs?limit=2');
    expect(first.json().data.map((faq: { id: number }) => faq.id)).toEqual([1, 2]);
    const reversed = await server.api.get('/api/admin/faqs?limit=2&sortOrder=desc');
    expect(reversed.json().data.map((faq: { id: number }) => faq.id)).toEqual([5, 4]);

    // Each page has its ETag and is served again until the table is written.
    const etag = first.headers.etag as string;
    expect((await server.api.get('/api/admin/faqs?limit=2')).body).toBe(first.body);
    const unchanged = await server.api.inject({
      url: '/api/admin/faqs?limit=2',
      headers: { 'if-none-match': etag },
    });
    expect(unchanged.statusCode).toBe(304);
    await server.api.post('/api/admin/faqs', { id: 6, question: 'Q6?', answer: 'A.' });
    const after = await server.api.get('/api/admin/faqs?limit=2&page=3');
    expect(after.json().data.map((faq: { id: number }) => faq.id)).toEqual([5, 6]);
    expect(after.json().pagination.total).toBe(6);
    await server.db.delete(faqs);
  });

  it('answers at most 100 items at once, whatever the section holds', async () => {
    const rows = Array.from({ length: 2_000 }, (_, index) => ({
      number: index + 1,
      question: `Question ${index + 1}?`,
      answer: 'An answer.',
    }));
    for (let start = 0; start < rows.length; start += 500) {
      await server.db.insert(faqs).values(rows.slice(start, start + 500));
    }
    const response = await server.api.get('/api/admin/faqs');
    expect(response.statusCode).toBe(200);
    const body = response.json();
    expect(body.data).toHaveLength(100);
    expect(body.pagination).toEqual({ page: 1, limit: 100, total: 2_000, totalPages: 20 });
    expect(response.body.length).toBeLessThan(30_000);
    const tail = (await server.api.get('/api/admin/faqs?page=20')).json();
    expect(tail.data.at(-1).id).toBe(2_000);
    const summary = (await server.api.get('/api/admin/faqs/summary')).json();
    expect(summary.data).toEqual({ total: 2_000, stats: {}, highestNumber: 2_000 });
    await server.db.delete(faqs);
  });

  it('searches team members by name or role, in any case', async () => {
    await server.db.insert(teamMembers).values([
      { name: 'Ada Lovelace', role: 'Head of Curriculum', bio: 'b', position: 1 },
      { name: 'Grace Hopper', role: 'senior Engineer', bio: 'b', position: 2 },
      { name: 'Alan Turing', role: 'Senior Researcher', bio: 'b', position: 3 },
    ]);
    const names = async (url: string) => {
      const response = await server.api.get(url);
      expect(response.statusCode, url).toBe(200);
      return response.json().data.map((member: { name: string }) => member.name);
    };
    expect(await names('/api/admin/team-members?search=SENIOR')).toEqual([
      'Grace Hopper',
      'Alan Turing',
    ]);
    expect(await names('/api/admin/team-members?search=lovelace')).toEqual(['Ada Lovelace']);
    // Pattern characters are taken literally.
    expect(await names('/api/admin/team-members?search=%25')).toEqual([]);
    const page = (await server.api.get('/api/admin/team-members?search=senior&limit=1')).json();
    expect(page.pagination).toEqual({ page: 1, limit: 1, total: 2, totalPages: 2 });
    await server.db.delete(teamMembers);
  });
});

describe('section summaries', () => {
  it('counts the team members, their roles and complete profiles in SQL', async () => {
    const empty = await server.api.get('/api/admin/team-members/summary');
    expect(empty.json()).toEqual({
      success: true,
      data: {
        total: 0,
        stats: { total: 0, uniqueRoles: 0, completeProfiles: 0 },
        highestNumber: 0,
      },
    });
    await server.db.insert(teamMembers).values([
      {
        name: 'A',
        role: 'Senior Engineer',
        bio: 'b',
        linkedin: 'https://l/a',
        twitter: 'https://t/a',
      },
      { name: 'B', role: '  senior designer', bio: 'b', linkedin: 'https://l/b' },
      { name: 'C', role: 'Teacher', bio: 'b', linkedin: '', twitter: 'https://t/c' },
    ]);
    const summary = await server.api.get('/api/admin/team-members/summary');
    expect(summary.statusCode).toBe(200);
    expect(summary.json().data).toEqual({
      total: 3,
      stats: { total: 3, uniqueRoles: 2, completeProfiles: 1 },
      highestNumber: 0,
    });
    // Kept by the table's version: a write elsewhere shows at once.
    await server.db.delete(teamMembers);
    expect((await server.api.get('/api/admin/team-members/summary')).json().data.total).toBe(0);
  });

  it('says the highest number of a numbered section, ignoring other IDs', async () => {
    await server.db.insert(mentors).values(
      ['mentor-002', 'mentor-010', 'guest', 'mentor-x'].map((key) => ({
        key,
        name: key,
        role: 'r',
        company: 'c',
        image: 'i.jpg',
        accent: 'blue' as const,
      })),
    );
    const summary = (await server.api.get('/api/admin/mentors/summary')).json().data;
    expect(summary).toEqual({ total: 4, stats: {}, highestNumber: 10 });
    await server.db.delete(mentors);
  });

  it('needs an admin', async () => {
    const response = await server.app.inject({ url: '/api/admin/team-members/summary' });
    expect(response.statusCode).toBe(401);
  });
});
