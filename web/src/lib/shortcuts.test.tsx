import { render, screen } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { matchesShortcut, shortcutLabel, useShortcut } from './shortcuts';

function Probe({
  keys,
  handler,
  inFields,
  enabled,
}: {
  keys: string;
  handler: (event: KeyboardEvent) => unknown;
  inFields?: boolean;
  enabled?: boolean;
}) {
  useShortcut(keys, handler, { inFields, enabled });
  return <input aria-label="Field" />;
}

const press = (init: KeyboardEventInit, target: EventTarget = document.body) => {
  const event = new KeyboardEvent('keydown', { bubbles: true, cancelable: true, ...init });
  target.dispatchEvent(event);
  return event;
};

describe('useShortcut', () => {
  it('runs on Ctrl S and keeps the browser from saving the page', () => {
    const handler = vi.fn();
    render(<Probe keys="mod+s" handler={handler} />);

    const event = press({ key: 's', ctrlKey: true });
    expect(handler).toHaveBeenCalledOnce();
    expect(event.defaultPrevented).toBe(true);

    // S alone, Shift+Ctrl+S and Alt+Ctrl+S are other keys.
    press({ key: 's' });
    press({ key: 'S', ctrlKey: true, shiftKey: true });
    press({ key: 's', ctrlKey: true, altKey: true });
    expect(handler).toHaveBeenCalledOnce();
  });

  it("leaves a field's typing alone unless asked, and is off while disabled", () => {
    const handler = vi.fn();
    const { rerender } = render(<Probe keys="/" handler={handler} />);
    const field = screen.getByRole('textbox', { name: 'Field' });

    expect(press({ key: '/' }, field).defaultPrevented).toBe(false);
    expect(handler).not.toHaveBeenCalled();
    press({ key: '/' });
    expect(handler).toHaveBeenCalledOnce();

    rerender(<Probe keys="mod+s" handler={handler} inFields />);
    press({ key: 's', ctrlKey: true }, field);
    expect(handler).toHaveBeenCalledTimes(2);

    rerender(<Probe keys="mod+s" handler={handler} inFields enabled={false} />);
    press({ key: 's', ctrlKey: true });
    expect(handler).toHaveBeenCalledTimes(2);
  });

  it('lets the key through when the handler had nothing to do', () => {
    render(<Probe keys="/" handler={() => false} />);
    expect(press({ key: '/' }).defaultPrevented).toBe(false);
  });

  it('reads ? with Shift held, and names keys for this platform', () => {
    const event = new KeyboardEvent('keydown', { key: '?', shiftKey: true });
    expect(matchesShortcut(event, '?')).toBe(true);
    // jsdom's platform is not Apple's: Ctrl is the modifier.
    expect(shortcutLabel('mod+k')).toBe('Ctrl K');
    expect(shortcutLabel('escape')).toBe('Esc');
  });
});
