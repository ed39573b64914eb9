// The site's pages as React components, rendered to HTML ahead of time (render.ts) and, for
// previews, on request. Written with `createElement` so that Node runs this file as it is.
import { createElement as h, type ReactNode } from 'react';
import type { BlogCard, Course, CourseCard, Post, Site } from '../src/api/client.ts';

/** What every page's head needs besides its own fields. */
export interface Shell {
  apiUrl: string;
  siteUrl: string;
  /** The built script and style sheets of the pages (Vite's manifest). */
  script: string;
  styles: string[];
}

export interface Head {
  title: string;
  description: string;
  /** The page's path on the site, such as `/courses/web-development`. */
  path: string;
  canonical?: string | null;
  image?: string | null;
  type?: 'website' | 'article';
  noindex?: boolean;
}

type ImageSize = { width: number; height: number; srcset: string } | null;

export const SITE_NAME = 'Coursedesk example site';
export const coursePath = (slug: string) => `/courses/${encodeURIComponent(slug)}`;
export const postPath = (slug: string) => `/blog/${encodeURIComponent(slug)}`;

/** An address the API gave (absolute, or server-relative without PUBLIC_URL) made absolute. */
export function onApi(url: string, shell: Pick<Shell, 'apiUrl'>): string {
  return new URL(url, shell.apiUrl).href;
}

const pounds = (value: number | null) =>
  value === null ? '' : `£${value.toLocaleString('en-GB')}`;
const day = new Intl.DateTimeFormat('en-GB', { dateStyle: 'long', timeZone: 'UTC' });

/** An image sized by the API: its srcset and box, with how wide the page shows it. */
function Img(props: {
  src: string;
  size: ImageSize;
  sizes: string;
  shell: Shell;
  eager?: boolean;
}) {
  const { size, shell } = props;
  const srcset = size?.srcset
    .split(', ')
    .map((candidate) => {
      const [url = '', width = ''] = candidate.split(' ');
      return `${onApi(url, shell)} ${width}`;
    })
    .join(', ');
  return h('img', {
    src: onApi(props.src, shell),
    srcSet: srcset,
    sizes: size ? props.sizes : undefined,
    width: size?.width,
    height: size?.height,
    loading: props.eager ? 'eager' : 'lazy',
    decoding: 'async',
    alt: '',
  });
}

export function Page(props: { head: Head; shell: Shell; preview?: boolean; children?: ReactNode }) {
  const { head, shell } = props;
  const url = new URL(head.path, shell.siteUrl).href;
  const canonical = head.canonical ?? url;
  const feed = `${shell.apiUrl}/api/public/blogs/feed.xml`;
  const sitemap = `${shell.apiUrl}/api/public/sitemap.xml`;
  const meta = (property: string, content: string) => h('meta', { property, content });
  return h(
    'html',
    { lang: 'en' },
    h(
      'head',
      null,
      h('meta', { charSet: 'utf-8' }),
      h('meta', { name: 'viewport', content: 'width=device-width, initial-scale=1' }),
      h('title', null, head.title),
      h('meta', { name: 'description', content: head.description }),
      head.noindex ? h('meta', { name: 'robots', content: 'noindex' }) : null,
      h('link', { rel: 'canonical', href: canonical }),
      meta('og:site_name', SITE_NAME),
      meta('og:type', head.type ?? 'website'),
      meta('og:title', head.title),
      meta('og:description', head.description),
      meta('og:url', canonical),
      head.image ? meta('og:image', onApi(head.image, shell)) : null,
      h('meta', { name: 'coursedesk-api', content: shell.apiUrl }),
      h('link', { rel: 'alternate', type: 'application/rss+xml', title: 'Blog', href: feed }),
      h('link', { rel: 'sitemap', type: 'application/xml', href: sitemap }),
      ...shell.styles.map((href) => h('link', { key: href, rel: 'stylesheet', href })),
      h('script', { type: 'module', src: shell.script }),
    ),
    h(
      'body',
      null,
      h(
        'header',
        null,
        h('a', { href: '/', className: 'brand' }, SITE_NAME),
        h(
          'nav',
          { 'aria-label': 'Site' },
          h('a', { href: '/courses/' }, 'Courses'),
          h('a', { href: '/blog/' }, 'Blog'),
        ),
        h(
          'form',
          { role: 'search', action: '/search/', method: 'get', className: 'search-box' },
          h('input', { type: 'search', name: 'q', 'aria-label': 'Search', placeholder: 'Search' }),
          h('button', { type: 'submit' }, 'Search'),
        ),
      ),
      props.preview
        ? h(
            'p',
            { className: 'preview-banner', role: 'status', 'data-testid': 'preview-banner' },
            'Preview: this page is not published. Only people with this link can see it, for a few minutes.',
          )
        : null,
      h('main', { id: 'app' }, props.children),
      h(
        'footer',
        null,
        h('a', { href: feed }, 'Blog feed (RSS)'),
        ' · ',
        h('a', { href: sitemap }, 'Sitemap'),
      ),
    ),
  );
}

