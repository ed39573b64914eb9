import { pagedAnswer, pageOf } from '@coursedesk/contract/list';
import { HttpResponse } from 'msw';

/** Page `page` of `items`, `limit` a page, as the API answers a list: `{ success, data, pagination }`. */
export function pageAnswer<T>(items: readonly T[], page: number, limit: number) {
  const data = items.slice((page - 1) * limit, page * limit);
  return pagedAnswer(pageOf(data, items.length, page, limit));
}

/**
 * A list page as the API answers it, from all of `items`: the call's `page`, `limit` (100 unless
 * given) and `search` (matched, in any case, in the `searchIn` fields of each item).
 */
export function pagedJson<T extends object>(
  request: Request,
  items: readonly T[],
  searchIn: readonly (keyof T)[] = [],
) {
  const url = new URL(request.url);
  const page = Number(url.searchParams.get('page') ?? 1);
  const limit = Number(url.searchParams.get('limit') ?? 100);
  const search = url.searchParams.get('search')?.trim().toLowerCase();
  const found = search
    ? items.filter((item) =>
        searchIn.some((field) =>
          String(item[field] ?? '')
            .toLowerCase()
            .includes(search),
        ),
      )
    : items;
  return HttpResponse.json(pageAnswer(found, page, limit));
}

/**
 * `items` as one page of a list whose answer holds the page itself (customers, inquiries,
 * activity, trash): `{ success, data: { items, total, page, limit, totalPages } }`.
 */
export function pageJson<T>(
  items: readonly T[],
  {
    page = 1,
    limit = 20,
    total = items.length,
  }: { page?: number; limit?: number; total?: number } = {},
) {
  return HttpResponse.json({ success: true, data: pageOf([...items], total, page, limit) });
}
