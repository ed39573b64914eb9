// The script of the prerendered pages (server/pages.ts): the search page's results and the
// course page's Enrol form, both calling the public API from the browser (CORS, SITE_ORIGINS).
// Everything else on the pages is already in their HTML.
import './style.css';
import { createApi, type SearchHit } from './api/client.ts';

const apiUrl =
  document.querySelector<HTMLMetaElement>('meta[name="coursedesk-api"]')?.content ??
  'http://localhost:3000';
const api = createApi(apiUrl);

// Addresses of the site's earlier, hash-routed pages lead to the pages now at those paths.
const old = /^#\/(courses\/[^/]+|blog\/[^/]+|enrolled)$/.exec(window.location.hash);
if (old?.[1]) window.location.replace(`/${old[1]}`);

/** An element with text (never HTML) and children. */
function el(tag: string, attributes: Record<string, string> = {}, ...children: (Node | string)[]) {
  const element = document.createElement(tag);
  for (const [name, value] of Object.entries(attributes)) element.setAttribute(name, value);
  element.append(...children);
  return element;
}

const ENTITIES: Record<string, string> = {
  '&amp;': '&',
  '&lt;': '<',
  '&gt;': '>',
  '&quot;': '"',
  '&#39;': "'",
};

/**
 * A search passage as nodes. The API escapes the text and marks the words found with
 * `<mark>…</mark>`; only those two tags are read as markup, and everything else is decoded to
 * plain text, so whatever the passage holds it cannot add an element or a script to the page.
 */
export function highlightNodes(passage: string): Node[] {
  const text = (escaped: string) =>
    document.createTextNode(escaped.replace(/&(?:amp|lt|gt|quot|#39);/g, (e) => ENTITIES[e] ?? e));
  return passage
    .split(/(<mark>[^<]*<\/mark>)/)
    .filter(Boolean)
    .map((part) => {
      const marked = /^<mark>([^<]*)<\/mark>$/.exec(part);
      return marked ? el('mark', {}, text(marked[1] ?? '')) : text(part);
    });
}

function hitItem(hit: SearchHit): HTMLElement {
  const href = `/${hit.type === 'course' ? 'courses' : 'blog'}/${encodeURIComponent(hit.slug)}`;
  return el(
    'li',
    { 'data-testid': 'search-hit' },
    el('h2', {}, el('a', { href }, hit.title)),
    el(
      'p',
      { class: 'hit-kind' },
      `${hit.type === 'course' ? 'Course' : 'Blog post'} · ${hit.category}`,
    ),
    el('p', {}, ...highlightNodes(hit.highlight)),
  );
}

async function search(results: HTMLElement, q: string): Promise<void> {
  results.setAttribute('aria-busy', 'true');
  try {
    const { data, error } = await api.GET('/api/public/search', {
      params: { query: { q, limit: 20 } },
    });
    if (!data) throw new Error(error?.message ?? 'The search failed.');
    const { items, total } = data.data;
    results.replaceChildren(
      el('p', {}, total === 0 ? `Nothing found for “${q}”.` : `${total} found for “${q}”.`),
      el('ol', { class: 'hits' }, ...items.map(hitItem)),
    );
  } catch (failure) {
    results.replaceChildren(el('p', { class: 'error', role: 'alert' }, (failure as Error).message));
  } finally {
    results.setAttribute('aria-busy', 'false');
  }
}

const results = document.querySelector<HTMLElement>('#search-results');
if (results) {
  const q = (new URLSearchParams(window.location.search).get('q') ?? '').trim();
  for (const input of document.querySelectorAll<HTMLInputElement>('input[name="q"]'))
    input.value = q;
  if (q) void search(results, q);
}

/**
 * Enrol: the visitor's details, the plan and a coupon go to /api/public/checkout, which prices
 * the order and answers the address of Stripe's payment page; the browser goes there. Stripe
 * sends the visitor back to /enrolled/ once paid, or to this page when they cancel.
 */
for (const form of document.querySelectorAll<HTMLFormElement>('form.enrol[data-course]')) {
  const course = form.dataset.course ?? '';
  const button = form.querySelector('button');
  const status = form.querySelector('[role="status"]');
  form.addEventListener('submit', (event) => {
    event.preventDefault();
    const values = new FormData(form);
    const text = (key: string) => String(values.get(key) ?? '').trim();
    button?.setAttribute('disabled', '');
    if (status) status.textContent = 'Opening the payment page…';
    void api
      .POST('/api/public/checkout', {
        body: {
          course,
          plan: text('plan') === 'installment' ? 'installment' : 'full',
          ...(text('coupon') && { coupon: text('coupon') }),
          customer: {
            name: text('name'),
            email: text('email'),
            ...(text('phone') && { phone: text('phone') }),
          },
          successUrl: `${window.location.origin}/enrolled/`,
          cancelUrl: `${window.location.origin}${window.location.pathname}`,
        },
      })
      .then(({ data, error }) => {
        if (!data) throw new Error(error?.message ?? 'The payment page could not be opened.');
        window.location.assign(data.data.url);
      })
      .catch((failure: unknown) => {
        if (status) status.textContent = (failure as Error).message;
        button?.removeAttribute('disabled');
      });
  });
}