function Section(props: { id: string; title: string; children?: ReactNode }) {
  return h(
    'section',
    { id: props.id, 'aria-labelledby': `${props.id}-title` },
    h('h2', { id: `${props.id}-title` }, props.title),
    props.children,
  );
}

function CourseCards({ courses, shell }: { courses: CourseCard[]; shell: Shell }) {
  return h(
    'div',
    { className: 'cards' },
    courses.map((course) =>
      h(
        'article',
        { key: course.slug, className: 'card', 'data-testid': 'course-card' },
        course.image
          ? h(Img, {
              src: course.image,
              size: course.imageSize,
              // A card is the page's width on a phone, about a third of it from 48rem on.
              sizes: '(min-width: 48rem) 20rem, 100vw',
              shell,
            })
          : null,
        h('h3', null, h('a', { href: coursePath(course.slug) }, course.title)),
        h('p', null, `${course.category} · ${course.duration}`),
        h('p', { className: 'price' }, pounds(course.price)),
      ),
    ),
  );
}

function BlogCards({ posts, shell }: { posts: BlogCard[]; shell: Shell }) {
  return h(
    'div',
    { className: 'cards' },
    posts.map((post) =>
      h(
        'article',
        { key: post.slug, className: 'card', 'data-testid': 'blog-card' },
        post.image
          ? h(Img, {
              src: post.image,
              size: post.imageSize,
              sizes: '(min-width: 48rem) 20rem, 100vw',
              shell,
            })
          : null,
        h('h3', null, h('a', { href: postPath(post.slug) }, post.title)),
        h('p', null, post.excerpt),
        h('p', null, `${post.author.name} · ${day.format(new Date(post.publishedAt))}`),
      ),
    ),
  );
}

export function HomePage(props: {
  site: Site;
  courses: CourseCard[];
  posts: BlogCard[];
  shell: Shell;
}) {
  const { site, shell } = props;
  const { sections } = site;
  const features = (sections.mentorFeatures ?? []) as {
    icon: string;
    title: string;
    description: string;
  }[];
  const faqs = (sections.faqs ?? []) as { question: string; answer: string }[];
  const stats = (sections.successStats ?? []) as { value: string; label: string }[];
  const team = (sections.teamMembers ?? []) as { name: string; role: string }[];
  return h(
    Page,
    {
      head: {
        title: SITE_NAME,
        description: 'Courses, mentors and articles to start or change a career in tech.',
        path: '/',
      },
      shell,
    },
    h('h1', null, site.companyInfo?.heroRoles[0] ?? 'Learn with us'),
    h(
      Section,
      { id: 'why', title: 'Why choose us' },
      h(
        'ul',
        null,
        features.map((f) => h('li', { key: f.title }, `${f.icon} ${f.title}: ${f.description}`)),
      ),
    ),
    h(
      Section,
      { id: 'stats', title: 'Our results' },
      h(
        'ul',
        null,
        stats.map((s) => h('li', { key: s.label }, `${s.value} ${s.label}`)),
      ),
    ),
    h(
      Section,
      { id: 'courses', title: 'Courses' },
      h(CourseCards, { courses: props.courses, shell }),
    ),
    h(
      Section,
      { id: 'team', title: 'Our team' },
      h(
        'ul',
        null,
        team.map((m) => h('li', { key: m.name }, `${m.name}, ${m.role}`)),
      ),
    ),
    h(
      Section,
      { id: 'faqs', title: 'Frequently asked questions' },
      faqs.map((faq) =>
        h(
          'details',
          { key: faq.question },
          h('summary', null, faq.question),
          h('p', null, faq.answer),
        ),
      ),
    ),
    h(
      Section,
      { id: 'blog', title: 'Blog' },
      h(BlogCards, { posts: props.posts, shell }),
      h('p', null, h('a', { href: '/blog/' }, 'All posts')),
    ),
    h(
      Section,
      { id: 'contact', title: 'Contact' },
      h('p', null, site.companyInfo?.supportEmail ?? ''),
      h(
        'ul',
        null,
        (site.contactData?.offices ?? []).map((o) =>
          h('li', { key: o.name }, `${o.name}: ${o.address}`),
        ),
      ),
    ),
  );
}

