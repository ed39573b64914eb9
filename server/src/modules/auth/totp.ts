// The codes of two-factor sign-in (docs/security.md, "Two-factor sign-in"): TOTP (RFC 6238: SHA-1,
// 30-second steps, 6 digits) through the otpauth library, and the recovery codes.
import { createHash, randomBytes, randomInt } from 'node:crypto';
import { RECOVERY_CODE_COUNT, TOTP_DIGITS, TOTP_PERIOD_SECONDS } from '@coursedesk/contract/auth';
import { Secret, TOTP } from 'otpauth';

const ISSUER = 'Coursedesk';

/** A new random secret (160 bits, as RFC 4226 recommends), in base32 as apps take it. */
export function newTotpSecret(): string {
  return new Secret({ size: 20 }).base32;
}

/** The `otpauth://totp/...` URI an authenticator app reads from the QR code. */
export function otpauthUri(secret: string, email: string): string {
  return new TOTP({
    issuer: ISSUER,
    label: email,
    secret: Secret.fromBase32(secret),
    algorithm: 'SHA1',
    digits: TOTP_DIGITS,
    period: TOTP_PERIOD_SECONDS,
  }).toString();
}

/** A code as typed: spaces dropped (apps show "123 456"). */
export function normaliseCode(code: string): string {
  return code.replace(/[\s-]+/g, '').toLowerCase();
}

/** Whether the (normalised) code is shaped like a TOTP code rather than a recovery code. */
export function isTotpCode(code: string): boolean {
  return new RegExp(`^\\d{${TOTP_DIGITS}}$`).test(code);
}

/**
 * The 30-second step whose code `code` is, among the step of `now` and the one before and after
 * it (clocks drift); undefined when it is none of them. The caller accepts a step once.
 */
export function totpStepOf(secret: string, code: string, now = Date.now()): number | undefined {
  if (!isTotpCode(code)) return undefined;
  const delta = TOTP.validate({
    token: code,
    secret: Secret.fromBase32(secret),
    algorithm: 'SHA1',
    digits: TOTP_DIGITS,
    period: TOTP_PERIOD_SECONDS,
    timestamp: now,
    window: 1,
  });
  if (delta === null) return undefined;
  return TOTP.counter({ period: TOTP_PERIOD_SECONDS, timestamp: now }) + delta;
}

/** Letters and digits that cannot be mistaken for one another when copied by hand. */
const RECOVERY_ALPHABET = 'abcdefghjkmnpqrstuvwxyz23456789';

/** Ten new recovery codes, `xxxxx-xxxxx` (about 49 bits each). */
export function newRecoveryCodes(): string[] {
  const code = () =>
    Array.from({ length: 10 }, () => RECOVERY_ALPHABET[randomInt(RECOVERY_ALPHABET.length)]).join(
      '',
    );
  return Array.from({ length: RECOVERY_CODE_COUNT }, () => {
    const text = code();
    return `${text.slice(0, 5)}-${text.slice(5)}`;
  });
}

/**
 * What is stored of a recovery code (normalised, so a code typed without its hyphen or in capitals
 * still matches). The codes are random, so a plain hash is as good as a slow one here.
 */
export function recoveryCodeHash(code: string): string {
  return createHash('sha256').update(normaliseCode(code)).digest('hex');
}

/** A new sign-in challenge: the value the client holds, and the hash the database keeps. */
export function newChallenge(): { challenge: string; id: string } {
  const challenge = randomBytes(32).toString('base64url');
  return { challenge, id: challengeId(challenge) };
}

export function challengeId(challenge: string): string {
  return createHash('sha256').update(challenge).digest('hex');
}
