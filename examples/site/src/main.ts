// A small public website on the Coursedesk public content API (docs/website-api.md): the homepage
// sections, the course list, one course and the blog, read through the typed client. Pages are
// chosen by the address's hash: `#/courses/{slug}`, `#/blog/{slug}`, `#/enrolled` (where Stripe
// Checkout sends a visitor back after paying), else the homepage.
import { api } from './api/client.ts';
import type { operations } from './api/schema.d.ts';

/** The `data` of an operation's 200 answer (the public forms answer 201 and are left out). */
type Json<Operation extends keyof operations> = operations[Operation]['responses'] extends {
  200: { content: { 'application/json': { data: infer Data } } };
}
  ? Data
  : never;
type Site = Json<'getPublicSite'>;
type CourseCard = Json<'getPublicCourses'>[number];
type BlogPage = Json<'getPublicBlogs'>;
type Course = Json<'getPublicCoursesBySlug'>;

const app = document.querySelector<HTMLElement>('#app');
if (!app) throw new Error('no #app element');

/** An element with text (never HTML) and children. */
function el(tag: string, attributes: Record<string, string> = {}, ...children: (Node | string)[]) {
  const element = document.createElement(tag);
  for (const [name, value] of Object.entries(attributes)) element.setAttribute(name, value);
  element.append(...children);
  return element;
}

function section(id: string, title: string, ...children: Node[]): HTMLElement {
  return el(
    'section',
    { id, 'aria-labelledby': `${id}-title` },
    el('h2', { id: `${id}-title` }, title),
    ...children,
  );
}

const pounds = (value: number | null) =>
  value === null ? '' : `£${value.toLocaleString('en-GB')}`;

function courseCards(courses: CourseCard[]): HTMLElement {
  return el(
    'div',
    { class: 'cards' },
    ...courses.map((course) =>
      el(
        'article',
        { class: 'card', 'data-testid': 'course-card' },
        ...(course.image ? [el('img', { src: course.image, alt: '' })] : []),
        el('h3', {}, el('a', { href: `#/courses/${course.slug}` }, course.title)),
        el('p', {}, `${course.category} · ${course.duration}`),
        el('p', { class: 'price' }, pounds(course.price)),
      ),
    ),
  );
}

function blogCards(page: BlogPage): HTMLElement {
  return el(
    'div',
    { class: 'cards' },
    ...page.items.map((post) =>
      el(
        'article',
        { class: 'card', 'data-testid': 'blog-card' },
        el('h3', {}, el('a', { href: `#/blog/${post.slug}` }, post.title)),
        el('p', {}, post.excerpt),
        el(
          'p',
          {},
          `${post.author.name} · ${new Date(post.publishedAt).toLocaleDateString('en-GB')}`,
        ),
      ),
    ),
  );
}

function homepage(site: Site, courses: CourseCard[], blog: BlogPage): Node[] {
  const { sections } = site;
  const features = (sections.mentorFeatures ?? []) as {
    icon: string;
    title: string;
    description: string;
  }[];
  const faqs = (sections.faqs ?? []) as { question: string; answer: string }[];
  const stats = (sections.successStats ?? []) as { value: string; label: string }[];
  const team = (sections.teamMembers ?? []) as { name: string; role: string }[];
  return [
    el('h1', {}, site.companyInfo?.heroRoles[0] ?? 'Learn with us'),
    section(
      'why',
      'Why choose us',
      el('ul', {}, ...features.map((f) => el('li', {}, `${f.icon} ${f.title}: ${f.description}`))),
    ),
    section(
      'stats',
      'Our results',
      el('ul', {}, ...stats.map((s) => el('li', {}, `${s.value} ${s.label}`))),
    ),
    section('courses', 'Courses', courseCards(courses)),
    section(
      'team',
      'Our team',
      el('ul', {}, ...team.map((m) => el('li', {}, `${m.name}, ${m.role}`))),
    ),
    section(
      'faqs',
      'Frequently asked questions',
      ...faqs.map((faq) =>
        el('details', {}, el('summary', {}, faq.question), el('p', {}, faq.answer)),
      ),
    ),
    section('blog', 'Blog', blogCards(blog)),
    section(
      'contact',
      'Contact',
      el('p', {}, site.companyInfo?.supportEmail ?? ''),
      el(
        'ul',
        {},
        ...(site.contactData?.offices ?? []).map((o) => el('li', {}, `${o.name}: ${o.address}`)),
      ),
    ),
  ];
}

async function showHome(): Promise<Node[]> {
  const [site, courses, blog] = await Promise.all([
    api.GET('/api/public/site'),
    api.GET('/api/public/courses'),
    api.GET('/api/public/blogs', { params: { query: { limit: 6 } } }),
  ]);
  if (!site.data || !courses.data || !blog.data) throw new Error('The site could not be loaded.');
  document.title = 'Coursedesk example site';
  return homepage(site.data.data, courses.data.data, blog.data.data);
}

