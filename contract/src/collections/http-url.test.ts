import { describe, expect, it } from 'vitest';
import { isSitePath, isWebAddress } from '../web-address.ts';
import { companyLogoInput } from './company-logos.ts';
import { httpUrl } from './define.ts';

const webOnly = httpUrl('Logo is required', 'Logo URL');
const webOrSite = httpUrl('Logo is required', 'Logo URL', { sitePath: true });

describe('httpUrl', () => {
  it('accepts http and https addresses', () => {
    for (const value of ['https://example.com/a.svg', 'http://example.com', ' https://x.io/y ']) {
      expect(webOnly.safeParse(value).success, value).toBe(true);
      expect(webOrSite.safeParse(value).success, value).toBe(true);
    }
    expect(webOnly.parse(' https://x.io/y ')).toBe('https://x.io/y');
  });

  it('accepts a path on this site only when asked to', () => {
    expect(webOrSite.parse('/logos/acme.svg')).toBe('/logos/acme.svg');
    expect(webOrSite.parse('/a/b.png?v=2#top')).toBe('/a/b.png?v=2#top');
    const refused = webOnly.safeParse('/logos/acme.svg');
    expect(refused.error?.issues[0]?.message).toBe(
      'Logo URL must be a web address starting with http:// or https://',
    );
  });

  it('refuses other schemes, other hosts written as paths and malformed paths', () => {
    for (const value of [
      'javascript:alert(1)',
      'data:image/svg+xml,<svg/>',
      'ftp://example.com/x.png',
      'not a url',
      'logos/acme.svg',
      '//evil.example/x.svg',
      '/\\evil.example/x.svg',
      '/logos/a b.svg',
      '/logos/a\tb.svg',
      '/logos\\a.svg',
      '/logos/\u0007.svg',
      'https://',
    ]) {
      const result = webOrSite.safeParse(value);
      expect(result.success, value).toBe(false);
      expect(result.error?.issues[0]?.message).toBe(
        'Logo URL must be a web address starting with http:// or https://, or a path on this site starting with /',
      );
    }
  });

  it('reports a missing value with the section message', () => {
    expect(webOrSite.safeParse('  ').error?.issues[0]?.message).toBe('Logo is required');
    expect(webOrSite.safeParse(undefined).error?.issues[0]?.message).toBe('Logo is required');
  });
});

describe('isSitePath and isWebAddress', () => {
  it('tell the two kinds apart', () => {
    expect(isSitePath('/logos/acme.svg')).toBe(true);
    expect(isSitePath('https://example.com/a.svg')).toBe(false);
    expect(isSitePath('/')).toBe(true);
    expect(isWebAddress('/logos/acme.svg')).toBe(false);
    expect(isWebAddress('https://example.com/a.svg')).toBe(true);
  });
});

describe('company logo', () => {
  it('takes a web address or an image the app serves itself', () => {
    expect(companyLogoInput.parse({ name: 'Acme', logo: '/logos/acme.svg' }).logo).toBe(
      '/logos/acme.svg',
    );
    expect(companyLogoInput.safeParse({ name: 'Acme', logo: '//cdn.example/x.svg' }).success).toBe(
      false,
    );
  });
});
