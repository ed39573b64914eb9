import { expect, type Page, test } from '@playwright/test';
import { type apiLogin, authHeaders, openSignedIn, resetUsers } from '../fixtures/api.ts';
import { axeFor } from '../fixtures/axe.ts';

// The company info page (docs/company.md): several sections changed, countries chosen by keyboard,
// saved in one step, kept after a reload; and the question before unsaved changes are dropped.

let session: Awaited<ReturnType<typeof apiLogin>>;

test.beforeEach(async ({ request }) => {
  // A long page with many fields, and one flow through most of them: three times the default.
  test.slow();
  session = await resetUsers(request);
});

async function openCompanyInfo(page: Page) {
  await openSignedIn(page, session, '/company-info');
  // The first visit loads the page's code and all three records.
  await expect(
    page.getByRole('heading', { level: 1, name: 'Company Info & Settings' }),
  ).toBeVisible({ timeout: 20_000 });
}

const section = (page: Page, name: string) => page.getByRole('region', { name });

test('change several sections, choose countries by keyboard, save, reload and find them kept', async ({
  page,
  request,
}) => {
  await openCompanyInfo(page);

  // Highlighted countries, by keyboard alone: type to filter, arrows to move, Enter to choose.
  const countries = page.getByRole('combobox', { name: 'Countries' });
  await countries.focus();
  await expect(countries).toHaveAttribute('aria-expanded', 'true');
  await page.keyboard.type('japa');
  await page.keyboard.press('Enter');
  await page.keyboard.press('Control+A');
  await page.keyboard.type('new');
  // New Caledonia, New Zealand, Papua New Guinea: the second one.
  await page.keyboard.press('ArrowDown');
  await page.keyboard.press('Enter');
  await page.keyboard.press('Escape');
  await expect(countries).toHaveAttribute('aria-expanded', 'false');
  const chips = page.getByRole('list', { name: 'Selected countries' });
  await expect(chips.getByRole('listitem').filter({ hasText: 'Japan' })).toBeVisible();
  await expect(chips.getByRole('listitem').filter({ hasText: 'New Zealand' })).toBeVisible();
  await page.getByRole('button', { name: 'Remove Ireland' }).click();
  await expect(chips.getByRole('listitem').filter({ hasText: 'Ireland' })).toHaveCount(0);

  // Basic information.
  const basic = section(page, 'Basic Information');
  await basic.getByLabel('WhatsApp number').fill('+44 7700 900999');
  await basic.getByLabel('Support email').fill('help@coursedesk.example');

  // A hero role added.
  const hero = section(page, 'Hero Roles');
  await hero.getByRole('button', { name: 'Add hero role' }).click();
  const heroInputs = hero.getByRole('textbox');
  await heroInputs.last().fill('Cloud Engineer');

  // A new benefit row starts as a tick for us and a cross for others.
  // The last sections' fields load as they come into view, as a person scrolls to them.
  const benefits = section(page, 'Course Benefits Comparison');
  await benefits.scrollIntoViewIfNeeded();
  await benefits.getByRole('button', { name: 'Add benefit' }).click();
  const row = benefits.getByRole('group').last();
  await expect(row.getByLabel('Us', { exact: true })).toHaveValue('tick');
  await expect(row.getByLabel('Others', { exact: true })).toHaveValue('cross');
  await row.getByLabel('Feature').fill('Job guarantee');
  await row.getByLabel('Others', { exact: true }).selectOption('custom');
  await row.getByLabel('Others: custom text').fill('Rarely');

  // An office without a phone is refused, naming the field.
  const contact = section(page, 'Contact Information');
  await contact.scrollIntoViewIfNeeded();
  await contact.getByRole('button', { name: 'Add office' }).click();
  const office = contact.getByRole('group').last();
  await office.getByLabel('Office name').fill('Bristol');
  await office.getByLabel('Address').fill('1 Harbourside, Bristol BS1 5DB');
  await page.getByRole('button', { name: 'Save Changes' }).click();
  await expect(page.getByText('Office phone is required').first()).toBeVisible();
  await office.getByLabel('Phone').fill('+44 117 496 0000');

  await page.getByRole('button', { name: 'Save Changes' }).click();
  await expect(
    page.getByText('Company info, contact data, and highlighted countries saved successfully!'),
  ).toBeVisible();

  await page.reload();
  await expect(
    page.getByRole('heading', { level: 1, name: 'Company Info & Settings' }),
  ).toBeVisible();
  await expect(chips.getByRole('listitem').filter({ hasText: 'Japan' })).toBeVisible();
  await expect(chips.getByRole('listitem').filter({ hasText: 'New Zealand' })).toBeVisible();
  await expect(chips.getByRole('listitem').filter({ hasText: 'Ireland' })).toHaveCount(0);
  await expect(basic.getByLabel('WhatsApp number')).toHaveValue('+44 7700 900999');
  await expect(basic.getByLabel('Support email')).toHaveValue('help@coursedesk.example');
  await expect(hero.getByRole('textbox').last()).toHaveValue('Cloud Engineer');
  await benefits.scrollIntoViewIfNeeded();
  await expect(benefits.getByRole('group').last().getByLabel('Feature')).toHaveValue(
    'Job guarantee',
  );
  await expect(benefits.getByRole('group').last().getByLabel('Others: custom text')).toHaveValue(
    'Rarely',
  );
  await contact.scrollIntoViewIfNeeded();
  await expect(contact.getByRole('group').last().getByLabel('Phone')).toHaveValue(
    '+44 117 496 0000',
  );

  // The server holds the same, in each of the spec's three records.
  const saved = await (
    await request.get('/api/admin/company-settings', { headers: authHeaders(session.token) })
  ).json();
  expect(saved.data.highlightedCountries.countries).toEqual(
    expect.arrayContaining(['Japan', 'New Zealand']),
  );
  expect(saved.data.highlightedCountries.countries).not.toContain('Ireland');
  expect(saved.data.companyInfo.heroRoles.at(-1)).toBe('Cloud Engineer');
  expect(saved.data.companyInfo.courseBenefitsComparison.at(-1)).toEqual({
    feature: 'Job guarantee',
    description: '',
    us: 'tick',
    others: 'Rarely',
  });
  expect(saved.data.contactData.offices.at(-1)).toEqual({
    name: 'Bristol',
    address: '1 Harbourside, Bristol BS1 5DB',
    phone: '+44 117 496 0000',
  });
});

