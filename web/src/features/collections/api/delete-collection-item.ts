import type { CollectionDefinition } from '@coursedesk/contract/collections/define';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '@/lib/api-client';
import { collectionPath, schemasOf } from './collection-schemas';
import { collectionQueryKey } from './get-collection-items';

export async function deleteCollectionItem(definition: CollectionDefinition, id: string) {
  return apiRequest(collectionPath(definition, id), schemasOf(definition).deleteResponse, {
    method: 'DELETE',
  });
}

export function useDeleteCollectionItem(definition: CollectionDefinition) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (id: string) => deleteCollectionItem(definition, id),
    onSuccess: () =>
      queryClient.invalidateQueries({
        queryKey: collectionQueryKey(definition),
      }),
  });
}
