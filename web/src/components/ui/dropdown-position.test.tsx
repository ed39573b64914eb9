import { act, render, screen } from '@testing-library/react';
import { useRef } from 'react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import {
  DROPDOWN_MAX_HEIGHT_PX,
  DROPDOWN_REPOSITION_DELAY_MS,
  placeDropdown,
  useDropdownPosition,
} from './dropdown-position';

const control = (top: number, height = 40) => ({ top, bottom: top + height, left: 20, width: 300 });

describe('placeDropdown', () => {
  it('opens below when there is room below', () => {
    expect(placeDropdown(control(100), 900)).toEqual({
      side: 'below',
      left: 20,
      width: 300,
      top: 144,
      maxHeight: DROPDOWN_MAX_HEIGHT_PX,
    });
  });

  it('opens above when there is more room above and it holds 350 px', () => {
    const placement = placeDropdown(control(700), 900);
    expect(placement).toMatchObject({ side: 'above', bottom: 204, maxHeight: 350 });
    expect(placement.top).toBeUndefined();
  });

  it('stays below when the room above is larger but under 350 px, shrinking to fit', () => {
    // 300 px above, 156 px below.
    const placement = placeDropdown(control(304), 500);
    expect(placement.side).toBe('below');
    expect(placement.maxHeight).toBe(500 - 344 - 4 - 4);
  });

  it('stays below when the room below is as large as above', () => {
    expect(placeDropdown(control(480), 1000).side).toBe('below');
  });

  it('never exceeds 350 px, and never shrinks below a usable height', () => {
    expect(placeDropdown(control(0), 5000).maxHeight).toBe(350);
    expect(placeDropdown(control(10), 80).maxHeight).toBe(120);
  });
});

function Probe({ open, top }: { open: boolean; top: () => number }) {
  const anchor = useRef<HTMLDivElement>(null);
  const placement = useDropdownPosition(anchor, open);
  return (
    <div
      ref={(element) => {
        anchor.current = element;
        if (element) {
          element.getBoundingClientRect = () =>
            ({ ...control(top()), right: 320, height: 40, x: 20, y: top() }) as DOMRect;
        }
      }}
      data-testid="anchor"
    >
      {placement ? `${placement.side}:${placement.top ?? placement.bottom}` : 'closed'}
    </div>
  );
}

describe('useDropdownPosition', () => {
  afterEach(() => {
    vi.useRealTimers();
  });

  it('places the open dropdown, and again 16 ms after a scroll or a resize', () => {
    vi.useFakeTimers();
    window.innerHeight = 900;
    let top = 100;
    const { rerender } = render(<Probe open={false} top={() => top} />);
    expect(screen.getByTestId('anchor')).toHaveTextContent('closed');

    rerender(<Probe open top={() => top} />);
    expect(screen.getByTestId('anchor')).toHaveTextContent('below:144');

    top = 700;
    act(() => {
      window.dispatchEvent(new Event('scroll'));
    });
    act(() => {
      vi.advanceTimersByTime(DROPDOWN_REPOSITION_DELAY_MS - 1);
    });
    expect(screen.getByTestId('anchor')).toHaveTextContent('below:144');
    act(() => {
      vi.advanceTimersByTime(1);
    });
    expect(screen.getByTestId('anchor')).toHaveTextContent('above:204');

    top = 200;
    act(() => {
      window.dispatchEvent(new Event('resize'));
      vi.advanceTimersByTime(DROPDOWN_REPOSITION_DELAY_MS);
    });
    expect(screen.getByTestId('anchor')).toHaveTextContent('below:244');
  });
});
