import { formatDateTime } from '@/lib/format';
import { changedByLabel, type StaleConflict } from '@/lib/stale-save';
import { Button } from './button';
import { Modal } from './modal';

export interface StaleSaveDialogProps {
  /** The refused save's conflict; the dialog is open while there is one. */
  conflict: StaleConflict | undefined;
  /** What the record is, in the title: 'course', 'blog post'. */
  recordName: string;
  /** Discards the edits and loads the record as it is now. */
  onReload: () => void;
  /** Saves the edits over the other change, naming the version it overwrites. */
  onOverwrite: () => void;
  /** Closes the dialog and goes back to the edits, unsaved. */
  onCancel: () => void;
  /** A reload or an overwrite is running. */
  busy?: boolean;
}

/** The dialog itself, loaded when first needed (stale-save-dialog.tsx). */
export function StaleSaveModal({
  conflict,
  recordName,
  onReload,
  onOverwrite,
  onCancel,
  busy = false,
}: StaleSaveDialogProps) {
  return (
    <Modal
      open={conflict !== undefined}
      onOpenChange={(open) => {
        if (!open && !busy) onCancel();
      }}
      title={`This ${recordName} was changed by someone else`}
    >
      {conflict ? (
        <div className="space-y-5">
          <p className="text-sm text-slate-700">
            <strong className="font-semibold text-slate-900">
              {changedByLabel(conflict.change)}
            </strong>{' '}
            saved a change on{' '}
            <time dateTime={conflict.change.changedAt}>
              {formatDateTime(conflict.change.changedAt)}
            </time>
            , after you opened this {recordName}. Reload to discard your edits and see the latest
            version, or overwrite it with yours.
          </p>
          <div className="flex flex-wrap justify-end gap-3">
            <Button variant="secondary" onClick={onReload} disabled={busy}>
              Reload
            </Button>
            <Button variant="danger" onClick={onOverwrite} disabled={busy}>
              Overwrite
            </Button>
          </div>
        </div>
      ) : null}
    </Modal>
  );
}