export function CoursesPage({ courses, shell }: { courses: CourseCard[]; shell: Shell }) {
  return h(
    Page,
    {
      head: {
        title: `Courses · ${SITE_NAME}`,
        description: `${courses.length} courses: ${courses.map((c) => c.title).join(', ')}`.slice(
          0,
          160,
        ),
        path: '/courses/',
      },
      shell,
    },
    h('h1', null, 'Courses'),
    h(CourseCards, { courses, shell }),
  );
}

export function BlogPage({ posts, shell }: { posts: BlogCard[]; shell: Shell }) {
  return h(
    Page,
    {
      head: {
        title: `Blog · ${SITE_NAME}`,
        description: 'Articles on learning, careers and the tools of the trade.',
        path: '/blog/',
      },
      shell,
    },
    h('h1', null, 'Blog'),
    h(BlogCards, { posts, shell }),
  );
}

export function CoursePage(props: { course: Course; shell: Shell; preview?: boolean }) {
  const { course, shell } = props;
  const plan = course.pricing;
  return h(
    Page,
    {
      head: {
        title: course.seo.title,
        description: course.seo.description,
        path: coursePath(course.slug),
        canonical: course.seo.canonical,
        image: course.seo.image,
        noindex: props.preview || course.seo.noindex,
      },
      shell,
      preview: props.preview,
    },
    h('p', null, h('a', { href: '/courses/' }, '← All courses')),
    h('h1', null, course.title),
    course.image
      ? h(Img, {
          src: course.image,
          size: course.imageSize,
          sizes: '(min-width: 64rem) 60rem, 100vw',
          shell,
          eager: true,
        })
      : null,
    h('p', null, course.description),
    h('p', { className: 'price', 'data-testid': 'course-price' }, pounds(course.price)),
    course.details
      ? [
          h('p', { key: 'overview' }, course.details.overview),
          h(
            Section,
            { key: 'curriculum', id: 'curriculum', title: 'Curriculum' },
            h(
              'ol',
              null,
              course.details.curriculum.map((m) =>
                h('li', { key: m.module }, `${m.module} (${m.duration})`),
              ),
            ),
          ),
        ]
      : null,
    plan
      ? h(
          Section,
          { id: 'plan', title: plan.name },
          h(
            'ul',
            null,
            plan.features.map((f) => h('li', { key: f }, f)),
          ),
        )
      : null,
    course.price === null || props.preview ? null : h(EnrolForm, { course }),
  );
}

/**
 * Enrol: the form's script (src/main.ts) posts it to /api/public/checkout, which answers the
 * address of Stripe's payment page; Stripe sends the visitor back to /enrolled/ once paid.
 */
