import { authMessages } from '@coursedesk/contract/auth';
import type { Database } from '../../db/client.ts';
import { attemptsPer, createThrottle, type ThrottleOptions } from '../../db/throttle.ts';
import { addressKey } from '../../lib/client-address.ts';
import { tooManyRequests } from '../../lib/errors.ts';

/** One address guessing one account's password: 5 tries in 15 minutes, then 15 minutes' wait. */
export const pairThrottle = attemptsPer(5, 900);

/** One address trying many accounts: 30 tries in 15 minutes, then 15 minutes' wait. */
export const addressThrottle = attemptsPer(30, 900);

/**
 * One account tried from browsers that never signed in to it (no device cookie), from any number
 * of addresses: 100 tries an hour in all, then only a browser with the account's device cookie may
 * try until the hour is over. However many addresses an attacker rotates through, the password is
 * checked at most 100 times an hour.
 */
export const accountThrottle = attemptsPer(100, 3600);

/**
 * One browser that signed in to the account before (a valid device cookie): 10 tries in 15
 * minutes, then that cookie waits 15 minutes. A stolen cookie is bounded like an address.
 */
export const deviceThrottle = attemptsPer(10, 900);

export type LoginThrottleOptions = ThrottleOptions;

export interface LoginThrottle {
  /**
   * Counts a sign-in attempt, or refuses it with 429 and Retry-After. `device` is the device id
   * of a valid device cookie for this account, when the browser brought one.
   */
  admit(email: string, clientAddress: string, device: string | undefined): Promise<void>;
  /** The attempt had the right password: its keys start afresh, the address gets it back. */
  succeeded(email: string, clientAddress: string, device: string | undefined): Promise<void>;
}

/**
 * Sign-in throttling that bounds guessing without letting attackers lock an admin out. A browser
 * that signed in to the account before (a valid device cookie) is counted on its own budget only,
 * before and instead of any per-address limit, so no count an attacker runs up from the admin's
 * address (or from behind the same proxy) keeps it out. Every other attempt is limited per
 * address, per (address, account), and per account.
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
  // The device id is signed for this account only (lib/device-cookies.ts).
  const deviceKey = (device: string) => `device:${device}`;

  return {
    async admit(email, clientAddress, device) {
      if (device) {
        const own = await throttle.count(deviceKey(device), deviceThrottle);
        if (!own.allowed) throw tooManyAttempts(own.retryAfter);
        return;
      }
      const key = keys(email, clientAddress);
      // In this order, so a locked address or pair creates no further rows.
      const address = await throttle.count(key.address, addressThrottle);
      if (!address.allowed) throw tooManyAttempts(address.retryAfter);
      const pair = await throttle.count(key.pair, pairThrottle);
      if (!pair.allowed) throw tooManyAttempts(pair.retryAfter);
      const account = await throttle.count(key.account, accountThrottle);
      if (!account.allowed) throw tooManyAttempts(account.retryAfter);
    },

    async succeeded(email, clientAddress, device) {
      // Whoever got in knows the password: the key the attempt was counted on starts afresh. A
      // success with a device cookie touches no other count, so the budgets of the browsers
      // without one (an attack from elsewhere) stay as they are.
      if (device) {
        await throttle.forget(deviceKey(device));
        return;
      }
      const key = keys(email, clientAddress);
      await throttle.forget(key.pair);
      await throttle.forget(key.account);
      await throttle.giveBack(key.address, addressThrottle);
    },
  };
}

function tooManyAttempts(retryAfter: number) {
  return tooManyRequests(authMessages.tooManyAttempts, retryAfter);
}
