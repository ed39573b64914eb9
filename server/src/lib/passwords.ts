import { hash, verify } from '@node-rs/argon2';
import { dictionary } from '@zxcvbn-ts/language-common';

/** `Algorithm.Argon2id`: the package exports it as a const enum, which type stripping cannot read. */
const ARGON2ID = 2;

// OWASP's argon2id baseline (ARCHITECTURE.md): 19 MiB, 2 passes, 1 lane.
const options = { algorithm: ARGON2ID, memoryCost: 19_456, timeCost: 2, parallelism: 1 };

/** Version 0x13 of argon2, the one `hash` writes. */
const ARGON2_VERSION = 19;

export function hashPassword(password: string): Promise<string> {
  return hash(password, options);
}

export async function verifyPassword(passwordHash: string, password: string): Promise<boolean> {
  try {
    return await verify(passwordHash, password);
  } catch {
    return false;
  }
}

/**
 * Whether a stored hash was made with other parameters than today's (an older cost, another
 * variant or version, or not a PHC argon2 string at all), so that the next successful sign-in
 * should hash the password again.
 */
export function needsRehash(passwordHash: string): boolean {
  // $argon2id$v=19$m=19456,t=2,p=1$<salt>$<hash>
  const match = /^\$(argon2(?:id|i|d))\$v=(\d+)\$m=(\d+),t=(\d+),p=(\d+)\$/.exec(passwordHash);
  if (!match) return true;
  const [, variant, version, memoryCost, timeCost, parallelism] = match;
  return (
    variant !== 'argon2id' ||
    Number(version) !== ARGON2_VERSION ||
    Number(memoryCost) !== options.memoryCost ||
    Number(timeCost) !== options.timeCost ||
    Number(parallelism) !== options.parallelism
  );
}

/**
 * The ~49,000 most common passwords of public breach corpora, as ranked and kept by the zxcvbn-ts
 * project. Compared without regard to case: `Password` is as guessable as `password`.
 */
let commonPasswords: Set<string> | undefined;

export function isCommonPassword(password: string): boolean {
  commonPasswords ??= new Set(dictionary['passwords-common']);
  return commonPasswords.has(password.toLowerCase());
}

let dummyHash: Promise<string> | undefined;

/**
 * Spends the same work as a real check, so an unknown email answers in the same time as a wrong
 * password and response timing does not reveal which accounts exist.
 */
export async function verifyAgainstNothing(password: string): Promise<false> {
  dummyHash ??= hashPassword('not-a-real-password-for-timing-only');
  await verifyPassword(await dummyHash, password);
  return false;
}
