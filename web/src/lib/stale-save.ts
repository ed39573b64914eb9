// A save refused because someone else changed the record since the editor loaded it (STALE,
// docs/architecture.md "Stale saves"): what the editor needs to let the admin choose between
// loading the latest and overwriting it.
import type { StaleChange } from '@coursedesk/contract/errors';
import { useState } from 'react';
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

/**
 * An editor's stale save: the conflict to show in StaleSaveDialog and the save that met it, so
 * an overwrite sends the same edits again on the version the conflict names.
 */
export function useStaleSave<Attempt>() {
  const [state, setState] = useState<{ conflict: StaleConflict; attempt: Attempt }>();
  return {
    conflict: state?.conflict,
    /** The refused save on the version it would overwrite; undefined while there is none. */
    overwrite: state ? { attempt: state.attempt, version: state.conflict.version } : undefined,
    /** Shows the conflict of a failed save; false when it failed for another reason. */
    caught(error: unknown, attempt: Attempt): boolean {
      const conflict = staleConflictOf(error);
      if (conflict) setState({ conflict, attempt });
      return conflict !== undefined;
    },
    clear: () => setState(undefined),
  };
}
