import { expect, test } from '@playwright/test';
import { listItems, openSignedIn } from '../fixtures/api.ts';
import { solidPng } from '../fixtures/images.ts';
import { acceptConfirm, freshSessionEachTest } from '../fixtures/session.ts';

// The four people screens (docs/collections.md): uploads, previews, and add, edit and delete on each.

const session = freshSessionEachTest();

const png = (rgb: [number, number, number]) => ({
  name: 'avatar.png',
  mimeType: 'image/png',
  buffer: solidPng(rgb),
});

test('Testimonials: upload an avatar, see it previewed, saved and listed; edit; delete', async ({
  page,
  request,
}) => {
  await openSignedIn(page, session, '/testimonials');
  await expect(page.getByRole('heading', { level: 1, name: 'Testimonials' })).toBeVisible();

  await page.getByRole('button', { name: 'Add Testimonial' }).click();
  const form = page.getByRole('form', { name: 'New Testimonial' });
  await form.getByRole('button', { name: 'Save', exact: true }).click();
  await expect(form.getByText('All required fields must be filled').first()).toBeVisible();

  // A file that is not an image: the server refuses it and the spec's failure toast shows.
  await form.getByLabel('Photo (optional)').setInputFiles({
    name: 'avatar.png',
    mimeType: 'image/png',
    buffer: Buffer.from('<svg xmlns="http://www.w3.org/2000/svg"><script>alert(1)</script></svg>'),
  });
  await expect(
    page.getByText(
      'Failed to upload avatar: SVG images are not accepted, since an SVG can carry scripts: export the image as PNG or WebP',
    ),
  ).toBeVisible();

  await form.getByLabel('Photo (optional)').setInputFiles(png([30, 144, 255]));
  await expect(page.getByText('Avatar uploaded successfully!')).toBeVisible();
  const preview = form.getByRole('img', { name: 'Photo preview' });
  await expect(preview).toHaveJSProperty('complete', true);
  expect(await preview.evaluate((img: HTMLImageElement) => img.naturalWidth)).toBe(48);

  await form.getByLabel('Name', { exact: true }).fill('Ada Byron');
  await form.getByLabel('Role', { exact: true }).fill('Data Analyst');
  await form.getByLabel('Category').fill('🚀 Career Change');
  await form.getByLabel('Review', { exact: true }).fill('The mentors changed how I work.');
  await form.getByRole('button', { name: 'Save', exact: true }).click();
  await expect(page.getByText('Testimonial created successfully')).toBeVisible();

  const created = (await listItems(request, session.token, 'testimonials')).find(
    (item) => item.name === 'Ada Byron',
  );
  expect(created).toMatchObject({ rating: 5, accent: 'green', company: null });
  expect(String(created?.photo)).toMatch(/^[0-9a-f]{32}\.png$/);
  const listed = page.getByRole('img', { name: 'Ada Byron', exact: true });
  await expect(listed).toHaveAttribute('src', `/uploads/testimonials/${created?.photo}`);
  await expect(listed).toHaveJSProperty('complete', true);
  expect(await listed.evaluate((img: HTMLImageElement) => img.naturalWidth)).toBe(48);

  await page.getByRole('button', { name: 'Edit Ada Byron' }).click();
  const edit = page.getByRole('form', { name: 'Edit Testimonial' });
  await edit.getByLabel('Rating').selectOption('4');
  await edit.getByLabel('Company (optional)').fill('Analytical Engines');
  await edit.getByRole('button', { name: 'Save', exact: true }).click();
  await expect(page.getByText('Testimonial updated successfully')).toBeVisible();
  const updated = (await listItems(request, session.token, 'testimonials')).find(
    (item) => item._id === created?._id,
  );
  expect(updated).toMatchObject({
    rating: 4,
    company: 'Analytical Engines',
    photo: created?.photo,
  });

  acceptConfirm(page, 'Are you sure you want to delete this testimonial?');
  await page.getByRole('button', { name: 'Delete Ada Byron' }).click();
  await expect(page.getByText('Testimonial deleted successfully')).toBeVisible();
  const after = await listItems(request, session.token, 'testimonials');
  expect(after.some((item) => item._id === created?._id)).toBe(false);
});

