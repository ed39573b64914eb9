import type { CollectionDefinition } from '@coursedesk/contract/collections/define';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiVersionedRequest } from '@/lib/api-client';
import { type CollectionInput, collectionPath, schemasOf } from './collection-schemas';
import { collectionQueryKey } from './get-collection-items';
import { requestBody } from './request-body';

export interface UpdateCollectionItem {
  id: string;
  input: CollectionInput;
  /** The version the edits were made on (If-Match); another version is refused as STALE. */
  version: string | undefined;
}

export async function updateCollectionItem(
  definition: CollectionDefinition,
  { id, input, version }: UpdateCollectionItem,
) {
  return apiVersionedRequest(collectionPath(definition, id), schemasOf(definition).itemResponse, {
    method: 'PUT',
    body: requestBody(definition, input),
    ifMatch: version,
  });
}

export function useUpdateCollectionItem(definition: CollectionDefinition) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (variables: UpdateCollectionItem) => updateCollectionItem(definition, variables),
    onSuccess: () =>
      queryClient.invalidateQueries({
        queryKey: collectionQueryKey(definition),
      }),
  });
}
