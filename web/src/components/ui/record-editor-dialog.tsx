import type { ActivityArea } from '@coursedesk/contract/activity';
import type { UseQueryResult } from '@tanstack/react-query';
import type { ComponentProps, ReactNode } from 'react';
import { useEditorGuard } from './editor-guard';
import { HistoryPanel } from './history-panel';
import { Modal } from './modal';
import { VersionedRecord } from './versioned-record';

interface RecordEditorDialogProps<Row extends { _id: string }, Stored> {
  open: boolean;
  /** The record as its list showed it; undefined when creating one. */
  editing: Row | undefined;
  onClose: () => void;
  /** The read of the stored record being edited (its GET; idle when creating). */
  stored: UseQueryResult<Stored>;
  title: { create: string; edit: string };
  /** Said under the title; either a text for both, or one for each. */
  description?: string | { create: string; edit: string };
  size?: ComponentProps<typeof Modal>['size'];
  /** Said when the stored record cannot be read, with a retry. */
  loadFailed: string;
  loading: string;
  /** Whose History panel shows under the form. */
  area: ActivityArea;
  /** The form over a new record. */
  create: () => ReactNode;
  /** The form over the stored record; `reload` starts it afresh from what is stored now. */
  edit: (stored: Stored, reload: () => Promise<void>) => ReactNode;
}

/**
 * The dialog that creates or edits one record (a coupon, a user, a post): guarded against
 * losing unsaved changes, with the stored record read afresh when it opens (docs/keyboard.md)
 * and its History below the form.
 */
export function RecordEditorDialog<Row extends { _id: string }, Stored>({
  open,
  editing,
  onClose,
  stored,
  title,
  description,
  size,
  loadFailed,
  loading,
  area,
  create,
  edit,
}: RecordEditorDialogProps<Row, Stored>) {
  const guard = useEditorGuard(open, onClose);
  const said =
    typeof description === 'object' ? description[editing ? 'edit' : 'create'] : description;
  return (
    <>
      <Modal
        open={open}
        onOpenChange={(open) => {
          if (!open) guard.requestClose();
        }}
        size={size}
        title={editing ? title.edit : title.create}
        {...(said === undefined ? {} : { description: said })}
      >
        {guard.wrap(
          editing ? (
            <VersionedRecord query={stored} failure={loadFailed} loading={loading}>
              {edit}
            </VersionedRecord>
          ) : (
            create()
          ),
        )}
        <HistoryPanel area={area} record={editing?._id} />
      </Modal>
      {guard.prompt}
    </>
  );
}
