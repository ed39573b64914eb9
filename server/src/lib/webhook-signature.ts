// The payment webhook's signature (docs/payments-webhook.md), made the way Stripe signs its
// webhooks: `t=<unix seconds>,v1=<hex HMAC-SHA256 of "<t>.<raw body>">`. Checked on the raw
// bytes, in constant time, within a tolerance of the signing time.
import { createHmac, timingSafeEqual } from 'node:crypto';

/** The header value for `body` signed with `secret` at `timestamp` (unix seconds). */
export function signWebhookPayload(
  secret: string,
  body: string | Buffer,
  timestamp = Math.floor(Date.now() / 1000),
): string {
  return `t=${timestamp},v1=${hmacHex(secret, timestamp, body)}`;
}

function hmacHex(secret: string, timestamp: number | string, body: string | Buffer): string {
  return createHmac('sha256', secret).update(`${timestamp}.`).update(body).digest('hex');
}

/** Why a signature was refused; logged, never the header or the secret themselves. */
export type SignatureRefusal = 'missing' | 'malformed' | 'expired' | 'mismatch';

export type SignatureCheck =
  | { ok: true; timestamp: number }
  | { ok: false; reason: SignatureRefusal };

const HEX_SHA256 = /^[0-9a-f]{64}$/;

/**
 * Whether `header` signs `body` with `secret` at a time within `toleranceSeconds` of `now`.
 * Several `v1` entries may be given (while a secret is rotated): any one that matches will do.
 * Every candidate is compared in constant time.
 */
export function verifyWebhookSignature(
  secret: string,
  header: string | string[] | undefined,
  body: Buffer,
  {
    toleranceSeconds,
    nowSeconds = Date.now() / 1000,
  }: { toleranceSeconds: number; nowSeconds?: number },
): SignatureCheck {
  if (header === undefined || header === '') return { ok: false, reason: 'missing' };
  if (Array.isArray(header) || header.length > 2048) return { ok: false, reason: 'malformed' };
  let timestamp: string | undefined;
  const signatures: string[] = [];
  for (const part of header.split(',')) {
    const separator = part.indexOf('=');
    if (separator < 0) continue;
    const key = part.slice(0, separator).trim();
    const value = part.slice(separator + 1).trim();
    if (key === 't') timestamp = value;
    else if (key === 'v1') signatures.push(value.toLowerCase());
  }
  if (timestamp === undefined || !/^\d{1,12}$/.test(timestamp) || signatures.length === 0) {
    return { ok: false, reason: 'malformed' };
  }
  const seconds = Number(timestamp);
  if (Math.abs(nowSeconds - seconds) > toleranceSeconds) return { ok: false, reason: 'expired' };
  const expected = Buffer.from(hmacHex(secret, timestamp, body), 'hex');
  let matched = false;
  for (const signature of signatures) {
    if (!HEX_SHA256.test(signature)) continue;
    // No early exit: every candidate costs the same comparison.
    if (timingSafeEqual(expected, Buffer.from(signature, 'hex'))) matched = true;
  }
  return matched ? { ok: true, timestamp: seconds } : { ok: false, reason: 'mismatch' };
}
