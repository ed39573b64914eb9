// Two-factor secrets at rest (docs/security.md, "Secrets at rest"): the users table never holds
// an authenticator secret as the app takes it, so a copy of the database or a backup does not
// give the codes; the server keeps the key apart from the database.

import { eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { Secret, TOTP } from 'otpauth';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp } from '../../app.ts';
import type { Database } from '../../db/client.ts';
import { users } from '../../db/schema/index.ts';
import { disableTwoFactor } from '../../operations/admin.ts';
import {
  authed,
  buildUser,
  createTestDatabase,
  DEFAULT_PASSWORD,
  login,
  signedInAdmin,
  TEST_JWT_SECRET,
  type TestContext,
  useTestContext,
} from '../../test/harness.ts';
import { usersFacade } from '../users/facade.ts';

const STEP_MS = 30_000;

/** A code of `secret` for a step that has not been used yet: `offset` steps from now. */
const codeOf = (secret: string, offset = 0) =>
  TOTP.generate({ secret: Secret.fromBase32(secret), timestamp: Date.now() + offset * STEP_MS });

async function storedSecrets(db: Database, id: string) {
  const [row] = await db
    .select({ totpSecret: users.totpSecret, totpPendingSecret: users.totpPendingSecret })
    .from(users)
    .where(eq(users.id, id));
  return row;
}

/** Signs in with the password, then with `code`: the second step's answer. */
async function signInWithCode(app: FastifyInstance, email: string, code: string) {
  const first = await login(app, email, DEFAULT_PASSWORD);
  expect(first.statusCode, first.body).toBe(200);
  const { challenge } = first.json().data as { challenge: string };
  return app.inject({ method: 'POST', url: '/api/auth/login/2fa', payload: { challenge, code } });
}

/** An admin with two-factor sign-in on, set up through the API of `app`. */
async function enrol(ctx: Pick<TestContext, 'app' | 'db'>) {
  const admin = await signedInAdmin(ctx as TestContext);
  const api = authed(ctx as TestContext, admin);
  const setup = await api.post('/api/auth/2fa/setup', { currentPassword: DEFAULT_PASSWORD });
  expect(setup.statusCode, setup.body).toBe(200);
  const { secret } = setup.json().data as { secret: string };
  const pending = await storedSecrets(ctx.db, admin.user.id);
  const enable = await api.post('/api/auth/2fa/enable', { code: codeOf(secret, -1) });
  expect(enable.statusCode, enable.body).toBe(200);
  const { recoveryCodes } = enable.json().data as { recoveryCodes: string[] };
  return { ...admin, secret, pending, recoveryCodes };
}

describe('two-factor secrets in the database', () => {
  const ctx = useTestContext();

  it('are never stored as the base32 secret, pending or enabled, and still give working codes', async () => {
    const admin = await enrol(ctx);
    expect(admin.pending?.totpPendingSecret).toEqual(expect.any(String));
    expect(admin.pending?.totpPendingSecret).not.toContain(admin.secret);
    const stored = await storedSecrets(ctx.db, admin.user.id);
    expect(stored?.totpSecret).toEqual(expect.any(String));
    expect(stored?.totpSecret).not.toContain(admin.secret);
    expect(stored?.totpSecret).not.toContain(admin.secret.toLowerCase());
    // Nothing in the row is the secret in another spelling of its bytes either.
    const bytes = Buffer.from(Secret.fromBase32(admin.secret).bytes);
    for (const spelling of [bytes.toString('hex'), bytes.toString('base64')]) {
      expect(JSON.stringify(stored)).not.toContain(spelling);
    }

    const signedIn = await signInWithCode(ctx.app, admin.user.email, codeOf(admin.secret, 1));
    expect(signedIn.statusCode, signedIn.body).toBe(200);
  });

  it('held in clear by an older version are sealed at start, once, and keep working', async () => {
    const { sealClearTotpSecrets } = await import('./totp-storage.ts');
    const enabled = await buildUser(ctx.db, { role: 'admin' });
    const pending = await buildUser(ctx.db, { role: 'admin' });
    const secret = new Secret({ size: 20 }).base32;
    const pendingSecret = new Secret({ size: 20 }).base32;
    await ctx.db
      .update(users)
      .set({ totpSecret: secret, totpEnabledAt: new Date() })
      .where(eq(users.id, enabled.id));
    await ctx.db
      .update(users)
      .set({ totpPendingSecret: pendingSecret })
      .where(eq(users.id, pending.id));

    expect(await sealClearTotpSecrets(ctx.db, usersFacade)).toBeGreaterThanOrEqual(2);
    const sealed = await storedSecrets(ctx.db, enabled.id);
    expect(sealed?.totpSecret).not.toContain(secret);
    expect((await storedSecrets(ctx.db, pending.id))?.totpPendingSecret).not.toContain(
      pendingSecret,
    );
    // Once: a second start finds nothing left to seal and changes nothing.
    expect(await sealClearTotpSecrets(ctx.db, usersFacade)).toBe(0);
    expect(await storedSecrets(ctx.db, enabled.id)).toEqual(sealed);

    const signedIn = await signInWithCode(ctx.app, enabled.email, codeOf(secret));
    expect(signedIn.statusCode, signedIn.body).toBe(200);
  });
});

describe('npm run admin with sealed secrets', () => {
  const ctx = useTestContext();

  it('disable-2fa turns a sealed secret off', async () => {
    const admin = await enrol(ctx);
    await disableTwoFactor(ctx.db, admin.user.email);
    expect(await storedSecrets(ctx.db, admin.user.id)).toEqual({
      totpSecret: null,
      totpPendingSecret: null,
    });
    const signedIn = await login(ctx.app, admin.user.email);
    expect(signedIn.statusCode).toBe(200);
    expect(signedIn.json().data.token).toEqual(expect.any(String));
  });
});

describe('a secret the server cannot decrypt (another key)', () => {
  const lines: string[] = [];
  let db: Database;
  let close: () => Promise<void>;
  const apps: FastifyInstance[] = [];
  const build = async (secretsKey: string) => {
    const app = await buildApp({
      db,
      jwtSecret: TEST_JWT_SECRET,
      secretsKey,
      logLevel: 'info',
      logStream: { write: (line: string) => void lines.push(line) },
    });
    await app.ready();
    apps.push(app);
    return app;
  };

  beforeAll(async () => {
    const database = await createTestDatabase();
    db = database.db;
    close = database.close;
  });
  afterAll(async () => {
    for (const app of apps) await app.close();
    await close();
  });

  it('fails the code step with a clear answer and a log line naming the cause; a recovery code still works', async () => {
    const first = await build('the-first-secrets-key-of-this-test-0001');
    const admin = await enrol({ app: first, db });
    // The same database under a server with another key: a restored backup without its key.
    const other = await build('another-secrets-key-of-this-test-00002');

    const refused = await signInWithCode(other, admin.user.email, codeOf(admin.secret, 1));
    expect(refused.statusCode).toBe(500);
    expect(refused.json().message).toMatch(/cannot read/i);
    expect(refused.json().message).toMatch(/recovery code/i);
    const logged = lines.filter((line) => line.includes('"level":50'));
    expect(logged.join('\n')).toMatch(/cannot be decrypted with this server's secrets key/);
    expect(logged.join('\n')).toContain('SECRETS_KEY');
    expect(lines.join('\n')).not.toContain(admin.secret);

    const recovered = await signInWithCode(other, admin.user.email, admin.recoveryCodes[0] ?? '');
    expect(recovered.statusCode, recovered.body).toBe(200);
  });
});
