import { createHmac, createSecretKey, type KeyObject, timingSafeEqual } from 'node:crypto';
import { SignJWT } from 'jose';

const ISSUER = 'coursedesk';
export const TOKEN_LIFETIME_SECONDS = 8 * 60 * 60;

export interface TokenClaims {
  userId: string;
  sessionId: string;
}

export interface TokenSigner {
  sign(claims: TokenClaims, expiresAt: Date): Promise<string>;
  /** The claims of a valid, unexpired HS256 token; undefined for anything else. */
  verify(token: string): Promise<TokenClaims | undefined>;
}

export function createTokenSigner(secret: string): TokenSigner {
  const encoded = new TextEncoder().encode(secret);
  // Imported once: verifying runs on every request.
  const key = createSecretKey(encoded);
  const verified = verifiedTokens(key);
  return {
    sign: ({ userId, sessionId }, expiresAt) =>
      new SignJWT({ sid: sessionId })
        .setProtectedHeader({ alg: 'HS256', typ: 'JWT' })
        .setSubject(userId)
        .setIssuer(ISSUER)
        .setIssuedAt()
        .setExpirationTime(Math.floor(expiresAt.getTime() / 1000))
        .sign(encoded),
    verify: async (token) => verified.check(token),
  };
}

/** How many verified tokens a signer remembers (the signed-in admins of a busy day, and more). */
export const VERIFIED_TOKENS = 1024;

/**
 * The tokens a signer has verified, remembered by their exact text with their expiry, so that the
 * requests of one session check the signature and parse the claims once: the same text under the
 * same key verifies the same way every time, and only the expiry moves. At most `VERIFIED_TOKENS`
 * are kept, the least recently used going first; a token that fails is never kept.
 */
function verifiedTokens(key: KeyObject) {
  const known = new Map<string, { claims: TokenClaims; expiresAt: number }>();
  return {
    check(token: string, now = Date.now()): TokenClaims | undefined {
      const hit = known.get(token);
      if (hit) {
        known.delete(token);
        if (hit.expiresAt <= now) return undefined;
        known.set(token, hit);
        return hit.claims;
      }
      const checked = checkToken(token, key);
      if (!checked) return undefined;
      known.set(token, checked);
      for (const oldest of known.keys()) {
        if (known.size <= VERIFIED_TOKENS) break;
        known.delete(oldest);
      }
      return checked.claims;
    },
  };
}

const SEGMENT = /^[A-Za-z0-9_-]+$/;
const SIGNATURE_BYTES = 32;

/**
 * A compact JWS signed with HMAC-SHA256 under `key`, checked as strictly as before: exactly three
 * base64url segments; a header that names HS256 (the only algorithm allowed), type JWT if any,
 * and no critical extensions; the signature compared in constant time; then the claims: issuer,
 * an expiry in the future, no not-before in the future, a numeric issued-at if any, and uuid ids.
 */
export function verifyToken(token: string, key: KeyObject): TokenClaims | undefined {
  return checkToken(token, key)?.claims;
}

/** `verifyToken`'s claims with the token's expiry (ms), for remembering it until then. */
function checkToken(
  token: string,
  key: KeyObject,
): { claims: TokenClaims; expiresAt: number } | undefined {
  const parts = token.split('.');
  if (parts.length !== 3) return undefined;
  const [headerPart, payloadPart, signaturePart] = parts as [string, string, string];
  if (!SEGMENT.test(headerPart) || !SEGMENT.test(payloadPart) || !SEGMENT.test(signaturePart)) {
    return undefined;
  }
  const header = parseJsonObject(headerPart);
  if (header?.alg !== 'HS256') return undefined;
  if (header.typ !== undefined && header.typ !== 'JWT') return undefined;
  if (header.crit !== undefined || header.b64 !== undefined) return undefined;

  const signature = Buffer.from(signaturePart, 'base64url');
  if (signature.length !== SIGNATURE_BYTES) return undefined;
  const expected = createHmac('sha256', key).update(`${headerPart}.${payloadPart}`).digest();
  if (!timingSafeEqual(signature, expected)) return undefined;

  const payload = parseJsonObject(payloadPart);
  if (!payload || payload.iss !== ISSUER) return undefined;
  const now = Math.floor(Date.now() / 1000);
  if (typeof payload.exp !== 'number' || !Number.isFinite(payload.exp) || payload.exp <= now) {
    return undefined;
  }
  if (payload.nbf !== undefined && (typeof payload.nbf !== 'number' || payload.nbf > now)) {
    return undefined;
  }
  if (payload.iat !== undefined && typeof payload.iat !== 'number') return undefined;
  // Ids are looked up in uuid columns: anything else is a bad token, not a database error.
  if (!isUuid(payload.sub) || !isUuid(payload.sid)) return undefined;
  return {
    claims: { userId: payload.sub, sessionId: payload.sid },
    expiresAt: payload.exp * 1000,
  };
}

function parseJsonObject(segment: string): Record<string, unknown> | undefined {
  try {
    const value: unknown = JSON.parse(Buffer.from(segment, 'base64url').toString('utf8'));
    return typeof value === 'object' && value !== null && !Array.isArray(value)
      ? (value as Record<string, unknown>)
      : undefined;
  } catch {
    return undefined;
  }
}

const UUID_PATTERN = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

function isUuid(value: unknown): value is string {
  return typeof value === 'string' && UUID_PATTERN.test(value);
}
