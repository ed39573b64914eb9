import { lazy } from 'react';
import { OnDemand } from './on-demand';
import type { StaleSaveDialogProps } from './stale-save-modal';

// Needed only when a save is refused as stale: its code (and the dialog code) loads then.
const StaleSaveModal = lazy(async () => ({
  default: (await import('./stale-save-modal')).StaleSaveModal,
}));

/**
 * Asked when a save is refused because someone else saved the record after it was opened: who
 * and when, then 'Reload' (their version, the edits dropped) or 'Overwrite' (the edits saved over
 * theirs).
 */
export function StaleSaveDialog(props: StaleSaveDialogProps) {
  return (
    <OnDemand open={props.conflict !== undefined}>
      <StaleSaveModal {...props} />
    </OnDemand>
  );
}
