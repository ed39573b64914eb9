/**
 * What `react` means in the browser build (docs/web.md, "The renderer"): Preact's
 * React-compatible layer, with the one hook the router imports that it lacks, and React's order
 * of effects and input.
 */
import { options } from 'preact';

export * from 'preact/compat';
export { default } from 'preact/compat';

/*
 * React runs a render's effects after the browser has painted it, but always before it handles
 * the next key press, click or typed character. Preact, by default, only after the next paint:
 * an Enter right after typing then met the render before it (the palette's chosen item not yet
 * listening, an editor not yet known to be changed). So the effects wait for the paint as
 * before, and a key, pointer or input event that comes first runs them before anything handles
 * it: a listener on the window, in the capture phase, ahead of every other.
 */
let pendingEffects;

function runPendingEffects() {
  const run = pendingEffects;
  pendingEffects = undefined;
  run?.();
}

for (const type of ['keydown', 'keyup', 'pointerdown', 'mousedown', 'click', 'input']) {
  window.addEventListener(type, runPendingEffects, true);
}

/** A frame after the paint, or 35 ms if no frame comes (a hidden tab), as Preact itself waits. */
const AFTER_PAINT_FALLBACK_MS = 35;

options.requestAnimationFrame = (runEffects) => {
  pendingEffects = runEffects;
  const painted = () => {
    clearTimeout(fallback);
    cancelAnimationFrame(frame);
    setTimeout(runPendingEffects);
  };
  const fallback = setTimeout(painted, AFTER_PAINT_FALLBACK_MS);
  const frame = requestAnimationFrame(painted);
};

/**
 * React shows an optimistic value only while the transition that set it is pending. Preact runs
 * a transition at once, so none is ever pending: the value shown is always the one passed in.
 * @template State
 * @param {State} passthrough
 * @returns {[State, (action: unknown) => void]}
 */
export function useOptimistic(passthrough) {
  return [passthrough, keepPassthrough];
}

function keepPassthrough() {}
