import { useSyncExternalStore } from 'react';

/**
 * The colour theme: the system's (`prefers-color-scheme`) unless the person picked light or dark
 * in the user menu, kept per browser. A small inline script in index.html applies it before the
 * first paint (the same rule as `isDarkTheme`); this module keeps it in step afterwards.
 */
export type ThemePreference = 'system' | 'light' | 'dark';

export const THEME_PREFERENCES: readonly ThemePreference[] = ['system', 'light', 'dark'];

/** The localStorage key; index.html's inline script reads the same one. */
export const THEME_STORAGE_KEY = 'coursedesk-theme';

const DARK_QUERY = '(prefers-color-scheme: dark)';

function darkMedia(): MediaQueryList | undefined {
  return typeof window.matchMedia === 'function' ? window.matchMedia(DARK_QUERY) : undefined;
}

export function readThemePreference(): ThemePreference {
  try {
    const stored = localStorage.getItem(THEME_STORAGE_KEY);
    return stored === 'light' || stored === 'dark' ? stored : 'system';
  } catch {
    // Storage refused (a locked-down browser): the system's theme.
    return 'system';
  }
}

/** Whether a preference shows the dark theme now. */
export function isDarkTheme(preference: ThemePreference): boolean {
  return preference === 'dark' || (preference === 'system' && darkMedia()?.matches === true);
}

function applyTheme(preference: ThemePreference): void {
  document.documentElement.classList.toggle('dark', isDarkTheme(preference));
}

const listeners = new Set<() => void>();

function changed(): void {
  applyTheme(readThemePreference());
  for (const listener of listeners) listener();
}

/** Keeps the choice (`system` forgets it) and applies it at once. */
export function setThemePreference(preference: ThemePreference): void {
  try {
    if (preference === 'system') localStorage.removeItem(THEME_STORAGE_KEY);
    else localStorage.setItem(THEME_STORAGE_KEY, preference);
  } catch {
    // Not kept, but still applied to this page.
  }
  document.documentElement.classList.toggle('dark', isDarkTheme(preference));
  for (const listener of listeners) listener();
}

function subscribe(listener: () => void): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

/**
 * Follows what can change the theme after the first paint: the system switching between light
 * and dark, and a choice made in another tab. Called once at start-up.
 */
export function followThemeChanges(): void {
  applyTheme(readThemePreference());
  darkMedia()?.addEventListener('change', changed);
  window.addEventListener('storage', (event) => {
    if (event.key === THEME_STORAGE_KEY || event.key === null) changed();
  });
}

/** The stored preference, and re-rendering when it changes. */
export function useThemePreference(): ThemePreference {
  return useSyncExternalStore(subscribe, readThemePreference, () => 'system');
}

function readDarkClass(): boolean {
  return document.documentElement.classList.contains('dark');
}

/** Whether the page shows the dark theme now, whatever made it so (the choice or the system). */
export function useDarkTheme(): boolean {
  return useSyncExternalStore(subscribe, readDarkClass, () => false);
}
