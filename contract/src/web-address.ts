// The addresses a text field may hold, apart from the section declarations (collections/define.ts)
// so that a form checking one (the company page's social links) does not load those.

/** An absolute http(s) address naming a host. */
export function isWebAddress(value: string): boolean {
  try {
    const url = new URL(value);
    return (url.protocol === 'https:' || url.protocol === 'http:') && url.hostname.length > 0;
  } catch {
    return false;
  }
}

const SITE = 'https://site.invalid';

/**
 * A path on this site, such as `/logos/acme.svg`: one leading slash (`//host` and `/\host` name
 * another host in a browser), no white space, control characters or backslashes, and it must stay
 * on this origin once resolved.
 */
export function isSitePath(value: string): boolean {
  if (!/^\/(?![/\\])[^\s\\\p{Cc}]*$/u.test(value)) return false;
  try {
    return new URL(value, SITE).origin === SITE;
  } catch {
    return false;
  }
}
