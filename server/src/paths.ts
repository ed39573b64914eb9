// Folders the server reads at run time, found from this file. It sits directly in server/src, and
// the production bundle sits directly in server/dist, so the same relative paths hold for both.
import { fileURLToPath } from 'node:url';

/** The server workspace's root (server/). */
export const serverRoot = fileURLToPath(new URL('..', import.meta.url));
/** The committed drizzle-kit migrations. */
export const migrationsFolder = fileURLToPath(new URL('../drizzle', import.meta.url));
/** The built admin app that the server serves. */
export const webDistFolder = fileURLToPath(new URL('../../web/dist', import.meta.url));
