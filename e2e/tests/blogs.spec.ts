import { expect, test } from '@playwright/test';
import { listItems, openSignedIn } from '../fixtures/api.ts';
import { solidPng } from '../fixtures/images.ts';
import { acceptConfirm, freshSessionEachTest } from '../fixtures/session.ts';

// Blog Posts (docs/blogs.md): the demo's cards, a post written through the four steps with an image
// and tags, previewed safely, edited and deleted; the dashboard's New Blog opens the editor.

const session = freshSessionEachTest();

test('the demo fills every card: cover, category, title, excerpt, author, date, tags, read time', async ({
  page,
  request,
}) => {
  test.setTimeout(90_000);
  const posts = await listItems(request, session.token, 'blogs');
  expect(posts.length).toBeGreaterThanOrEqual(6);
  await openSignedIn(page, session, '/blogs');
  await expect(page.getByRole('heading', { level: 1, name: 'Blog Posts' })).toBeVisible({
    timeout: 30_000,
  });
  const cards = page.getByRole('article');
  await expect(cards).toHaveCount(posts.length);
  for (const post of posts) {
    const card = page.getByRole('article', { name: String(post.title) });
    const cover = card.getByRole('img', { name: `Cover of ${post.title}` });
    await cover.scrollIntoViewIfNeeded();
    await expect(cover).toHaveJSProperty('complete', true);
    expect(await cover.evaluate((img: HTMLImageElement) => img.naturalWidth)).toBeGreaterThan(0);
    await expect(card.getByText(String(post.category), { exact: true }).first()).toBeVisible();
    await expect(card.getByText(String(post.excerpt))).toBeVisible();
    await expect(card.getByText((post.author as { name: string }).name)).toBeVisible();
    await expect(card.getByText(`${post.readTime} min read`)).toBeVisible();
    await expect(card.getByRole('list', { name: 'Tags' })).toBeVisible();
  }
  await expect(page.getByText('Total Posts')).toBeVisible();
});

