import { isStoredImageName, UPLOADS_BASE_PATH, uploadAreas } from '@coursedesk/contract/uploads';
import MarkdownIt from 'markdown-it';
import sanitizeHtml from 'sanitize-html';

// A blog post's Markdown as HTML a website may insert as it is, on any host: markdown-it renders
// it with raw HTML off (a `<script>` in the text stays text), and sanitize-html then keeps only the
// elements and attributes Markdown produces. Links and images keep only absolute addresses
// (docs/website-api.md): a relative one would be resolved against the website's own host, where
// `/api/...` may be an API that acts on a signed-in visitor's behalf.

const markdown = new MarkdownIt({ html: false, linkify: true, typographer: false });

/** Schemes a link may keep; an image keeps only the web's. */
const LINK_SCHEMES = new Set(['http:', 'https:', 'mailto:']);
const IMAGE_SCHEMES = new Set(['http:', 'https:']);

/**
 * `value` as an absolute address in one of `schemes`, in its normal form, or undefined. Only an
 * address written with its scheme (and `//` for the web's) counts: `//host`, `http:/path` and
 * `https:host` are relative to the page in a browser, whatever a URL parser makes of them alone.
 * The attribute arrives with its entities decoded; the browser ignores surrounding whitespace and
 * tabs or newlines anywhere, so an address with any is refused rather than guessed at.
 */
export function absoluteAddress(value: string, schemes: ReadonlySet<string>): string | undefined {
  const address = value.trim();
  if (/[\s\p{Cc}]/u.test(address)) return undefined;
  const scheme = /^([a-z][a-z0-9+.-]*:)/i.exec(address)?.[1]?.toLowerCase();
  if (!scheme || !schemes.has(scheme)) return undefined;
  if (scheme !== 'mailto:' && !/^https?:\/\/[^/\\]/i.test(address)) return undefined;
  try {
    const url = new URL(address);
    return schemes.has(url.protocol) ? url.href : undefined;
  } catch {
    return undefined;
  }
}

/** The path of an image stored by this server (`/uploads/{area}/{name}`), or undefined. */
function storedImagePath(value: string): string | undefined {
  const [, area, name] = /^\/uploads\/([a-z-]+)\/([^/?#]+)$/.exec(value.trim()) ?? [];
  if (!area || !name) return undefined;
  if (!(uploadAreas as readonly string[]).includes(area) || !isStoredImageName(name)) {
    return undefined;
  }
  return `${UPLOADS_BASE_PATH}/${area}/${name}`;
}

export interface RenderOptions {
  /** PUBLIC_URL: an image stored here is given under it; without it, such an image is left out. */
  publicUrl?: string | undefined;
}

function sanitizeOptions({ publicUrl }: RenderOptions): sanitizeHtml.IOptions {
  return {
    allowedTags: [...sanitizeHtml.defaults.allowedTags, 'img', 'del', 's'],
    allowedAttributes: {
      a: ['href', 'title', 'rel'],
      img: ['src', 'alt', 'title'],
      code: ['class'],
      ol: ['start'],
      th: ['style'],
      td: ['style'],
    },
    allowedStyles: { '*': { 'text-align': [/^(left|right|center)$/] } },
    // A second line of defence: every address has already been made absolute or removed below.
    allowedSchemes: ['http', 'https', 'mailto'],
    allowedSchemesByTag: { img: ['http', 'https'] },
    allowProtocolRelative: false,
    allowedClasses: { code: [/^language-[\w-]+$/] },
    transformTags: {
      // A link without an address of its own is its text; one that has one leads off the site:
      // the linked page gets no hold on this one, nor search credit.
      a: (_tagName, attribs) => {
        const href = absoluteAddress(attribs.href ?? '', LINK_SCHEMES);
        if (!href) return { tagName: 'span', attribs: {} };
        return { tagName: 'a', attribs: { ...attribs, href, rel: 'nofollow noopener noreferrer' } };
      },
      img: (_tagName, attribs) => {
        const { src: _src, ...rest } = attribs;
        const stored = publicUrl ? storedImagePath(attribs.src ?? '') : undefined;
        const src = stored
          ? `${publicUrl}${stored}`
          : absoluteAddress(attribs.src ?? '', IMAGE_SCHEMES);
        return { tagName: 'img', attribs: src ? { ...rest, src } : rest };
      },
    },
    // An image left without an address is left out whole.
    exclusiveFilter: (frame) => frame.tag === 'img' && !frame.attribs.src,
  };
}

export function renderMarkdown(source: string, options: RenderOptions = {}): string {
  return sanitizeHtml(markdown.render(source), sanitizeOptions(options));
}
