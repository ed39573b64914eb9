// The signed-in admin's sessions: the list, signing one out, signing out every other
// (docs/security.md, "Sessions").
import { authMessages } from '@coursedesk/contract/auth';
import { eq, sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { activity, sessions } from '../../db/schema/index.ts';
import {
  authed,
  buildUser,
  DEFAULT_PASSWORD,
  type TestContext,
  useTestContext,
} from '../../test/harness.ts';
import { deviceName } from './device-name.ts';

const FIREFOX_WINDOWS =
  'Mozilla/5.0 (Windows NT 10.0; Win64; x64; rv:128.0) Gecko/20100101 Firefox/128.0';
const SAFARI_IPHONE =
  'Mozilla/5.0 (iPhone; CPU iPhone OS 17_5 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/17.5 Mobile/15E148 Safari/604.1';

async function signIn(ctx: TestContext, email: string, userAgent: string, remoteAddress: string) {
  const response = await ctx.app.inject({
    method: 'POST',
    url: '/api/auth/login',
    payload: { email, password: DEFAULT_PASSWORD },
    headers: { 'user-agent': userAgent },
    remoteAddress,
  });
  expect(response.statusCode).toBe(200);
  return authed(ctx, response.json().data.token as string);
}

describe('sessions', () => {
  const ctx = useTestContext();

  it('lists my live sessions with device, address, times and which one is this', async () => {
    const admin = await buildUser(ctx.db, { role: 'admin' });
    const laptop = await signIn(ctx, admin.email, FIREFOX_WINDOWS, '10.88.0.1');
    const phone = await signIn(ctx, admin.email, SAFARI_IPHONE, '10.88.0.2');
    const ended = await signIn(ctx, admin.email, SAFARI_IPHONE, '10.88.0.3');
    expect((await ended.post('/api/auth/logout')).statusCode).toBe(200);
    // Someone else's sessions are not mine.
    const other = await buildUser(ctx.db, { role: 'admin' });
    await signIn(ctx, other.email, FIREFOX_WINDOWS, '10.88.0.4');

    const response = await laptop.get('/api/auth/sessions');
    expect(response.statusCode).toBe(200);
    const list = response.json().data as { device: string; current: boolean; address: string }[];
    expect(list).toHaveLength(2);
    expect(list.map(({ device, address, current }) => ({ device, address, current }))).toEqual(
      expect.arrayContaining([
        { device: 'Firefox on Windows', address: '10.88.0.1', current: true },
        { device: 'Safari on iPhone', address: '10.88.0.2', current: false },
      ]),
    );
    for (const session of list) {
      expect(session).toEqual({
        id: expect.any(String),
        device: expect.any(String),
        address: expect.any(String),
        createdAt: expect.any(String),
        lastSeenAt: expect.any(String),
        current: expect.any(Boolean),
      });
    }
    expect((await phone.get('/api/auth/sessions')).json().data).toHaveLength(2);
  });

  it('marks a session as seen when used, at most once a minute', async () => {
    const admin = await buildUser(ctx.db, { role: 'admin' });
    const api = await signIn(ctx, admin.email, FIREFOX_WINDOWS, '10.88.1.1');
    const [row] = await ctx.db.select().from(sessions).where(eq(sessions.userId, admin.id));
    if (!row) throw new Error('no session');
    const stale = new Date(Date.now() - 10 * 60_000);
    await ctx.db.update(sessions).set({ lastSeenAt: stale }).where(eq(sessions.id, row.id));
    expect((await api.get('/api/auth/profile')).statusCode).toBe(200);
    const seen = async () =>
      (await ctx.db.select().from(sessions).where(eq(sessions.id, row.id)))[0]?.lastSeenAt;
    await expect.poll(async () => (await seen())?.getTime() ?? 0).toBeGreaterThan(stale.getTime());
    // Within the minute, using it writes nothing.
    await ctx.db.update(sessions).set({ lastSeenAt: stale }).where(eq(sessions.id, row.id));
    expect((await api.get('/api/auth/profile')).statusCode).toBe(200);
    await new Promise((resolve) => setTimeout(resolve, 100));
    expect((await seen())?.getTime()).toBe(stale.getTime());
  });

  it('signs out one of my sessions, and no one else’s', async () => {
    const admin = await buildUser(ctx.db, { role: 'admin' });
    const laptop = await signIn(ctx, admin.email, FIREFOX_WINDOWS, '10.88.2.1');
    const phone = await signIn(ctx, admin.email, SAFARI_IPHONE, '10.88.2.2');
    const list = (await laptop.get('/api/auth/sessions')).json().data as {
      id: string;
      current: boolean;
    }[];
    const phoneId = list.find((session) => !session.current)?.id ?? '';

    const other = await buildUser(ctx.db, { role: 'admin' });
    const stranger = await signIn(ctx, other.email, FIREFOX_WINDOWS, '10.88.2.3');
    const notMine = await stranger.delete(`/api/auth/sessions/${phoneId}`);
    expect(notMine.statusCode).toBe(404);
    expect(notMine.json().message).toBe(authMessages.sessionNotFound);
    expect((await phone.get('/api/auth/profile')).statusCode).toBe(200);

    // Signing out another session asks for the password first (docs/security.md, "Confirming").
    expect((await laptop.delete(`/api/auth/sessions/${phoneId}`)).statusCode).toBe(403);
    expect(
      (await laptop.post('/api/auth/confirm', { password: DEFAULT_PASSWORD })).statusCode,
    ).toBe(200);
    const revoke = await laptop.delete(`/api/auth/sessions/${phoneId}`);
    expect(revoke.statusCode).toBe(200);
    expect(revoke.json().message).toBe(authMessages.sessionRevoked);
    expect((await phone.get('/api/auth/profile')).statusCode).toBe(401);
    expect((await laptop.get('/api/auth/profile')).statusCode).toBe(200);
    // Gone already, or never there.
    expect((await laptop.delete(`/api/auth/sessions/${phoneId}`)).statusCode).toBe(404);
    expect((await laptop.delete('/api/auth/sessions/not-an-id')).statusCode).toBe(404);

    const entries = await ctx.db
      .select()
      .from(activity)
      .where(sql`${activity.action} = 'session_revoke' and ${activity.recordId} = ${phoneId}`);
    expect(entries).toHaveLength(1);
    expect(entries[0]?.actorId).toBe(admin.id);
  });

  it('signs out every other session of mine and keeps this one', async () => {
    const admin = await buildUser(ctx.db, { role: 'admin' });
    const here = await signIn(ctx, admin.email, FIREFOX_WINDOWS, '10.88.3.1');
    const others = [
      await signIn(ctx, admin.email, SAFARI_IPHONE, '10.88.3.2'),
      await signIn(ctx, admin.email, SAFARI_IPHONE, '10.88.3.3'),
    ];
    const bystander = await buildUser(ctx.db, { role: 'admin' });
    const theirs = await signIn(ctx, bystander.email, FIREFOX_WINDOWS, '10.88.3.4');
    for (const api of others) expect((await api.get('/api/auth/profile')).statusCode).toBe(200);

    expect((await here.post('/api/auth/confirm', { password: DEFAULT_PASSWORD })).statusCode).toBe(
      200,
    );
    const response = await here.post('/api/auth/sessions/revoke-others');
    expect(response.statusCode).toBe(200);
    expect(response.json().message).toBe(authMessages.otherSessionsRevoked);
    for (const api of others) expect((await api.get('/api/auth/profile')).statusCode).toBe(401);
    expect((await here.get('/api/auth/profile')).statusCode).toBe(200);
    expect((await theirs.get('/api/auth/profile')).statusCode).toBe(200);
    const left = (await here.get('/api/auth/sessions')).json().data;
    expect(left).toHaveLength(1);
    expect(left[0].current).toBe(true);
  });

  it('keeps at most 10 live sessions per admin: a new sign-in past that ends the least recently used, and says so in the activity log', async () => {
    const admin = await buildUser(ctx.db, { role: 'admin' });
    const signedIn = [];
    for (let n = 1; n <= 10; n += 1) {
      signedIn.push(await signIn(ctx, admin.email, FIREFOX_WINDOWS, `10.88.4.${n}`));
    }
    // The first session was used most recently of all but the second, which is the least.
    const [first, second] = signedIn;
    if (!first || !second) throw new Error('no sessions');
    const ids = await ctx.db
      .select({ id: sessions.id, createdAt: sessions.createdAt })
      .from(sessions)
      .where(eq(sessions.userId, admin.id))
      .orderBy(sessions.createdAt);
    await ctx.db
      .update(sessions)
      .set({ lastSeenAt: sql`now() - interval '1 hour'` })
      .where(eq(sessions.userId, admin.id));
    await ctx.db
      .update(sessions)
      .set({ lastSeenAt: sql`now() - interval '2 hours'` })
      .where(eq(sessions.id, ids[1]?.id ?? ''));
    await ctx.db
      .update(sessions)
      .set({ lastSeenAt: sql`now()` })
      .where(eq(sessions.id, ids[0]?.id ?? ''));

    const eleventh = await signIn(ctx, admin.email, SAFARI_IPHONE, '10.88.4.11');
    const live = (await eleventh.get('/api/auth/sessions')).json().data;
    expect(live).toHaveLength(10);
    expect((await second.get('/api/auth/profile')).statusCode).toBe(401);
    expect((await first.get('/api/auth/profile')).statusCode).toBe(200);
    const ended = await ctx.db
      .select()
      .from(activity)
      .where(eq(activity.action, 'session_evicted'));
    expect(ended).toHaveLength(1);
    expect(ended[0]).toMatchObject({ recordId: ids[1]?.id, recordLabel: admin.email });
  });
});

describe('deviceName', () => {
  it('names the browser and the system', () => {
    expect(deviceName(FIREFOX_WINDOWS)).toBe('Firefox on Windows');
    expect(deviceName(SAFARI_IPHONE)).toBe('Safari on iPhone');
    expect(
      deviceName(
        'Mozilla/5.0 (Macintosh; Intel Mac OS X 10_15_7) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/126.0.0.0 Safari/537.36 Edg/126.0.0.0',
      ),
    ).toBe('Edge on macOS');
    expect(
      deviceName(
        'Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/126.0.0.0 Safari/537.36',
      ),
    ).toBe('Chrome on Linux');
    expect(deviceName('curl/8.5.0')).toBe('curl');
    expect(deviceName(undefined)).toBe('Unknown device');
    expect(deviceName('something else')).toBe('Unknown device');
  });
});