test('write a post through the four steps with an image and tags, preview it, edit and delete it', async ({
  page,
  request,
}) => {
  // A long flow: four steps, an upload, preview, edit and delete.
  test.setTimeout(120_000);
  await openSignedIn(page, session, '/dashboard');
  await expect(page.getByRole('heading', { name: 'Quick Actions' })).toBeVisible({
    timeout: 30_000,
  });
  await page.getByRole('link', { name: 'New Blog' }).click();
  const dialog = page.getByRole('dialog', { name: 'Create New Post' });
  // The screen's code loads on this first visit.
  await expect(dialog).toBeVisible({ timeout: 20_000 });
  await expect(page).toHaveURL(/\/blogs$/);

  // 1. Basic Info
  await dialog.getByLabel('Title').fill('Learning Markdown, Safely!');
  await dialog.getByLabel('Excerpt').fill('What the editor keeps out of the page.');
  await dialog.getByLabel('Category').fill('Engineering');
  await dialog.getByLabel('Featured post').check();
  await dialog.getByRole('button', { name: 'Next' }).click();

  // 2. Content: the toolbar, a live preview, and hostile markup that must stay inert.
  const content = dialog.getByRole('textbox', { name: 'Content (markdown)' });
  await content.fill(
    [
      'Intro line',
      '<script>window.__ran = 1</script>',
      '<img src=x onerror="window.__ran = 2">',
      '[x](javascript:window.__ran=3)',
      '',
    ].join('\n\n'),
  );
  // The caret is at the end: Bold adds a placeholder there, selected for typing over.
  await dialog.getByRole('button', { name: 'Bold' }).click();
  await expect(content).toHaveValue(/\*\*bold text\*\*$/);
  const preview = dialog.getByRole('region', { name: 'Preview' });
  await expect(preview.locator('strong')).toHaveText('bold text');
  await expect(preview.locator('script, img[onerror], [href^="javascript"]')).toHaveCount(0);
  await dialog.getByLabel('Read time (minutes)').fill('3');
  await dialog.getByRole('button', { name: 'Next' }).click();

  // 3. Media
  await dialog.getByLabel('Upload post image').setInputFiles({
    name: 'cover.png',
    mimeType: 'image/png',
    buffer: solidPng([21, 128, 61], 64),
  });
  await expect(dialog.getByRole('img', { name: 'Post image preview' })).toHaveJSProperty(
    'complete',
    true,
  );
  await dialog.getByRole('button', { name: 'Next' }).click();

  // 4. Meta & Tags
  await dialog.getByLabel('Author name').fill('Ada Lovelace');
  await dialog.getByLabel('Author role').fill('Guest Writer');
  const tags = dialog.getByLabel('Tags', { exact: true });
  for (const tag of ['markdown', ' security ', 'Markdown', 'writing', 'tips']) {
    await tags.fill(tag);
    await tags.press('Enter');
  }
  await expect(dialog.getByRole('list', { name: 'Chosen tags' }).getByRole('listitem')).toHaveText([
    'markdown',
    'security',
    'writing',
    'tips',
  ]);
  await dialog.getByRole('button', { name: 'Save Post' }).click();
  await expect(page.getByText('Blog post created successfully')).toBeVisible();
  await expect(dialog).toBeHidden();

  const created = (await listItems(request, session.token, 'blogs')).find(
    (post) => post.title === 'Learning Markdown, Safely!',
  );
  expect(created).toMatchObject({
    slug: 'learning-markdown-safely',
    category: 'Engineering',
    featured: true,
    readTime: 3,
    tags: ['markdown', 'security', 'writing', 'tips'],
    author: { name: 'Ada Lovelace', role: 'Guest Writer', avatar: null },
  });
  expect(String(created?.image)).toMatch(/^[0-9a-f]{32}\.png$/);

  // In the grid: the stored cover, the Featured badge, 3 tags then +1 more.
  const card = page.getByRole('article', { name: 'Learning Markdown, Safely!' });
  const cover = card.getByRole('img', { name: 'Cover of Learning Markdown, Safely!' });
  await expect(cover).toHaveAttribute('src', `/uploads/blogs/${created?.image}`);
  await expect(cover).toHaveJSProperty('complete', true);
  expect(await cover.evaluate((img: HTMLImageElement) => img.naturalWidth)).toBe(64);
  await expect(card.getByText('Featured')).toBeVisible();
  await expect(card.getByText('+1 more')).toBeVisible();
  await expect(card.getByText('3 min read')).toBeVisible();

  // Its preview renders the markdown and nothing of the hostile markup runs.
  await card.getByRole('button', { name: 'Preview Learning Markdown, Safely!' }).click();
  const shown = page.getByRole('dialog', { name: 'Learning Markdown, Safely!' });
  await expect(shown.locator('strong')).toHaveText('bold text');
  await expect(shown.locator('script, img[onerror], [href^="javascript"]')).toHaveCount(0);
  // The link's text is kept, its javascript: address is not.
  await expect(shown.getByText('x', { exact: true })).toBeVisible();
  expect(
    await page.evaluate(() => (window as unknown as { __ran?: number }).__ran),
  ).toBeUndefined();
  await page.keyboard.press('Escape');

  // Edit: a new title and slug; the image stays.
  await card.getByRole('button', { name: 'Edit Learning Markdown, Safely!' }).click();
  const edit = page.getByRole('dialog', { name: 'Edit Post' });
  await edit.getByLabel('Title').fill('Learning Markdown Safely');
  await edit.getByLabel('Slug').fill('');
  await edit.getByRole('button', { name: 'Save Post' }).click();
  await expect(page.getByText('Blog post updated successfully')).toBeVisible();
  const updated = (await listItems(request, session.token, 'blogs')).find(
    (post) => post._id === created?._id,
  );
  expect(updated).toMatchObject({
    title: 'Learning Markdown Safely',
    slug: 'learning-markdown-safely',
    image: created?.image,
  });
  const renamed = page.getByRole('article', { name: 'Learning Markdown Safely' });
  await expect(renamed).toBeVisible();

  // Search finds it by tag.
  await page.getByRole('searchbox', { name: 'Search blog posts' }).fill('WRITING');
  await expect(page.getByRole('article')).toHaveCount(1);
  await page.getByRole('searchbox', { name: 'Search blog posts' }).fill('');

  acceptConfirm(page, 'Are you sure you want to delete this blog post?');
  await renamed.getByRole('button', { name: 'Delete Learning Markdown Safely' }).click();
  await expect(page.getByText('Blog post deleted successfully')).toBeVisible();
  await expect(renamed).toBeHidden();
  expect(
    (await listItems(request, session.token, 'blogs')).some((post) => post._id === created?._id),
  ).toBe(false);
});
