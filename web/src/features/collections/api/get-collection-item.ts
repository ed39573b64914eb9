import type { CollectionDefinition } from '@coursedesk/contract/collections/define';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiVersionedRequest } from '@/lib/api-client';
import { type CollectionItem, collectionPath, schemasOf } from './collection-schemas';
import { collectionQueryKey } from './get-collection-items';

/** One item as stored now, with the version a save of it names. */
export async function getCollectionItem(
  definition: CollectionDefinition,
  id: string,
  signal?: AbortSignal,
) {
  const { body, version } = await apiVersionedRequest(
    collectionPath(definition, id),
    schemasOf(definition).itemResponse,
    { signal },
  );
  // The item schema has checked it; its inferred type is only wider than the item.
  return { item: body.data as CollectionItem, version };
}

export function getCollectionItemQueryOptions(definition: CollectionDefinition, id: string) {
  return queryOptions({
    queryKey: [...collectionQueryKey(definition), 'item', id],
    queryFn: ({ signal }) => getCollectionItem(definition, id, signal),
    // The editor starts from what is stored now, not from an earlier visit.
    staleTime: 0,
    gcTime: 0,
  });
}

export function useCollectionItem(definition: CollectionDefinition, id: string) {
  return useQuery(getCollectionItemQueryOptions(definition, id));
}
