// Checks a change notification's `Coursedesk-Signature: t=<unix seconds>,v1=<hex HMAC-SHA256>`
// (docs/webhooks.md, "The signature"): the HMAC, keyed with the webhook's secret, of
// `<t>.<raw body>`, compared in constant time with each `v1` given, and `t` within five minutes
// of this machine's clock.
import { createHmac, timingSafeEqual } from 'node:crypto';

export const TOLERANCE_SECONDS = 300;

export function verifySignature(
  secret: string,
  header: string | undefined,
  rawBody: Buffer,
  nowSeconds = Date.now() / 1000,
): boolean {
  if (!header || header.length > 2048) return false;
  let t = '';
  const given: string[] = [];
  for (const part of header.split(',')) {
    const at = part.indexOf('=');
    if (at < 0) continue;
    const key = part.slice(0, at).trim();
    const value = part.slice(at + 1).trim();
    if (key === 't') t = value;
    else if (key === 'v1' && /^[0-9a-f]{64}$/i.test(value)) given.push(value);
  }
  if (!/^\d{1,12}$/.test(t) || given.length === 0) return false;
  if (Math.abs(nowSeconds - Number(t)) > TOLERANCE_SECONDS) return false;
  const expected = createHmac('sha256', secret).update(`${t}.`).update(rawBody).digest();
  let matched = false;
  for (const signature of given) {
    if (timingSafeEqual(expected, Buffer.from(signature, 'hex'))) matched = true;
  }
  return matched;
}