async function showCourse(slug: string): Promise<Node[]> {
  const { data, error } = await api.GET('/api/public/courses/{slug}', {
    params: { path: { slug } },
  });
  if (!data) throw new Error(error?.message ?? 'Course not found');
  const course = data.data;
  document.title = course.title;
  return [
    el('p', {}, el('a', { href: '#' }, '← All courses')),
    el('h1', {}, course.title),
    el('p', {}, course.description),
    el('p', { class: 'price', 'data-testid': 'course-price' }, pounds(course.price)),
    ...(course.details
      ? [
          el('p', {}, course.details.overview),
          section(
            'curriculum',
            'Curriculum',
            el(
              'ol',
              {},
              ...course.details.curriculum.map((m) => el('li', {}, `${m.module} (${m.duration})`)),
            ),
          ),
        ]
      : []),
    ...(course.pricing
      ? [
          section(
            'plan',
            course.pricing.name,
            el('ul', {}, ...course.pricing.features.map((f) => el('li', {}, f))),
          ),
        ]
      : []),
    ...(course.price === null ? [] : [enrolForm(course)]),
  ];
}

/**
 * Enrol: the visitor's details, the plan and a coupon go to /api/public/checkout, which prices
 * the order and answers the address of Stripe's payment page; the browser goes there. Stripe
 * sends the visitor back to `#/enrolled` once paid, or to this page when they cancel.
 */
function enrolForm(course: Course): HTMLElement {
  const field = (label: string, input: HTMLElement) => el('label', {}, `${label} `, input);
  const name = el('input', { name: 'name', required: '', autocomplete: 'name' });
  const email = el('input', { name: 'email', type: 'email', required: '', autocomplete: 'email' });
  const phone = el('input', { name: 'phone', type: 'tel', autocomplete: 'tel' });
  const coupon = el('input', { name: 'coupon', autocomplete: 'off' });
  const plan = el(
    'select',
    { name: 'plan' },
    el('option', { value: 'full' }, `Pay in full: ${pounds(course.price)}`),
  );
  const installments = course.pricing;
  if (installments && installments.installmentMonths > 0 && installments.installmentPrice > 0) {
    plan.append(
      el(
        'option',
        { value: 'installment' },
        `${installments.installmentMonths} monthly payments of ${pounds(installments.installmentPrice)}`,
      ),
    );
  }
  const status = el('p', { role: 'status', 'data-testid': 'enrol-status' });
  const button = el('button', { type: 'submit' }, 'Enrol');
  const form = el(
    'form',
    { class: 'enrol', 'aria-labelledby': 'enrol-title' },
    el('h2', { id: 'enrol-title' }, 'Enrol'),
    field('Name', name),
    field('Email', email),
    field('Phone (optional)', phone),
    field('Plan', plan),
    field('Coupon (optional)', coupon),
    button,
    status,
  );
  form.addEventListener('submit', (event) => {
    event.preventDefault();
    const values = new FormData(form as HTMLFormElement);
    const text = (key: string) => String(values.get(key) ?? '').trim();
    const here = `${window.location.origin}${window.location.pathname}`;
    button.setAttribute('disabled', '');
    status.textContent = 'Opening the payment page…';
    void api
      .POST('/api/public/checkout', {
        body: {
          course: course.slug,
          plan: text('plan') === 'installment' ? 'installment' : 'full',
          ...(text('coupon') && { coupon: text('coupon') }),
          customer: {
            name: text('name'),
            email: text('email'),
            ...(text('phone') && { phone: text('phone') }),
          },
          successUrl: `${here}#/enrolled`,
          cancelUrl: `${here}#/courses/${encodeURIComponent(course.slug)}`,
        },
      })
      .then(({ data, error }) => {
        if (!data) throw new Error(error?.message ?? 'The payment page could not be opened.');
        window.location.assign(data.data.url);
      })
      .catch((failure: unknown) => {
        status.textContent = (failure as Error).message;
        button.removeAttribute('disabled');
      });
  });
  return form;
}

function showEnrolled(): Node[] {
  document.title = 'Thank you';
  return [
    el('h1', {}, 'Thank you for enrolling'),
    el('p', {}, 'Your payment was received. We will email you the details of your course.'),
    el('p', {}, el('a', { href: '#' }, '← Home')),
  ];
}

async function showPost(slug: string): Promise<Node[]> {
  const { data, error } = await api.GET('/api/public/blogs/{slug}', { params: { path: { slug } } });
  if (!data) throw new Error(error?.message ?? 'Blog post not found');
  const post = data.data;
  document.title = post.title;
  const body = el('article', { 'data-testid': 'post-body' });
  // The server sends the post's HTML sanitised: it may be inserted as it is.
  body.innerHTML = post.contentHtml;
  return [el('p', {}, el('a', { href: '#blog' }, '← Blog')), el('h1', {}, post.title), body];
}

async function render(): Promise<void> {
  if (!app) return;
  const [, kind, slug] = /^#\/(courses|blog)\/([^/]+)$/.exec(window.location.hash) ?? [];
  const enrolled = window.location.hash === '#/enrolled';
  app.setAttribute('aria-busy', 'true');
  try {
    const nodes = enrolled
      ? showEnrolled()
      : kind === 'courses'
        ? await showCourse(decodeURIComponent(slug ?? ''))
        : kind === 'blog'
          ? await showPost(decodeURIComponent(slug ?? ''))
          : await showHome();
    app.replaceChildren(...nodes);
  } catch (error) {
    app.replaceChildren(el('p', { class: 'error', role: 'alert' }, (error as Error).message));
  } finally {
    app.setAttribute('aria-busy', 'false');
  }
}

window.addEventListener('hashchange', () => {
  // An anchor of the homepage (#courses, #blog) while it is shown: the browser scrolls to it.
  const isPage = /^#\/(courses\/|blog\/|enrolled$)/.test(window.location.hash);
  if (!isPage && document.querySelector('#why')) return;
  void render();
});

void render();
