import fs from 'node:fs';
import { type APIRequestContext, expect, type Page, test } from '@playwright/test';
import { type FakeStripe, startFakeStripe } from '../../server/src/test/fake-stripe.ts';
import { apiLogin, authHeaders } from '../fixtures/api.ts';
import { E2E_PORT, E2E_SITE_ORIGIN, E2E_STRIPE_PORT } from '../fixtures/constants.ts';
import { courseBundle } from '../fixtures/course-bundle.ts';

// The example public website (examples/site), built from the public content API and served
// from its own origin, listed in the server's SITE_ORIGINS (the config's second web server).
// Its pages are prerendered HTML; its search box and Enrol form call the API from the browser,
// so CORS, the caching headers and the typed client are tested together (docs/website-api.md).
// Its webhook rebuilds the pages a change names.

const API = `http://127.0.0.1:${E2E_PORT}`;
const SITE = E2E_SITE_ORIGIN;
const DRAFT_ID = 'e2e-site-draft';
let stripe: FakeStripe;
let webhookId = '';

test.beforeAll(async ({ playwright }) => {
  stripe = await startFakeStripe(E2E_STRIPE_PORT);
  // The site's webhook, added as an admin does on the Webhooks screen; its secret goes where the
  // site reads it. "Send test" then builds every page again, with what other tests changed.
  const request = await playwright.request.newContext({ baseURL: API });
  const { token } = await apiLogin(request);
  const created = await request.post('/api/admin/webhooks', {
    headers: authHeaders(token),
    data: {
      url: `${SITE}/hooks/coursedesk`,
      description: 'Example site',
      events: ['content.published', 'content.updated', 'content.unpublished', 'content.deleted'],
    },
  });
  expect(created.status()).toBe(201);
  const webhook = (await created.json()).data as { _id: string; secret: string };
  webhookId = webhook._id;
  fs.writeFileSync(process.env.E2E_SITE_SECRET_FILE ?? '', webhook.secret);
  await request.post(`/api/admin/webhooks/${webhookId}/test`, { headers: authHeaders(token) });
  await request.dispose();
});
test.afterAll(async ({ playwright }) => {
  await stripe?.close();
  const request = await playwright.request.newContext({ baseURL: API });
  const { token } = await apiLogin(request);
  await request.delete(`/api/admin/webhooks/${webhookId}`, { headers: authHeaders(token) });
  await request.delete(`/api/admin/course-bundles/${DRAFT_ID}`, { headers: authHeaders(token) });
  await request.dispose();
});

/** The page's head as served, read from its raw HTML (no script run). */
async function servedHead(page: Page, request: APIRequestContext, path: string) {
  const response = await request.get(`${SITE}${path}`);
  expect(response.status()).toBe(200);
  const html = await response.text();
  return page.evaluate((source) => {
    const doc = new DOMParser().parseFromString(source, 'text/html');
    const content = (selector: string) =>
      doc.querySelector(selector)?.getAttribute('content') ?? null;
    return {
      title: doc.title,
      description: content('meta[name="description"]'),
      robots: content('meta[name="robots"]'),
      canonical: doc.querySelector('link[rel="canonical"]')?.getAttribute('href') ?? null,
      feed: doc.querySelector('link[type="application/rss+xml"]')?.getAttribute('href') ?? null,
      og: Object.fromEntries(
        [...doc.querySelectorAll('meta[property^="og:"]')].map((meta) => [
          meta.getAttribute('property'),
          meta.getAttribute('content'),
        ]),
      ),
      h1: doc.querySelector('h1')?.textContent ?? null,
    };
  }, html);
}

