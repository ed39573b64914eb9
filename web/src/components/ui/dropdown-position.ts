import { type RefObject, useCallback, useEffect, useLayoutEffect, useState } from 'react';

/** The dropdown's tallest extent, and its scrolling list's (spec §2). */
export const DROPDOWN_MAX_HEIGHT_PX = 350;
export const DROPDOWN_LIST_MAX_HEIGHT_PX = 250;
/** How long after a scroll or resize the dropdown is placed again (spec §2). */
export const DROPDOWN_REPOSITION_DELAY_MS = 16;
/** The gap between the control and its dropdown, and the least room kept from the edge. */
const GAP_PX = 4;
const MIN_HEIGHT_PX = 120;

export interface DropdownPlacement {
  side: 'above' | 'below';
  /** Fixed-position coordinates, in CSS pixels of the viewport. */
  left: number;
  width: number;
  /** Set when below: the dropdown's top edge. */
  top?: number;
  /** Set when above: the distance from the viewport's bottom edge to the dropdown's. */
  bottom?: number;
  maxHeight: number;
}

/**
 * Where the dropdown of a control goes: below it, unless there is more room above and that room
 * holds the whole dropdown (at least DROPDOWN_MAX_HEIGHT_PX). Its height never exceeds the room
 * on its side, nor DROPDOWN_MAX_HEIGHT_PX.
 */
export function placeDropdown(
  control: Pick<DOMRect, 'top' | 'bottom' | 'left' | 'width'>,
  viewportHeight: number,
): DropdownPlacement {
  const roomAbove = control.top - GAP_PX;
  const roomBelow = viewportHeight - control.bottom - GAP_PX;
  const above = roomAbove > roomBelow && roomAbove >= DROPDOWN_MAX_HEIGHT_PX;
  const room = above ? roomAbove : roomBelow;
  const maxHeight = Math.min(DROPDOWN_MAX_HEIGHT_PX, Math.max(room - GAP_PX, MIN_HEIGHT_PX));
  return above
    ? {
        side: 'above',
        left: control.left,
        width: control.width,
        bottom: viewportHeight - control.top + GAP_PX,
        maxHeight,
      }
    : {
        side: 'below',
        left: control.left,
        width: control.width,
        top: control.bottom + GAP_PX,
        maxHeight,
      };
}

/**
 * The placement of an open dropdown under (or over) `anchor`, kept right while the page scrolls
 * (any scrolling ancestor) or the window resizes: placed again DROPDOWN_REPOSITION_DELAY_MS after
 * the last such event.
 */
export function useDropdownPosition(
  anchor: RefObject<HTMLElement | null>,
  open: boolean,
): DropdownPlacement | undefined {
  const [placement, setPlacement] = useState<DropdownPlacement>();

  const place = useCallback(() => {
    const element = anchor.current;
    if (!element) return;
    setPlacement(placeDropdown(element.getBoundingClientRect(), window.innerHeight));
  }, [anchor]);

  useLayoutEffect(() => {
    if (open) place();
  }, [open, place]);

  useEffect(() => {
    if (!open) return;
    let timer: ReturnType<typeof setTimeout> | undefined;
    const schedule = () => {
      clearTimeout(timer);
      timer = setTimeout(place, DROPDOWN_REPOSITION_DELAY_MS);
    };
    window.addEventListener('scroll', schedule, { capture: true, passive: true });
    window.addEventListener('resize', schedule);
    return () => {
      clearTimeout(timer);
      window.removeEventListener('scroll', schedule, { capture: true });
      window.removeEventListener('resize', schedule);
    };
  }, [open, place]);

  return open ? placement : undefined;
}
