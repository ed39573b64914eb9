import type { User } from '@coursedesk/contract/auth';

/** A live session as the database last confirmed it. */
export interface CachedSession {
  userId: string;
  user: User;
  /** The session's own expiry (epoch ms): the entry is never served past it. */
  expiresAt: number;
}

export const DEFAULT_SESSION_CACHE_SIZE = 10_000;

/**
 * The live sessions this instance has seen, so an authenticated request needs no database round
 * trip. Bounded (least recently used go first) and never served past a session's expiry.
 *
 * Invalidation: every change to a session or user (sign-out, password or role change, deletion)
 * calls `forgetSession`/`forgetUser`, on this instance directly and on the others through the
 * database's notifications. While the notifications may have been missed (the listener is down),
 * the cache is `suspended`: nothing is served from it and nothing is stored, so every request
 * goes to the database. A lookup that started before an invalidation cannot store what it read:
 * `store` takes the `epoch` read before the query and drops the entry if anything was forgotten
 * since.
 */
export class SessionCache {
  readonly #entries = new Map<string, CachedSession>();
  readonly #maxEntries: number;
  #epoch = 0;
  #suspended: boolean;
  #barrier: (() => Promise<void>) | undefined;

  readonly #notified: boolean;

  /**
   * `notified`: changes made by other instances arrive as notifications (PostgreSQL); the cache
   * starts suspended until its listener is up.
   */
  constructor({
    maxEntries = DEFAULT_SESSION_CACHE_SIZE,
    notified = false,
  }: { maxEntries?: number; notified?: boolean } = {}) {
    this.#maxEntries = maxEntries;
    this.#notified = notified;
    this.#suspended = notified;
  }

  get epoch(): number {
    return this.#epoch;
  }

  get size(): number {
    return this.#entries.size;
  }

  get notified(): boolean {
    return this.#notified;
  }

  get suspended(): boolean {
    return this.#suspended;
  }

  /** The user of a live cached session issued to `userId`; undefined means: ask the database. */
  lookup(sessionId: string, userId: string): User | undefined {
    if (this.#suspended) return undefined;
    const entry = this.#entries.get(sessionId);
    if (!entry) return undefined;
    if (entry.userId !== userId || entry.expiresAt <= Date.now()) {
      this.#entries.delete(sessionId);
      return undefined;
    }
    // Most recently used last: eviction takes the first.
    this.#entries.delete(sessionId);
    this.#entries.set(sessionId, entry);
    return entry.user;
  }

  /**
   * On PostgreSQL: `barrier` resolves once every notification committed before it was called
   * has been applied (a round trip on the listening connection, shared by the requests that
   * wait at the same time); it rejects when the listener has failed.
   */
  setBarrier(barrier: () => Promise<void>): void {
    this.#barrier = barrier;
  }

  /**
   * `lookup`, after every change committed before this call has been applied: a token revoked
   * on any instance is refused on the very next request everywhere. Undefined means: ask the
   * database (as it does while the listener is down).
   */
  async lookupSynced(sessionId: string, userId: string): Promise<User | undefined> {
    if (this.#suspended || !this.#entries.has(sessionId)) return undefined;
    if (this.#notified) {
      if (!this.#barrier) return undefined;
      try {
        await this.#barrier();
      } catch {
        return undefined;
      }
    }
    return this.lookup(sessionId, userId);
  }

  store(sessionId: string, entry: CachedSession, epoch: number): void {
    if (this.#suspended || epoch !== this.#epoch || entry.expiresAt <= Date.now()) return;
    this.#entries.delete(sessionId);
    this.#entries.set(sessionId, entry);
    while (this.#entries.size > this.#maxEntries) {
      const oldest = this.#entries.keys().next().value;
      if (oldest === undefined) break;
      this.#entries.delete(oldest);
    }
  }

  forgetSession(sessionId: string): void {
    this.#epoch += 1;
    this.#entries.delete(sessionId);
  }

  forgetUser(userId: string): void {
    this.#epoch += 1;
    for (const [sessionId, entry] of this.#entries) {
      if (entry.userId === userId) this.#entries.delete(sessionId);
    }
  }

  /** Notifications may be missed from now on: serve nothing until `resume`. */
  suspend(): void {
    this.#epoch += 1;
    this.#suspended = true;
    this.#entries.clear();
  }

  /** Notifications flow again; whatever was missed meanwhile was never stored. */
  resume(): void {
    this.#epoch += 1;
    this.#entries.clear();
    this.#suspended = false;
  }

  /** Applies one notification of the `coursedesk_auth` channel ('s:<id>' or 'u:<id>'). */
  applyNotification(payload: string | undefined): void {
    if (payload?.startsWith('s:')) this.forgetSession(payload.slice(2));
    else if (payload?.startsWith('u:')) this.forgetUser(payload.slice(2));
    // Anything else: forget everything rather than guess.
    else {
      this.#epoch += 1;
      this.#entries.clear();
    }
  }
}

export const AUTH_CHANNEL = 'coursedesk_auth';
