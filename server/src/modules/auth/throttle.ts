import { authMessages } from '@coursedesk/contract/auth';
import type { Database } from '../../db/client.ts';
import { createThrottle, type ThrottleOptions, type ThrottlePolicy } from '../../db/throttle.ts';
import { addressKey } from '../../lib/client-address.ts';
import { tooManyRequests } from '../../lib/errors.ts';

/** One address guessing one account's password: 5 tries in 15 minutes, then 15 minutes' wait. */
export const pairThrottle: ThrottlePolicy = {
  limit: 5,
  windowSeconds: 900,
  lockSeconds: 900,
  maxLockSeconds: 900,
};

/** One address trying many accounts: 30 tries in 15 minutes, then 15 minutes' wait. */
export const addressThrottle: ThrottlePolicy = {
  limit: 30,
  windowSeconds: 900,
  lockSeconds: 900,
  maxLockSeconds: 900,
};

/**
 * One account tried from many addresses: after 5 tries in an hour, each further try from an
 * address that has been failing must wait 2, 4, 8 … up to 60 seconds after the previous one.
 * The account is slowed, never locked, and never for an address that has not been failing.
 */
export const accountThrottle: ThrottlePolicy = {
  limit: 5,
  windowSeconds: 3600,
  lockSeconds: 2,
  maxLockSeconds: 60,
};

export type LoginThrottleOptions = ThrottleOptions;

export interface LoginThrottle {
  /** Counts a sign-in attempt, or refuses it with 429 and Retry-After. */
  admit(email: string, clientAddress: string): Promise<void>;
  /** The attempt had the right password: the account and pair start afresh, the address gets it back. */
  succeeded(email: string, clientAddress: string): Promise<void>;
}

/**
 * Sign-in throttling that slows attackers without letting them lock an admin out: the limits
 * that lock are per address and per (address, account); an account under a distributed attack
 * is only slowed, and a correct password from an address with no failures always gets through.
 */
export function createLoginThrottle(db: Database, options?: LoginThrottleOptions): LoginThrottle {
  const throttle = createThrottle(db, options);
  const keys = (email: string, clientAddress: string) => {
    const address = addressKey(clientAddress);
    return {
      address: `address:${address}`,
      // The address comes first: it has no spaces, so the key cannot be read two ways.
      pair: `pair:${address} ${email}`,
      account: `account:${email}`,
    };
  };

  return {
    async admit(email, clientAddress) {
      const key = keys(email, clientAddress);
      // In this order, so a locked address or pair creates no further rows.
      const address = await throttle.count(key.address, addressThrottle);
      if (!address.allowed) throw tooManyAttempts(address.retryAfter);
      const pair = await throttle.count(key.pair, pairThrottle);
      if (!pair.allowed) throw tooManyAttempts(pair.retryAfter);
      // This attempt is the address's only one in its window: nothing has failed from there.
      const clean = address.attempts === 1;
      const account = await throttle.count(key.account, accountThrottle, { evenIfLocked: clean });
      if (!account.allowed) throw tooManyAttempts(account.retryAfter);
    },

    async succeeded(email, clientAddress) {
      const key = keys(email, clientAddress);
      // The account's own admin got in: whatever slowed the account starts afresh too, so
      // someone who mistyped a few times is not slowed later on. An attack still going on
      // slows it again after five more tries.
      await throttle.forget(key.pair);
      await throttle.forget(key.account);
      await throttle.giveBack(key.address, addressThrottle);
    },
  };
}

function tooManyAttempts(retryAfter: number) {
  return tooManyRequests(authMessages.tooManyAttempts, retryAfter);
}
