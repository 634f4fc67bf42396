import AxeBuilder from '@axe-core/playwright';
import type { Page } from '@playwright/test';
import { expect, signedInState, test } from './support/fixtures';
import { expectLoaded, expectMotionEnded, trackRequests } from './support/settled';
import { paths } from '../src/lib/paths';
import { checkedScreens, sampleAddress } from '../src/lib/screens';

const WCAG_TAGS = ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'wcag22aa'];

/** The screens the registry has this test visit (src/lib/screens.ts): the sign-in forms apart. */
const CHECKED = checkedScreens().filter((screen) => screen.axe);
const SCREEN_ADDRESSES = CHECKED.filter((screen) => !screen.signIn).map((screen) =>
  sampleAddress(screen.id),
);
const SIGN_IN_ADDRESSES = CHECKED.filter((screen) => screen.signIn).map((screen) =>
  sampleAddress(screen.id),
);
const PROFILE = sampleAddress('member');
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

    for (const path of SCREEN_ADDRESSES) {
      test(`${path} has no WCAG 2.2 AA violations`, async ({ page }) => {
        const requests = trackRequests(page);
        await page.goto(path);
        // A first visit fetches the screen, its words and data: slow on a busy machine.
        await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
        await expectLoaded(page, requests);
        await expectNoViolations(page);
      });
    }

    for (const path of SIGN_IN_ADDRESSES) {
      test(`sign-in ${path} has no violations`, async ({ page }) => {
        await page.goto(path);
        await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
        await expectNoViolations(page);
      });
    }

    test('the analytics tables have no violations', async ({ page }) => {
      await page.goto(paths.analytics());
      const switches = page.getByRole('switch');
      await expect(switches).toHaveCount(2);
      for (const toggle of await switches.all()) await toggle.check();
      await expect(page.getByRole('table')).toHaveCount(2);
      await expectNoViolations(page);
    });

    test('the mission form has no violations', async ({ page }) => {
      test.slow();
      await page.goto(paths.missions());
      await page.getByRole('grid').getByRole('link').first().waitFor();
      const create = variant.language === 'ae' ? 'إنشاء مهمة' : 'Create Mission';
      await page.getByRole('button', { name: create, exact: true }).click();
      await page.getByRole('dialog').getByRole('group').waitFor();
      await expectMotionEnded(page);
      await expectNoViolations(page);
    });

    test('the redemptions panel has no violations', async ({ page }) => {
      test.slow();
      await page.goto(paths.rewards());
      const row = page.getByRole('grid').getByRole('row').filter({ hasText: 'Café Voucher' });
      // The row's menu, then its first item: the reward's redemptions, in whatever language.
      await row.getByRole('button').click();
      await page.getByRole('menuitem').first().click();
      const panel = page.getByRole('dialog');
      await expect(panel.getByRole('row').filter({ hasText: 'LC-CAFE-7Q2M9X' })).toBeVisible();
      await expectMotionEnded(page);
      await expectNoViolations(page);
    });

    test('the send and delete dialogs have no violations', async ({ page }) => {
      test.slow();
      await page.goto(paths.broadcast());
      await page.getByRole('grid').waitFor();
      // 'Send Broadcast', the first button of the screen, in whatever language.
      const send = page.getByRole('main').getByRole('button').first();
      await expect(send).toBeEnabled();
      await send.click();
      const modal = page.getByRole('dialog');
      await modal.waitFor();
      await expectMotionEnded(page);
      await expectNoViolations(page);
      // Sending nothing: the 'Message Cannot Be Empty' alert over the modal.
      await modal.locator('button[type="submit"]').click();
      // The modal under the alert leaves the accessibility tree: count the dialogs themselves.
      await expect(page.locator('.MuiDialog-root')).toHaveCount(2);
      await expectMotionEnded(page);
      await expectNoViolations(page);
      await page.keyboard.press('Escape');
      await page.keyboard.press('Escape');
      await expect(page.getByRole('dialog')).toHaveCount(0);
      // The delete confirmation.
      await page.getByRole('grid').getByRole('row').nth(1).getByRole('button').click();
      await page.getByRole('alertdialog').waitFor();
      await expectMotionEnded(page);
      await expectNoViolations(page);
    });

    test('the profile dialogs have no violations: history, alerts, edit, date picker', async ({
      page,
    }) => {
      test.slow();
      await page.clock.setFixedTime(new Date('2026-11-22T10:00:00'));
      await page.goto(PROFILE);
      const table = page.locator('table').first();
      await expect(table).toContainText('Monthly Wellness Check');
      const close = async () => {
        await page.keyboard.press('Escape');
        await expect(page.getByRole('dialog')).toHaveCount(0);
      };
      // Visit history (the button named after its mission, in any language).
      await page.getByRole('button', { name: /Nutrition Consultation Series/ }).click();
      await expect(page.getByRole('dialog').getByRole('listitem')).toHaveCount(6);
      await expectMotionEnded(page);
      await expectNoViolations(page);
      await close();
      // An alert of the error catalogue: not enough points.
      await page.getByRole('button', { name: /Complimentary Dental Cleaning/ }).click();
      await page.getByRole('dialog').waitFor();
      await expectMotionEnded(page);
      await expectNoViolations(page);
      await close();
      // A success alert: a visit recorded.
      await table
        .getByRole('row')
        .filter({ hasText: 'Monthly Wellness Check' })
        .getByRole('button')
        .first()
        .click();
      await page.getByRole('dialog').waitFor();
      await expectMotionEnded(page);
      await expectNoViolations(page);
      await close();
      // Edit User Profile, then its date picker open.
      await page.getByRole('region').first().getByRole('button').first().click();
      const editor = page.getByRole('dialog');
      await editor.getByRole('textbox').first().waitFor();
      await expectMotionEnded(page);
      await expectNoViolations(page);
      await editor.getByRole('group').getByRole('button').last().click();
      await expect(page.getByRole('grid')).toBeVisible();
      await expectMotionEnded(page);
      await expectNoViolations(page);
    });

    test('the header menus have no violations: theme, language, account', async ({ page }) => {
      test.slow();
      await page.goto(paths.users());
      await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
      const openers = page.getByRole('banner').locator('[aria-haspopup="menu"]');
      await expect(openers).toHaveCount(3);
      for (let index = 0; index < 3; index++) {
        await openers.nth(index).click();
        await expect(page.getByRole('menu')).toBeVisible();
        await expectMotionEnded(page);
        await expectNoViolations(page);
        await page.keyboard.press('Escape');
        await expect(page.getByRole('menu')).toHaveCount(0);
      }
    });
  });
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
    await page.goto(paths.home());
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