test('Expert Mentors: the image is uploaded first, then the mentor saved, edited and deleted', async ({
  page,
  request,
}) => {
  await openSignedIn(page, session, '/mentors');
  await expect(page.getByRole('heading', { level: 1, name: 'Expert Mentors' })).toBeVisible();
  await page.getByRole('button', { name: 'Add Mentor' }).click();
  const form = page.getByRole('form', { name: 'New Mentor' });
  await form.getByRole('button', { name: 'Save', exact: true }).click();
  await expect(form.getByText('All fields are required').first()).toBeVisible();

  await form.getByLabel('Image', { exact: true }).setInputFiles({
    name: 'x.png',
    mimeType: 'image/png',
    buffer: Buffer.from('not an image'),
  });
  await expect(page.getByText('Failed to upload image')).toBeVisible();
  await form.getByLabel('Image', { exact: true }).setInputFiles(png([255, 140, 0]));
  await expect(page.getByText('Image uploaded successfully!')).toBeVisible();
  await form.getByLabel('Name').fill('Grace Hopper');
  await form.getByLabel('Role').fill('Compiler Engineer');
  await form.getByLabel('Company').fill('Navy Labs');
  await form.getByRole('button', { name: 'Save', exact: true }).click();
  await expect(page.getByText('Mentor created successfully')).toBeVisible();
  const created = (await listItems(request, session.token, 'mentors')).find(
    (item) => item.name === 'Grace Hopper',
  );
  expect(String(created?.image)).toMatch(/^[0-9a-f]{32}\.png$/);

  await page.getByRole('button', { name: 'Edit Grace Hopper' }).click();
  const edit = page.getByRole('form', { name: 'Edit Mentor' });
  await edit.getByLabel('Accent').selectOption('green');
  await edit.getByRole('button', { name: 'Save', exact: true }).click();
  await expect(page.getByText('Mentor updated successfully')).toBeVisible();

  acceptConfirm(page, 'Are you sure you want to delete this mentor?');
  await page.getByRole('button', { name: 'Delete Grace Hopper' }).click();
  await expect(page.getByText('Mentor deleted successfully')).toBeVisible();
  expect(
    (await listItems(request, session.token, 'mentors')).some((i) => i._id === created?._id),
  ).toBe(false);
});

test('Trustpilot reviews: avatar sent with the review, country name, half stars, Verified badge', async ({
  page,
  request,
}) => {
  await openSignedIn(page, session, '/trustpilot-reviews');
  await expect(page.getByRole('heading', { level: 1, name: 'Trustpilot Reviews' })).toBeVisible();
  await page.getByRole('button', { name: 'Add Review' }).click();
  const form = page.getByRole('form', { name: 'New Review' });
  await form.getByLabel('Name').fill('Katherine Johnson');
  await form.getByLabel('Location').fill('us');
  await expect(form.getByText('United States')).toBeVisible();
  await form.getByLabel('Rating').selectOption('4.5');
  await form.getByLabel('Title').fill('Clear and kind mentors');
  await form
    .getByLabel('Review', { exact: true })
    .fill('I learnt more in ten weeks than in a year.');
  // A new review needs an avatar.
  await form.getByRole('button', { name: 'Save', exact: true }).click();
  await expect(form.getByText('An avatar is required for a new review').first()).toBeVisible();
  await form.getByLabel('Avatar', { exact: true }).setInputFiles(png([46, 139, 87]));
  await expect(form.getByRole('img', { name: 'Avatar preview' })).toHaveJSProperty(
    'complete',
    true,
  );
  await form.getByRole('button', { name: 'Save', exact: true }).click();
  await expect(page.getByText('Review created successfully')).toBeVisible();

  const created = (await listItems(request, session.token, 'trustpilot-reviews')).find(
    (item) => item.name === 'Katherine Johnson',
  );
  expect(created).toMatchObject({ location: 'US', rating: 4.5, reviewCount: 1, verified: true });
  expect(String(created?.avatar)).toMatch(/^[0-9a-f]{32}\.png$/);
  const row = page.getByRole('article', { name: 'Clear and kind mentors' });
  await expect(row.getByText('US · United States')).toBeVisible();
  await expect(row.getByText('Verified', { exact: true })).toBeVisible();
  await expect(row.getByRole('img', { name: '4.5 out of 5 stars' })).toBeVisible();

  await page.getByRole('button', { name: 'Edit Clear and kind mentors' }).click();
  const edit = page.getByRole('form', { name: 'Edit Review' });
  await edit.getByRole('switch', { name: 'Verified' }).click();
  await edit.getByRole('button', { name: 'Save', exact: true }).click();
  await expect(page.getByText('Review updated successfully')).toBeVisible();
  await expect(row.getByText('Verified', { exact: true })).toHaveCount(0);

  acceptConfirm(page, 'Are you sure you want to delete this review?');
  await page.getByRole('button', { name: 'Delete Clear and kind mentors' }).click();
  await expect(page.getByText('Review deleted successfully')).toBeVisible();
  expect(
    (await listItems(request, session.token, 'trustpilot-reviews')).some(
      (item) => item._id === created?._id,
    ),
  ).toBe(false);
});

