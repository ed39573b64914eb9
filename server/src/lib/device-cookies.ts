// Device cookies (docs/security.md, "Sign-in and sessions"): a browser that signed in to an account
// holds a signed cookie naming that account and a random device id. Sign-in attempts that bring a
// valid one are limited per device; the others share the account's budget, so guesses from any
// number of addresses stay bounded while the admin's own browser still gets in.
import { createHash, createHmac, randomBytes, timingSafeEqual } from 'node:crypto';

/** A year: the cookie is renewed at each sign-in. */
export const DEVICE_COOKIE_MAX_AGE_SECONDS = 365 * 24 * 60 * 60;
export const DEVICE_COOKIE_PATH = '/api/auth';

const DEVICE_ID = /^[A-Za-z0-9_-]{22}$/;
const SIGNATURE = /^[A-Za-z0-9_-]{43}$/;

export interface DeviceCookies {
  /** The cookie's name for an account: one per account a browser signs in to. */
  name(email: string): string;
  /** A new cookie value for a browser that has just signed in to `email`. */
  issue(email: string): string;
  /** The device id of a valid cookie for `email`, or undefined for anything else. */
  deviceOf(email: string, value: string | undefined): string | undefined;
}

/** Device cookies signed with a key derived from `secret` (the server's token secret). */
export function createDeviceCookies(secret: string): DeviceCookies {
  const key = createHmac('sha256', secret).update('coursedesk device cookie').digest();
  const sign = (email: string, device: string) =>
    createHmac('sha256', key).update(`${email}\n${device}`).digest('base64url');
  return {
    name: (email) =>
      `coursedesk_device_${createHash('sha256').update(email).digest('base64url').slice(0, 12)}`,
    issue(email) {
      const device = randomBytes(16).toString('base64url');
      return `${device}.${sign(email, device)}`;
    },
    deviceOf(email, value) {
      const [device, signature, extra] = (value ?? '').split('.');
      if (extra !== undefined || !device || !signature) return undefined;
      if (!DEVICE_ID.test(device) || !SIGNATURE.test(signature)) return undefined;
      const expected = Buffer.from(sign(email, device));
      const given = Buffer.from(signature);
      return given.length === expected.length && timingSafeEqual(given, expected)
        ? device
        : undefined;
    },
  };
}
