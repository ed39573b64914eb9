import { act, render, screen } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { dropdownRules, fitDropdown, useDropdownPlacement } from './dropdown-placement';

/** The room above and below a 40 px control at `top` in a viewport `height` tall. */
const roomAround = (top: number, height: number) => [top - 4, height - (top + 40) - 4] as const;

describe('fitDropdown', () => {
  it('opens below when there is room below, at most 350 px tall', () => {
    expect(fitDropdown(...roomAround(100, 900))).toEqual({ side: 'below', maxHeight: 350 });
  });

  it('opens above when there is more room above and it holds 350 px', () => {
    expect(fitDropdown(...roomAround(700, 900))).toEqual({ side: 'above', maxHeight: 350 });
  });

  it('stays below when the room above is larger but under 350 px, shrinking to fit', () => {
    // 300 px above, 156 px below.
    expect(fitDropdown(...roomAround(304, 500))).toEqual({
      side: 'below',
      maxHeight: 500 - 344 - 4 - 4,
    });
  });

  it('stays below when the room below is as large as above', () => {
    expect(fitDropdown(...roomAround(480, 1000)).side).toBe('below');
  });

  it('never exceeds 350 px, and never shrinks below a usable height', () => {
    expect(fitDropdown(...roomAround(0, 5000)).maxHeight).toBe(350);
    expect(fitDropdown(...roomAround(10, 80)).maxHeight).toBe(120);
  });

  it('keeps the product rules as its options', () => {
    expect(dropdownRules).toMatchObject({
      maxHeight: 350,
      listMaxHeight: 250,
      repositionDelayMs: 16,
      minRoomAbove: 350,
    });
  });
});

function Probe({ top }: { top: () => number }) {
  const { refs, side, dropdownStyles } = useDropdownPlacement({ open: true });
  return (
    <>
      <div
        ref={(element) => {
          refs.setReference(element);
          if (element) {
            element.getBoundingClientRect = () =>
              ({
                top: top(),
                bottom: top() + 40,
                left: 20,
                right: 320,
                width: 300,
                height: 40,
                x: 20,
                y: top(),
              }) as DOMRect;
          }
        }}
      />
      <div ref={refs.setFloating} data-testid="dropdown" data-side={side} style={dropdownStyles} />
    </>
  );
}

/** Lets Floating UI's asynchronous placement finish. */
const settle = () =>
  act(async () => {
    await vi.advanceTimersByTimeAsync(0);
  });

describe('useDropdownPlacement', () => {
  beforeEach(() => {
    vi.useFakeTimers();
    // The viewport Floating UI measures.
    vi.spyOn(document.documentElement, 'clientHeight', 'get').mockReturnValue(900);
    vi.spyOn(document.documentElement, 'clientWidth', 'get').mockReturnValue(1200);
  });
  afterEach(() => {
    vi.useRealTimers();
    vi.restoreAllMocks();
  });

  it('places the open dropdown, and again 16 ms after a scroll or a resize', async () => {
    let top = 100;
    render(<Probe top={() => top} />);
    await settle();
    const dropdown = screen.getByTestId('dropdown');
    expect(dropdown).toHaveAttribute('data-side', 'below');
    expect(dropdown.style.top).toBe('144px');
    expect(dropdown.style.left).toBe('20px');
    expect(dropdown.style.width).toBe('300px');
    expect(dropdown.style.maxHeight).toBe('350px');

    top = 700;
    window.dispatchEvent(new Event('scroll'));
    await act(async () => {
      await vi.advanceTimersByTimeAsync(dropdownRules.repositionDelayMs - 1);
    });
    expect(dropdown).toHaveAttribute('data-side', 'below');
    await act(async () => {
      await vi.advanceTimersByTimeAsync(1);
    });
    expect(dropdown).toHaveAttribute('data-side', 'above');
    // Above the control, less the gap (the empty dropdown has no height here).
    expect(dropdown.style.top).toBe('696px');

    top = 200;
    window.dispatchEvent(new Event('resize'));
    await act(async () => {
      await vi.advanceTimersByTimeAsync(dropdownRules.repositionDelayMs);
    });
    expect(dropdown).toHaveAttribute('data-side', 'below');
    expect(dropdown.style.top).toBe('244px');
  });
});
