// When a screen's content is on screen: an element of each screen, looked for by a script in
// the page itself, once per frame (no round trip to the benchmark per check), timed after the frame
// that paints it. Playwright's own waiting polls over the protocol, which a loaded machine slows.

import { SCREENS } from '../../src/lib/screens.ts';

/** A link to a member's profile, and to a mission's page: the part of their address before the id. */
export const PROFILE_LINK = `a[href*="${SCREENS.member.path.split(':')[0]}"]`;
export const MISSION_LINK = `a[href*="${SCREENS.mission.path.split(':')[0]}"]`;

/**
 * The content of each screen: what the admin came to the screen for, not its frame. A CSS selector,
 * and the text (a regular expression's source) one of its elements must have.
 */
export const CONTENT = {
  // A count card's figure (the panel shows skeletons until the counts are in).
  dashboard: { selector: 'li.MuiCard-root p', text: '^[\\d.,\\s]+$' },
  users: { selector: `[role="grid"] ${PROFILE_LINK}` },
  // The pencil is enabled once the member is loaded (it has no text: its name is its aria-label).
  profile: { selector: 'button[aria-label="Edit profile"]:not([disabled])' },
  broadcast: { selector: '.MuiTablePagination-displayedRows', text: '^Showing \\d+ to \\d+ of \\d+ entries$' },
  missions: { selector: `[role="grid"] ${MISSION_LINK}` },
};

/**
 * For `addInitScript`: `window.__content.arm(content)` starts watching for the element; the next
 * click (its event time) or `start()` starts the clock; `result()` resolves to the milliseconds
 * from then to the frame that paints the element. The element is looked for once per frame (in
 * the frame's animation callback, just before its paint): a check per DOM mutation costs more than
 * the screens' own work while styles are inserted.
 */
export function installContentWatch() {
  let watch;
  const found = ({ selector, text }) => {
    const pattern = text === undefined ? undefined : new RegExp(text);
    return [...document.querySelectorAll(selector)].some(
      (element) => !pattern || pattern.test(element.textContent.trim()),
    );
  };
  /** Resolves to the time just after the frame in which the element is first there is painted. */
  const paintedWhenFound = (content) =>
    new Promise((resolve) => {
      const check = () => {
        if (found(content)) setTimeout(() => resolve(performance.now()), 0);
        else requestAnimationFrame(check);
      };
      requestAnimationFrame(check);
    });
  const withinLimit = (shown) =>
    Promise.race([
      shown,
      new Promise((resolve, reject) =>
        setTimeout(() => reject(new Error(`the content did not show within 30 s at ${location.href}`)), 30_000),
      ),
    ]);
  addEventListener(
    'click',
    (event) => {
      if (watch && watch.began === undefined) watch.began = event.timeStamp;
    },
    { capture: true },
  );
  window.__content = {
    arm(content) {
      watch = { began: undefined, shown: paintedWhenFound(content) };
    },
    start() {
      watch.began = performance.now();
    },
    async result() {
      return (await withinLimit(watch.shown)) - watch.began;
    },
    /** Time from the document's start (a reload) to the content painted. */
    sinceStart: (content) => withinLimit(paintedWhenFound(content)),
  };
}

/** Clicks `locator` (a real click) and resolves to the time to the screen's content painted. */
export async function timeClick(page, locator, content, timeout = 30_000) {
  await page.evaluate((path) => window.__content.arm(path), content);
  await locator.click({ timeout });
  return page.evaluate(() => window.__content.result());
}

/** Goes back in the browser's history (as its back button) and times the content of the screen. */
export async function timeBack(page, content) {
  await page.evaluate((path) => {
    window.__content.arm(path);
    window.__content.start();
    history.back();
  }, content);
  return page.evaluate(() => window.__content.result());
}
