import { contentCollections } from '@coursedesk/contract/collections/registry';
import { describe, expect, it } from 'vitest';
import { useTestApp } from '../../test/harness.ts';

const { ctx, api, headers } = useTestApp();

/** A valid item per section, and a change to make to it. */
const samples: Record<string, { valid: Record<string, unknown>; change: Record<string, unknown> }> =
  {
    faqs: {
      valid: { id: 1, question: 'How long is a course?', answer: 'Twelve weeks.' },
      change: { answer: 'Twelve to sixteen weeks.' },
    },
    'mentor-features': {
      valid: { icon: '🎯', title: 'Industry mentors', description: 'Learn from practitioners.' },
      change: { title: 'Expert mentors' },
    },
    'company-logos': {
      valid: { name: 'Acme', logo: 'https://logos.example.com/acme.svg' },
      change: { logo: 'https://logos.example.com/acme-2.svg' },
    },
    'advantage-stats': {
      valid: {
        id: 'stat-001',
        title: 'Graduates',
        value: '50,000+',
        label: 'Alumni',
        description: 'Graduates across the world.',
        dots: 3,
        accent: 'blue',
      },
      change: { accent: 'red', dots: 5 },
    },
    stats: {
      valid: { number: '500+', label: 'Active students', color: 'edtech-green' },
      change: { color: 'edtech-blue' },
    },
    values: {
      valid: { title: 'Curiosity', description: 'We ask why.', iconPath: 'M12 2L2 22h20z' },
      change: { description: 'We keep asking why.' },
    },
    milestones: {
      valid: { year: '2019', title: 'Founded', description: 'The first cohort began.' },
      change: { year: '2018' },
    },
    'upcoming-skills': {
      valid: {
        id: 'ai-engineering',
        name: 'AI Engineering',
        category: 'data',
        demand: 'Very High',
        growth: '+45%',
        icon: '🤖',
        accent: 'purple',
      },
      change: { growth: '+50%' },
    },
    'success-stats': {
      valid: { value: '95%', label: 'Job placement rate' },
      change: { value: '96%' },
    },
    'team-members': {
      valid: {
        name: 'Ada Lovelace',
        role: 'Head of Curriculum',
        bio: 'Writes the courses.',
        image: 'https://images.example.com/ada.jpg',
        linkedin: 'https://www.linkedin.com/in/ada',
        twitter: null,
      },
      change: { twitter: 'https://twitter.com/ada', image: null },
    },
    mentors: {
      valid: {
        id: 'mentor-001',
        name: 'Grace Hopper',
        role: 'Compiler Engineer',
        company: 'Navy',
        image: 'grace-hopper.jpg',
        accent: 'blue',
      },
      change: { accent: 'green' },
    },
    testimonials: {
      valid: {
        id: 'testimonial-001',
        name: 'Alan Turing',
        role: 'Data Analyst',
        company: null,
        rating: 5,
        review: 'Changed my career.',
        category: '🚀 Career Change',
        accent: 'green',
        photo: null,
      },
      change: { rating: 4, company: 'Bletchley' },
    },
    'trustpilot-reviews': {
      valid: {
        id: 'review-001',
        name: 'Katherine Johnson',
        avatar: 'https://images.example.com/kj.png',
        location: 'US',
        reviewCount: 3,
        rating: 4.5,
        title: 'Great mentors',
        review: 'Clear and kind.',
        reviewDate: 'March 15, 2026',
        verified: true,
      },
      change: { rating: 5, verified: false },
    },
  };

const requiredMessages: Record<string, string> = {
  faqs: 'All fields are required',
  'mentor-features': 'Icon, title, and description are required',
  'company-logos': 'Name and logo are required',
  'advantage-stats': 'All fields are required',
  stats: 'Number, label, and color are required',
  values: 'Title and description are required',
  milestones: 'Year, title, and description are required',
  'upcoming-skills': 'All fields are required',
  'success-stats': 'Value and label are required',
  'team-members': 'Name, role, and bio are required',
  mentors: 'All fields are required',
  testimonials: 'All required fields must be filled',
  'trustpilot-reviews': 'All fields are required',
};

