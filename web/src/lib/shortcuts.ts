import { useEffect, useRef } from 'react';

/**
 * The panel's keyboard shortcuts (docs/keyboard.md), in the order the shortcuts dialog lists
 * them. `mod` is ⌘ on macOS and Ctrl elsewhere.
 */
export const shortcutList = [
  { keys: 'mod+k', description: 'Open the command palette' },
  { keys: 'mod+s', description: 'Save the open editor' },
  { keys: 'escape', description: 'Close the open editor (asks first when changes are unsaved)' },
  { keys: '/', description: "Focus the screen's search box" },
  { keys: '?', description: 'Show the keyboard shortcuts' },
] as const;

export type ShortcutKeys = string;

/** True on macOS and iOS, where the command key stands for Ctrl. */
export function isApplePlatform(): boolean {
  if (typeof navigator === 'undefined') return false;
  return /mac|iphone|ipad/i.test(navigator.platform || navigator.userAgent);
}

/** 'mod+k' as a person reads it: '⌘K' on macOS, 'Ctrl K' elsewhere. */
export function shortcutLabel(keys: ShortcutKeys): string {
  const apple = isApplePlatform();
  return keys
    .split('+')
    .map((part) => {
      if (part === 'mod') return apple ? '⌘' : 'Ctrl';
      if (part === 'escape') return 'Esc';
      return part.length === 1 ? part.toUpperCase() : part;
    })
    .join(apple ? '' : ' ');
}

/** Whether a key press is the combination `keys` ('mod+s', 'escape', '/', '?'). */
export function matchesShortcut(event: KeyboardEvent, keys: ShortcutKeys): boolean {
  const parts = keys.toLowerCase().split('+');
  const key = parts.at(-1);
  const wantsMod = parts.includes('mod');
  const mod = isApplePlatform() ? event.metaKey : event.ctrlKey;
  if (wantsMod !== mod || event.altKey) return false;
  // '?' and '/' are typed characters: Shift may be part of them, so it is not checked.
  if (key === '?' || key === '/') return event.key === key;
  return event.key.toLowerCase() === key && !event.shiftKey;
}

/** True when the key press goes into a field (input, text area, select or editable text). */
export function isTypingTarget(target: EventTarget | null): boolean {
  if (!(target instanceof HTMLElement)) return false;
  if (target.isContentEditable) return true;
  return ['INPUT', 'TEXTAREA', 'SELECT'].includes(target.tagName);
}

interface ShortcutOptions {
  /** Off while false, e.g. while the editor is closed. */
  enabled?: boolean;
  /** Also while typing in a field (⌘S in a form); by default a field's typing is left alone. */
  inFields?: boolean;
}

/**
 * Runs `handler` when `keys` is pressed anywhere on the page, and keeps the browser from its own
 * meaning of the combination (⌘S would save the page) unless the handler returns false (it had
 * nothing to do). The handler may change between renders without the listener being added again.
 */
export function useShortcut(
  keys: ShortcutKeys,
  handler: (event: KeyboardEvent) => unknown,
  { enabled = true, inFields = false }: ShortcutOptions = {},
) {
  const latest = useRef(handler);
  latest.current = handler;
  useEffect(() => {
    if (!enabled) return;
    const onKeyDown = (event: KeyboardEvent) => {
      if (event.defaultPrevented || !matchesShortcut(event, keys)) return;
      if (!inFields && isTypingTarget(event.target)) return;
      if (latest.current(event) !== false) event.preventDefault();
    };
    window.addEventListener('keydown', onKeyDown);
    return () => window.removeEventListener('keydown', onKeyDown);
  }, [keys, enabled, inFields]);
}
