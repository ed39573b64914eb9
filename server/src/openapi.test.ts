import fs from 'node:fs';
import SwaggerParser from '@apidevtools/swagger-parser';
import { describe, expect, it } from 'vitest';
import { useTestApp, useTestContext } from './test/harness.ts';

// The OpenAPI document, as a client generator reads it: valid, every operation named once and
// tagged, its error answers declared in the one error shape (lib/openapi.ts).

const server = useTestApp();
const PUBLIC_URL = 'https://api.example.test';
const withPublicUrl = useTestContext({ publicUrl: PUBLIC_URL });
const METHODS = ['get', 'put', 'post', 'delete', 'patch', 'head', 'options'] as const;

interface Operation {
  operationId?: string;
  summary?: string;
  tags?: string[];
  security?: unknown[];
  responses: Record<string, { content?: Record<string, { schema: Record<string, unknown> }> }>;
}

function operationsOf(document: { paths: Record<string, Record<string, Operation>> }) {
  return Object.entries(document.paths).flatMap(([path, item]) =>
    METHODS.filter((method) => item[method]).map((method) => ({
      path,
      method,
      operation: item[method] as Operation,
    })),
  );
}

describe('the OpenAPI document', () => {
  it('is valid, and names and tags every operation once, with its error answers', async () => {
    const response = await server.api.get('/api/openapi.json');
    expect(response.statusCode).toBe(200);
    const document = response.json();
    await SwaggerParser.validate(structuredClone(document));
    const operations = operationsOf(document);
    expect(operations.length).toBeGreaterThan(140);
    const ids = operations.map(({ operation }) => operation.operationId);
    for (const [i, id] of ids.entries()) {
      const { method, path } = operations[i] as { method: string; path: string };
      expect(id, `${method} ${path}`).toMatch(/^[a-z][A-Za-z0-9]*$/);
    }
    expect(new Set(ids).size).toBe(ids.length);
    for (const { path, method, operation } of operations) {
      const name = `${method} ${path}`;
      expect(operation.tags?.length, name).toBe(1);
      expect(operation.summary?.trim(), name).toBeTruthy();
      const isPublic = path.startsWith('/api/public/');
      const statuses = Object.keys(operation.responses);
      if (isPublic) {
        expect(operation.security, name).toEqual([]);
        expect(operation.tags, name).toEqual(['Public']);
      }
      // An operation that needs a token declares the answers without one or without the right.
      if (operation.security === undefined) {
        expect(statuses, name).toEqual(expect.arrayContaining(['401', '403']));
      } else {
        expect(operation.security, name).toEqual([]);
        expect(statuses, name).not.toContain('401');
      }
      if (path.includes('{')) expect(statuses, name).toContain('404');
      if (method === 'post' || method === 'put') {
        expect(statuses, name).toEqual(expect.arrayContaining(['400', '413', '415']));
      }
      for (const status of statuses.filter((s) => s.startsWith('4'))) {
        const schema = operation.responses[status]?.content?.['application/json']?.schema;
        expect(schema?.required, `${name} ${status}`).toEqual(['success', 'message', 'code']);
      }
    }
    const login = document.paths['/api/auth/login'].post as Operation;
    expect(login.operationId).toBe('postAuthLogin');
    expect(Object.keys(login.responses)).toContain('429');
    expect(document.paths['/api/admin/faqs/{_id}'].get.operationId).toBe('getAdminFaqsById');
  });

  it('serves its public part on its own, without a token', async () => {
    const response = await server.app.inject({ url: '/api/public/openapi.json' });
    expect(response.statusCode).toBe(200);
    const document = response.json();
    await SwaggerParser.validate(structuredClone(document));
    const paths = Object.keys(document.paths);
    expect(paths).toEqual(
      expect.arrayContaining(['/api/public/site', '/api/public/courses/{slug}']),
    );
    for (const path of paths) expect(path.startsWith('/api/public/'), path).toBe(true);
    expect(document.components?.securitySchemes).toBeUndefined();
    expect(document.security).toEqual([]);
    const operations = operationsOf(document);
    expect(operations.every(({ operation }) => operation.tags?.[0] === 'Public')).toBe(true);
    expect(document.paths['/api/public/courses/{slug}'].get.operationId).toBe(
      'getPublicCoursesBySlug',
    );
  });

  it('keeps the ids the routes declare', async () => {
    const document = (await server.api.get('/api/openapi.json')).json();
    expect(document.paths['/api/public/coupons/check'].post.operationId).toBe('checkCoupon');
    expect(document.paths['/api/public/inquiries'].post.operationId).toBe('submitInquiry');
    expect(document.paths['/api/public/search'].get.operationId).toBe('searchPublicContent');
  });

  it('has each operation docs/website-api.md names, under the id it names', async () => {
    const document = (await server.app.inject({ url: '/api/public/openapi.json' })).json();
    const text = fs.readFileSync(new URL('../../docs/website-api.md', import.meta.url), 'utf8');
    const table = text.slice(text.indexOf('### Operation ids'));
    const rows = [
      ...table.matchAll(/^\| `(GET|POST) (\/api\/public\/[^`]*)` +\| `([A-Za-z]+)` +\|/gm),
    ];
    expect(rows.length).toBeGreaterThan(10);
    for (const [, method, path, id] of rows) {
      const operation = document.paths[path ?? '']?.[method?.toLowerCase() ?? ''];
      expect(operation?.operationId, `${method} ${path}`).toBe(id);
    }
    // And the table names every public operation.
    expect(rows).toHaveLength(operationsOf(document).length);
  });

  it('names its shapes as component schemas, and its server as PUBLIC_URL gives it', async () => {
    const document = (await withPublicUrl.app.inject({ url: '/api/public/openapi.json' })).json();
    expect(document.servers).toEqual([{ url: PUBLIC_URL, description: expect.any(String) }]);
    expect(Object.keys(document.components.schemas)).toEqual(
      expect.arrayContaining(['PublicCourse', 'PublicBlogPost', 'PublicSearchHit']),
    );
    const course = document.paths['/api/public/courses/{slug}'].get.responses['200'];
    expect(JSON.stringify(course)).toContain('#/components/schemas/PublicCourse');
    await SwaggerParser.validate(structuredClone(document));
  });
});
