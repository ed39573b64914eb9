// Builds the site's pages from the public API into the output folder: all of them
// (`buildAll`), those a change notification names (`rebuildFor`), or a preview, on request.
import fs from 'node:fs/promises';
import path from 'node:path';
import { createElement as h, type ReactElement } from 'react';
import { prerender } from 'react-dom/static';
import { type BlogCard, type CourseCard, createApi } from '../src/api/client.ts';
import {
  BlogPage,
  CoursePage,
  CoursesPage,
  EnrolledPage,
  HomePage,
  MessagePage,
  PostPage,
  SearchPage,
  type Shell,
} from './pages.ts';
import { settings } from './settings.ts';

const api = createApi(settings.apiUrl);
const { outDir } = settings;

/** The page's HTML, rendered once all of it is ready (React's static prerender). */
export async function html(element: ReactElement): Promise<string> {
  const { prelude } = await prerender(element);
  return new Response(prelude).text();
}

/** The built script and styles, from Vite's manifest (`vite build` runs before this). */
async function shell(): Promise<Shell> {
  const manifest = JSON.parse(
    await fs.readFile(path.join(outDir, '.vite', 'manifest.json'), 'utf8'),
  ) as Record<string, { file: string; css?: string[] }>;
  const entry = manifest['src/main.ts'];
  if (!entry) throw new Error(`No src/main.ts in ${outDir}/.vite/manifest.json: run vite build`);
  return {
    apiUrl: settings.apiUrl,
    siteUrl: settings.siteUrl,
    script: `/${entry.file}`,
    styles: (entry.css ?? []).map((file) => `/${file}`),
  };
}

/** A slug that is safe as a folder name; others get no page (the API's slugs always are). */
const safeSlug = (slug: string) => /^[\w.~-]+$/.test(slug) && !/^\.+$/.test(slug);

/** Writes a page whole: a visitor never reads one half written. */
async function write(file: string, content: string): Promise<void> {
  const target = path.join(outDir, file);
  await fs.mkdir(path.dirname(target), { recursive: true });
  const temporary = `${target}.${process.pid}.tmp`;
  await fs.writeFile(temporary, content);
  await fs.rename(temporary, target);
}

async function writePage(folder: string, element: ReactElement): Promise<void> {
  await write(path.join(folder, 'index.html'), await html(element));
}

/** Every course card, page by page. */
async function allCourses(): Promise<CourseCard[]> {
  const courses: CourseCard[] = [];
  for (let page = 1; ; page += 1) {
    const { data, error } = await api.GET('/api/public/courses', {
      params: { query: { page, limit: 100 } },
    });
    if (!data) throw new Error(`The course list: ${error?.message}`);
    courses.push(...data.data);
    if (page >= data.pagination.totalPages) return courses;
  }
}

/** Every published post, newest first. */
async function allPosts(): Promise<BlogCard[]> {
  const posts: BlogCard[] = [];
  for (let page = 1; ; page += 1) {
    const { data, error } = await api.GET('/api/public/blogs', {
      params: { query: { page, limit: 50 } },
    });
    if (!data) throw new Error(`The blog: ${error?.message}`);
    posts.push(...data.data.items);
    if (page >= data.data.totalPages) return posts;
  }
}

/** One course's page; removed when the API no longer has it. */
async function coursePage(slug: string, frame: Shell): Promise<void> {
  if (!safeSlug(slug)) return;
  const { data, response } = await api.GET('/api/public/courses/{slug}', {
    params: { path: { slug } },
  });
  if (response.status === 404) return remove(path.join('courses', slug));
  if (!data) throw new Error(`Course ${slug}: ${response.status}`);
  await writePage(path.join('courses', slug), h(CoursePage, { course: data.data, shell: frame }));
}

async function postPage(slug: string, frame: Shell): Promise<void> {
  if (!safeSlug(slug)) return;
  const { data, response } = await api.GET('/api/public/blogs/{slug}', {
    params: { path: { slug } },
  });
  if (response.status === 404) return remove(path.join('blog', slug));
  if (!data) throw new Error(`Post ${slug}: ${response.status}`);
  await writePage(path.join('blog', slug), h(PostPage, { post: data.data, shell: frame }));
}

async function remove(folder: string): Promise<void> {
  await fs.rm(path.join(outDir, folder), { recursive: true, force: true });
}

/**
 * The homepage and the two lists, with the pages of courses and posts no longer listed
 * removed (a renamed slug's old page, an unpublished post). Answers what the lists hold.
 */
