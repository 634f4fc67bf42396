// Axe on the production build, under its Content-Security-Policy: the dashboard home in the four
// combinations of theme and direction, with its chart and its table view. Every screen, its
// dialogs and menus are checked in both variants by the screen tests
// (src/testing/screens/accessibility.test.tsx).
import AxeBuilder from '@axe-core/playwright';
import type { Page } from '@playwright/test';
import { expect, signedInState, test } from './support/fixtures';
import { expectLoaded, expectMotionEnded, trackRequests } from './support/settled';

const WCAG_TAGS = ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'wcag22aa'];

async function expectNoViolations(page: Page) {
  const { violations } = await new AxeBuilder({ page }).withTags(WCAG_TAGS).analyze();
  const summary = violations.map(
    (v) => `${v.id}: ${v.nodes.map((n) => n.target.join(' ')).join(', ')}`,
  );
  expect(summary).toEqual([]);
}

// The home in all four combinations, with its chart and with its table view.
for (const variant of [
  { name: 'light, left-to-right', language: 'en', theme: 'light', table: 'Table view' },
  { name: 'dark, left-to-right', language: 'en', theme: 'dark', table: 'Table view' },
  { name: 'light, right-to-left', language: 'ae', theme: 'light', table: 'عرض الجدول' },
  { name: 'dark, right-to-left', language: 'ae', theme: 'dark', table: 'عرض الجدول' },
]) {
  test(`the dashboard home's chart and table view have no violations (${variant.name})`, async ({
    browser,
  }) => {
    const context = await browser.newContext({ storageState: signedInState });
    await context.addInitScript(({ language, theme }) => {
      localStorage.setItem('i18nextLng', language);
      localStorage.setItem('theme', theme);
    }, variant);
    const page = await context.newPage();
    const requests = trackRequests(page);
    await page.goto('/');
    await expect(page.getByRole('img').first()).toBeVisible();
    await expectLoaded(page, requests);
    await expectNoViolations(page);
    await page.getByRole('switch', { name: variant.table }).check();
    await expect(page.getByRole('table').first()).toBeVisible();
    await expectMotionEnded(page);
    await expectNoViolations(page);
    await context.close();
  });
}
