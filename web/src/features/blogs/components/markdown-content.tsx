import Markdown, { type Components, defaultUrlTransform } from 'react-markdown';
import rehypeSanitize from 'rehype-sanitize';
import remarkGfm from 'remark-gfm';
import { cn } from '@/lib/cn';

/**
 * Links open in a new tab without handing the panel to the page they open. Their addresses have
 * already been through `safeUrl` and the sanitiser.
 */
const components: Components = {
  a: ({ node: _node, ...props }) => <a {...props} target="_blank" rel="noopener noreferrer" />,
  img: ({ node: _node, alt, ...props }) => (
    <img {...props} alt={alt ?? ''} loading="lazy" referrerPolicy="no-referrer" />
  ),
};

/** Only http(s), mailto and relative addresses survive; `javascript:`, `data:`… become nothing. */
function safeUrl(url: string): string {
  const kept = defaultUrlTransform(url);
  return /^(?:https?:|mailto:|[/#?.]|[^:]*$)/i.test(kept) ? kept : '';
}

/**
 * A post's markdown as HTML the page can show safely: raw HTML in the markdown is never rendered
 * (react-markdown leaves it out), addresses other than http(s), mailto and relative ones are
 * dropped, and rehype-sanitize removes anything outside GitHub's safe set (event attributes,
 * scripts, styles) from what the markdown itself produces.
 */
export function MarkdownContent({ markdown, className }: { markdown: string; className?: string }) {
  return (
    <div className={cn('markdown-content', className)}>
      <Markdown
        remarkPlugins={[remarkGfm]}
        rehypePlugins={[rehypeSanitize]}
        urlTransform={safeUrl}
        skipHtml
        components={components}
      >
        {markdown}
      </Markdown>
    </div>
  );
}
