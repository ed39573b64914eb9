import type { Pagination } from '@coursedesk/contract/list';

/** The most a list's page may hold: a caller that needs every item asks for pages this size. */
export const ALL_PAGES_LIMIT = 100;

/**
 * Every item of a server-paged list, read page by page (`ALL_PAGES_LIMIT` a page), for the few
 * places that need them all, such as a filter's choice of courses.
 */
export async function allPages<T>(
  readPage: (page: number, limit: number) => Promise<{ data: T[]; pagination: Pagination }>,
): Promise<T[]> {
  const items: T[] = [];
  for (let page = 1; ; page += 1) {
    const { data, pagination } = await readPage(page, ALL_PAGES_LIMIT);
    items.push(...data);
    if (page >= pagination.totalPages) return items;
  }
}
