import { vi } from 'vitest';

/**
 * Makes the browser answer media queries as a phone (`narrow`) or a desktop does, for the rest of
 * the test: jsdom has no media queries of its own. Undo with `vi.unstubAllGlobals()`.
 */
export function stubScreenWidth(width: 'narrow' | 'wide') {
  vi.stubGlobal(
    'matchMedia',
    (
      query: string,
    ): Pick<MediaQueryList, 'matches' | 'media' | 'addEventListener' | 'removeEventListener'> => ({
      // Only the narrow-screen query (a `width <` or `max-width` one) matches on a phone.
      matches: width === 'narrow' && /width\s*</.test(query),
      media: query,
      addEventListener: () => {},
      removeEventListener: () => {},
    }),
  );
}
