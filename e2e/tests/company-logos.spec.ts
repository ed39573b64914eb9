import { expect, test } from '@playwright/test';
import { authHeaders, listItems, openSignedIn, resetUsers } from '../fixtures/api.ts';

const DEMO_LOGOS = [
  'northwind-bank',
  'brightwave-media',
  'fabrikam-health',
  'contoso-retail',
  'tailspin-travel',
  'lumen-analytics',
  'harbour-energy-digital',
  'kestrel-games',
];

test('the app serves the demo company logos itself', async ({ request }) => {
  for (const name of DEMO_LOGOS) {
    const response = await request.get(`/logos/${name}.svg`);
    expect(response.status(), name).toBe(200);
    expect(response.headers()['content-type'], name).toContain('image/svg+xml');
  }
});

test('Global Placements shows logos stored as paths on this site', async ({ page, request }) => {
  const session = await resetUsers(request);
  // The demo data stores such paths; one is added here so the test stands on its own.
  if (!(await listItems(request, session.token, 'company-logos')).length) {
    const created = await request.post('/api/admin/company-logos', {
      headers: authHeaders(session.token),
      data: { name: 'Kestrel Games', logo: '/logos/kestrel-games.svg' },
    });
    expect(created.status()).toBe(201);
  }
  const broken: string[] = [];
  page.on('response', (response) => {
    if (response.request().resourceType() === 'image' && response.status() >= 400) {
      broken.push(response.url());
    }
  });
  await openSignedIn(page, session, '/company-logos');
  await expect(page.getByRole('heading', { name: 'Global Placements' })).toBeVisible();
  // A logo that fails to load is replaced by a placeholder, so every stored path must be drawn
  // as an image with a natural width.
  const stored = (await listItems(request, session.token, 'company-logos')).filter((item) =>
    String(item.logo).startsWith('/logos/'),
  );
  expect(stored.length).toBeGreaterThan(0);
  const logos = page.locator('main img[src^="/logos/"]');
  await expect(logos).toHaveCount(stored.length);
  await expect
    .poll(() =>
      logos.evaluateAll(
        (images) => images.filter((image) => !(image as HTMLImageElement).naturalWidth).length,
      ),
    )
    .toBe(0);
  expect(broken).toEqual([]);
});
