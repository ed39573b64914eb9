// The list spine: one query shape for every server-paged list (page, limit, sort, search, date
// range, plus each resource's own filters) and one paged result shape. The server validates a
// query strictly (a bad value is a 400 naming the field); the browser reads the same fields from
// its URL leniently (a bad value is dropped, never an error screen).
import { z } from 'zod';
import { text } from './text.ts';

export const LIST_DEFAULT_LIMIT = 20;
export const LIST_MAX_LIMIT = 100;
/** Far past any real list; keeps the row offset well inside PostgreSQL's bigint. */
export const LIST_MAX_PAGE = 1_000_000;
export const LIST_SEARCH_MAX_LENGTH = 200;

export const sortOrders = ['asc', 'desc'] as const;
export const sortOrder = z.enum(sortOrders);
export type SortOrder = z.infer<typeof sortOrder>;

export const listMessages = {
  page: 'page must be a whole number of at least 1',
  pageTooLarge: `page must be at most ${LIST_MAX_PAGE}`,
  limit: 'limit must be a whole number of at least 1',
  limitTooLarge: `limit must be at most ${LIST_MAX_LIMIT}`,
  sortBy: (allowed: readonly string[]) => `sortBy must be one of: ${allowed.join(', ')}`,
  sortOrder: 'sortOrder must be asc or desc',
  search: 'search must be text',
  searchTooLong: `search must be at most ${LIST_SEARCH_MAX_LENGTH} characters`,
  date: (field: string) => `${field} must be a date (YYYY-MM-DD) or an ISO date-time`,
  dateRange: 'endDate must not be before startDate',
  oneOf: (field: string, allowed: readonly string[]) =>
    `${field} must be one of: ${allowed.join(', ')}`,
  id: (field: string) => `${field} must be an id`,
  format: 'format must be csv',
} as const;

/** An empty query-string value (`?status=`) means the filter is not set. */
const blankToUndefined = (value: unknown) =>
  typeof value === 'string' && value.trim() === '' ? undefined : value;

/** A query-string field: blank is absent, anything else must pass `schema`. */
export function queryField<T extends z.ZodType>(schema: T) {
  return z.preprocess(blankToUndefined, schema.optional());
}

/** A whole number from `min` to `max`; anything else is refused with `message`. */
export function wholeNumberField(message: string, min: number, max: number) {
  return queryField(
    z.coerce.number({ error: message }).int(message).min(min, message).max(max, message),
  );
}

/** A filter that takes one value of a fixed list. */
export function oneOfFilter<const T extends readonly [string, ...string[]]>(
  field: string,
  values: T,
) {
  return queryField(z.enum(values, { error: listMessages.oneOf(field, values) }));
}

/** A filter that names a record by its id. */
export function idFilter(field: string) {
  return queryField(z.uuid({ error: listMessages.id(field) }));
}

/** A free-text filter (a source name, say): trimmed, at most 100 characters. */
export function textFilter(field: string) {
  return queryField(
    text(field, `${field} must be text`).trim().max(100, `${field} must be at most 100 characters`),
  );
}

const DATE_ONLY = /^\d{4}-\d{2}-\d{2}$/;

/** A calendar date or an ISO date-time with its offset, as a string. */
function dateField(field: string) {
  const message = listMessages.date(field);
  return queryField(
    z.string({ error: message }).refine((value) => {
      if (DATE_ONLY.test(value)) {
        const parsed = new Date(`${value}T00:00:00.000Z`);
        return !Number.isNaN(parsed.getTime()) && parsed.toISOString().startsWith(value);
      }
      return z.iso.datetime({ offset: true }).safeParse(value).success;
    }, message),
  );
}

/**
 * The instants a date range covers: `from` inclusive, `to` exclusive. A calendar-date `endDate`
 * includes that whole (UTC) day, which is what a user picking "to 31 March" means.
 */
export function dateRangeOf(query: {
  startDate?: string | undefined;
  endDate?: string | undefined;
}) {
  const from = query.startDate ? startOf(query.startDate) : undefined;
  let to: Date | undefined;
  if (query.endDate) {
    to = startOf(query.endDate);
    if (DATE_ONLY.test(query.endDate)) to = new Date(to.getTime() + 86_400_000);
  }
  return { from, to };
}

function startOf(value: string): Date {
  return new Date(DATE_ONLY.test(value) ? `${value}T00:00:00.000Z` : value);
}

export interface ListOptions<S extends readonly [string, ...string[]]> {
  /** The fields a list may be sorted by; the first is the default. */
  sortFields: S;
  defaultSortOrder?: SortOrder;
  defaultLimit?: number;
  /** `false` for a list without a free-text search: a `search` parameter is then refused. */
  search?: boolean;
}

/** The message of a parameter a list does not take (`search` on a list without a search). */
const notAParameter = (field: string) => `${field} is not a parameter of this list`;

