import { uploadMessages } from '@coursedesk/contract/uploads';
import { AppError } from '../lib/errors.ts';
import { createJobLimiter } from './job-limiter.ts';

/**
 * Uploads read, checked and stored at once. A request waiting for a slot is not read (its bytes
 * wait in the connection), so at most this many bodies of up to 5 MB are held in memory however
 * many arrive together. Wrap everything from reading the form to storing the image.
 */
export const UPLOADS_IN_FLIGHT = 4;
const withServerSlot = createJobLimiter(UPLOADS_IN_FLIGHT);

/**
 * Uploads one account may have in flight (reading or waiting): fewer than the server's slots, so
 * one account, or one stolen token, can never hold them all. One more is refused at once with
 * 429 rather than queued.
 */
export const UPLOADS_PER_ACCOUNT = 2;
const RETRY_AFTER_SECONDS = 5;
const inFlightByAccount = new Map<string, number>();

/**
 * Runs an upload's job within the account's share and then one of the server's slots. Without an
 * account (a public route), only the server's slots apply.
 */
export async function withUploadSlot<T>(account: string | undefined, job: () => Promise<T>) {
  if (account === undefined) return withServerSlot(job);
  const inFlight = inFlightByAccount.get(account) ?? 0;
  if (inFlight >= UPLOADS_PER_ACCOUNT) {
    throw new AppError('TOO_MANY_REQUESTS', uploadMessages.tooManyAtOnce, {
      headers: { 'retry-after': String(RETRY_AFTER_SECONDS) },
    });
  }
  inFlightByAccount.set(account, inFlight + 1);
  try {
    return await withServerSlot(job);
  } finally {
    const left = (inFlightByAccount.get(account) ?? 1) - 1;
    if (left > 0) inFlightByAccount.set(account, left);
    else inFlightByAccount.delete(account);
  }
}
