import { expect, test } from '@playwright/test';
import { listItems, openSignedIn, resetUsers } from '../fixtures/api.ts';
import { solidPng } from '../fixtures/images.ts';

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

test('a company logo is uploaded with the image control, stored and shown', async ({
  page,
  request,
}) => {
  const session = await resetUsers(request);
  await openSignedIn(page, session, '/company-logos');
  await expect(page.getByRole('heading', { name: 'Global Placements' })).toBeVisible();

  await page.getByRole('button', { name: /^Add company logo$/i }).click();
  const form = page.getByRole('form', { name: /^New company logo$/i });
  await form.getByLabel('Company name').fill('Quartz Labs');

  // An SVG is refused, saying what to upload instead.
  await form.getByLabel('Logo', { exact: true }).setInputFiles({
    name: 'quartz.svg',
    mimeType: 'image/svg+xml',
    buffer: Buffer.from('<svg xmlns="http://www.w3.org/2000/svg"><script>1</script></svg>'),
  });
  await expect(page.getByText(/Failed to upload logo: SVG images are not accepted/)).toBeVisible();

  await form.getByLabel('Logo', { exact: true }).setInputFiles({
    name: 'quartz.png',
    mimeType: 'image/png',
    buffer: solidPng([29, 78, 216], 96),
  });
  await expect(form.getByRole('img', { name: 'Logo preview' })).toHaveJSProperty('complete', true);
  await form.getByRole('button', { name: 'Save', exact: true }).click();
  await expect(form).toBeHidden();

  const saved = (await listItems(request, session.token, 'company-logos')).find(
    (item) => item.name === 'Quartz Labs',
  );
  expect(String(saved?.logo)).toMatch(/^[0-9a-f]{32}\.png$/);
  const image = await request.get(`/uploads/company-logos/${saved?.logo}`);
  expect(image.status()).toBe(200);
  expect(image.headers()['content-type']).toBe('image/png');
  const shown = page.locator(`main img[src="/uploads/company-logos/${saved?.logo}"]`);
  await expect(shown).toHaveCount(1);
  await expect
    .poll(() => shown.evaluate((element) => (element as HTMLImageElement).naturalWidth))
    .toBe(96);
});