test('the homepage shows the sections, courses and blog, with sized images', async ({
  page,
  request,
}) => {
  const courses = (await (await request.get(`${API}/api/public/courses`)).json()).data as {
    title: string;
  }[];
  // The built homepage lists every course once the test notification's build is done.
  await expect(async () => {
    await page.goto(SITE);
    await expect(page.getByTestId('course-card')).toHaveCount(courses.length, { timeout: 1000 });
  }).toPass();
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  await expect(page.getByRole('heading', { name: 'Why choose us' })).toBeVisible();
  await expect(page.getByRole('heading', { name: 'Frequently asked questions' })).toBeVisible();
  await expect(page.getByTestId('blog-card').first()).toBeVisible();
  // Images come as absolute URLs on the API's origin (PUBLIC_URL), sized by their srcset.
  const images = await page.locator('img').evaluateAll((imgs) =>
    imgs.map((img) => ({
      src: img.getAttribute('src') ?? '',
      srcset: img.getAttribute('srcset'),
      sizes: img.getAttribute('sizes'),
      width: img.getAttribute('width'),
    })),
  );
  expect(images.length).toBeGreaterThan(0);
  for (const image of images) {
    expect(image.src.startsWith(`${API}/uploads/`) || /^https?:\/\//.test(image.src)).toBe(true);
  }
  const sized = images.find((image) => image.srcset);
  expect(sized?.srcset).toContain(`${API}/uploads/`);
  expect(sized?.srcset).toMatch(/\?w=\d+ \d+w/);
  expect(sized?.sizes).toBeTruthy();
  expect(Number(sized?.width)).toBeGreaterThan(0);
});

test('a course and a blog post open on their own pages', async ({ page }) => {
  await page.goto(SITE);
  const firstCourse = page.getByTestId('course-card').first().getByRole('link');
  const title = (await firstCourse.textContent()) ?? '';
  await firstCourse.click();
  await expect(page).toHaveURL(/\/courses\/[^/#]+$/);
  await expect(page.getByRole('heading', { level: 1, name: title })).toBeVisible();
  await expect(page.getByTestId('course-price')).toHaveText(/^£/);

  await page.goto(SITE);
  const firstPost = page.getByTestId('blog-card').first().getByRole('link');
  const postTitle = (await firstPost.textContent()) ?? '';
  await firstPost.click();
  await expect(page).toHaveURL(/\/blog\/[^/#]+$/);
  await expect(page.getByRole('heading', { level: 1, name: postTitle })).toBeVisible();
  // The post's sanitised HTML is rendered, not shown as text.
  await expect(page.getByTestId('post-body').locator('p').first()).toBeVisible();
  await expect(page.getByTestId('post-body')).not.toContainText('<p>');
});

test('the prerendered pages carry their title, description, Open Graph tags and canonical link', async ({
  page,
  request,
}) => {
  type Seo = {
    title: string;
    description: string;
    image: string | null;
    canonical: string | null;
    noindex: boolean;
  };
  const [course] = (await (await request.get(`${API}/api/public/courses`)).json()).data as {
    slug: string;
  }[];
  const [post] = (await (await request.get(`${API}/api/public/blogs`)).json()).data.items as {
    slug: string;
  }[];
  if (!course || !post) throw new Error('the demo data has no course or post');
  for (const [kind, slug, type] of [
    ['courses', course.slug, 'website'],
    ['blog', post.slug, 'article'],
  ] as const) {
    const api = kind === 'courses' ? 'courses' : 'blogs';
    const seo = (await (await request.get(`${API}/api/public/${api}/${slug}`)).json()).data
      .seo as Seo;
    const head = await servedHead(page, request, `/${kind}/${slug}`);
    const url = `${SITE}/${kind}/${slug}`;
    expect(head).toMatchObject({
      title: seo.title,
      description: seo.description,
      canonical: seo.canonical ?? url,
      robots: seo.noindex ? 'noindex' : null,
      feed: `${API}/api/public/blogs/feed.xml`,
    });
    expect(head.og).toMatchObject({
      'og:title': seo.title,
      'og:description': seo.description,
      'og:url': seo.canonical ?? url,
      'og:type': type,
    });
    if (seo.image) expect(head.og['og:image']).toBe(new URL(seo.image, API).href);
  }
  // The lists are pages too, and robots.txt names the sitemap.
  expect((await servedHead(page, request, '/courses/')).h1).toBe('Courses');
  expect((await servedHead(page, request, '/blog/')).h1).toBe('Blog');
  expect(await (await request.get(`${SITE}/robots.txt`)).text()).toContain(
    `Sitemap: ${API}/api/public/sitemap.xml`,
  );
});

test('the search box finds a post and shows its passage with the words marked', async ({
  page,
  request,
}) => {
  const [post] = (await (await request.get(`${API}/api/public/blogs`)).json()).data.items as {
    title: string;
    excerpt: string;
  }[];
  if (!post) throw new Error('the demo data has no post');
  // A long word of its excerpt, which the passage shown is taken from.
  const word = post.excerpt.split(/[^A-Za-z]+/).find((candidate) => candidate.length >= 7) ?? '';
  await page.goto(SITE);
  const answer = page.waitForResponse((response) =>
    response.url().startsWith(`${API}/api/public/search?`),
  );
  await page.getByRole('searchbox', { name: 'Search', exact: true }).fill(word);
  await page.getByRole('searchbox', { name: 'Search', exact: true }).press('Enter');
  await expect(page).toHaveURL(/\/search\/\?q=/);
  const response = await answer;
  expect(response.status()).toBe(200);
  const headers = await response.allHeaders();
  expect(headers['access-control-allow-origin']).toBe(SITE);
  expect(headers['cache-control']).toBe('public, max-age=60, stale-while-revalidate=600');
  expect(headers.etag).toMatch(/^"/);

  const hit = page.getByTestId('search-hit').filter({ hasText: post.title }).first();
  await expect(hit).toBeVisible();
  // The API's <mark> is shown as marking, never as text.
  await expect(hit.locator('mark').first()).toHaveText(new RegExp(word, 'i'));
  await expect(hit).not.toContainText('<mark>');
  await hit.getByRole('link', { name: post.title }).click();
  await expect(page.getByRole('heading', { level: 1, name: post.title })).toBeVisible();
});

test('a draft is previewed on the site; published and edited, its built page follows', async ({
  page,
  request,
}) => {
  test.setTimeout(90_000);
  const { token } = await apiLogin(request);
  const headers = authHeaders(token);
  await request.delete(`${API}/api/admin/course-bundles/${DRAFT_ID}`, { headers });
  const created = await request.post(`${API}/api/admin/course-bundles`, {
    headers,
    data: courseBundle(DRAFT_ID, 'Site Draft Course'),
  });
  expect(created.status()).toBe(201);
  const courseId = (await created.json()).data.course._id as string;
  const coursePage = `${SITE}/courses/${DRAFT_ID}`;
  expect((await request.get(coursePage)).status()).toBe(404);

  // Preview: the address SITE_PREVIEW_URL makes, with a token for this course only.
  const issued = await request.post(`${API}/api/admin/preview-tokens`, {
    headers,
    data: { type: 'course', id: courseId },
  });
  const { url } = (await issued.json()).data as { url: string };
  expect(url.startsWith(`${SITE}/preview/course/${DRAFT_ID}?token=`)).toBe(true);
  const shown = await page.goto(url);
  expect(shown?.headers()['cache-control']).toBe('private, no-store');
  await expect(page.getByTestId('preview-banner')).toContainText('not published');
  await expect(page.getByRole('heading', { level: 1, name: 'Site Draft Course' })).toBeVisible();
  await expect(page.locator('meta[name="robots"]')).toHaveAttribute('content', 'noindex');
  // A token that is not one is refused, saying so.
  await page.goto(`${SITE}/preview/course/${DRAFT_ID}?token=forged`);
  await expect(page.getByRole('alert')).toHaveText('This preview token is not valid');

  // Published: the notification builds its page.
  const bundle = courseBundle(DRAFT_ID, 'Site Draft Course');
  const published = await request.put(`${API}/api/admin/course-bundles/${DRAFT_ID}`, {
    headers,
    data: { ...bundle, course: { ...bundle.course, publishStatus: 'published' } },
  });
  expect(published.status()).toBe(200);
  const builtTitle = async () => {
    const response = await request.get(coursePage);
    return response.ok() ? /<h1>([^<]*)<\/h1>/.exec(await response.text())?.[1] : response.status();
  };
  await expect.poll(builtTitle, { timeout: 20_000 }).toBe('Site Draft Course');

  // Edited: its page, and the course list, show the new title.
  const renamed = await request.put(`${API}/api/admin/course-bundles/${DRAFT_ID}`, {
    headers,
    data: { ...bundle, course: { ...bundle.course, title: 'Site Course, Edited' } },
  });
  expect(renamed.status()).toBe(200);
  await expect.poll(builtTitle, { timeout: 20_000 }).toBe('Site Course, Edited');
  await expect(async () => {
    await page.goto(`${SITE}/courses/`);
    await expect(page.getByRole('link', { name: 'Site Course, Edited' })).toBeVisible({
      timeout: 1000,
    });
  }).toPass();

  // Deleted: its page goes.
  await request.delete(`${API}/api/admin/course-bundles/${DRAFT_ID}`, { headers });
  await expect.poll(builtTitle, { timeout: 20_000 }).toBe(404);
});

test('the browser may revalidate with the ETag, and may not call the back-office', async ({
  page,
}) => {
  await page.goto(SITE);
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
  // An address of the site's earlier hash-routed pages leads to the course's page.
  await page.goto(`${SITE}/#/courses/${course.slug}`);
  await expect(page).toHaveURL(`${SITE}/courses/${course.slug}`);
  await expect(page.getByRole('heading', { level: 1, name: course.title })).toBeVisible();
  await page.getByLabel('Name').fill('Ada Lovelace');
  await page.getByLabel('Email').fill('ada.e2e@example.com');
  // The checkout's answer, kept as it passes: the page leaves for the payment page at once.
  let answer: { status: number; allowOrigin?: string; orderId: string } | undefined;
  await page.route(`${API}/api/public/checkout`, async (route) => {
    if (route.request().method() !== 'POST') return route.continue();
    const response = await route.fetch();
    answer = {
      status: response.status(),
      allowOrigin: response.headers()['access-control-allow-origin'],
      orderId: (await response.json()).data?.orderId,
    };
    await route.fulfill({ response });
  });
  await page.getByRole('button', { name: 'Enrol' }).click();
  await expect(
    page.getByRole('heading', { level: 1, name: 'Thank you for enrolling' }),
  ).toBeVisible();
  expect(answer).toMatchObject({ status: 200, allowOrigin: SITE });

  const sent = stripe.requests.find((entry) => entry.path === '/v1/checkout/sessions');
  expect(sent?.form).toMatchObject({
    mode: 'payment',
    client_reference_id: answer?.orderId,
    customer_email: 'ada.e2e@example.com',
    'line_items[0][price_data][currency]': 'gbp',
    'line_items[0][price_data][unit_amount]': String(Math.round((course.price ?? 0) * 100)),
    'metadata[course]': course.slug,
    success_url: `${SITE}/enrolled/`,
    cancel_url: `${SITE}/courses/${course.slug}`,
  });
});
