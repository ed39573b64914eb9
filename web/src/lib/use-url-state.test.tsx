import { oneOfFilter, queryField } from '@coursedesk/contract/list';
import { act, renderHook } from '@testing-library/react';
import type { ReactNode } from 'react';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import { useUrlState } from './use-url-state';

const shape = {
  page: queryField(z.coerce.number().int().min(1)),
  status: oneOfFilter('status', ['paid', 'pending'] as const),
  tab: oneOfFilter('tab', ['customers', 'inquiries'] as const),
};

function setup(url: string) {
  let router: ReturnType<typeof createMemoryRouter> | undefined;
  const wrapper = ({ children }: { children: ReactNode }) => {
    router ??= createMemoryRouter([{ path: '/list', element: children }], {
      initialEntries: [url],
    });
    return <RouterProvider router={router} />;
  };
  const hook = renderHook(() => useUrlState(shape), { wrapper });
  return { ...hook, search: () => router?.state.location.search };
}

describe('useUrlState', () => {
  it('reads the view from the URL, dropping values that do not parse', () => {
    const { result } = setup('/list?page=3&status=bogus&tab=inquiries');
    expect(result.current.values).toEqual({ page: 3, tab: 'inquiries' });
  });

  it('goes back to page 1 when a filter changes, and clears a filter set to empty', () => {
    const { result, search } = setup('/list?page=3&status=paid');
    act(() => result.current.set({ status: 'pending' }));
    expect(search()).toBe('?status=pending');
    act(() => result.current.set({ status: '' }));
    expect(search()).toBe('');
  });

  it('keeps the filters when the page changes, and leaves page 1 out of the URL', () => {
    const { result, search } = setup('/list?status=paid');
    act(() => result.current.setPage(2));
    expect(search()).toBe('?status=paid&page=2');
    act(() => result.current.setPage(1));
    expect(search()).toBe('?status=paid');
  });

  it('replaces the whole view on reset', () => {
    const { result, search } = setup('/list?status=paid&page=2');
    act(() => result.current.reset({ tab: 'inquiries' }));
    expect(search()).toBe('?tab=inquiries');
  });
});
