import { useSyncExternalStore } from 'react';

/**
 * Below Tailwind's `sm` breakpoint (640 px): a phone held upright. Where the browser cannot
 * answer media queries (the component tests' jsdom), the screen counts as wide.
 */
export const NARROW_SCREEN_QUERY = '(width < 40rem)';

function narrowQuery(): MediaQueryList | undefined {
  return typeof window.matchMedia === 'function'
    ? window.matchMedia(NARROW_SCREEN_QUERY)
    : undefined;
}

function subscribe(onChange: () => void): () => void {
  const query = narrowQuery();
  query?.addEventListener('change', onChange);
  return () => query?.removeEventListener('change', onChange);
}

const isNarrow = () => narrowQuery()?.matches ?? false;

/** Whether the screen is narrower than 640 px, following rotations and resizes. */
export function useNarrowScreen(): boolean {
  return useSyncExternalStore(subscribe, isNarrow, () => false);
}
