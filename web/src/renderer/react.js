/**
 * What `react` means in the browser build (docs/web.md, "The renderer"): Preact's
 * React-compatible layer, with the one hook the router imports that it lacks, and React's order
 * of effects and input.
 */
import { options } from 'preact';

export * from 'preact/compat';
export { default } from 'preact/compat';

/*
 * React runs the effects of a render before it handles the next key press or click; Preact, by
 * default, after the next paint. An Enter right after typing would then find the listeners and
 * the unsaved-changes flag of the render before it (the palette's chosen item not yet listening,
 * an editor not yet known to be changed). So the effects run as soon as the render's task ends:
 * before any later input, as in React.
 */
options.requestAnimationFrame = (flush) => queueMicrotask(flush);

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
