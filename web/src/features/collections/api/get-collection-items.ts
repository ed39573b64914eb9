import {
  COLLECTION_PAGE_SIZE,
  type CollectionDefinition,
} from '@coursedesk/contract/collections/define';
import type { PublishStatus } from '@coursedesk/contract/publishing';
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { apiRequest } from '@/lib/api-client';
import { type CollectionItem, collectionPath, schemasOf } from './collection-schemas';

/** What a section's list shows: a page, and the search when the section has one. */
export interface CollectionListView {
  page: number;
  search?: string | undefined;
  /** Only items in this publishing state (a schedule whose time has come counts as published). */
  publishStatus?: PublishStatus | undefined;
}

/** The first part of every query of a section: invalidating it refreshes its pages and summary. */
export const collectionQueryKey = (definition: CollectionDefinition) =>
  ['collections', definition.name] as const;

/** One page of the section's items, in the order the website shows them. */
export async function getCollectionItems(
  definition: CollectionDefinition,
  view: CollectionListView,
  signal?: AbortSignal,
) {
  const { data, pagination } = await apiRequest(
    collectionPath(definition),
    schemasOf(definition).listResponse,
    { query: { ...view, limit: COLLECTION_PAGE_SIZE }, signal },
  );
  // The list schema has checked every item; its inferred type is only wider than the items.
  return { items: data as CollectionItem[], pagination };
}

export function getCollectionItemsQueryOptions(
  definition: CollectionDefinition,
  view: CollectionListView,
) {
  return queryOptions({
    queryKey: [...collectionQueryKey(definition), 'list', view],
    queryFn: ({ signal }) => getCollectionItems(definition, view, signal),
    // The items stay on screen while the next page loads.
    placeholderData: keepPreviousData,
  });
}

export function useCollectionItems(definition: CollectionDefinition, view: CollectionListView) {
  return useQuery(getCollectionItemsQueryOptions(definition, view));
}
