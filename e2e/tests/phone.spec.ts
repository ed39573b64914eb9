import { expect, type Page, test } from '@playwright/test';
import { authHeaders, sendPaymentEvent } from '../fixtures/api.ts';
import { E2E_ADMIN } from '../fixtures/constants.ts';
import { acceptConfirm, freshSessionEachTest } from '../fixtures/session.ts';

// A phone held upright (390 × 844): no screen scrolls sideways, dialogs sit above the screen
// behind them, and the lists' rows are cards whose status dropdowns and deletes work.

const session = freshSessionEachTest();

test.use({ viewport: { width: 390, height: 844 } });

async function signIn(page: Page) {
  await page.goto('/login');
  await page.getByLabel('Email').fill(E2E_ADMIN.email);
  await page.getByLabel('Password', { exact: true }).fill(E2E_ADMIN.password);
  await page.getByRole('button', { name: 'Sign in to Dashboard' }).click();
  await expect(page).toHaveURL(/\/dashboard$/);
}

/** How far the page reaches past the viewport's right edge, in CSS pixels. */
function sidewaysOverflow(page: Page): Promise<number> {
  return page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
}

/**
 * With the editor that opened (a dialog, or the screen itself when there is none), neither the
 * page nor the dialog scrolls sideways, on any of the editor's tabs. Closes the dialog.
 */
async function expectEditorFits(page: Page, where: string) {
  const dialog = page.getByRole('dialog');
  // An editor's code loads when it is first opened: wait for it (isVisible does not wait), so a
  // dialog that opens late is not left open in front of the next opener.
  const opened = await dialog
    .waitFor({ state: 'visible', timeout: 5_000 })
    .then(() => true)
    .catch(() => false);
  if (!opened) {
    expect(await sidewaysOverflow(page), `${where} scrolls sideways`).toBeLessThanOrEqual(0);
    return;
  }
  // An editor that loads its record shows its tabs once it has it.
  await expect(dialog.getByRole('status').filter({ hasText: /^Loading/ })).toHaveCount(0);
  const tabs = await dialog.getByRole('tab').all();
  for (const tab of tabs.length > 0 ? tabs : [undefined]) {
    await tab?.click();
    const inside = await dialog.evaluate((element) => element.scrollWidth - element.clientWidth);
    const label = `${where}${tab ? `, tab ${await tab.textContent()}` : ''}`;
    expect(inside, `${label}: the dialog scrolls sideways`).toBeLessThanOrEqual(0);
    expect(await sidewaysOverflow(page), `${label}: the page scrolls sideways`).toBeLessThanOrEqual(
      0,
    );
  }
  await page.keyboard.press('Escape');
  await expect(dialog).toBeHidden();
}

/** Every screen the navigation drawer links to, by path. */
async function screenPaths(page: Page): Promise<string[]> {
  await page.getByRole('button', { name: 'Open navigation' }).click();
  const drawer = page.getByRole('dialog', { name: 'Navigation' });
  const links = drawer.getByRole('link');
  await expect(links.first()).toBeVisible();
  const paths = await links.evaluateAll((anchors) =>
    anchors.map((anchor) => new URL((anchor as HTMLAnchorElement).href).pathname),
  );
  await page.keyboard.press('Escape');
  await expect(drawer).toBeHidden();
  return [...new Set(paths)];
}

test('every screen fits the width of a phone, with and without its editor open', async ({
  page,
  request,
}) => {
  test.setTimeout(300_000);
  // The newest transaction has an order id and an email as long as real ones get, with no spaces.
  const orderId = `ord_phone_${Date.now()}_${'x'.repeat(24)}`;
  const email = `${orderId}@example-business-domain.com`;
  await sendPaymentEvent(request, { orderId, customer: { name: 'Pat Phone', email }, amount: 1 });
  await signIn(page);
  const paths = await screenPaths(page);
  expect(paths).toEqual(
    expect.arrayContaining(['/dashboard', '/user-management', '/coupons', '/payments', '/blogs']),
  );
  expect(paths.length).toBeGreaterThanOrEqual(20);

  for (const path of paths) {
    await page.goto(path);
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
    await page.waitForLoadState('networkidle');
    expect(await sidewaysOverflow(page), `${path} scrolls sideways`).toBeLessThanOrEqual(0);

    // The screen's editor for a new item and for its first item, where it has them.
    for (const name of [/^(Add|New|Create)\b/, /^Edit\b/]) {
      // The first one a phone shows: a screen may also hold the wider layout's, hidden.
      const opener = page
        .getByRole('main')
        .getByRole('button', { name })
        .filter({ visible: true })
        .first();
      if ((await opener.count()) === 0) continue;
      await opener.click({ timeout: 15_000 });
      await expectEditorFits(page, `${path} (${name.source})`);
    }
  }

  // The Transactions tab of the payments screen too.
  await page.goto('/payments');
  await page.getByRole('tab', { name: 'Transactions' }).click();
  await page.waitForLoadState('networkidle');
  expect(await sidewaysOverflow(page), 'Transactions scroll sideways').toBeLessThanOrEqual(0);
  // A card's labels wrap between their words only: "Transaction" is never cut in two.
  const cutLabels = await page
    .getByRole('list', { name: 'Transactions' })
    .locator('dt')
    .evaluateAll((labels) =>
      labels
        .filter((label) => {
          const range = document.createRange();
          range.selectNodeContents(label);
          const lines = new Set([...range.getClientRects()].map((rect) => Math.round(rect.top)));
          return lines.size > (label.textContent ?? '').trim().split(/\s+/).length;
        })
        .map((label) => label.textContent),
    );
  expect(cutLabels).toEqual([]);
  await page
    .getByRole('button', { name: /^View\b/ })
    .first()
    .click();
  await expect(page.getByRole('dialog')).toContainText(email);
  await expectEditorFits(page, 'a transaction');
  await page.goto('/user-management?tab=inquiries');
  await expect(page.getByRole('tab', { name: /Inquiries/ })).toHaveAttribute(
    'aria-selected',
    'true',
  );
  await page.waitForLoadState('networkidle');
  expect(await sidewaysOverflow(page), 'Inquiries scroll sideways').toBeLessThanOrEqual(0);
});

