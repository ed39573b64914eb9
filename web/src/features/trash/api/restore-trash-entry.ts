import { useMutation, useQueryClient } from '@tanstack/react-query';
import { restoreFromTrash } from '@/lib/use-undo-delete';

/** Restores an entry; every list is read again, since the record is back in one of them. */
export function useRestoreTrashEntry() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (id: string) => restoreFromTrash(id),
    onSuccess: () => queryClient.invalidateQueries(),
  });
}
