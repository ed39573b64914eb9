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
 * An editor's stale saves: the conflict a refused save met, kept with that save so an overwrite
 * sends the same edits again, naming the version it overwrites; and the reload that drops the
 * edits for the record as stored now (`onReload`, given by the editor).
 */
export function useStaleSave<Attempt extends { version?: string | undefined }>(
  onReload: (() => Promise<unknown>) | undefined,
) {
  const [state, setState] = useState<{ conflict: StaleConflict; attempt: Attempt }>();
  const [reloading, setReloading] = useState(false);
  const clear = () => setState(undefined);
  return {
    /** Shows the conflict of a failed save; false when it failed for another reason. */
    caught(error: unknown, attempt: Attempt): boolean {
      const conflict = staleConflictOf(error);
      if (conflict) setState({ conflict, attempt });
      return conflict !== undefined;
    },
    clear,
    /** StaleSaveDialog's props (but the record's name): `resend` saves an attempt again. */
    dialog(resend: (attempt: Attempt) => void, saving: boolean) {
      return {
        conflict: state?.conflict,
        busy: saving || reloading,
        onCancel: clear,
        onOverwrite: () => {
          if (state) resend({ ...state.attempt, version: state.conflict.version });
        },
        onReload: () => {
          setReloading(true);
          void Promise.resolve(onReload?.()).finally(() => {
            setReloading(false);
            clear();
          });
        },
      };
    },
  };
}
