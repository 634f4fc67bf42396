// What the screens' own tests share: a reload as the app starts one, and the waits Playwright's
// toBeHidden, toHaveCount and toHaveText give.
import i18n from 'i18next';
import { expect } from 'vitest';
import type { Locator } from 'vitest/browser';
import { openScreen } from '../screen';

/**
 * As a page reload: the language is detected anew, as the app does on start (the address, then
 * local storage), and the app opens at `path` with the storage the last screen left (settings are
 * read back from it as their atoms mount).
 */
export async function reload(path: string) {
  await i18n.changeLanguage();
  return openScreen(path, { reload: true });
}

/** As the admin sees it: drawn with a size (not hidden, not collapsed), or not there at all. */
export function isShown(locator: Locator): boolean {
  return locator.elements().some((element) => {
    if (!element.checkVisibility({ visibilityProperty: true })) return false;
    const { width, height } = element.getBoundingClientRect();
    return width > 0 && height > 0;
  });
}

/** Waits until nothing `locator` finds is shown (Playwright's toBeHidden). */
export const expectHidden = (locator: Locator, options?: { timeout?: number }) =>
  expect.poll(() => isShown(locator), options).toBe(false);

/** How many elements `locator` finds, polled (Playwright's toHaveCount). */
export const countOf = (locator: Locator) => expect.poll(() => locator.elements().length);

/** The text of the one element `locator` finds, whitespace collapsed, polled (Playwright's toHaveText). */
export const textOf = (locator: Locator) =>
  expect.poll(() => locator.query()?.textContent?.replace(/\s+/g, ' ').trim());