/** The fields every list query has, whatever the resource. */
function baseShape<S extends readonly [string, ...string[]]>(options: ListOptions<S>) {
  const defaultSort: S[number] = options.sortFields[0];
  return {
    page: queryField(
      z.coerce
        .number({ error: listMessages.page })
        .int(listMessages.page)
        .min(1, listMessages.page)
        .max(LIST_MAX_PAGE, listMessages.pageTooLarge),
    ).transform((value) => value ?? 1),
    limit: queryField(
      z.coerce
        .number({ error: listMessages.limit })
        .int(listMessages.limit)
        .min(1, listMessages.limit)
        .max(LIST_MAX_LIMIT, listMessages.limitTooLarge),
    ).transform((value) => value ?? options.defaultLimit ?? LIST_DEFAULT_LIMIT),
    sortBy: queryField(
      z.enum(options.sortFields, { error: listMessages.sortBy(options.sortFields) }),
    ).transform((value): S[number] => value ?? defaultSort),
    sortOrder: queryField(z.enum(sortOrders, { error: listMessages.sortOrder })).transform(
      (value) => value ?? options.defaultSortOrder ?? 'desc',
    ),
    search:
      options.search === false
        ? queryField(z.never({ error: notAParameter('search') }))
        : queryField(
            text('search', listMessages.search)
              .trim()
              .max(LIST_SEARCH_MAX_LENGTH, listMessages.searchTooLong),
          ).transform((value) => (value === '' ? undefined : value)),
    startDate: dateField('startDate'),
    endDate: dateField('endDate'),
  };
}

interface DateRangeQuery {
  startDate?: string | undefined;
  endDate?: string | undefined;
}

/** Takes the parsed query of any list (generic shapes are opaque here). */
const rangeInOrder = (query: unknown) => {
  const { from, to } = dateRangeOf(query as DateRangeQuery);
  return !from || !to || to.getTime() > from.getTime();
};

/**
 * The server's query schema of one list: page, limit, sort, search and date range, plus the
 * resource's own `filters`. Unknown parameters are refused, so a misspelt filter is a 400 rather
 * than a silently unfiltered list.
 */
export function listQuery<S extends readonly [string, ...string[]], F extends z.ZodRawShape>(
  options: ListOptions<S>,
  filters: F,
) {
  return z
    .strictObject({ ...baseShape(options), ...filters })
    .refine(rangeInOrder, { message: listMessages.dateRange, path: ['endDate'] });
}

/** The export of a list: the same filters and sort, every row, as `format` (csv). */
export function exportQuery<S extends readonly [string, ...string[]], F extends z.ZodRawShape>(
  options: ListOptions<S>,
  filters: F,
) {
  const { page: _page, limit: _limit, ...shape } = baseShape(options);
  return z
    .strictObject({
      ...shape,
      ...filters,
      format: queryField(z.literal('csv', { error: listMessages.format })).transform(
        (value) => value ?? 'csv',
      ),
    })
    .refine(rangeInOrder, { message: listMessages.dateRange, path: ['endDate'] });
}

/** What a list's page, count and export filter on: its export query without format and sort. */
export type ListFilters<ExportQuery> = Omit<ExportQuery, 'format' | 'sortBy' | 'sortOrder'>;

/** The `{id}` of a call on one item: an id that is not a uuid names no item (`notFound`). */
export function idParams(notFound: string) {
  return z.object({ id: z.uuid({ error: notFound }) });
}

/** One page of a list: its items, and where it sits in the whole. */
export function paged<T extends z.ZodType>(item: T) {
  return z.object({
    items: z.array(item),
    total: z.number().int().min(0),
    page: z.number().int().min(1),
    limit: z.number().int().min(1),
    totalPages: z.number().int().min(0),
    /** Present (true) when the list stopped counting: there are more than `total` items. */
    totalCapped: z.literal(true).optional(),
  });
}
export type Paged<T> = {
  items: T[];
  total: number;
  page: number;
  limit: number;
  totalPages: number;
  totalCapped?: true;
};

/**
 * Builds the paged result; a page past the end is empty, with the true total. `capped`: the
 * count stopped at `total`, and more items follow.
 */
export function pageOf<T>(
  items: T[],
  total: number,
  page: number,
  limit: number,
  capped = false,
): Paged<T> {
  return {
    items,
    total,
    page,
    limit,
    totalPages: Math.ceil(total / limit),
    ...(capped && { totalCapped: true as const }),
  };
}

/**
 * Where a page sits in the whole, for the lists that answer their items under a name of their
 * own (`coupons`, `transactions`, `orders`) beside `pagination`.
 */
export const pagination = z.object({
  page: z.number().int(),
  limit: z.number().int(),
  total: z.number().int(),
  totalPages: z.number().int(),
});
export type Pagination = z.infer<typeof pagination>;

/**
 * The answer of a list that names its items `data`, as the envelope of every answer does, with
 * `pagination` beside them (the website sections, users, blog posts, courses).
 */
export function pagedEnvelope<T extends z.ZodType>(item: T) {
  return z.object({
    success: z.literal(true),
    message: z.string().optional(),
    data: z.array(item),
    pagination,
  });
}

/** The `pagination` of a paged result. */
export function paginationOf(paged: Paged<unknown>): Pagination {
  const { items: _items, ...rest } = paged;
  return rest;
}

/** A page as the lists of `pagedEnvelope` answer it: `{ success, data, pagination }`. */
export function pagedAnswer<T>(page: Paged<T>) {
  return { success: true as const, data: page.items, pagination: paginationOf(page) };
}

/**
 * The browser's reading of list state from its URL: each field parsed on its own, and a value
 * that does not parse is dropped (a stale or hand-edited link still opens the screen).
 */
export function lenientSearchParams<T extends Record<string, z.ZodType>>(
  shape: T,
  params: URLSearchParams,
): { [K in keyof T]?: z.output<T[K]> } {
  const result: Record<string, unknown> = {};
  for (const [key, schema] of Object.entries(shape)) {
    const raw = params.get(key);
    if (raw === null || raw === '') continue;
    const parsed = schema.safeParse(raw);
    if (parsed.success && parsed.data !== undefined) result[key] = parsed.data;
  }
  return result as { [K in keyof T]?: z.output<T[K]> };
}
