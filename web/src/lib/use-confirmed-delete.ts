import type { UseMutationResult } from '@tanstack/react-query';
import { errorMessage } from './api-client';
import { notifyError } from './notify';
import { type DeleteReply, useUndoDelete } from './use-undo-delete';

interface DeleteMessages {
  /** The question the browser asks first; nothing is deleted unless it is confirmed. */
  confirm: string;
  /** Said when the delete fails and the server gives no reason. */
  failed: string;
  /** Said when the server's answer carries no message of its own. */
  deleted?: string;
}

/**
 * The delete of a list's row or card: asked first, then a toast with the outcome (with 'Undo' when
 * the record went to the trash), and the id being deleted while the call runs (its button shows
 * it). `onDeleted` runs after a delete succeeds.
 */
export function useConfirmedDelete<Id>(
  mutation: UseMutationResult<DeleteReply, unknown, Id>,
  messages: DeleteMessages,
  onDeleted?: (id: Id) => void,
) {
  const notifyDeleted = useUndoDelete();
  return {
    remove(id: Id) {
      if (!window.confirm(messages.confirm)) return;
      mutation.mutate(id, {
        onSuccess: (reply) => {
          notifyDeleted(reply, messages.deleted || '');
          onDeleted?.(id);
        },
        onError: (error) => notifyError(errorMessage(error, messages.failed)),
      });
    },
    deletingId: mutation.isPending ? mutation.variables : undefined,
  };
}
