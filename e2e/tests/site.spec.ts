import path from 'node:path';
import { expect, test } from '@playwright/test';
import { createServer, type ViteDevServer } from 'vite';
import { type FakeStripe, startFakeStripe } from '../../server/src/test/fake-stripe.ts';
import {
  E2E_PORT,
  E2E_SITE_ORIGIN,
  E2E_SITE_PORT,
  E2E_STRIPE_PORT,
} from '../fixtures/constants.ts';

// The example public website (examples/site) served from its own origin, listed in the server's
// SITE_ORIGINS: it reads the public content API from the browser, as a real site does, so CORS,
// the caching headers and the typed client are tested together (docs/website-api.md).

const API = `http://127.0.0.1:${E2E_PORT}`;
let site: ViteDevServer;
let stripe: FakeStripe;

test.beforeAll(async () => {
  process.env.VITE_API_URL = API;
  site = await createServer({
    root: path.resolve(import.meta.dirname, '..', '..', 'examples', 'site'),
    logLevel: 'warn',
    server: { host: '127.0.0.1', port: E2E_SITE_PORT, strictPort: true },
  });
  await site.listen();
  stripe = await startFakeStripe(E2E_STRIPE_PORT);
});
test.afterAll(async () => {
  await site?.close();
  await stripe?.close();
});

test('the homepage shows the sections, courses and blog read across origins', async ({
  page,
  request,
}) => {
  const courses = (await (await request.get(`${API}/api/public/courses`)).json()).data as {
    title: string;
  }[];
  const siteAnswer = page.waitForResponse(`${API}/api/public/site`);
  await page.goto(E2E_SITE_ORIGIN);
  const response = await siteAnswer;
  expect(response.status()).toBe(200);
  const headers = await response.allHeaders();
  expect(headers['access-control-allow-origin']).toBe(E2E_SITE_ORIGIN);
  expect(headers['cache-control']).toBe('public, max-age=60, stale-while-revalidate=600');
  expect(headers.etag).toMatch(/^"/);

  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  await expect(page.getByRole('heading', { name: 'Why choose us' })).toBeVisible();
  await expect(page.getByTestId('course-card')).toHaveCount(courses.length);
  await expect(page.getByRole('heading', { name: 'Frequently asked questions' })).toBeVisible();
  await expect(page.getByTestId('blog-card').first()).toBeVisible();
  // Images come as absolute URLs on the API's origin (PUBLIC_URL).
  for (const src of await page
    .locator('img')
    .evaluateAll((imgs) => imgs.map((img) => img.getAttribute('src') ?? ''))) {
    expect(src.startsWith(`${API}/uploads/`) || /^https?:\/\//.test(src)).toBe(true);
  }
});

test('a course and a blog post open on their own pages', async ({ page }) => {
  await page.goto(E2E_SITE_ORIGIN);
  const firstCourse = page.getByTestId('course-card').first().getByRole('link');
  const title = (await firstCourse.textContent()) ?? '';
  await firstCourse.click();
  await expect(page.getByRole('heading', { level: 1, name: title })).toBeVisible();
  await expect(page.getByTestId('course-price')).toHaveText(/^£/);

  await page.goto(E2E_SITE_ORIGIN);
  const firstPost = page.getByTestId('blog-card').first().getByRole('link');
  const postTitle = (await firstPost.textContent()) ?? '';
  await firstPost.click();
  await expect(page.getByRole('heading', { level: 1, name: postTitle })).toBeVisible();
  // The post's sanitised HTML is rendered, not shown as text.
  await expect(page.getByTestId('post-body').locator('p').first()).toBeVisible();
  await expect(page.getByTestId('post-body')).not.toContainText('<p>');
});

test('the browser may revalidate with the ETag, and may not call the back-office', async ({
  page,
}) => {
  await page.goto(E2E_SITE_ORIGIN);
  await expect(page.getByTestId('course-card').first()).toBeVisible();
  const outcome = await page.evaluate(async (api) => {
    const first = await fetch(`${api}/api/public/courses`, { cache: 'no-store' });
    const etag = first.headers.get('etag') ?? '';
    // If-None-Match set by the page needs a preflight, which the server answers.
    const again = await fetch(`${api}/api/public/courses`, {
      cache: 'no-store',
      headers: { 'if-none-match': etag },
    });
    const admin = await fetch(`${api}/api/admin/faqs`).then(
      () => 'answered',
      () => 'blocked',
    );
    return { etag, again: again.status, admin };
  }, API);
  expect(outcome.etag).toMatch(/^"/);
  expect(outcome.again).toBe(304);
  expect(outcome.admin).toBe('blocked');
});

test("a course's Enrol button opens the payment page the checkout priced", async ({
  page,
  request,
}) => {
  const courses = (await (await request.get(`${API}/api/public/courses`)).json()).data as {
    slug: string;
    title: string;
    price: number | null;
  }[];
  const course = courses.find((candidate) => candidate.price !== null);
  if (!course) throw new Error('the demo data has no priced course');
  // Stripe's payment page, here: it sends the visitor straight back as paid.
  stripe.answer('POST /v1/checkout/sessions', (sent) => ({
    body: { id: 'cs_test_e2e', object: 'checkout.session', url: sent.form.success_url },
  }));
  await page.goto(`${E2E_SITE_ORIGIN}/#/courses/${course.slug}`);
  await expect(page.getByRole('heading', { level: 1, name: course.title })).toBeVisible();
  await page.getByLabel('Name').fill('Ada Lovelace');
  await page.getByLabel('Email').fill('ada.e2e@example.com');
  const checkout = page.waitForResponse(`${API}/api/public/checkout`);
  await page.getByRole('button', { name: 'Enrol' }).click();
  const answer = await checkout;
  expect(answer.status()).toBe(200);
  expect(answer.headers()['access-control-allow-origin']).toBe(E2E_SITE_ORIGIN);
  const { orderId } = (await answer.json()).data as { orderId: string };
  await expect(
    page.getByRole('heading', { level: 1, name: 'Thank you for enrolling' }),
  ).toBeVisible();

  const sent = stripe.requests.find((entry) => entry.path === '/v1/checkout/sessions');
  expect(sent?.form).toMatchObject({
    mode: 'payment',
    client_reference_id: orderId,
    customer_email: 'ada.e2e@example.com',
    'line_items[0][price_data][currency]': 'gbp',
    'line_items[0][price_data][unit_amount]': String(Math.round((course.price ?? 0) * 100)),
    'metadata[course]': course.slug,
    success_url: `${E2E_SITE_ORIGIN}/#/enrolled`,
  });
});
