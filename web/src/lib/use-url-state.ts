import { lenientSearchParams } from '@coursedesk/contract/list';
import { useCallback, useMemo } from 'react';
import { useSearchParams } from 'react-router';
import type { z } from 'zod';

export type UrlValue = string | number | undefined;

/**
 * A list's view state (filters, sort, page, tab) kept in the URL, so a reload, the back button or
 * a shared link restores it. Values are read through `shape` leniently: one that does not parse
 * is ignored. Changing anything but the page goes back to page 1.
 */
export function useUrlState<T extends Record<string, z.ZodType>>(shape: T) {
  const [params, setParams] = useSearchParams();
  const values = useMemo(() => lenientSearchParams(shape, params), [shape, params]);

  const update = useCallback(
    (changes: Record<string, UrlValue>, { replaceAll = false } = {}) => {
      setParams((previous) => {
        const next = replaceAll ? new URLSearchParams() : new URLSearchParams(previous);
        if (!('page' in changes)) next.delete('page');
        for (const [key, value] of Object.entries(changes)) {
          if (value === undefined || value === '') next.delete(key);
          else next.set(key, String(value));
        }
        return next;
      });
    },
    [setParams],
  );

  /** Sets some values; the page goes back to 1 unless it is one of them. */
  const set = useCallback((changes: Record<string, UrlValue>) => update(changes), [update]);
  /** Page 1 is the default, so it is left out of the URL. */
  const setPage = useCallback(
    (page: number) => update({ page: page > 1 ? page : undefined }),
    [update],
  );
  /** Replaces the whole view state, e.g. on switching tabs: nothing of the old view is kept. */
  const reset = useCallback(
    (changes: Record<string, UrlValue> = {}) => update(changes, { replaceAll: true }),
    [update],
  );

  return { values, set, setPage, reset };
}