test("the blog editor's footer buttons sit above the cards behind it", async ({
  page,
  request,
}) => {
  const title = `Phone layering ${Date.now().toString(36)}`;
  const created = await request.post('/api/admin/blogs', {
    headers: authHeaders(session.token),
    data: { title, content: 'A post behind the editor.', author: { name: 'Ada Lovelace' } },
  });
  expect(created.status()).toBe(201);

  await signIn(page);
  await page.goto(`/blogs?search=${encodeURIComponent(title)}`);
  await expect(page.getByRole('article', { name: title })).toBeVisible();
  await page.getByRole('button', { name: 'New Post' }).click();
  const dialog = page.getByRole('dialog', { name: 'Create New Post' });
  await expect(dialog).toBeVisible();
  await dialog.evaluate((element) => {
    element.scrollTop = element.scrollHeight;
  });

  for (const name of ['Save Post', 'Cancel']) {
    const button = dialog.getByRole('button', { name, exact: true });
    await expect(button).toBeInViewport();
    // The element the browser hits at the button's centre is the button (or its icon or text).
    const onTop = await button.evaluate((element) => {
      const box = element.getBoundingClientRect();
      const hit = document.elementFromPoint(box.x + box.width / 2, box.y + box.height / 2);
      return hit !== null && element.contains(hit);
    });
    expect(onTop, `${name} is covered`).toBe(true);
  }
  await dialog.getByRole('button', { name: 'Cancel', exact: true }).click();
  await expect(dialog).toBeHidden();

  const cleanup = await request.delete(`/api/admin/blogs/${(await created.json()).data._id}`, {
    headers: authHeaders(session.token),
  });
  expect(cleanup.ok()).toBe(true);
});

test("a customer's card: its status dropdown and its delete work", async ({ page, request }) => {
  const source = `phone-${Date.now().toString(36)}`;
  const ids: string[] = [];
  for (const name of ['Rowan Phone', 'Sasha Phone']) {
    const response = await request.post('/api/customers', {
      headers: authHeaders(session.token),
      data: { name, email: `${name.split(' ')[0]?.toLowerCase()}@example.com`, source },
    });
    expect(response.status()).toBe(201);
    ids.push((await response.json()).data._id);
  }

  await signIn(page);
  await page.goto(`/user-management?source=${source}`);
  const cards = page.getByRole('list', { name: 'Customers' }).getByRole('listitem');
  await expect(cards).toHaveCount(2);
  await expect(page.getByRole('table')).toHaveCount(0);
  expect(await sidewaysOverflow(page)).toBeLessThanOrEqual(0);

  const rowan = cards.filter({ hasText: 'Rowan Phone' });
  for (const label of ['Customer', 'Course', 'Payment', 'Payment Status', 'Status', 'Date']) {
    await expect(
      rowan.getByRole('term').filter({ hasText: new RegExp(`^${label}$`, 'i') }),
    ).toBeVisible();
  }

  await rowan.getByLabel('Status of Rowan Phone', { exact: true }).selectOption('rejected');
  await expect(page.getByText('Status updated successfully')).toBeVisible();
  const changed = await request.get(`/api/customers/${ids[0]}`, {
    headers: authHeaders(session.token),
  });
  expect((await changed.json()).data.customerStatus).toBe('rejected');

  acceptConfirm(page, 'Are you sure you want to delete this customer?');
  await cards
    .filter({ hasText: 'Sasha Phone' })
    .getByRole('button', { name: 'Delete Sasha Phone' })
    .click();
  await expect(page.getByText('Item deleted successfully')).toBeVisible();
  await expect(cards).toHaveCount(1);
  const gone = await request.get(`/api/customers/${ids[1]}`, {
    headers: authHeaders(session.token),
  });
  expect(gone.status()).toBe(404);
});
