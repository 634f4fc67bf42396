import AxeBuilder from '@axe-core/playwright';
import type { Page } from '@playwright/test';
import { expect, signedInState, test } from './support/fixtures';

const WCAG_TAGS = ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'wcag22aa'];

const SCREENS = [
  '/',
  '/apps/broadcast-message',
  '/apps/users',
  '/users/profile',
  '/users/user-account-settings',
  '/analytics',
];
const VARIANTS = [
  { name: 'light, left-to-right', language: 'en', theme: 'light' },
  { name: 'dark, right-to-left', language: 'ae', theme: 'dark' },
];

async function expectNoViolations(page: Page) {
  const { violations } = await new AxeBuilder({ page }).withTags(WCAG_TAGS).analyze();
  const summary = violations.map(
    (v) => `${v.id}: ${v.nodes.map((n) => n.target.join(' ')).join(', ')}`,
  );
  expect(summary).toEqual([]);
}

for (const variant of VARIANTS) {
  test.describe(`accessibility (${variant.name})`, () => {
    test.use({ storageState: signedInState });
    test.beforeEach(async ({ page }) => {
      await page.addInitScript(({ language, theme }) => {
        localStorage.setItem('i18nextLng', language);
        localStorage.setItem('theme', theme);
      }, variant);
    });

    for (const path of SCREENS) {
      test(`${path} has no WCAG 2.2 AA violations`, async ({ page }) => {
        await page.goto(path);
        await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
        await page.waitForLoadState('networkidle');
        await expectNoViolations(page);
      });
    }

    test('sign-in has no violations', async ({ page }) => {
      await page.goto('/auth/cover-login');
      await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
      await expectNoViolations(page);
    });

    test('the send and delete dialogs have no violations', async ({ page }) => {
      await page.goto('/apps/broadcast-message');
      await page.getByRole('grid').waitFor();
      // 'Send Broadcast', the first button of the screen, in whatever language.
      await page.getByRole('main').getByRole('button').first().click();
      await page.getByRole('dialog').waitFor();
      await page.waitForTimeout(400);
      await expectNoViolations(page);
    });
  });
}
