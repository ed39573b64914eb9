import { expect, test } from '@playwright/test';
import { deleteAllItems, listItems, openSignedIn } from '../fixtures/api.ts';
import { acceptConfirm, freshSessionEachTest } from '../fixtures/session.ts';

const session = freshSessionEachTest();

test('FAQ Section: add, edit inline and delete an FAQ', async ({ page, request }) => {
  await openSignedIn(page, session, '/faqs');
  await expect(page.getByRole('heading', { name: 'FAQ Section' })).toBeVisible();
  const before = await listItems(request, session.token, 'faqs');
  const nextId = Math.max(0, ...before.map((item) => Number(item.id))) + 1;

  await page.getByRole('button', { name: 'Add FAQ' }).click();
  const form = page.getByRole('form', { name: 'New FAQ' });
  await expect(form.getByLabel('ID')).toHaveValue(String(nextId));
  await form.getByRole('button', { name: 'Save', exact: true }).click();
  await expect(form.getByText('All fields are required').first()).toBeVisible();
  await form.getByLabel('Question').fill('Do you offer evening classes?');
  await form.getByLabel('Answer').fill('Yes, every weekday from 6 pm.');
  await form.getByRole('button', { name: 'Save', exact: true }).click();
  await expect(page.getByText('FAQ created successfully')).toBeVisible();
  await expect(page.getByText('Do you offer evening classes?')).toBeVisible();
  const created = (await listItems(request, session.token, 'faqs')).find(
    (item) => item.question === 'Do you offer evening classes?',
  );
  expect(created).toMatchObject({ id: nextId, answer: 'Yes, every weekday from 6 pm.' });

  await page.getByRole('button', { name: 'Edit Do you offer evening classes?' }).click();
  const editForm = page.getByRole('form', { name: 'Edit FAQ' });
  await editForm.getByLabel('Answer').fill('Yes, Monday to Thursday from 6 pm.');
  await editForm.getByRole('button', { name: 'Save', exact: true }).click();
  await expect(page.getByText('FAQ updated successfully')).toBeVisible();
  await expect(page.getByText('Yes, Monday to Thursday from 6 pm.')).toBeVisible();
  const updated = (await listItems(request, session.token, 'faqs')).find(
    (item) => item._id === created?._id,
  );
  expect(updated?.answer).toBe('Yes, Monday to Thursday from 6 pm.');

  acceptConfirm(page, 'Are you sure you want to delete this FAQ?');
  await page.getByRole('button', { name: 'Delete Do you offer evening classes?' }).click();
  await expect(page.getByText('FAQ deleted successfully')).toBeVisible();
  await expect(page.getByText('Do you offer evening classes?')).toHaveCount(0);
  const after = await listItems(request, session.token, 'faqs');
  expect(after.some((item) => item._id === created?._id)).toBe(false);
});

test('Core Values: add with an icon path, edit and delete a value card', async ({
  page,
  request,
}) => {
  await openSignedIn(page, session, '/values');
  await expect(page.getByRole('heading', { name: 'Core Values' })).toBeVisible();

  await page.getByRole('button', { name: 'Add Value' }).click();
  const form = page.getByRole('form', { name: 'New Value' });
  await form.getByLabel('Title').fill('Kindness');
  await form.getByLabel('Description').fill('We help each other learn.');
  await form.getByLabel('Icon SVG path').fill('M0 0"/><script>alert(1)</script>');
  await expect(form.getByText('Invalid path')).toBeVisible();
  await form.getByRole('button', { name: 'Save', exact: true }).click();
  await expect(form.getByText(/Icon path must be valid SVG path data/).first()).toBeVisible();
  await form.getByLabel('Icon SVG path').fill('M12 2L2 22h20z');
  await expect(form.getByRole('img', { name: 'Icon preview' })).toBeVisible();
  await form.getByRole('button', { name: 'Save', exact: true }).click();
  await expect(page.getByText('Value created successfully')).toBeVisible();
  const created = (await listItems(request, session.token, 'values')).find(
    (item) => item.title === 'Kindness',
  );
  expect(created).toMatchObject({ iconPath: 'M12 2L2 22h20z' });

  await page.getByRole('button', { name: 'Edit Kindness' }).click();
  const editForm = page.getByRole('form', { name: 'Edit Value' });
  await editForm.getByLabel('Title').fill('Kindness first');
  await editForm.getByRole('button', { name: 'Save', exact: true }).click();
  await expect(page.getByText('Value updated successfully')).toBeVisible();
  await expect(page.getByRole('button', { name: 'Edit Kindness first' })).toBeVisible();

  acceptConfirm(page, 'Are you sure you want to delete this value?');
  await page.getByRole('button', { name: 'Delete Kindness first' }).click();
  await expect(page.getByText('Value deleted successfully')).toBeVisible();
  const after = await listItems(request, session.token, 'values');
  expect(after.some((item) => item._id === created?._id)).toBe(false);
});

test('Upcoming Skills: add with choices, edit and delete a skill', async ({ page, request }) => {
  await openSignedIn(page, session, '/upcoming-skills');
  await expect(page.getByRole('heading', { name: 'Upcoming Skills' })).toBeVisible();

  await page.getByRole('button', { name: 'Add Skill' }).click();
  const form = page.getByRole('form', { name: 'New Skill' });
  await form.getByLabel('ID').fill('quantum-computing');
  await form.getByLabel('Name').fill('Quantum Computing');
  await form.getByLabel('Category').selectOption('data');
  await form.getByLabel('Demand').fill('Emerging');
  await form.getByLabel('Growth').fill('+80%');
  await form.getByLabel('Icon', { exact: true }).fill('⚛️');
  await form.getByLabel('Accent').selectOption('purple');
  await form.getByRole('button', { name: 'Save', exact: true }).click();
  await expect(page.getByText('Skill created successfully')).toBeVisible();
  const created = (await listItems(request, session.token, 'upcoming-skills')).find(
    (item) => item.id === 'quantum-computing',
  );
  expect(created).toMatchObject({ name: 'Quantum Computing', category: 'data', accent: 'purple' });

  await page.getByRole('button', { name: 'Edit Quantum Computing' }).click();
  const editForm = page.getByRole('form', { name: 'Edit Skill' });
  await editForm.getByLabel('Growth').fill('+95%');
  await editForm.getByRole('button', { name: 'Save', exact: true }).click();
  await expect(page.getByText('Skill updated successfully')).toBeVisible();
  const updated = (await listItems(request, session.token, 'upcoming-skills')).find(
    (item) => item._id === created?._id,
  );
  expect(updated?.growth).toBe('+95%');

  acceptConfirm(page, 'Are you sure you want to delete this skill?');
  await page.getByRole('button', { name: 'Delete Quantum Computing' }).click();
  await expect(page.getByText('Skill deleted successfully')).toBeVisible();
  await expect(page.getByRole('button', { name: 'Edit Quantum Computing' })).toHaveCount(0);
});

test('a section with nothing in it shows its empty state', async ({ page, request }) => {
  await deleteAllItems(request, session.token, 'success-stats');
  await openSignedIn(page, session, '/success-stats');
  await expect(page.getByRole('heading', { name: 'Success Stats' })).toBeVisible();
  await expect(page.getByText('No success stats')).toBeVisible();
});
