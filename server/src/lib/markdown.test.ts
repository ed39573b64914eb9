// The public contentHtml of a blog post (docs/website-api.md): links and images keep only
// absolute http(s) addresses (and links mailto:), however the address is spelled; an image stored
// by this server is made absolute under PUBLIC_URL, and dropped without it.
import { describe, expect, it } from 'vitest';
import { renderMarkdown } from './markdown.ts';

const STORED = '0123456789abcdef0123456789abcdef.webp';

/** Every src and href the HTML holds. */
function addresses(html: string): string[] {
  return [...html.matchAll(/\s(?:src|href)="([^"]*)"/g)].map((match) => match[1] ?? '');
}

describe('links and images in the public HTML', () => {
  const refused = [
    ['a server-relative path', '/api/auth/logout'],
    ['a relative path', 'api/auth/logout'],
    ['a dot path', './logout'],
    ['a fragment', '#top'],
    ['a protocol-relative address', '//evil.example/x.png'],
    ['a protocol-relative address with backslashes', '\\\\evil.example/x.png'],
    ['a scheme with one slash', 'http:/api/auth/logout'],
    ['a scheme without slashes', 'https:evil.example/x.png'],
    ['a scheme with backslashes', 'https:\\\\evil.example/x.png'],
    ['javascript:', 'javascript:alert(1)'],
    ['javascript: in mixed case', 'JaVaScRiPt:alert(1)'],
    ['javascript: spelled with entities', '&#106;avascript&#58;alert(1)'],
    ['javascript: in a hex entity', '&#x6A;avascript:alert(1)'],
    ['data:', 'data:image/png;base64,iVBORw0KGgo='],
    ['data: in capitals', 'DATA:image/gif;base64,R0lGODlh'],
    ['vbscript:', 'vbscript:msgbox(1)'],
    ['file:', 'file:///etc/passwd'],
    ['a relative path in angle brackets with spaces', '< /api/auth/logout >'],
    ['a protocol-relative address in angle brackets', '<//evil.example/x.png>'],
    ['an upload path without PUBLIC_URL', `/uploads/blogs/${STORED}`],
  ] as const;

  for (const [what, address] of refused) {
    it(`drops ${what} from an image and a link`, () => {
      const html = renderMarkdown(`![pic](${address}) and [link](${address})`);
      expect(addresses(html), html).toEqual([]);
      expect(html).not.toMatch(/<img/);
      expect(html).toContain('link');
    });
  }

  it('drops such an address given by reference too', () => {
    const html = renderMarkdown('![pic][1] [link][1]\n\n[1]: //evil.example/x.png');
    expect(addresses(html), html).toEqual([]);
  });

  it('keeps absolute http(s) addresses, written out in their normal form', () => {
    const html = renderMarkdown(
      '![a](HTTPS://Example.COM/a.png) [b](http://example.com/b?q=1#c) [c](  https://example.com/c  ) <https://example.com/d>',
    );
    expect(addresses(html)).toEqual([
      'https://example.com/a.png',
      'http://example.com/b?q=1#c',
      'https://example.com/c',
      'https://example.com/d',
    ]);
  });

  it('keeps mailto: links but no mailto: image', () => {
    const html = renderMarkdown('[write](MAILTO:ada@example.com) ![x](mailto:ada@example.com)');
    expect(addresses(html)).toEqual(['mailto:ada@example.com']);
  });

  it('makes an image stored here absolute under PUBLIC_URL, and nothing else relative', () => {
    const publicUrl = 'https://api.example.com/cd';
    const html = renderMarkdown(
      [
        `![stored](/uploads/blogs/${STORED})`,
        `![other area](/uploads/team/${STORED})`,
        '![not a stored name](/uploads/blogs/logout)',
        `![climbs out](/uploads/blogs/../../api/auth/logout)`,
        `![encoded](/uploads/blogs/%2e%2e/%2e%2e/api/auth/logout)`,
        `[a link to it](/uploads/blogs/${STORED})`,
        '![relative](/api/auth/logout)',
      ].join(' '),
      { publicUrl },
    );
    expect(addresses(html)).toEqual([
      `${publicUrl}/uploads/blogs/${STORED}`,
      `${publicUrl}/uploads/team/${STORED}`,
    ]);
  });
});
