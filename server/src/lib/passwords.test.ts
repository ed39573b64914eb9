import { hash } from '@node-rs/argon2';
import { describe, expect, it } from 'vitest';
import { hashPassword, isCommonPassword, needsRehash, verifyPassword } from './passwords.ts';

describe('isCommonPassword', () => {
  it('refuses the passwords everyone tries first, in any case', () => {
    for (const common of [
      'password',
      '12345678',
      'qwertyuiop',
      'iloveyou',
      'Password',
      'PASSWORD',
    ]) {
      expect(isCommonPassword(common), common).toBe(true);
    }
  });

  it('lets through a password that is not on the list', () => {
    for (const rare of ['correct-horse-battery', 'Tk7!vq-LmZ9#rw', 'a-brand-new-password']) {
      expect(isCommonPassword(rare), rare).toBe(false);
    }
  });
});

describe('needsRehash', () => {
  it('keeps a hash made with the current parameters', async () => {
    expect(needsRehash(await hashPassword('correct-horse-battery'))).toBe(false);
  });

  it('asks for a new hash when memory, passes, lanes or variant differ', async () => {
    const older = [
      { algorithm: 2, memoryCost: 4096, timeCost: 2, parallelism: 1 },
      { algorithm: 2, memoryCost: 19_456, timeCost: 1, parallelism: 1 },
      { algorithm: 2, memoryCost: 19_456, timeCost: 2, parallelism: 2 },
      { algorithm: 1, memoryCost: 19_456, timeCost: 2, parallelism: 1 },
    ];
    for (const options of older) {
      const stored = await hash('correct-horse-battery', options);
      expect(needsRehash(stored), stored).toBe(true);
      expect(await verifyPassword(stored, 'correct-horse-battery')).toBe(true);
    }
  });

  it('asks for a new hash for anything that is not a PHC argon2 string', () => {
    expect(needsRehash('')).toBe(true);
    expect(needsRehash('$2b$10$abcdefghijklmnopqrstuv')).toBe(true);
  });
});
