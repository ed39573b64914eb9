// Secrets the server must read back but a copy of the database must not give away (the
// authenticator secrets of two-factor sign-in, the signing secrets of webhook endpoints): sealed with AES-256-GCM under a key kept apart
// from the database (SECRETS_KEY, or DATA_DIR/secrets-key). docs/security.md, "Secrets at rest".
import {
  createCipheriv,
  createDecipheriv,
  createHmac,
  hkdfSync,
  randomBytes,
  timingSafeEqual,
} from 'node:crypto';

/**
 * A sealed value: `enc:v1:<key id>:<nonce>:<ciphertext and tag>`, the last two in base64url.
 * The version names the cipher and layout, so another one can be added beside it; the key id
 * tells "sealed under another key" apart from "damaged" when a value cannot be opened.
 */
const PREFIX = 'enc:v1:';
const NONCE_BYTES = 12;
const TAG_BYTES = 16;

/** A value that cannot be opened with this key; the message says why, never the value. */
export class SecretUnreadableError extends Error {}

export interface SecretBox {
  /** The first 8 hex digits of an HMAC of the key: names it in messages, reveals nothing. */
  readonly keyId: string;
  /** `plain` sealed, bound to `context` (the record and field it belongs to). */
  seal(plain: string, context: string): string;
  /** The plain value of a sealed one, sealed with this key for this `context`. */
  open(sealed: string, context: string): string;
}

/** Whether a stored value is a sealed one (any version) rather than a value kept in clear. */
export function isSealed(value: string): boolean {
  return value.startsWith('enc:');
}

/**
 * The 256-bit key derived from the setting or file's text (at least 32 characters of a secret,
 * as JWT_SECRET): HKDF-SHA-256, so any text of enough entropy makes a full-strength key.
 */
export function secretsKeyOf(text: string): Buffer {
  return Buffer.from(hkdfSync('sha256', text, '', 'coursedesk secrets key v1', 32));
}

export function createSecretBox(key: Buffer): SecretBox {
  if (key.length !== 32) throw new Error('a secrets key has 32 bytes');
  const keyId = createHmac('sha256', key).update('key id').digest('hex').slice(0, 8);
  return {
    keyId,
    seal(plain, context) {
      const nonce = randomBytes(NONCE_BYTES);
      const cipher = createCipheriv('aes-256-gcm', key, nonce);
      cipher.setAAD(Buffer.from(context));
      const body = Buffer.concat([
        cipher.update(plain, 'utf8'),
        cipher.final(),
        cipher.getAuthTag(),
      ]);
      return `${PREFIX}${keyId}:${nonce.toString('base64url')}:${body.toString('base64url')}`;
    },
    open(sealed, context) {
      if (!sealed.startsWith(PREFIX)) {
        throw new SecretUnreadableError(
          isSealed(sealed)
            ? `it is sealed in a format this version does not know (${sealed.split(':', 2).join(':')})`
            : 'it is not sealed',
        );
      }
      const [id, nonceText, bodyText] = sealed.slice(PREFIX.length).split(':');
      const nonce = Buffer.from(nonceText ?? '', 'base64url');
      const body = Buffer.from(bodyText ?? '', 'base64url');
      if (!id || nonce.length !== NONCE_BYTES || body.length < TAG_BYTES) {
        throw new SecretUnreadableError('the stored value is damaged (truncated or malformed)');
      }
      if (!timingSafeEqual(Buffer.from(id.padEnd(8).slice(0, 8)), Buffer.from(keyId))) {
        throw new SecretUnreadableError(
          `it was sealed under another key (key id ${id}; this server's key is ${keyId})`,
        );
      }
      try {
        const decipher = createDecipheriv('aes-256-gcm', key, nonce);
        decipher.setAAD(Buffer.from(context));
        decipher.setAuthTag(body.subarray(body.length - TAG_BYTES));
        const plain = Buffer.concat([
          decipher.update(body.subarray(0, body.length - TAG_BYTES)),
          decipher.final(),
        ]);
        return plain.toString('utf8');
      } catch {
        throw new SecretUnreadableError(
          'the stored value is damaged or belongs to another record (authentication failed)',
        );
      }
    },
  };
}

/**
 * The key of this process: one per server, like the setting or file it comes from. buildApp
 * installs it (`useSecretsKey`) before any request; the stores of sealed columns
 * (modules/auth/totp-storage.ts, modules/webhooks/secrets.ts) read it, so no caller carries it.
 */
let processBox: SecretBox | undefined;

export function useSecretsKey(text: string): SecretBox {
  processBox = createSecretBox(secretsKeyOf(text));
  return processBox;
}

/** The box `useSecretsKey` installed; throws when none was. */
export function currentSecretBox(): SecretBox {
  if (!processBox) {
    throw new Error('no secrets key: buildApp installs it (SECRETS_KEY or secrets-key)');
  }
  return processBox;
}
