import type { CollectionDefinition } from '@coursedesk/contract/collections/define';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiRequest } from '@/lib/api-client';
import { collectionPath, schemasOf } from './collection-schemas';
import { collectionQueryKey } from './get-collection-items';

/** The section's figures over all its items, and the highest number its IDs use. */
export async function getCollectionSummary(definition: CollectionDefinition, signal?: AbortSignal) {
  const { data } = await apiRequest(
    `${collectionPath(definition)}/summary`,
    schemasOf(definition).summaryResponse,
    { signal },
  );
  return data;
}

export function useCollectionSummary(definition: CollectionDefinition) {
  return useQuery(
    queryOptions({
      queryKey: [...collectionQueryKey(definition), 'summary'],
      queryFn: ({ signal }) => getCollectionSummary(definition, signal),
    }),
  );
}