describe.each(contentCollections.map((c) => [c.name, c] as const))(
  '/api/admin/%s',
  (name, collection) => {
    const base = `/api/admin/${name}`;
    const sample = samples[name];
    if (!sample) throw new Error(`no sample for ${name}`);

    it('creates, lists, reads, updates and deletes an item', async () => {
      const created = await api.post(base, sample.valid);
      expect(created.statusCode).toBe(201);
      const item = created.json().data;
      expect(created.json().message).toBe(collection.messages.created);
      expect(item).toMatchObject(sample.valid);
      expect(item._id).toMatch(/^[0-9a-f-]{36}$/);

      const list = await ctx.app.inject({ url: base, headers });
      expect(list.statusCode).toBe(200);
      expect(list.json()).toEqual({
        success: true,
        data: [item],
        pagination: { page: 1, limit: 100, total: 1, totalPages: 1 },
      });

      const one = await ctx.app.inject({ url: `${base}/${item._id}`, headers });
      expect(one.json().data).toEqual(item);

      const updated = await api.put(`${base}/${item._id}`, { ...sample.valid, ...sample.change });
      expect(updated.statusCode).toBe(200);
      expect(updated.json()).toMatchObject({
        success: true,
        message: collection.messages.updated,
        data: { ...sample.valid, ...sample.change, _id: item._id },
      });

      const removed = await ctx.app.inject({
        method: 'DELETE',
        url: `${base}/${item._id}`,
        headers,
      });
      expect(removed.json()).toEqual({
        success: true,
        message: collection.messages.deleted,
        trashId: expect.any(String),
      });
      expect((await ctx.app.inject({ url: base, headers })).json().data).toEqual([]);
      const gone = await ctx.app.inject({ method: 'DELETE', url: `${base}/${item._id}`, headers });
      expect(gone.statusCode).toBe(404);
      expect(gone.json().message).toBe(collection.messages.notFound);
    });

    it('restores a deleted item from the trash with the same id, and the list changes its ETag', async () => {
      const item = (await api.post(base, sample.valid)).json().data;
      const site = `/api/public/${name}`;
      const listed = async () => {
        const response = await ctx.app.inject({ url: base, headers });
        return { etag: response.headers.etag, items: response.json().data as unknown[] };
      };
      const before = await listed();
      const removed = await ctx.app.inject({
        method: 'DELETE',
        url: `${base}/${item._id}`,
        headers,
      });
      const { trashId } = removed.json();
      const deleted = await listed();
      expect(deleted.items).toEqual([]);
      expect(deleted.etag).not.toBe(before.etag);
      expect((await ctx.app.inject({ url: `${base}/${item._id}`, headers })).statusCode).toBe(404);
      expect((await ctx.app.inject({ url: site })).body).not.toContain(item._id);

      const restored = await api.post(`/api/admin/trash/${trashId}/restore`, {});
      expect(restored.statusCode, restored.body).toBe(200);
      const back = await listed();
      expect(back.items).toEqual([item]);
      expect(back.etag).not.toBe(deleted.etag);
      const one = await ctx.app.inject({ url: `${base}/${item._id}`, headers });
      expect(one.json().data).toEqual(item);

      await ctx.app.inject({ method: 'DELETE', url: `${base}/${item._id}`, headers });
    });

    it('refuses a missing field with the section message and stores nothing', async () => {
      const [firstField] = Object.keys(sample.valid);
      const incomplete = { ...sample.valid, [firstField ?? '']: undefined };
      for (const payload of [{}, incomplete]) {
        const response = await ctx.app.inject({ method: 'POST', url: base, headers, payload });
        expect(response.statusCode).toBe(400);
        expect(response.json()).toMatchObject({
          success: false,
          code: 'VALIDATION_ERROR',
          message: requiredMessages[name],
        });
      }
      expect((await ctx.app.inject({ url: base, headers })).json().data).toEqual([]);
    });

    it('answers 404 for an unknown or malformed _id', async () => {
      for (const id of ['00000000-0000-4000-8000-000000000000', 'not-an-id']) {
        const response = await api.put(`${base}/${id}`, sample.valid);
        expect(response.statusCode).toBe(404);
        expect(response.json()).toMatchObject({
          code: 'NOT_FOUND',
          message: collection.messages.notFound,
        });
      }
    });

    it('needs an admin token', async () => {
      for (const [method, url] of [
        ['GET', base],
        ['POST', base],
        ['PUT', `${base}/00000000-0000-4000-8000-000000000000`],
        ['DELETE', `${base}/00000000-0000-4000-8000-000000000000`],
      ] as const) {
        const response = await ctx.app.inject({ method, url, payload: sample.valid });
        expect(response.statusCode).toBe(401);
      }
      expect((await ctx.app.inject({ url: base, headers })).json().data).toEqual([]);
    });
  },
);

