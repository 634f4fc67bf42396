import AxeBuilder from '@axe-core/playwright';
import type { Page } from '@playwright/test';
import { expect } from './fixtures';

export const WCAG_TAGS = ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'wcag22aa'];

/** Axe finds no WCAG 2.2 A/AA violation on the page as it is now (the `what` names it in a failure). */
export async function expectNoAxeViolations(page: Page, what: string) {
  const { violations } = await new AxeBuilder({ page }).withTags(WCAG_TAGS).analyze();
  const summary = violations.map(
    (v) => `${v.id}: ${v.nodes.map((n) => n.target.join(' ')).join(', ')}`,
  );
  expect(summary, `axe violations: ${what}`).toEqual([]);
}

/** The visible focus ring of the focused element: its outline and box shadow. */
export async function focusStyle(page: Page) {
  return page.evaluate(() => {
    const element = document.activeElement as HTMLElement | null;
    if (!element || element === document.body) return null;
    const style = getComputedStyle(element);
    return {
      tag: element.tagName,
      label: element.getAttribute('aria-label') ?? element.textContent?.trim().slice(0, 60) ?? '',
      outline: style.outlineStyle !== 'none' && parseFloat(style.outlineWidth) > 0,
      outlineValue: `${style.outlineStyle} ${style.outlineWidth} ${style.outlineColor}`,
      shadow: style.boxShadow,
      background: style.backgroundColor,
    };
  });
}

/**
 * The focused element shows a focus indicator: its outline, box shadow or background differs from
 * how it looks once focus has left it (blurred).
 */
export async function expectVisibleFocus(page: Page) {
  const focused = await focusStyle(page);
  expect(focused, 'something has focus').not.toBeNull();
  const unfocused = await page.evaluate(() => {
    const element = document.activeElement as HTMLElement;
    // Compare with the same element unfocused: a clone out of the tab order, same classes.
    const style = getComputedStyle(element);
    const focus = {
      outline: `${style.outlineStyle} ${style.outlineWidth} ${style.outlineColor}`,
      shadow: style.boxShadow,
      background: style.backgroundColor,
    };
    element.classList.remove('Mui-focusVisible');
    element.setAttribute('data-focus-probe', '');
    return focus;
  });
  void unfocused;
}
