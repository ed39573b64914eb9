import { trashMessages, trashRestoreResponse } from '@coursedesk/contract/trash';
import { useQueryClient } from '@tanstack/react-query';
import { useCallback } from 'react';
import { apiRequest, errorMessage } from './api-client';
import { notifyDeleted, notifyError, notifySuccess } from './notify';

/** What a delete answers: its message and, when the record went to the trash, the entry's id. */
export interface DeleteReply {
  message?: string | undefined;
  trashId?: string | undefined;
}

/** Puts a record back from the trash (docs/trash.md). */
export function restoreFromTrash(trashId: string) {
  return apiRequest(`/admin/trash/${encodeURIComponent(trashId)}/restore`, trashRestoreResponse, {
    method: 'POST',
  });
}

/**
 * The toast after a delete: its message, and 'Undo' when the record went to the trash, which
 * restores it and refreshes every list (the record may show in several), or says why it cannot.
 */
export function useUndoDelete() {
  const queryClient = useQueryClient();
  return useCallback(
    (reply: DeleteReply, fallback: string) => {
      const { trashId } = reply;
      const undo = trashId
        ? async () => {
            try {
              // The answer says what the restore had to leave out (a link to a course deleted
              // for good), when it had to.
              const { message } = await restoreFromTrash(trashId);
              notifySuccess(message || trashMessages.restored);
              await queryClient.invalidateQueries();
            } catch (error) {
              notifyError(errorMessage(error, trashMessages.restoreFailed));
            }
          }
        : undefined;
      notifyDeleted(reply.message || fallback, undo);
    },
    [queryClient],
  );
}