test('leaving with unsaved changes asks first; staying keeps them, discarding leaves', async ({
  page,
}) => {
  await openCompanyInfo(page);
  const number = section(page, 'Basic Information').getByLabel('WhatsApp number');
  await number.fill('+44 7700 900111');

  const nav = page.getByRole('navigation');
  await nav.getByRole('link', { name: 'Dashboard' }).click();
  const prompt = page.getByRole('dialog', { name: 'Discard unsaved changes?' });
  await expect(prompt).toBeVisible();
  await prompt.getByRole('button', { name: 'Stay on this page' }).click();
  await expect(prompt).toBeHidden();
  await expect(page).toHaveURL(/\/company-info$/);
  await expect(number).toHaveValue('+44 7700 900111');

  // Closing the tab gets the browser's own question.
  const asked = new Promise<string>((resolve) => {
    page.once('dialog', (dialog) => {
      resolve(dialog.type());
      void dialog.dismiss();
    });
  });
  await page.close({ runBeforeUnload: true });
  expect(await asked).toBe('beforeunload');
  expect(page.isClosed()).toBe(false);

  await nav.getByRole('link', { name: 'Dashboard' }).click();
  await prompt.getByRole('button', { name: 'Discard changes' }).click();
  await expect(page).toHaveURL(/\/dashboard$/);
});

test('the page and its open country list pass the accessibility checks', async ({ page }) => {
  await openCompanyInfo(page);
  await page.getByRole('combobox', { name: 'Countries' }).focus();
  await expect(page.getByRole('listbox', { name: 'countries' })).toBeVisible();
  const { violations } = await axeFor(page)
    .withTags(['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'wcag22aa'])
    .analyze();
  const serious = violations.filter((v) => v.impact === 'serious' || v.impact === 'critical');
  expect(
    serious.map((v) => `${v.id}: ${v.nodes.map((n) => n.target.join(' ')).join(', ')}`),
  ).toEqual([]);
});
