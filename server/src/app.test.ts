import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { RegisteredRoute } from './app.ts';
import { createTestApp, signedInAdmin, type TestContext } from './test/harness.ts';

let ctx: TestContext;
let webDir: string;
const routes: RegisteredRoute[] = [];

beforeAll(async () => {
  webDir = fs.mkdtempSync(path.join(os.tmpdir(), 'coursedesk-web-'));
  fs.writeFileSync(path.join(webDir, 'index.html'), '<!doctype html><title>Coursedesk</title>');
  fs.mkdirSync(path.join(webDir, 'assets'));
  fs.writeFileSync(path.join(webDir, 'assets', 'app-abc123.js'), 'console.log(1)');
  ctx = await createTestApp({ webDir, onRoute: (route) => routes.push(route) });
});
afterAll(async () => {
  await ctx.close();
  fs.rmSync(webDir, { recursive: true, force: true });
});

describe('deny by default', () => {
  it('requires an admin token on every API route but sign-in, health, readiness, the icon reads and the public content', async () => {
    const apiRoutes = routes.filter((r) => r.url.startsWith('/api'));
    expect(apiRoutes.length).toBeGreaterThanOrEqual(8);
    const open = apiRoutes
      .filter((r) => r.public && !r.url.startsWith('/api/public/'))
      .map((r) => `${r.method} ${r.url}`);
    // The course icons are read by the public website (docs/courses.md).
    expect(open.sort()).toEqual([
      'GET /api/health',
      'GET /api/icons',
      'GET /api/icons/:name',
      'GET /api/icons/all',
      'GET /api/ready',
      'HEAD /api/health',
      'HEAD /api/icons',
      'HEAD /api/icons/:name',
      'HEAD /api/icons/all',
      'HEAD /api/ready',
      'POST /api/auth/login',
      'POST /api/auth/login/2fa',
      // Signed by the payment provider instead of a token (docs/payments-webhook.md).
      'POST /api/webhooks/payments',
      // Signed by Stripe (docs/payments-stripe.md).
      'POST /api/webhooks/stripe',
    ]);
    // Everything under /api/public/ is the website's: reads, the two forms a visitor sends and
    // the checkout (docs/website-api.md, docs/website-forms.md, docs/payments-stripe.md).
    const site = apiRoutes.filter((r) => r.url.startsWith('/api/public/'));
    expect(site.length).toBeGreaterThan(20);
    for (const route of site) {
      expect(route.public, route.url).toBe(true);
      if (route.method === 'POST') continue;
      expect(['GET', 'HEAD'], route.url).toContain(route.method);
    }
    expect(
      site
        .filter((r) => r.method === 'POST')
        .map((r) => r.url)
        .sort(),
    ).toEqual(['/api/public/checkout', '/api/public/coupons/check', '/api/public/inquiries']);
    // Outside the API, only the uploaded images are marked public (the website shows them).
    const publicElsewhere = routes
      .filter((r) => r.public && !r.url.startsWith('/api'))
      .map((r) => `${r.method} ${r.url}`);
    expect(publicElsewhere.sort()).toEqual([
      'GET /uploads',
      'GET /uploads/*',
      'GET /uploads/:area/:name',
      'HEAD /uploads',
      'HEAD /uploads/*',
      'HEAD /uploads/:area/:name',
    ]);

    for (const route of apiRoutes.filter((r) => !r.public)) {
      const url = route.url.replaceAll(/:(\w+)/g, '00000000-0000-4000-8000-000000000000');
      for (const authorization of [undefined, 'Bearer nonsense', 'Basic abc']) {
        const response = await ctx.app.inject({
          method: route.method as 'GET',
          url,
          headers: authorization ? { authorization } : {},
          ...(route.method === 'GET' || route.method === 'HEAD' ? {} : { payload: {} }),
        });
        expect(response.statusCode, `${route.method} ${url}`).toBe(401);
        if (route.method !== 'HEAD') {
          expect(response.json()).toMatchObject({ success: false, code: 'UNAUTHENTICATED' });
        }
      }
    }
  });

  it('answers an unknown API path with 401 without a token and 404 with one', async () => {
    expect((await ctx.app.inject({ url: '/api/secret-things' })).statusCode).toBe(401);
    const { headers } = await signedInAdmin(ctx);
    const response = await ctx.app.inject({ url: '/api/secret-things', headers });
    expect(response.statusCode).toBe(404);
    expect(response.json()).toEqual({ success: false, code: 'NOT_FOUND', message: 'Not found' });
  });

  it('answers health without a token', async () => {
    const response = await ctx.app.inject({ url: '/api/health' });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({ success: true, status: 'ok' });
  });
});

describe('GET /api/openapi.json', () => {
  it('describes every API route for a signed-in admin', async () => {
    const { headers } = await signedInAdmin(ctx);
    const response = await ctx.app.inject({ url: '/api/openapi.json', headers });
    expect(response.statusCode).toBe(200);
    const document = response.json();
    expect(document.info).toEqual({ title: 'Coursedesk API', version: '1.0.0' });
    expect(Object.keys(document.paths)).toEqual(
      expect.arrayContaining(['/api/auth/login', '/api/auth/users', '/api/auth/users/{id}']),
    );
    const login = document.paths['/api/auth/login'].post;
    expect(login.requestBody.content['application/json'].schema.required).toEqual([
      'email',
      'password',
    ]);
    expect(JSON.stringify(document)).not.toContain('passwordHash');
  });
});

describe('headers', () => {
  it('serves the app page with a strict content security policy', async () => {
    const response = await ctx.app.inject({ url: '/users' });
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toMatch(/text\/html/);
    expect(response.body).toContain('<title>Coursedesk</title>');
    const csp = String(response.headers['content-security-policy']);
    expect(csp).toContain("default-src 'self'");
    expect(csp).toContain("script-src 'self'");
    expect(csp).toContain("frame-ancestors 'none'");
    expect(csp).toContain("object-src 'none'");
    expect(response.headers['x-content-type-options']).toBe('nosniff');
  });

  it('marks API answers nosniff, uncacheable and with a request id', async () => {
    const response = await ctx.app.inject({ url: '/api/health' });
    expect(response.headers['x-content-type-options']).toBe('nosniff');
    expect(response.headers['cache-control']).toBe('no-store');
    expect(response.headers['x-request-id']).toMatch(/^[0-9a-f-]{36}$/);
  });

  it('serves hashed assets as immutable', async () => {
    const response = await ctx.app.inject({ url: '/assets/app-abc123.js' });
    expect(response.statusCode).toBe(200);
    expect(response.headers['cache-control']).toContain('immutable');
  });

  it('does not serve the app page for API paths or non-GET requests', async () => {
    const post = await ctx.app.inject({ method: 'POST', url: '/dashboard', payload: {} });
    expect(post.statusCode).toBe(404);
    expect(post.json()).toMatchObject({ success: false, code: 'NOT_FOUND' });
  });
});
