import type { CollectionDefinition } from '@coursedesk/contract/collections/define';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '@/lib/api-client';
import { type CollectionInput, collectionPath, schemasOf } from './collection-schemas';
import { collectionQueryKey } from './get-collection-items';
import { requestBody } from './request-body';

export async function createCollectionItem(
  definition: CollectionDefinition,
  input: CollectionInput,
) {
  return apiRequest(collectionPath(definition), schemasOf(definition).itemResponse, {
    method: 'POST',
    body: requestBody(definition, input),
  });
}

export function useCreateCollectionItem(definition: CollectionDefinition) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (input: CollectionInput) => createCollectionItem(definition, input),
    onSuccess: () =>
      queryClient.invalidateQueries({
        queryKey: collectionQueryKey(definition),
      }),
  });
}
