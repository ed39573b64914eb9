import MarkdownIt from 'markdown-it';
import sanitizeHtml from 'sanitize-html';

// A blog post's Markdown as HTML a website may insert as it is: markdown-it renders it with raw
// HTML off (a `<script>` in the text stays text), and sanitize-html then keeps only the elements
// and attributes Markdown produces, with links and images limited to web and mail addresses.

const markdown = new MarkdownIt({ html: false, linkify: true, typographer: false });

const sanitizeOptions: sanitizeHtml.IOptions = {
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
  allowedSchemes: ['http', 'https', 'mailto'],
  allowedSchemesByTag: { img: ['http', 'https'] },
  allowProtocolRelative: false,
  allowedClasses: { code: [/^language-[\w-]+$/] },
  transformTags: {
    // Links lead off the site: the linked page gets no hold on this one, nor search credit.
    a: sanitizeHtml.simpleTransform('a', { rel: 'nofollow noopener noreferrer' }),
  },
};

export function renderMarkdown(source: string): string {
  return sanitizeHtml(markdown.render(source), sanitizeOptions);
}
