import type { CollectionDefinition } from '@coursedesk/contract/collections/define';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '@/lib/api-client';
import { type CollectionInput, collectionPath, schemasOf } from './collection-schemas';
import { collectionQueryKey } from './get-collection-items';
import { requestBody } from './request-body';

export async function updateCollectionItem(
  definition: CollectionDefinition,
  { id, input }: { id: string; input: CollectionInput },
) {
  return apiRequest(collectionPath(definition, id), schemasOf(definition).itemResponse, {
    method: 'PUT',
    body: requestBody(definition, input),
  });
}

export function useUpdateCollectionItem(definition: CollectionDefinition) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (variables: { id: string; input: CollectionInput }) =>
      updateCollectionItem(definition, variables),
    onSuccess: () =>
      queryClient.invalidateQueries({
        queryKey: collectionQueryKey(definition),
      }),
  });
}
