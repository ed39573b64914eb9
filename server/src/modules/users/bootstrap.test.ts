import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { users } from '../../db/schema/index.ts';
import { verifyPassword } from '../../lib/passwords.ts';
import { buildUser } from '../../test/factories.ts';
import { createTestDatabase } from '../../test/harness.ts';
import { ensureAdmin } from './bootstrap.ts';

let database: Awaited<ReturnType<typeof createTestDatabase>>;
beforeAll(async () => {
  database = await createTestDatabase();
});
afterAll(async () => {
  await database.close();
});

describe('ensureAdmin', () => {
  it('promotes an existing account with the given email and gives it the password', async () => {
    const member = await buildUser(database.db, { email: 'owner@example.com' });
    const result = await ensureAdmin(database.db, {
      email: 'Owner@Example.com',
      password: 'a-new-long-password',
    });
    expect(result).toEqual({
      kind: 'created',
      email: 'owner@example.com',
      generatedPassword: undefined,
    });
    const [row] = await database.db.select().from(users).where(eq(users.id, member.id));
    expect(row?.role).toBe('admin');
    expect(await verifyPassword(row?.passwordHash ?? '', 'a-new-long-password')).toBe(true);
    expect(await ensureAdmin(database.db, undefined)).toEqual({ kind: 'existing' });
  });
});