describe('section rules', () => {
  it('keeps FAQ, advantage stat and skill IDs unique', async () => {
    for (const name of ['faqs', 'advantage-stats', 'upcoming-skills']) {
      const payload = samples[name]?.valid;
      const first = await ctx.app.inject({
        method: 'POST',
        url: `/api/admin/${name}`,
        headers,
        payload,
      });
      expect(first.statusCode).toBe(201);
      const second = await ctx.app.inject({
        method: 'POST',
        url: `/api/admin/${name}`,
        headers,
        payload,
      });
      expect(second.statusCode).toBe(409);
      expect(second.json().message).toMatch(/ID is already in use$/);
      await ctx.app.inject({
        method: 'DELETE',
        url: `/api/admin/${name}/${first.json().data._id}`,
        headers,
      });
    }
  });

  it('lists FAQs by their ID and other sections in the order they were added', async () => {
    for (const id of [3, 1, 2]) {
      await api.post('/api/admin/faqs', { id, question: `Q${id}`, answer: 'A' });
    }
    const faqs = (await ctx.app.inject({ url: '/api/admin/faqs', headers })).json().data;
    expect(faqs.map((f: { id: number }) => f.id)).toEqual([1, 2, 3]);

    for (const value of ['1st', '2nd', '3rd']) {
      await api.post('/api/admin/success-stats', { value, label: 'x' });
    }
    const stats = (await ctx.app.inject({ url: '/api/admin/success-stats', headers })).json().data;
    expect(stats.map((s: { value: string }) => s.value)).toEqual(['1st', '2nd', '3rd']);
  });

  it('accepts only valid SVG path data for a core value, and defaults to the lightning icon', async () => {
    const bad = await api.post('/api/admin/values', {
      title: 'X',
      description: 'Y',
      iconPath: 'M0 0"/><script>alert(1)</script>',
    });
    expect(bad.statusCode).toBe(400);
    expect(bad.json().message).toMatch(/^Icon path must be valid SVG path data/);

    const defaulted = await api.post('/api/admin/values', {
      title: 'Energy',
      description: 'We move fast.',
    });
    expect(defaulted.json().data.iconPath).toBe('M13 10V3L4 14h7v7l9-11h-7z');
  });

  it('accepts only uploaded images, web addresses and paths on this site for a company logo', async () => {
    const site = await api.post('/api/admin/company-logos', {
      name: 'Ours',
      logo: '/logos/ours.svg',
    });
    expect(site.statusCode).toBe(201);
    expect(site.json().data.logo).toBe('/logos/ours.svg');
    for (const logo of [
      'javascript:alert(1)',
      'not a url',
      'ftp://example.com/x.png',
      '//evil.example/x.png',
    ]) {
      const response = await api.post('/api/admin/company-logos', { name: 'Bad', logo });
      expect(response.statusCode).toBe(400);
      expect(response.json().message).toBe(
        'Logo must be an uploaded image, a web address starting with http:// or https://, or a path on this site starting with /',
      );
    }
  });

  it('refuses an accent outside the section choices', async () => {
    const response = await api.post('/api/admin/advantage-stats', {
      ...samples['advantage-stats']?.valid,
      id: 'stat-009',
      accent: 'purple',
    });
    expect(response.statusCode).toBe(400);
    expect(response.json().message).toBe('Accent must be one of: blue, orange, green, red');
  });
});
