// Preview tokens (docs/publishing.md, "Preview"): a short-lived, read-only pass for one draft or
// scheduled record, signed with a key derived from the server's token secret. It is not a session
// token: it names one record of one type and opens nothing but that record's public read.
import { createHmac, timingSafeEqual } from 'node:crypto';
import { PREVIEW_TOKEN_SECONDS } from '@coursedesk/contract/publishing';

export interface PreviewClaims {
  /** `course`, `blog`, or a website section's name. */
  type: string;
  /** The record's `_id`. */
  id: string;
  /** Seconds since the epoch after which the token is refused. */
  exp: number;
}

export type PreviewCheck =
  | { ok: true; claims: PreviewClaims }
  | { ok: false; reason: 'malformed' | 'forged' | 'expired' };

export interface PreviewTokens {
  issue(type: string, id: string, now?: number): { token: string; expiresAt: string };
  check(token: string, now?: number): PreviewCheck;
}

const PART = /^[A-Za-z0-9_-]+$/;

export function createPreviewTokens(secret: string): PreviewTokens {
  const key = createHmac('sha256', secret).update('coursedesk preview token').digest();
  const sign = (payload: string) => createHmac('sha256', key).update(payload).digest('base64url');
  return {
    issue(type, id, now = Date.now()) {
      const exp = Math.floor(now / 1000) + PREVIEW_TOKEN_SECONDS;
      const payload = Buffer.from(JSON.stringify({ type, id, exp })).toString('base64url');
      return {
        token: `${payload}.${sign(payload)}`,
        expiresAt: new Date(exp * 1000).toISOString(),
      };
    },
    check(token, now = Date.now()) {
      const [payload, signature, extra] = token.split('.');
      if (extra !== undefined || !payload || !signature) return { ok: false, reason: 'malformed' };
      if (!PART.test(payload) || !PART.test(signature)) return { ok: false, reason: 'malformed' };
      const expected = Buffer.from(sign(payload));
      const given = Buffer.from(signature);
      if (expected.length !== given.length || !timingSafeEqual(expected, given))
        return { ok: false, reason: 'forged' };
      let claims: unknown;
      try {
        claims = JSON.parse(Buffer.from(payload, 'base64url').toString('utf8'));
      } catch {
        return { ok: false, reason: 'malformed' };
      }
      if (!isClaims(claims)) return { ok: false, reason: 'malformed' };
      if (claims.exp * 1000 <= now) return { ok: false, reason: 'expired' };
      return { ok: true, claims };
    },
  };
}

function isClaims(value: unknown): value is PreviewClaims {
  if (typeof value !== 'object' || value === null) return false;
  const { type, id, exp } = value as Record<string, unknown>;
  return typeof type === 'string' && typeof id === 'string' && typeof exp === 'number';
}

/** SITE_PREVIEW_URL with `{type}`, `{slug}` and `{token}` filled in (each URL-encoded). */
export function previewUrlOf(
  template: string | undefined,
  values: { type: string; slug: string; token: string },
): string | null {
  if (!template) return null;
  return template
    .replaceAll('{type}', encodeURIComponent(values.type))
    .replaceAll('{slug}', encodeURIComponent(values.slug))
    .replaceAll('{token}', encodeURIComponent(values.token));
}
