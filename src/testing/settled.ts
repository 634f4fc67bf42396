// When a screen has settled, for both suites: the screen tests call these in the page, the browser
// suite hands them to `page.evaluate` (so they close over nothing).

/** Progress shown while something loads: a busy region, a spinner or bar without a value. */
export const LOADING = '[aria-busy="true"], [role="progressbar"]:not([aria-valuenow])';

/**
 * How many animations are still moving: a dialog's fade, a menu's grow, a button's ripple. Endless
 * ones (a spinner) are not counted.
 */
export function animationsRunning(): number {
  return document
    .getAnimations()
    .filter(
      (animation) =>
        animation.playState === 'running' &&
        animation.effect?.getComputedTiming().endTime !== Infinity,
    ).length;
}
