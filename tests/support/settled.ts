import type { Page, Request } from '@playwright/test';
import { LOADING, animationsRunning } from '../../src/testing/settled';
import { expect } from './fixtures';

export type RequestsInFlight = {
  /** Requests the page has started and not yet finished (answered in full, or failed). */
  readonly pending: number;
};

/** Follows every request the page starts from now on, until it has finished or failed. */
export function trackRequests(page: Page): RequestsInFlight {
  const pending = new Set<Request>();
  page.on('request', (request) => pending.add(request));
  page.on('requestfinished', (request) => pending.delete(request));
  page.on('requestfailed', (request) => pending.delete(request));
  return {
    get pending() {
      return pending.size;
    },
  };
}

/**
 * The screen has loaded: every request it started has been answered, and no progress is shown.
 * `requests` must be tracked from before the screen was opened.
 */
export async function expectLoaded(page: Page, requests: RequestsInFlight) {
  await expect.poll(() => requests.pending, { message: 'requests still on their way' }).toBe(0);
  await expect(page.locator(LOADING)).toHaveCount(0);
}

/**
 * Nothing on the page is still moving: a dialog's fade, a menu's grow, a button's ripple have
 * ended, so what is checked next (colours, contrast) is what the admin ends up seeing. Endless
 * animations (a spinner) are not waited for.
 */
export async function expectMotionEnded(page: Page) {
  await expect
    .poll(() => page.evaluate(animationsRunning), { message: 'transitions still running' })
    .toBe(0);
}
