import type { Paged } from '@coursedesk/contract/list';
import type { MutationFunctionContext, QueryKey } from '@tanstack/react-query';

interface RowChangeKeys {
  /** The key every cached page of the list starts with, e.g. `['customers', 'list']`. */
  list: QueryKey;
  /** What to reload once the server has answered: the list and whatever counts its rows. */
  refresh: QueryKey;
}

type Snapshot<Row> = [QueryKey, Paged<Row> | undefined][];

/**
 * The mutation callbacks of a change made in a list's row (a status picked in its dropdown):
 * every cached page of the list shows the change at once, a failure puts the pages back as they
 * were, and either way the list and its figures are reloaded from the server. The screen says
 * how it went, in a toast (docs/web.md).
 */
export function optimisticRowChange<
  Row extends { _id: string },
  Change extends { id: string; shown?: Row },
>(keys: RowChangeKeys) {
  // Changes of one list share a key, so each can tell whether others are still under way.
  const mutationKey = [...keys.list, 'row-change'];
  return {
    mutationKey,
    onMutate: async (
      // `shown`: the row as it was, for the save's version; not a change.
      { id, shown: _shown, ...change }: Change,
      { client }: MutationFunctionContext,
    ): Promise<Snapshot<Row>> => {
      // An answer already on its way would overwrite the change with the old value.
      await client.cancelQueries({ queryKey: keys.list });
      const snapshot = client.getQueriesData<Paged<Row>>({ queryKey: keys.list });
      client.setQueriesData<Paged<Row>>({ queryKey: keys.list }, (page) =>
        page === undefined
          ? page
          : {
              ...page,
              items: page.items.map((row) => (row._id === id ? { ...row, ...change } : row)),
            },
      );
      return snapshot;
    },
    onError: (
      _error: Error,
      _change: Change,
      snapshot: Snapshot<Row> | undefined,
      { client }: MutationFunctionContext,
    ) => {
      for (const [queryKey, page] of snapshot ?? []) client.setQueryData(queryKey, page);
    },
    onSettled: (
      _data: unknown,
      _error: Error | null,
      _change: Change,
      _snapshot: Snapshot<Row> | undefined,
      { client }: MutationFunctionContext,
    ) => {
      // While another change is under way, a reload would put its row back as the server has
      // it for now; the last change to settle reloads for all.
      if (client.isMutating({ mutationKey }) === 1) {
        return client.invalidateQueries({ queryKey: keys.refresh });
      }
    },
  };
}
