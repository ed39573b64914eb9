import type { CollectionDefinition } from '@coursedesk/contract/collections/define';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiRequest } from '@/lib/api-client';
import { type CollectionItem, collectionPath, schemasOf } from './collection-schemas';

/** The section's items, in the order the website shows them. */
export async function getCollectionItems(
  definition: CollectionDefinition,
  signal?: AbortSignal,
): Promise<CollectionItem[]> {
  const { data } = await apiRequest(
    collectionPath(definition),
    schemasOf(definition).listResponse,
    {
      signal,
    },
  );
  // The list schema has checked every item; its inferred type is only wider than the items.
  return data as CollectionItem[];
}

export function getCollectionItemsQueryOptions(definition: CollectionDefinition) {
  return queryOptions({
    queryKey: ['collections', definition.name],
    queryFn: ({ signal }) => getCollectionItems(definition, signal),
  });
}

export function useCollectionItems(definition: CollectionDefinition) {
  return useQuery(getCollectionItemsQueryOptions(definition));
}
