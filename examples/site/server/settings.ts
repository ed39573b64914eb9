// The site's settings, from the environment (README.md).
import fs from 'node:fs';
import path from 'node:path';

const here = path.resolve(import.meta.dirname, '..');

function address(name: string, fallback: string): string {
  const value = (process.env[name] ?? '').trim() || fallback;
  try {
    return new URL(value).origin;
  } catch {
    throw new Error(`${name} must be an http(s) address, such as ${fallback}`);
  }
}

const port = Number(process.env.PORT ?? 5173);
if (!Number.isInteger(port) || port < 0 || port > 65535) throw new Error('PORT must be a port');

export const settings = {
  /** The Coursedesk server whose public API the pages are built from. */
  apiUrl: address('COURSEDESK_API_URL', 'http://localhost:3000'),
  port,
  host: process.env.HOST ?? '127.0.0.1',
  /** The site's own address, for canonical links and Open Graph URLs. */
  siteUrl: address('SITE_URL', `http://localhost:${port}`),
  /** Where the built pages are written and served from. */
  outDir: path.resolve(here, process.env.SITE_OUT_DIR ?? 'dist'),
};

/**
 * The webhook's signing secret: `COURSEDESK_WEBHOOK_SECRET`, or the file named by
 * `COURSEDESK_WEBHOOK_SECRET_FILE`, read at each notification so a new secret needs no restart.
 * Undefined while neither is set: notifications are then refused.
 */
export function webhookSecret(): string | undefined {
  const file = process.env.COURSEDESK_WEBHOOK_SECRET_FILE;
  if (file) {
    try {
      return fs.readFileSync(file, 'utf8').trim() || undefined;
    } catch {
      return undefined;
    }
  }
  return process.env.COURSEDESK_WEBHOOK_SECRET?.trim() || undefined;
}
