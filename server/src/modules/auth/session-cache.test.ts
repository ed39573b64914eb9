import { randomUUID } from 'node:crypto';
import type { User } from '@coursedesk/contract/auth';
import { describe, expect, it } from 'vitest';
import { SessionCache } from './session-cache.ts';

const user = (id: string): User => ({
  _id: id,
  id,
  name: 'Ada',
  email: 'ada@example.com',
  role: 'admin',
  createdAt: new Date().toISOString(),
  updatedAt: new Date().toISOString(),
});
const later = () => Date.now() + 60_000;

describe('SessionCache', () => {
  it('serves a stored session to its own user only, and never past its expiry', () => {
    const cache = new SessionCache();
    const [sid, uid, other] = [randomUUID(), randomUUID(), randomUUID()];
    cache.store(sid, { userId: uid, user: user(uid), expiresAt: later() }, cache.epoch);
    expect(cache.lookup(sid, uid)?.id).toBe(uid);
    expect(cache.lookup(sid, other)).toBeUndefined();
    const expiring = randomUUID();
    cache.store(expiring, { userId: uid, user: user(uid), expiresAt: Date.now() + 5 }, cache.epoch);
    const until = Date.now() + 10;
    while (Date.now() < until) {
      // wait past the expiry
    }
    expect(cache.lookup(expiring, uid)).toBeUndefined();
  });

  it('drops what a lookup read before an invalidation', () => {
    const cache = new SessionCache();
    const [sid, uid] = [randomUUID(), randomUUID()];
    const epoch = cache.epoch;
    cache.forgetUser(randomUUID());
    cache.store(sid, { userId: uid, user: user(uid), expiresAt: later() }, epoch);
    expect(cache.lookup(sid, uid)).toBeUndefined();
  });

  it('forgets by session, by user and by notification', () => {
    const cache = new SessionCache();
    const uid = randomUUID();
    const ids = [randomUUID(), randomUUID(), randomUUID()];
    for (const sid of ids) {
      cache.store(sid, { userId: uid, user: user(uid), expiresAt: later() }, cache.epoch);
    }
    cache.forgetSession(ids[0] as string);
    expect(cache.lookup(ids[0] as string, uid)).toBeUndefined();
    expect(cache.lookup(ids[1] as string, uid)).toBeDefined();
    cache.applyNotification(`u:${uid}`);
    expect(cache.size).toBe(0);
  });

  it('is bounded, evicting the least recently used', () => {
    const cache = new SessionCache({ maxEntries: 3 });
    const uid = randomUUID();
    const ids = [randomUUID(), randomUUID(), randomUUID(), randomUUID()];
    for (const sid of ids.slice(0, 3)) {
      cache.store(sid, { userId: uid, user: user(uid), expiresAt: later() }, cache.epoch);
    }
    expect(cache.lookup(ids[0] as string, uid)).toBeDefined();
    cache.store(
      ids[3] as string,
      { userId: uid, user: user(uid), expiresAt: later() },
      cache.epoch,
    );
    expect(cache.size).toBe(3);
    expect(cache.lookup(ids[1] as string, uid)).toBeUndefined();
    expect(cache.lookup(ids[0] as string, uid)).toBeDefined();
  });

  it('serves and stores nothing while suspended', () => {
    const cache = new SessionCache({ notified: true });
    const [sid, uid] = [randomUUID(), randomUUID()];
    cache.store(sid, { userId: uid, user: user(uid), expiresAt: later() }, cache.epoch);
    expect(cache.size).toBe(0);
    cache.resume();
    cache.store(sid, { userId: uid, user: user(uid), expiresAt: later() }, cache.epoch);
    expect(cache.lookup(sid, uid)).toBeDefined();
    cache.suspend();
    expect(cache.lookup(sid, uid)).toBeUndefined();
    expect(cache.size).toBe(0);
  });
});
