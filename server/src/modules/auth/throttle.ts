import { isIP } from 'node:net';
import { authMessages } from '@coursedesk/contract/auth';
import type { Database } from '../../db/client.ts';
import { AppError } from '../../lib/errors.ts';
import {
  countAttempt,
  forgetAttempts,
  giveBackAttempt,
  sweepThrottle,
  type ThrottlePolicy,
} from './repository.ts';

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

export interface LoginThrottleOptions {
  /** Expired rows are deleted at most this often, on a sign-in attempt. */
  sweepIntervalMs?: number;
  /** Past this many rows, the least useful are deleted too. */
  maxRows?: number;
}

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
export function createLoginThrottle(
  db: Database,
  { sweepIntervalMs = 60_000, maxRows = 100_000 }: LoginThrottleOptions = {},
): LoginThrottle {
  let lastSweep = Number.NEGATIVE_INFINITY;
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
      if (Date.now() - lastSweep >= sweepIntervalMs) {
        lastSweep = Date.now();
        await sweepThrottle(db, maxRows);
      }
      const key = keys(email, clientAddress);
      // In this order, so a locked address or pair creates no further rows.
      const address = await countAttempt(db, key.address, addressThrottle);
      if (!address.allowed) throw tooManyAttempts(address.retryAfter);
      const pair = await countAttempt(db, key.pair, pairThrottle);
      if (!pair.allowed) throw tooManyAttempts(pair.retryAfter);
      // This attempt is the address's only one in its window: nothing has failed from there.
      const clean = address.attempts === 1;
      const account = await countAttempt(db, key.account, accountThrottle, { evenIfLocked: clean });
      if (!account.allowed) throw tooManyAttempts(account.retryAfter);
    },

    async succeeded(email, clientAddress) {
      const key = keys(email, clientAddress);
      // The account's own admin got in: whatever slowed the account starts afresh too, so
      // someone who mistyped a few times is not slowed later on. An attack still going on
      // slows it again after five more tries.
      await forgetAttempts(db, key.pair);
      await forgetAttempts(db, key.account);
      await giveBackAttempt(db, key.address, addressThrottle);
    },
  };
}

function tooManyAttempts(retryAfter: number): AppError {
  return new AppError('TOO_MANY_REQUESTS', authMessages.tooManyAttempts, {
    headers: { 'retry-after': String(retryAfter) },
  });
}

/**
 * The address as throttling counts it: an IPv4-mapped IPv6 address is its IPv4 address, and an
 * IPv6 address counts as its /64 network, which one subscriber usually holds whole.
 */
export function addressKey(ip: string): string {
  const mapped = /^::ffff:(\d{1,3}(?:\.\d{1,3}){3})$/i.exec(ip);
  if (mapped?.[1]) return mapped[1];
  if (isIP(ip) !== 6) return ip;
  let text = ip.toLowerCase().replace(/%.*$/, '');
  // A trailing dotted quad is the last two groups.
  text = text.replace(/(\d{1,3})\.(\d{1,3})\.(\d{1,3})\.(\d{1,3})$/, (_, a, b, c, d) => {
    const hex = (high: string, low: string) => ((Number(high) << 8) | Number(low)).toString(16);
    return `${hex(a, b)}:${hex(c, d)}`;
  });
  const [head = '', tail] = text.split('::');
  const headGroups = head ? head.split(':') : [];
  const tailGroups = tail ? tail.split(':') : [];
  const missing = 8 - headGroups.length - tailGroups.length;
  const groups = [...headGroups, ...Array<string>(Math.max(missing, 0)).fill('0'), ...tailGroups];
  const prefix = groups.slice(0, 4).map((group) => Number.parseInt(group, 16).toString(16));
  return `${prefix.join(':')}::/64`;
}