test('Meet Our Team: stats, search, add with a photo and links, edit and delete', async ({
  page,
  request,
}) => {
  await openSignedIn(page, session, '/team-members');
  await expect(page.getByRole('heading', { level: 1, name: 'Meet Our Team' })).toBeVisible();
  const total = (await listItems(request, session.token, 'team-members')).length;
  await expect(page.getByText('Total Members')).toBeVisible();

  await page.getByRole('button', { name: 'Add Member' }).click();
  const form = page.getByRole('form', { name: 'New Team member' });
  await form.getByRole('button', { name: 'Save', exact: true }).click();
  await expect(form.getByText('Name, role, and bio are required').first()).toBeVisible();
  await form.getByLabel('Name').fill('Linus Pauling');
  await form.getByLabel('Role').fill('Chief Chemist');
  await form.getByLabel('Bio').fill('Teaches the chemistry of data.');
  await form.getByLabel('LinkedIn (optional)').fill('not a link');
  await form.getByRole('button', { name: 'Save', exact: true }).click();
  await expect(
    form.getByText('LinkedIn must be a web address starting with http:// or https://'),
  ).toBeVisible();
  await form.getByLabel('LinkedIn (optional)').fill('https://www.linkedin.com/in/linus');
  await form.getByLabel('Twitter (optional)').fill('https://twitter.com/linus');
  await form.getByLabel('Photo (optional)').setInputFiles(png([128, 0, 128]));
  await form.getByRole('button', { name: 'Save', exact: true }).click();
  await expect(page.getByText('Team member created successfully')).toBeVisible();
  const created = (await listItems(request, session.token, 'team-members')).find(
    (item) => item.name === 'Linus Pauling',
  );
  expect(String(created?.image)).toMatch(/^[0-9a-f]{32}\.png$/);
  const stat = (label: string) =>
    page.locator('dl').filter({ hasText: label }).getByRole('definition');
  await expect(stat('Total Members')).toHaveText(String(total + 1));

  await page.getByRole('searchbox', { name: 'Search Meet Our Team' }).fill('chief chem');
  await expect(page.getByRole('article')).toHaveCount(1);
  await page.getByRole('searchbox', { name: 'Search Meet Our Team' }).fill('no such person');
  await expect(page.getByText('No team members found')).toBeVisible();
  await page.getByRole('searchbox', { name: 'Search Meet Our Team' }).fill('');

  await page.getByRole('button', { name: 'Edit Linus Pauling' }).click();
  const edit = page.getByRole('form', { name: 'Edit Team member' });
  await edit.getByRole('button', { name: 'Remove photo' }).click();
  await edit.getByRole('button', { name: 'Save', exact: true }).click();
  await expect(page.getByText('Team member updated successfully')).toBeVisible();
  // Without a photo, the member's initials stand in.
  await expect(page.getByRole('img', { name: 'Linus Pauling', exact: true })).toHaveText('LP');

  acceptConfirm(page, 'Are you sure you want to delete this team member?');
  await page.getByRole('button', { name: 'Delete Linus Pauling' }).click();
  await expect(page.getByText('Team member deleted successfully')).toBeVisible();
  expect(
    (await listItems(request, session.token, 'team-members')).some(
      (item) => item._id === created?._id,
    ),
  ).toBe(false);
});
