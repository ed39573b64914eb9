// A save refused because someone else changed the record since the editor loaded it (STALE,
// docs/architecture.md "Stale saves"): what the editor needs to let the admin choose between
// loading the latest and overwriting it.
import type { StaleChange } from '@coursedesk/contract/errors';
import { ApiError } from './api-client';

export interface StaleConflict {
  /** Who changed the record last, and when. */
  change: StaleChange;
  /** The record's version now: an overwrite sends it, so only this version is overwritten. */
  version: string | undefined;
}

/** The conflict a failed save reports, or undefined when it failed for another reason. */
export function staleConflictOf(error: unknown): StaleConflict | undefined {
  if (!(error instanceof ApiError) || error.code !== 'STALE' || !error.stale) return undefined;
  return { change: error.stale, version: error.version };
}

/** 'Ada Lovelace (ada@example.com)', the email alone, or the system's own changes. */
export function changedByLabel(change: StaleChange): string {
  const by = change.changedBy;
  if (!by) return 'The system';
  return by.name ? `${by.name} (${by.email})` : by.email;
}