async function indexes(frame: Shell): Promise<{ courses: CourseCard[]; posts: BlogCard[] }> {
  const [site, courses, posts] = await Promise.all([
    api.GET('/api/public/site'),
    allCourses(),
    allPosts(),
  ]);
  if (!site.data) throw new Error(`The site document: ${site.response.status}`);
  await writePage(
    '',
    h(HomePage, { site: site.data.data, courses, posts: posts.slice(0, 6), shell: frame }),
  );
  await writePage('courses', h(CoursesPage, { courses, shell: frame }));
  await writePage('blog', h(BlogPage, { posts, shell: frame }));
  const prune = async (folder: string, listed: Set<string>) => {
    const entries = await fs.readdir(path.join(outDir, folder), { withFileTypes: true });
    for (const entry of entries) {
      if (entry.isDirectory() && !listed.has(entry.name))
        await remove(path.join(folder, entry.name));
    }
  };
  await prune('courses', new Set(courses.map((course) => course.slug)));
  await prune('blog', new Set(posts.map((post) => post.slug)));
  return { courses, posts };
}

/** Waits for the API to answer (it may still be starting), at most `seconds`. */
async function reachable(seconds: number): Promise<void> {
  const until = Date.now() + seconds * 1000;
  for (;;) {
    try {
      const response = await fetch(`${settings.apiUrl}/api/health`);
      if (response.ok) return;
    } catch {
      // not listening yet
    }
    if (Date.now() > until) throw new Error(`The API at ${settings.apiUrl} does not answer`);
    await new Promise((resolve) => setTimeout(resolve, 500));
  }
}

/** Every page of the site, from the API as it is now. */
export async function buildAll(): Promise<{ pages: number }> {
  await reachable(30);
  const frame = await shell();
  const { courses, posts } = await indexes(frame);
  for (const course of courses) await coursePage(course.slug, frame);
  for (const post of posts) await postPage(post.slug, frame);
  await writePage('search', h(SearchPage, { shell: frame }));
  await writePage('enrolled', h(EnrolledPage, { shell: frame }));
  const missing = { title: 'Page not found', message: 'There is no page at this address.' };
  await write('404.html', await html(h(MessagePage, { ...missing, path: '/404', shell: frame })));
  await write(
    'robots.txt',
    `User-agent: *\nDisallow: /preview/\nDisallow: /search/\n\nSitemap: ${settings.apiUrl}/api/public/sitemap.xml\n`,
  );
  return { pages: 6 + courses.length + posts.length };
}

/** What a change notification names (docs/webhooks.md, "Events"). */
export interface ContentChange {
  type: string;
  id: string;
  slug: string | null;
}

/**
 * The pages a change touches: the course's or post's own page (written again, or removed when
 * the API no longer answers it), then the homepage and the lists. A website section's item
 * is on the homepage only.
 */
export async function rebuildFor(change: ContentChange): Promise<void> {
  // The company's records give the homepage its text and every item its search-engine fallbacks.
  if (SITE_WIDE.has(change.type)) {
    await buildAll();
    return;
  }
  const frame = await shell();
  if (change.slug && change.type === 'course') await coursePage(change.slug, frame);
  if (change.slug && change.type === 'blog') await postPage(change.slug, frame);
  await indexes(frame);
}

/** The notified types that may change every page (docs/webhooks.md lists the types). */
const SITE_WIDE = new Set(['company-info', 'contact-data', 'highlighted-countries']);

/**
 * A draft's or schedule's page, read live with its preview token; never written to disk.
 * Answers the HTTP status and the page.
 */
export async function previewPage(
  type: string,
  slug: string,
  token: string,
): Promise<{ status: number; body: string }> {
  const frame = await shell();
  const headers = { 'Coursedesk-Preview': token };
  const refused = async (status: number, message: string) => ({
    status,
    body: await html(
      h(MessagePage, { title: 'Preview unavailable', message, path: '/preview/', shell: frame }),
    ),
  });
  if (!token)
    return refused(401, 'This preview address has no token: open it again from the editor.');
  if (type === 'course') {
    const { data, error, response } = await api.GET('/api/public/courses/{slug}', {
      params: { path: { slug } },
      headers,
    });
    if (!data) return refused(response.status, error?.message ?? 'The preview failed.');
    return {
      status: 200,
      body: await html(h(CoursePage, { course: data.data, shell: frame, preview: true })),
    };
  }
  if (type === 'blog') {
    const { data, error, response } = await api.GET('/api/public/blogs/{slug}', {
      params: { path: { slug } },
      headers,
    });
    if (!data) return refused(response.status, error?.message ?? 'The preview failed.');
    return {
      status: 200,
      body: await html(h(PostPage, { post: data.data, shell: frame, preview: true })),
    };
  }
  // A website section's item shows on the homepage, which is built from published items only.
  return refused(404, 'Only courses and blog posts have a page of their own to preview.');
}
