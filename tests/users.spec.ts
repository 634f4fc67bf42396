// The Users list's accessibility, checked by axe in the built app (the list's behaviour is in
// src/testing/screens/users.test.tsx).
import AxeBuilder from '@axe-core/playwright';
import type { Page } from '@playwright/test';
import { expect, preferAnswer, signedInState, test } from './support/fixtures';
import { expectLoaded, trackRequests } from './support/settled';

test.use({ storageState: signedInState });

/** GET /api/users (not /api/user/{id}, the profile's). */
const LIST = /\/api\/users(\?|$)/;
const WCAG_TAGS = ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'wcag22aa'];

async function openList(page: Page, path = '/apps/users') {
  await page.goto(path);
  await expect(page.getByRole('heading', { level: 1, name: 'Users' })).toBeVisible();
}

test.beforeEach(async ({ page }) => {
  // The contract's photo addresses do not exist: they fail at once, as a broken photo would.
  await page.route('https://cdn.londonclinic.example/**', (route) => route.abort());
});

test.describe('languages, themes and accessibility', () => {
  for (const variant of [
    { name: 'light, left-to-right', language: 'en', theme: 'light' },
    { name: 'dark, right-to-left', language: 'ae', theme: 'dark' },
  ]) {
    test(`has no WCAG 2.2 AA violations (${variant.name})`, async ({ page }) => {
      await page.addInitScript(({ language, theme }) => {
        localStorage.setItem('i18nextLng', language);
        localStorage.setItem('theme', theme);
      }, variant);
      const requests = trackRequests(page);
      await page.goto('/apps/users');
      await expect(page.getByRole('grid').getByRole('row')).toHaveCount(11);
      await expectLoaded(page, requests);
      const { violations } = await new AxeBuilder({ page }).withTags(WCAG_TAGS).analyze();
      expect(violations.map((v) => `${v.id}: ${v.nodes.map((n) => n.target).join(', ')}`)).toEqual(
        [],
      );
    });
  }

  test('the error state has no violations', async ({ page }) => {
    await preferAnswer(page, LIST, 'code=500');
    await openList(page);
    await expect(page.getByRole('button', { name: 'Try again' })).toBeVisible();
    const { violations } = await new AxeBuilder({ page }).withTags(WCAG_TAGS).analyze();
    expect(violations.map((v) => v.id)).toEqual([]);
  });
});
