import { randomUUID } from 'node:crypto';
import { loginSessionResponse, profileResponse } from '@coursedesk/contract/auth';
import Fastify from 'fastify';
import { describe, expect, it } from 'vitest';
import { compiledSerializerCompiler } from './serializer.ts';

const row = () => {
  const id = randomUUID();
  return {
    _id: id,
    id,
    name: 'Ada',
    email: 'ada@example.com',
    role: 'admin' as const,
    createdAt: new Date().toISOString(),
    updatedAt: new Date().toISOString(),
  };
};

describe('compiled response serializer', () => {
  it('writes only the declared fields: a stray secret never reaches the reply', async () => {
    const app = Fastify();
    app.setSerializerCompiler(compiledSerializerCompiler);
    const user = { ...row(), passwordHash: '$argon2id$secret', sessionId: 'also-secret' };
    app.get('/profile', { schema: { response: { 200: profileResponse } } }, async () => ({
      success: true,
      data: user,
      internal: 'not for the wire',
    }));
    app.get('/login', { schema: { response: { 200: loginSessionResponse } } }, async () => ({
      success: true,
      data: { token: 'a.b.c', user, twoFactorSetupRequired: false, refresh: 'secret-refresh' },
    }));
    const profile = await app.inject({ url: '/profile' });
    expect(profile.statusCode).toBe(200);
    expect(profile.body).not.toContain('secret');
    expect(profile.body).not.toContain('internal');
    const { passwordHash: _hash, sessionId: _sid, ...wire } = user;
    expect(profile.json()).toEqual({ success: true, data: wire });
    expect(profileResponse.parse(profile.json())).toEqual(profile.json());
    const login = await app.inject({ url: '/login' });
    expect(login.body).not.toContain('secret');
    expect(login.json()).toEqual({
      success: true,
      data: {
        token: 'a.b.c',
        user: wire,
        twoFactorSetupRequired: false,
        passwordChangeRequired: false,
      },
    });
    await app.close();
  });
});
