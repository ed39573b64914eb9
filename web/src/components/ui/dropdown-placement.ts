import {
  autoUpdate,
  detectOverflow,
  type Middleware,
  offset,
  type UseFloatingOptions,
  useFloating,
} from '@floating-ui/react-dom';
import { useMemo } from 'react';

/**
 * How a dropdown under a control is placed. Its tallest extent, and its scrolling list's; how
 * long after a scroll or resize it is placed again; it opens above only when there is more room
 * above than below and at least `minRoomAbove` there.
 */
export const dropdownRules = {
  maxHeight: 350,
  listMaxHeight: 250,
  repositionDelayMs: 16,
  minRoomAbove: 350,
  /** The gap between the control and its dropdown, also kept from the viewport's edge. */
  gap: 4,
  /** The least height it shrinks to where there is little room. */
  minHeight: 120,
} as const;

export type DropdownRules = typeof dropdownRules;

export interface DropdownFit {
  side: 'above' | 'below';
  maxHeight: number;
}

/**
 * The side and height for the room above and below the control (each less the gap): below,
 * unless above has more room and at least `minRoomAbove`; never taller than the room on its
 * side (less the gap from the edge), nor than `maxHeight`.
 */
export function fitDropdown(
  roomAbove: number,
  roomBelow: number,
  rules: DropdownRules = dropdownRules,
): DropdownFit {
  const above = roomAbove > roomBelow && roomAbove >= rules.minRoomAbove;
  const room = above ? roomAbove : roomBelow;
  return {
    side: above ? 'above' : 'below',
    maxHeight: Math.min(rules.maxHeight, Math.max(room - rules.gap, rules.minHeight)),
  };
}

/**
 * A Floating UI middleware that applies fitDropdown: it measures the room around the control
 * within its clipping ancestors and the viewport, sets the side, and hands on the height and
 * the control's width (in middlewareData.dropdown).
 */
export function fitDropdownMiddleware(rules: DropdownRules = dropdownRules): Middleware {
  return {
    name: 'dropdown',
    async fn(state) {
      const overflow = await detectOverflow(state, { elementContext: 'reference' });
      const fit = fitDropdown(-overflow.top - rules.gap, -overflow.bottom - rules.gap, rules);
      const placement = fit.side === 'above' ? 'top-start' : 'bottom-start';
      if (state.placement !== placement) return { reset: { placement } };
      return { data: { ...fit, width: state.rects.reference.width } };
    },
  };
}

/**
 * Keeps the dropdown placed while it is open: at once when it opens, then `delayMs` after the
 * last scroll of any scrolling ancestor, resize, or change of either element's size.
 */
export function repositionAfter(delayMs: number): UseFloatingOptions['whileElementsMounted'] {
  return (reference, floating, update) => {
    let timer: ReturnType<typeof setTimeout> | undefined;
    let placed = false;
    const stop = autoUpdate(reference, floating, () => {
      if (!placed) {
        placed = true;
        update();
        return;
      }
      clearTimeout(timer);
      timer = setTimeout(update, delayMs);
    });
    return () => {
      clearTimeout(timer);
      stop();
    };
  };
}

/** Floating UI's placement of an open dropdown under (or over) its control, by the rules. */
export function useDropdownPlacement(
  options: Pick<UseFloatingOptions, 'open' | 'elements'>,
  rules: DropdownRules = dropdownRules,
) {
  const middleware = useMemo(() => [fitDropdownMiddleware(rules), offset(rules.gap)], [rules]);
  const whileElementsMounted = useMemo(
    () => repositionAfter(rules.repositionDelayMs),
    [rules.repositionDelayMs],
  );
  const floating = useFloating({
    ...options,
    strategy: 'fixed',
    placement: 'bottom-start',
    transform: false,
    middleware,
    whileElementsMounted,
  });
  const fit = floating.middlewareData.dropdown as (DropdownFit & { width: number }) | undefined;
  return {
    ...floating,
    side: fit?.side,
    /** The dropdown's style: where it goes, its width and greatest height. */
    dropdownStyles: { ...floating.floatingStyles, width: fit?.width, maxHeight: fit?.maxHeight },
  };
}
