import { act, screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { followThemeChanges, THEME_STORAGE_KEY } from '@/lib/theme';
import { renderRoute } from '@/test/render';
import { buildAdmin } from '@/test/session';
import { UserMenu } from './user-menu';

/** A system colour scheme the test can switch, as `matchMedia` reports it. */
function systemScheme(initial: 'light' | 'dark') {
  let dark = initial === 'dark';
  const listeners = new Set<() => void>();
  vi.stubGlobal('matchMedia', (query: string) => ({
    get matches() {
      return query === '(prefers-color-scheme: dark)' && dark;
    },
    media: query,
    addEventListener: (_type: string, listener: () => void) => listeners.add(listener),
    removeEventListener: (_type: string, listener: () => void) => listeners.delete(listener),
  }));
  return {
    switchTo(scheme: 'light' | 'dark') {
      dark = scheme === 'dark';
      for (const listener of listeners) listener();
    },
  };
}

function isDark(): boolean {
  return document.documentElement.classList.contains('dark');
}

async function openThemeChoices() {
  const view = renderRoute(<UserMenu user={buildAdmin()} />, { path: '/' });
  await view.user.click(screen.getByRole('button', { name: 'User menu' }));
  // The menu's code loads on first use.
  await screen.findByRole('menu');
  return view;
}

afterEach(() => {
  vi.unstubAllGlobals();
  document.documentElement.classList.remove('dark');
});

describe('the theme choice in the user menu', () => {
  it('follows the system by default, and keeps following it when it changes', async () => {
    const system = systemScheme('dark');
    followThemeChanges();
    await openThemeChoices();

    expect(screen.getByRole('menuitemradio', { name: 'System' })).toHaveAttribute(
      'aria-checked',
      'true',
    );
    expect(isDark()).toBe(true);

    act(() => system.switchTo('light'));
    expect(isDark()).toBe(false);
    expect(localStorage.getItem(THEME_STORAGE_KEY)).toBeNull();
  });

  it('keeps a picked theme in this browser, over the system, and forgets it for System', async () => {
    const system = systemScheme('light');
    followThemeChanges();
    const { user, unmount } = await openThemeChoices();

    await user.click(screen.getByRole('menuitemradio', { name: 'Dark' }));
    expect(isDark()).toBe(true);
    expect(localStorage.getItem(THEME_STORAGE_KEY)).toBe('dark');
    // The menu stays open, showing the choice.
    expect(screen.getByRole('menuitemradio', { name: 'Dark' })).toHaveAttribute(
      'aria-checked',
      'true',
    );
    act(() => system.switchTo('light'));
    expect(isDark()).toBe(true);

    // A new page in the same browser starts with the choice kept.
    unmount();
    document.documentElement.classList.remove('dark');
    followThemeChanges();
    expect(isDark()).toBe(true);
    await openThemeChoices();
    expect(screen.getByRole('menuitemradio', { name: 'Dark' })).toHaveAttribute(
      'aria-checked',
      'true',
    );

    await user.click(screen.getByRole('menuitemradio', { name: 'Light' }));
    expect(isDark()).toBe(false);
    expect(localStorage.getItem(THEME_STORAGE_KEY)).toBe('light');

    await user.click(screen.getByRole('menuitemradio', { name: 'System' }));
    expect(localStorage.getItem(THEME_STORAGE_KEY)).toBeNull();
    expect(isDark()).toBe(false);
  });
});
