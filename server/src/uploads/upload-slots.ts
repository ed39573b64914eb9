import { createJobLimiter } from './job-limiter.ts';

/**
 * Uploads read, checked and stored at once. A request waiting for a slot is not read (its bytes
 * wait in the connection), so at most this many bodies of up to 5 MB are held in memory however
 * many arrive together. Wrap everything from reading the form to storing the image.
 */
export const UPLOADS_IN_FLIGHT = 4;
export const withUploadSlot = createJobLimiter(UPLOADS_IN_FLIGHT);
