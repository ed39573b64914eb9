import { type BlogPost, blogMessages } from '@coursedesk/contract/blogs';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { HttpResponse, http } from 'msw';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { pagedJson } from '@/test/paged';
import { renderRoute } from '@/test/render';
import { server } from '@/test/server';
import { staleAnswer } from '@/test/stale';
import { statValue } from '@/test/stat-value';
import { BlogsRoute } from './blogs-route';

function buildPost(overrides: Partial<BlogPost> & Pick<BlogPost, '_id' | 'title'>): BlogPost {
  return {
    slug: overrides.title.toLowerCase().replace(/[^a-z0-9]+/g, '-'),
    excerpt: 'An excerpt.',
    content: '## Hello',
    author: { name: 'Sarah Mitchell', role: 'Head of Careers', avatar: null },
    category: 'Careers',
    tags: [],
    publishedAt: '2026-05-01T09:30:00.000Z',
    readTime: 4,
    featured: false,
    image: null,
    publishStatus: 'published',
    publishAt: null,
    seo: {},
    createdAt: '2026-05-01T09:30:00.000Z',
    updatedAt: '2026-05-01T09:30:00.000Z',
    ...overrides,
  };
}

const careers = buildPost({
  _id: '11111111-1111-4111-8111-111111111111',
  title: 'Switch Careers into Tech',
  featured: true,
  tags: ['career change', 'bootcamp', 'advice', 'getting hired', 'uk'],
  image: `${'a'.repeat(32)}.png`,
});
const python = buildPost({
  _id: '22222222-2222-4222-8222-222222222222',
  title: 'Python vs JavaScript',
  category: 'Programming',
  tags: ['python', 'Advice'],
  readTime: 7,
});

function servePosts(posts: BlogPost[]) {
  server.use(
    http.get('/api/admin/blogs', ({ request }) =>
      pagedJson(request, posts, ['title', 'category', 'tags']),
    ),
    // The editor reads the post it opens, with its version; other paths fall through.
    http.get('/api/admin/blogs/:id', ({ params }) => {
      const post = posts.find((p) => p._id === params.id);
      if (!post) return undefined;
      return HttpResponse.json({ success: true, data: post }, { headers: { ETag: '"2"' } });
    }),
  );
}

beforeEach(() => {
  // The server counts the figures over every post (its own tests check the counting).
  server.use(
    http.get('/api/admin/blogs/stats', () =>
      HttpResponse.json({
        success: true,
        data: { total: 2, featured: 1, categories: 2, tags: 6 },
      }),
    ),
  );
});

afterEach(() => {
  vi.restoreAllMocks();
});

