import { render } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { MarkdownContent } from './markdown-content';

const HOSTILE = [
  '# Title',
  '',
  '<script>window.__scriptRan = true</script>',
  '',
  '<img src="x" onerror="window.__onerrorRan = true">',
  '',
  '[x](javascript:alert(1)) and [y](JAVASCRIPT:alert(2)) and [z](data:text/html,<script>1</script>)',
  '',
  '![pic](javascript:alert(3))',
  '',
  '<a href="https://example.com" onclick="window.__clickRan = true">raw link</a>',
  '',
  '<iframe src="https://example.com"></iframe><style>body{display:none}</style>',
  '',
  '[safe](https://example.com/page) **bold**',
].join('\n');

afterEach(() => {
  const globals = window as unknown as Record<string, unknown>;
  delete globals.__scriptRan;
  delete globals.__onerrorRan;
  delete globals.__clickRan;
});

describe('MarkdownContent', () => {
  it('renders markdown: headings, emphasis, lists, tables, safe links in a new tab', () => {
    const { container } = render(
      <MarkdownContent
        markdown={
          '## Heading\n\n**bold** and *italic* `code`\n\n- one\n- two\n\n| a | b |\n| - | - |\n| 1 | 2 |\n\n[site](https://example.com)'
        }
      />,
    );
    expect(container.querySelector('h2')?.textContent).toBe('Heading');
    expect(container.querySelector('strong')?.textContent).toBe('bold');
    expect(container.querySelector('em')?.textContent).toBe('italic');
    expect(container.querySelectorAll('li')).toHaveLength(2);
    expect(container.querySelector('table td')?.textContent).toBe('1');
    const link = container.querySelector('a');
    expect(link?.getAttribute('href')).toBe('https://example.com');
    expect(link?.getAttribute('target')).toBe('_blank');
    expect(link?.getAttribute('rel')).toBe('noopener noreferrer');
  });

  it('renders <script>, <img onerror>, javascript: links and other raw HTML inert', async () => {
    const alert = vi.spyOn(window, 'alert').mockImplementation(() => undefined);
    const { container } = render(<MarkdownContent markdown={HOSTILE} />);

    // No element raw HTML would make, and no attribute that runs code.
    for (const tag of ['script', 'iframe', 'style']) {
      expect(container.querySelector(tag), tag).toBeNull();
    }
    for (const element of container.querySelectorAll('*')) {
      for (const attribute of element.getAttributeNames()) {
        expect(attribute.startsWith('on'), `${element.tagName} ${attribute}`).toBe(false);
      }
    }
    // Every address left is http(s) (or empty): javascript: and data: are gone.
    for (const element of container.querySelectorAll('[href], [src]')) {
      const url = element.getAttribute('href') ?? element.getAttribute('src') ?? '';
      expect(url === '' || /^https:\/\//.test(url), url).toBe(true);
    }
    expect(container.querySelector('img[src="x"]')).toBeNull();

    // Clicking what is left runs nothing.
    for (const link of container.querySelectorAll('a')) link.click();
    await new Promise((resolve) => setTimeout(resolve, 20));
    const globals = window as unknown as Record<string, unknown>;
    expect(globals.__scriptRan).toBeUndefined();
    expect(globals.__onerrorRan).toBeUndefined();
    expect(globals.__clickRan).toBeUndefined();
    expect(alert).not.toHaveBeenCalled();

    // The markdown around the hostile parts still renders.
    expect(container.querySelector('h1')?.textContent).toBe('Title');
    expect(container.querySelector('a[href="https://example.com/page"]')?.textContent).toBe('safe');
    alert.mockRestore();
  });
});
