import { createHmac, randomUUID } from 'node:crypto';
import { SignJWT } from 'jose';
import { describe, expect, it, vi } from 'vitest';
import { createTokenSigner } from './tokens.ts';

const SECRET = 'a-test-secret-of-sufficient-length-0123456789';
const key = new TextEncoder().encode(SECRET);
const signer = createTokenSigner(SECRET);
const claims = { userId: randomUUID(), sessionId: randomUUID() };
const inAnHour = () => Math.floor(Date.now() / 1000) + 3600;

const b64 = (value: unknown) => Buffer.from(JSON.stringify(value)).toString('base64url');

/** A token signed with the right key over whatever header and payload a test names. */
function handMade(header: object, payload: object): string {
  const body = `${b64(header)}.${b64(payload)}`;
  return `${body}.${createHmac('sha256', key).update(body).digest('base64url')}`;
}

const goodPayload = () => ({
  sub: claims.userId,
  sid: claims.sessionId,
  iss: 'coursedesk',
  iat: Math.floor(Date.now() / 1000),
  exp: inAnHour(),
});

describe('token verification', () => {
  it('accepts a token it signed, and a hand-made one with the same claims', async () => {
    const token = await signer.sign(claims, new Date(Date.now() + 60_000));
    expect(await signer.verify(token)).toEqual(claims);
    expect(await signer.verify(handMade({ alg: 'HS256', typ: 'JWT' }, goodPayload()))).toEqual(
      claims,
    );
    expect(await signer.verify(handMade({ alg: 'HS256' }, goodPayload()))).toEqual(claims);
  });

  it('refuses any other algorithm, even with the same key', async () => {
    const hs512 = await new SignJWT({ sid: claims.sessionId })
      .setProtectedHeader({ alg: 'HS512', typ: 'JWT' })
      .setSubject(claims.userId)
      .setIssuer('coursedesk')
      .setExpirationTime(inAnHour())
      .sign(key);
    expect(await signer.verify(hs512)).toBeUndefined();
    const none = `${b64({ alg: 'none', typ: 'JWT' })}.${b64(goodPayload())}.`;
    expect(await signer.verify(none)).toBeUndefined();
    // A header that claims HS512 over an HS256 signature.
    expect(await signer.verify(handMade({ alg: 'HS512' }, goodPayload()))).toBeUndefined();
    expect(await signer.verify(handMade({ alg: 'hs256' }, goodPayload()))).toBeUndefined();
  });

  it('refuses a wrong type, critical extensions and unencoded payloads', async () => {
    for (const header of [
      { alg: 'HS256', typ: 'JWE' },
      { alg: 'HS256', crit: ['exp'], exp: 1 },
      { alg: 'HS256', b64: false, crit: ['b64'] },
    ]) {
      expect(await signer.verify(handMade(header, goodPayload()))).toBeUndefined();
    }
  });

  it('refuses a wrong issuer, a missing or past expiry, a future not-before and odd claims', async () => {
    const now = Math.floor(Date.now() / 1000);
    const header = { alg: 'HS256', typ: 'JWT' };
    for (const payload of [
      { ...goodPayload(), iss: 'someone-else' },
      { ...goodPayload(), iss: undefined },
      { ...goodPayload(), exp: undefined },
      { ...goodPayload(), exp: now },
      { ...goodPayload(), exp: now - 10 },
      { ...goodPayload(), exp: String(inAnHour()) },
      { ...goodPayload(), nbf: now + 60 },
      { ...goodPayload(), iat: 'yesterday' },
      { ...goodPayload(), sub: 'not-a-uuid' },
      { ...goodPayload(), sid: 42 },
    ]) {
      expect(await signer.verify(handMade(header, payload))).toBeUndefined();
    }
  });

  it('refuses a bad signature, a foreign key and malformed tokens', async () => {
    const token = await signer.sign(claims, new Date(Date.now() + 60_000));
    const [header, payload, signature] = token.split('.') as [string, string, string];
    const flipped = `${signature.slice(0, -2)}${signature.endsWith('AA') ? 'BA' : 'AA'}`;
    const foreign = await createTokenSigner('another-secret-another-secret-another').sign(
      claims,
      new Date(Date.now() + 60_000),
    );
    for (const bad of [
      `${header}.${payload}.${flipped}`,
      `${header}.${payload}.${signature.slice(0, 20)}`,
      `${header}.${payload}.${signature}.`,
      `${header}.${payload}`,
      `${header}.${payload}.${signature}=`,
      `${b64('a string')}.${payload}.${signature}`,
      foreign,
      '',
      '..',
      'not-a-token',
    ]) {
      expect(await signer.verify(bad)).toBeUndefined();
    }
    expect(await signer.verify(handMade({ alg: 'HS256' }, ['an', 'array']))).toBeUndefined();
  });
});

describe('verified tokens remembered', () => {
  it('refuses a remembered token once its expiry passes', async () => {
    vi.useFakeTimers({ toFake: ['Date'] });
    try {
      const own = createTokenSigner(SECRET);
      const token = await own.sign(claims, new Date(Date.now() + 2_000));
      expect(await own.verify(token)).toEqual(claims);
      expect(await own.verify(token)).toEqual(claims);
      vi.setSystemTime(Date.now() + 2_500);
      expect(await own.verify(token)).toBeUndefined();
    } finally {
      vi.useRealTimers();
    }
  });

  it('checks every other text in full, even one that differs from a remembered token by a byte', async () => {
    const own = createTokenSigner(SECRET);
    const token = await own.sign(claims, new Date(Date.now() + 60_000));
    expect(await own.verify(token)).toEqual(claims);
    // A character inside the signature (the last one carries padding bits).
    const at = token.length - 10;
    const other = token[at] === 'A' ? 'B' : 'A';
    expect(await own.verify(`${token.slice(0, at)}${other}${token.slice(at + 1)}`)).toBeUndefined();
    expect(await createTokenSigner(`${SECRET}-other`).verify(token)).toBeUndefined();
  });
});
