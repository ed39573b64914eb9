import type { z } from 'zod';
import { useUrlState } from './use-url-state';

/** A list view's URL shape: it has a page, whatever else it holds. */
export type ListViewShape = Record<string, z.ZodType> & { page: z.ZodType<number | undefined> };

/**
 * A server-paged list's view kept in the URL (`useUrlState`), with the page it shows: 1 when the
 * URL names none. What the filter bar, the table and the pagination of a list share.
 */
export function useListView<T extends ListViewShape>(shape: T) {
  const state = useUrlState(shape);
  const page: number = state.values.page ?? 1;
  return { ...state, page };
}

export type ListView = Pick<ReturnType<typeof useListView>, 'set' | 'setPage' | 'page'> & {
  values: Partial<Record<string, unknown>>;
};
