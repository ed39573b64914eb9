import { expect, test } from '@playwright/test';
import { authHeaders, openSignedIn } from '../fixtures/api.ts';
import { axeFor } from '../fixtures/axe.ts';
import { acceptConfirm, freshSessionEachTest } from '../fixtures/session.ts';

// The trash (docs/trash.md): a delete's toast offers Undo, and the Trash screen restores what was
// deleted, with the same id.

const session = freshSessionEachTest();

test.describe.configure({ timeout: 90_000 });

test('a deleted FAQ comes back with Undo in the toast', async ({ page, request }) => {
  const question = `Can I pause my course? ${Date.now()}`;
  const created = await request.post('/api/admin/faqs', {
    headers: authHeaders(session.token),
    data: { id: 9_000 + Math.floor(Math.random() * 900), question, answer: 'Yes, once.' },
  });
  expect(created.status()).toBe(201);
  const faq = (await created.json()).data;

  await openSignedIn(page, session, '/faqs');
  await expect(page.getByText(question)).toBeVisible();
  acceptConfirm(page, 'Are you sure you want to delete this FAQ?');
  await page.getByRole('button', { name: `Delete ${question}` }).click();
  const toast = page.locator('[data-sonner-toast]').filter({ hasText: 'FAQ deleted successfully' });
  await expect(toast).toBeVisible();
  await expect(page.getByText(question)).toHaveCount(0);

  await toast.getByRole('button', { name: 'Undo' }).click();
  await expect(page.getByText('Restored successfully')).toBeVisible();
  await expect(page.getByText(question)).toBeVisible();
  const back = await request.get(`/api/admin/faqs/${faq._id}`, {
    headers: authHeaders(session.token),
  });
  expect(back.status()).toBe(200);
  expect((await back.json()).data).toMatchObject({ _id: faq._id, question });
});

test('a deleted course is restored from the Trash screen', async ({ page, request }) => {
  const title = `Trash Course ${Date.now()}`;
  const created = await request.post('/api/admin/courses', {
    headers: authHeaders(session.token),
    data: {
      id: `trash-${Date.now()}`,
      category: 'Testing',
      badge: 'New',
      title,
      desc: 'Deleted, then restored.',
      duration: '1 week',
      extra: 'Online',
      accent: 'edtech-green',
    },
  });
  expect(created.status()).toBe(201);
  const course = (await created.json()).data;

  await openSignedIn(page, session, '/courses');
  const card = page.getByRole('article', { name: title });
  await expect(card).toBeVisible();
  acceptConfirm(page, 'Are you sure you want to delete this course from all collections?');
  await card.getByRole('button', { name: `Delete ${title}` }).click();
  await expect(page.getByText('Course deleted successfully from all collections!')).toBeVisible();
  await expect(card).toBeHidden();
  const gone = await request.get(`/api/admin/courses/${course._id}`, {
    headers: authHeaders(session.token),
  });
  expect(gone.status()).toBe(404);

  await page.getByRole('link', { name: 'Trash' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Trash' })).toBeVisible();
  const row = page.getByRole('row', { name: new RegExp(title) });
  await expect(row).toContainText('Course');
  await expect(row).toContainText(session.user.email);
  await row.getByRole('button', { name: `Restore ${title}` }).click();
  await expect(page.getByText('Restored successfully')).toBeVisible();
  await expect(row).toBeHidden();

  const back = await request.get(`/api/admin/courses/${course._id}`, {
    headers: authHeaders(session.token),
  });
  expect(back.status()).toBe(200);
  expect((await back.json()).data).toMatchObject({ _id: course._id, title });
});

test.describe('on a phone', () => {
  test.use({ viewport: { width: 390, height: 844 } });

  test('the Trash screen shows cards, and deletes an entry forever after asking', async ({
    page,
    request,
  }) => {
    const question = `Is there parking? ${Date.now()}`;
    const created = await request.post('/api/admin/faqs', {
      headers: authHeaders(session.token),
      data: { id: 9_000 + Math.floor(Math.random() * 900), question, answer: 'Yes, nearby.' },
    });
    const faq = (await created.json()).data;
    const deleted = await request.delete(`/api/admin/faqs/${faq._id}`, {
      headers: authHeaders(session.token),
    });
    const { trashId } = await deleted.json();

    await openSignedIn(page, session, `/trash?search=${encodeURIComponent(question)}`);
    const card = page.getByRole('listitem').filter({ hasText: question });
    await expect(card).toBeVisible();
    await expect(card).toContainText('FAQ');
    await expect(page.getByRole('table')).toHaveCount(0);
    const { violations } = await axeFor(page)
      .withTags(['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'wcag22aa'])
      .analyze();
    const serious = violations.filter((v) => v.impact === 'serious' || v.impact === 'critical');
    expect(serious.map((v) => v.id)).toEqual([]);

    await card.getByRole('button', { name: `Delete forever ${question}` }).click();
    const dialog = page.getByRole('dialog', { name: 'Delete forever' });
    await expect(dialog).toContainText('cannot be restored');
    await dialog.getByRole('button', { name: 'Delete forever' }).click();
    await expect(page.getByText('Deleted forever', { exact: true })).toBeVisible();
    await expect(card).toBeHidden();
    const again = await request.post(`/api/admin/trash/${trashId}/restore`, {
      headers: authHeaders(session.token),
    });
    expect(again.status()).toBe(404);
  });
});
