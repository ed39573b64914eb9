import { z } from 'zod';

/** Half of a UTF-16 surrogate pair without its other half: no UTF-8 encoding exists for it. */
const LONE_SURROGATE = /[\uD800-\uDBFF](?![\uDC00-\uDFFF])|(?<![\uD800-\uDBFF])[\uDC00-\uDFFF]/;

/**
 * Whether PostgreSQL can store the string as it is: its text types refuse the NUL character,
 * and drivers silently replace a lone surrogate, so the stored text would differ from the input.
 */
export function isStorableText(value: string): boolean {
  return !value.includes('\u0000') && !LONE_SURROGATE.test(value);
}

export const unstorableTextMessage = (label: string) =>
  `${label} contains a character that cannot be saved (a NUL or an unpaired surrogate)`;

/**
 * Every string field of every request schema starts here, so no input reaches the database with
 * characters it cannot store: such a value is refused with a message naming the field. `error` is
 * the message for a missing or non-string value. Chain `.trim()`, `.min()`, `.max()` after it.
 */
export function text(label: string, error: string) {
  return z
    .string({ error })
    .refine(isStorableText, { message: unstorableTextMessage(label), abort: true });
}
