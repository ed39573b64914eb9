import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import {
  dateRangeOf,
  exportQuery,
  lenientSearchParams,
  listQuery,
  oneOfFilter,
  pagedAnswer,
  pageOf,
  queryField,
} from './list.ts';

const query = listQuery(
  { sortFields: ['createdAt', 'name'] as const },
  { status: oneOfFilter('status', ['new', 'old'] as const) },
);

function firstIssue(input: Record<string, string>) {
  const result = query.safeParse(input);
  if (result.success) throw new Error('expected a failure');
  return { path: result.error.issues[0]?.path.join('.'), message: result.error.issues[0]?.message };
}

describe('listQuery', () => {
  it('fills the defaults from an empty query string', () => {
    expect(query.parse({})).toEqual({
      page: 1,
      limit: 20,
      sortBy: 'createdAt',
      sortOrder: 'desc',
      search: undefined,
      startDate: undefined,
      endDate: undefined,
      status: undefined,
    });
  });

  it('coerces query-string numbers and treats blank values as unset', () => {
    expect(query.parse({ page: '3', limit: '50', status: '', search: '  ' })).toMatchObject({
      page: 3,
      limit: 50,
      status: undefined,
      search: undefined,
    });
  });

  it.each([
    [{ page: '0' }, 'page', 'page must be a whole number of at least 1'],
    [{ page: '1.5' }, 'page', 'page must be a whole number of at least 1'],
    [{ page: 'two' }, 'page', 'page must be a whole number of at least 1'],
    [{ page: '1000001' }, 'page', 'page must be at most 1000000'],
    [{ limit: '101' }, 'limit', 'limit must be at most 100'],
    [{ limit: '0' }, 'limit', 'limit must be a whole number of at least 1'],
    [{ sortBy: 'password' }, 'sortBy', 'sortBy must be one of: createdAt, name'],
    [{ sortOrder: 'up' }, 'sortOrder', 'sortOrder must be asc or desc'],
    [{ status: 'gone' }, 'status', 'status must be one of: new, old'],
    [
      { startDate: '2026-02-30' },
      'startDate',
      'startDate must be a date (YYYY-MM-DD) or an ISO date-time',
    ],
    [
      { endDate: 'yesterday' },
      'endDate',
      'endDate must be a date (YYYY-MM-DD) or an ISO date-time',
    ],
    [
      { startDate: '2026-03-02', endDate: '2026-03-01' },
      'endDate',
      'endDate must not be before startDate',
    ],
    [{ search: 'x'.repeat(201) }, 'search', 'search must be at most 200 characters'],
  ])('refuses %j naming %s', (input, path, message) => {
    expect(firstIssue(input)).toEqual({ path, message });
  });

  it('refuses an unknown parameter', () => {
    expect(query.safeParse({ colour: 'red' }).success).toBe(false);
  });

  it('accepts a one-day range and ISO date-times', () => {
    expect(query.safeParse({ startDate: '2026-03-01', endDate: '2026-03-01' }).success).toBe(true);
    expect(query.safeParse({ startDate: '2026-03-01T10:00:00Z' }).success).toBe(true);
  });
});

describe('a list without a search', () => {
  const query = listQuery(
    {
      sortFields: ['position'] as const,
      defaultSortOrder: 'asc',
      defaultLimit: 100,
      search: false,
    },
    {},
  );

  it('refuses a search, naming it, and takes the rest with its defaults', () => {
    const refused = query.safeParse({ search: 'x' });
    expect(refused.error?.issues[0]).toMatchObject({
      path: ['search'],
      message: 'search is not a parameter of this list',
    });
    expect(query.parse({ search: '' })).toMatchObject({ page: 1, limit: 100, sortOrder: 'asc' });
  });
});

describe('pagedAnswer', () => {
  it('answers the items as data, with where the page sits', () => {
    expect(pagedAnswer(pageOf(['a'], 3, 2, 1))).toEqual({
      success: true,
      data: ['a'],
      pagination: { page: 2, limit: 1, total: 3, totalPages: 3 },
    });
  });
});

describe('exportQuery', () => {
  const exported = exportQuery({ sortFields: ['createdAt'] as const }, {});
  it('takes the filters and format but no page', () => {
    expect(exported.parse({ format: 'csv' })).toMatchObject({ format: 'csv', sortBy: 'createdAt' });
    expect(exported.safeParse({ format: 'xlsx' }).success).toBe(false);
    expect(exported.safeParse({ page: '2' }).success).toBe(false);
  });
});

describe('dateRangeOf', () => {
  it('includes the whole end day of a calendar-date range', () => {
    const { from, to } = dateRangeOf({ startDate: '2026-03-01', endDate: '2026-03-01' });
    expect(from?.toISOString()).toBe('2026-03-01T00:00:00.000Z');
    expect(to?.toISOString()).toBe('2026-03-02T00:00:00.000Z');
  });
});

describe('pageOf', () => {
  it('counts the pages, and a page past the end is empty with the true total', () => {
    expect(pageOf([], 41, 9, 20)).toEqual({
      items: [],
      total: 41,
      page: 9,
      limit: 20,
      totalPages: 3,
    });
    expect(pageOf([], 0, 1, 20).totalPages).toBe(0);
  });
});

describe('lenientSearchParams', () => {
  it('keeps the values that parse and drops the rest', () => {
    const shape = {
      page: queryField(z.coerce.number().int().min(1)),
      status: oneOfFilter('status', ['new'] as const),
      tab: oneOfFilter('tab', ['a', 'b'] as const),
    };
    const params = new URLSearchParams('page=abc&status=new&tab=c');
    expect(lenientSearchParams(shape, params)).toEqual({ status: 'new' });
  });
});