describe('Blog Posts', () => {
  it('shows the cards, with at most 3 tags then +N more, and the four figures', async () => {
    servePosts([careers, python]);
    renderRoute(<BlogsRoute />, { path: '/blogs' });

    const card = await screen.findByRole('article', { name: careers.title });
    expect(within(card).getByText('Careers')).toBeInTheDocument();
    expect(within(card).getByText('Featured')).toBeInTheDocument();
    expect(within(card).getByText('An excerpt.')).toBeInTheDocument();
    expect(within(card).getByText('Sarah Mitchell')).toBeInTheDocument();
    expect(within(card).getByText('May 1, 2026')).toBeInTheDocument();
    expect(within(card).getByText('4 min read')).toBeInTheDocument();
    const tags = within(within(card).getByRole('list', { name: 'Tags' })).getAllByRole('listitem');
    expect(tags.map((tag) => tag.textContent)).toEqual([
      'career change',
      'bootcamp',
      'advice',
      '+2 more',
    ]);
    expect(within(card).getByRole('img', { name: `Cover of ${careers.title}` })).toHaveAttribute(
      'src',
      `/uploads/blogs/${careers.image}`,
    );

    const other = screen.getByRole('article', { name: python.title });
    expect(within(other).getByText('No image')).toBeInTheDocument();
    expect(within(other).queryByText('Featured')).not.toBeInTheDocument();

    expect(statValue('Total Posts')).toBe('2');
    expect(statValue('Featured Posts')).toBe('1');
    expect(statValue('Categories')).toBe('2');
    expect(statValue('Unique Tags')).toBe('6');
  });

  it("says 'Image not available' when a picture fails to load", async () => {
    servePosts([careers]);
    renderRoute(<BlogsRoute />, { path: '/blogs' });
    const cover = await screen.findByRole('img', { name: `Cover of ${careers.title}` });
    fireEvent.error(cover);
    expect(await screen.findByText('Image not available')).toBeInTheDocument();
  });

  it("searches on the server, the search in the address, and says 'No blog posts found'", async () => {
    servePosts([careers, python]);
    const { user, router } = renderRoute(<BlogsRoute />, { path: '/blogs' });
    await screen.findByRole('article', { name: careers.title });
    const search = screen.getByRole('searchbox', { name: 'Search blog posts' });
    const shown = () => screen.getAllByRole('article').map((a) => a.getAttribute('aria-label'));

    await user.type(search, 'programming');
    await waitFor(() => expect(shown()).toEqual([python.title]));
    expect(router.state.location.search).toBe('?search=programming');
    await user.clear(search);
    await user.type(search, 'BOOTCAMP');
    await waitFor(() => expect(shown()).toEqual([careers.title]));
    await user.clear(search);
    await user.type(search, 'nothing like this');
    expect(await screen.findByText('No blog posts found')).toBeInTheDocument();
  });

  it("shows 'Failed to fetch blog posts' and loads again on Try again", async () => {
    let failing = true;
    server.use(
      http.get('/api/admin/blogs', ({ request }) =>
        failing
          ? HttpResponse.json(
              { success: false, code: 'INTERNAL_ERROR', message: 'Broken' },
              { status: 500 },
            )
          : pagedJson(request, [python]),
      ),
    );
    const { user } = renderRoute(<BlogsRoute />, { path: '/blogs' });
    const banner = await screen.findByRole('alert');
    expect(banner).toHaveTextContent(blogMessages.fetchFailed);
    failing = false;
    await user.click(within(banner).getByRole('button', { name: 'Try again' }));
    expect(await screen.findByRole('article', { name: python.title })).toBeInTheDocument();
    expect(screen.queryByText(blogMessages.fetchFailed)).not.toBeInTheDocument();
  });

  it('names the SEO step once, with the heading the course editor shows', async () => {
    servePosts([]);
    const { user, router } = renderRoute(<BlogsRoute />, { path: '/blogs' });
    await screen.findByText('No blog posts found');
    await router.navigate('/blogs?new');
    const dialog = await screen.findByRole('dialog', { name: 'Create New Post' });
    await user.click(within(dialog).getByRole('tab', { name: '5. SEO' }));
    const panel = within(within(dialog).getByRole('tabpanel'));
    expect(panel.getAllByRole('heading').map((heading) => heading.textContent)).toEqual(['SEO']);
    expect(panel.queryByText('Search engines')).not.toBeInTheDocument();
    expect(panel.getByRole('region', { name: 'SEO' })).toBeInTheDocument();
    expect(panel.getByLabelText(/SEO title/)).toBeInTheDocument();
  });

  it('opens the editor from ?new, and a validation error takes the user to its step', async () => {
    servePosts([]);
    const { user, router } = renderRoute(<BlogsRoute />, { path: '/blogs' });
    await screen.findByText('No blog posts found');
    await router.navigate('/blogs?new');
    const dialog = await screen.findByRole('dialog', { name: 'Create New Post' });
    // The parameter is taken out of the address once the editor is open.
    await waitFor(() => expect(router.state.location.search).toBe(''));
    const tabs = within(dialog).getAllByRole('tab');
    expect(tabs.map((tab) => tab.textContent)).toEqual([
      '1. Basic Info',
      '2. Content',
      '3. Media',
      '4. Meta & Tags',
      '5. SEO',
    ]);

    // Everything on the first step, then Save Post from the last: the content is missing.
    await user.type(within(dialog).getByLabelText('Title'), 'A New Post');
    await user.type(within(dialog).getByLabelText('Excerpt'), 'Short.');
    await user.type(within(dialog).getByLabelText('Category'), 'News');
    await user.click(within(dialog).getByRole('button', { name: 'Next' }));
    await user.click(within(dialog).getByRole('button', { name: 'Next' }));
    await user.click(within(dialog).getByRole('button', { name: 'Next' }));
    expect(within(dialog).getByRole('tab', { name: '4. Meta & Tags' })).toHaveAttribute(
      'aria-selected',
      'true',
    );
    await user.type(within(dialog).getByLabelText('Author name'), 'Ada');
    await user.type(within(dialog).getByLabelText('Author role'), 'Mentor');
    await user.click(within(dialog).getByRole('button', { name: 'Save Post' }));

    expect(await within(dialog).findByText(blogMessages.required)).toBeInTheDocument();
    expect(within(dialog).getByRole('tab', { name: '2. Content' })).toHaveAttribute(
      'aria-selected',
      'true',
    );
    expect(within(dialog).getByRole('textbox', { name: 'Content (markdown)' })).toHaveAttribute(
      'aria-invalid',
      'true',
    );
  });

  it('adds tags by Enter, trimmed and without duplicates, and sends the post', async () => {
    servePosts([]);
    let sent: unknown;
    server.use(
      http.post('/api/admin/blogs', async ({ request }) => {
        sent = await request.json();
        return HttpResponse.json(
          { success: true, message: blogMessages.created, data: python },
          { status: 201 },
        );
      }),
    );
    const { user } = renderRoute(<BlogsRoute />, { path: '/blogs' });
    await screen.findByText('No blog posts found');
    await user.click(screen.getAllByRole('button', { name: 'New Post' })[0] as HTMLElement);
    const dialog = await screen.findByRole('dialog', { name: 'Create New Post' });
    await user.type(within(dialog).getByLabelText('Title'), 'Tags Post');
    await user.type(within(dialog).getByLabelText('Excerpt'), 'Short.');
    await user.type(within(dialog).getByLabelText('Category'), 'News');
    await user.click(within(dialog).getByRole('tab', { name: '2. Content' }));
    await user.type(
      within(dialog).getByRole('textbox', { name: 'Content (markdown)' }),
      'Hello **world**',
    );
    expect(
      within(within(dialog).getByRole('region', { name: 'Preview' })).getByText('world').tagName,
    ).toBe('STRONG');
    await user.click(within(dialog).getByRole('tab', { name: '4. Meta & Tags' }));
    await user.type(within(dialog).getByLabelText('Author name'), 'Ada');
    await user.type(within(dialog).getByLabelText('Author role'), 'Mentor');
    const tagInput = within(dialog).getByLabelText('Tags');
    await user.type(tagInput, '  news  {Enter}');
    await user.type(tagInput, 'News{Enter}');
    await user.type(tagInput, 'python{Enter}');
    await user.type(tagInput, '   {Enter}');
    const chosen = within(dialog).getByRole('list', { name: 'Chosen tags' });
    expect(
      within(chosen)
        .getAllByRole('listitem')
        .map((item) => item.textContent),
    ).toEqual(['news', 'python']);
    await user.click(within(dialog).getByRole('button', { name: 'Save Post' }));

    await waitFor(() => expect(sent).toBeDefined());
    expect(sent).toMatchObject({
      title: 'Tags Post',
      slug: '',
      content: 'Hello **world**',
      readTime: '5',
      author: { name: 'Ada', role: 'Mentor', avatar: '' },
      tags: ['news', 'python'],
      image: '',
    });
    await waitFor(() =>
      expect(screen.queryByRole('dialog', { name: 'Create New Post' })).not.toBeInTheDocument(),
    );
  });

  it("asks before deleting, and says 'Failed to delete blog post' when it fails", async () => {
    servePosts([python]);
    server.use(http.delete('/api/admin/blogs/:id', () => HttpResponse.error()));
    const confirm = vi.spyOn(window, 'confirm').mockReturnValue(true);
    const { user } = renderRoute(<BlogsRoute />, { path: '/blogs' });
    await user.click(await screen.findByRole('button', { name: `Delete ${python.title}` }));
    expect(confirm).toHaveBeenCalledWith(blogMessages.confirmDelete);
    expect(await screen.findByText(blogMessages.deleteFailed)).toBeInTheDocument();
  });

  it("says 'Failed to save blog post' and shows a taken slug on the first step", async () => {
    servePosts([python]);
    server.use(
      http.put('/api/admin/blogs/:id', () =>
        HttpResponse.json(
          { success: false, code: 'CONFLICT', message: blogMessages.duplicateSlug },
          { status: 409 },
        ),
      ),
    );
    const { user } = renderRoute(<BlogsRoute />, { path: '/blogs' });
    await user.click(await screen.findByRole('button', { name: `Edit ${python.title}` }));
    const dialog = await screen.findByRole('dialog', { name: 'Edit Post' });
    await user.click(within(dialog).getByRole('tab', { name: '4. Meta & Tags' }));
    await user.click(within(dialog).getByRole('button', { name: 'Save Post' }));
    expect(await screen.findByText(blogMessages.saveFailed)).toBeInTheDocument();
    expect(await within(dialog).findByText(blogMessages.duplicateSlug)).toBeInTheDocument();
    expect(within(dialog).getByRole('tab', { name: '1. Basic Info' })).toHaveAttribute(
      'aria-selected',
      'true',
    );
  });
  it('saves on the version it opened, and overwrites a later change only when asked', async () => {
    servePosts([python]);
    const sent: (string | null)[] = [];
    server.use(
      http.put('/api/admin/blogs/:id', ({ request }) => {
        sent.push(request.headers.get('If-Match'));
        if (sent.length > 1) {
          return HttpResponse.json(
            { success: true, message: blogMessages.updated, data: python },
            { headers: { ETag: '"4"' } },
          );
        }
        return staleAnswer('"3"', { email: 'grace@example.com', name: null });
      }),
    );
    const { user } = renderRoute(<BlogsRoute />, { path: '/blogs' });
    await user.click(await screen.findByRole('button', { name: `Edit ${python.title}` }));
    const dialog = await screen.findByRole('dialog', { name: 'Edit Post' });
    await user.click(await within(dialog).findByRole('button', { name: 'Save Post' }));
    const stale = await screen.findByRole('dialog', {
      name: 'This post was changed by someone else',
    });
    expect(stale).toHaveTextContent('grace@example.com saved a change on');
    await user.click(within(stale).getByRole('button', { name: 'Overwrite' }));
    await waitFor(() =>
      expect(screen.queryByRole('dialog', { name: 'Edit Post' })).not.toBeInTheDocument(),
    );
    expect(sent).toEqual(['"2"', '"3"']);
  });
});