function EnrolForm({ course }: { course: Course }) {
  const field = (label: string, input: ReactNode) => h('label', null, `${label} `, input);
  const plan = course.pricing;
  const installments =
    plan && plan.installmentMonths > 0 && plan.installmentPrice > 0
      ? h(
          'option',
          { value: 'installment' },
          `${plan.installmentMonths} monthly payments of ${pounds(plan.installmentPrice)}`,
        )
      : null;
  return h(
    'form',
    { className: 'enrol', 'aria-labelledby': 'enrol-title', 'data-course': course.slug },
    h('h2', { id: 'enrol-title' }, 'Enrol'),
    field('Name', h('input', { name: 'name', required: true, autoComplete: 'name' })),
    field(
      'Email',
      h('input', { name: 'email', type: 'email', required: true, autoComplete: 'email' }),
    ),
    field('Phone (optional)', h('input', { name: 'phone', type: 'tel', autoComplete: 'tel' })),
    field(
      'Plan',
      h(
        'select',
        { name: 'plan' },
        h('option', { value: 'full' }, `Pay in full: ${pounds(course.price)}`),
        installments,
      ),
    ),
    field('Coupon (optional)', h('input', { name: 'coupon', autoComplete: 'off' })),
    h('button', { type: 'submit' }, 'Enrol'),
    h('p', { role: 'status', 'data-testid': 'enrol-status' }),
  );
}

export function PostPage(props: { post: Post; shell: Shell; preview?: boolean }) {
  const { post, shell } = props;
  return h(
    Page,
    {
      head: {
        title: post.seo.title,
        description: post.seo.description,
        path: postPath(post.slug),
        canonical: post.seo.canonical,
        image: post.seo.image,
        type: 'article',
        noindex: props.preview || post.seo.noindex,
      },
      shell,
      preview: props.preview,
    },
    h('p', null, h('a', { href: '/blog/' }, '← Blog')),
    h('h1', null, post.title),
    h(
      'p',
      null,
      `${post.author.name} · ${day.format(new Date(post.publishedAt))} · ${post.readTime} min read`,
    ),
    post.image
      ? h(Img, {
          src: post.image,
          size: post.imageSize,
          sizes: '(min-width: 64rem) 60rem, 100vw',
          shell,
          eager: true,
        })
      : null,
    h('article', {
      'data-testid': 'post-body',
      // biome-ignore lint/security/noDangerouslySetInnerHtml: the API sends the post's HTML sanitised (docs/website-api.md, "Blog").
      dangerouslySetInnerHTML: { __html: post.contentHtml },
    }),
  );
}

/** The search page: its script (src/main.ts) asks the API and lists what it finds. */
export function SearchPage({ shell }: { shell: Shell }) {
  return h(
    Page,
    {
      head: {
        title: `Search · ${SITE_NAME}`,
        description: 'Search the courses and the blog.',
        path: '/search/',
        noindex: true,
      },
      shell,
    },
    h('h1', null, 'Search'),
    h(
      'form',
      { role: 'search', action: '/search/', method: 'get' },
      h('input', {
        type: 'search',
        name: 'q',
        'aria-label': 'Search the site',
        id: 'search-query',
      }),
      h('button', { type: 'submit' }, 'Search'),
    ),
    h('div', { id: 'search-results', 'aria-live': 'polite' }),
    h('noscript', null, 'Search needs JavaScript.'),
  );
}

export function EnrolledPage({ shell }: { shell: Shell }) {
  return h(
    Page,
    {
      head: {
        title: 'Thank you',
        description: 'Your payment was received.',
        path: '/enrolled/',
        noindex: true,
      },
      shell,
    },
    h('h1', null, 'Thank you for enrolling'),
    h('p', null, 'Your payment was received. We will email you the details of your course.'),
    h('p', null, h('a', { href: '/' }, '← Home')),
  );
}

/** A page that is not there (404.html), or a preview that cannot be shown. */
export function MessagePage(props: { title: string; message: string; shell: Shell; path: string }) {
  return h(
    Page,
    {
      head: { title: props.title, description: props.message, path: props.path, noindex: true },
      shell: props.shell,
    },
    h('h1', null, props.title),
    h('p', { className: 'error', role: 'alert' }, props.message),
    h('p', null, h('a', { href: '/' }, '← Home')),
  );
}
