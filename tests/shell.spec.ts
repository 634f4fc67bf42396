import type { Page } from '@playwright/test';
import { expect, signedInState, test } from './support/fixtures';

// The shell's routes, guard, sidebar, header, language, theme and settings are screen tests
// (src/testing/screens/shell.test.tsx); these need the built app loaded by a real browser.

/** An opaque colour (`rgb(r, g, b)`, as computed styles give it) whose channels average below 64. */
function isDarkColour(computed: string) {
  const channels = /^rgb\((\d+), (\d+), (\d+)\)$/.exec(computed)?.slice(1).map(Number);
  return !!channels && channels.reduce((sum, channel) => sum + channel, 0) / 3 < 64;
}

const sidebar = (page: Page) => page.getByRole('navigation', { name: 'Main navigation' });

test.describe('routes and layouts', () => {
  test.use({ storageState: signedInState });

  // A chunk of the built app that cannot be fetched: only a real load of the build fetches it.
  test('a screen that fails shows the error view and leaves the shell working', async ({
    page,
  }) => {
    await page.route(/\/assets\/analytics-[^/]+\.js$/, (route) => route.abort());
    await page.goto('/');
    await sidebar(page).getByRole('link', { name: 'Create Mission' }).waitFor();
    await page.goto('/analytics');
    await expect(
      page.getByRole('heading', { name: 'Unexpected Application Error!' }),
    ).toBeVisible();
    await expect(page.getByRole('alert')).toContainText(
      /dynamically imported module|Failed to fetch/i,
    );
    await sidebar(page).getByRole('link', { name: 'Create Mission' }).click();
    await expect(page.getByRole('heading', { level: 1, name: 'Create Mission' })).toBeVisible();
  });
});

test.describe('language', () => {
  test.use({ storageState: signedInState });

  // Right-to-left layout measured in pixels after a real reload.
  test('Arabic turns the whole screen right-to-left, sidebar on the right, after a reload too', async ({
    page,
  }) => {
    await page.setViewportSize({ width: 1280, height: 800 });
    await page.goto('/');
    await page.getByRole('button', { name: 'Change the language' }).click();
    await page.getByRole('menuitem', { name: /العربية/ }).click();
    await expect(page.locator('html')).toHaveAttribute('dir', 'rtl');
    await expect(page.locator('html')).toHaveAttribute('lang', 'ar');
    expect(await page.evaluate(() => localStorage.getItem('rtlClass'))).toBe('rtl');
    await page.reload();
    await expect(page.locator('html')).toHaveAttribute('dir', 'rtl');
    // The words turned Arabic too: the sidebar's Dashboard entry (public/locales/ae/shell.json).
    await expect(
      page
        .getByRole('navigation', { name: 'التنقل الرئيسي' })
        .getByRole('link', { name: 'لوحة التحكم', exact: true }),
    ).toBeVisible();
    const nav = page.getByRole('navigation').first();
    await expect
      .poll(async () => {
        const box = await nav.boundingBox();
        return box && box.x + box.width;
      })
      .toBe(1280);
  });
});

test.describe('theme', () => {
  test.use({ storageState: signedInState });

  const bodyIsDark = (page: Page) => page.evaluate(() => document.body.classList.contains('dark'));

  // What the built app paints before its translations arrive, on a real page load.
  test('a stored dark theme paints dark at once, while the translations still load', async ({
    page,
  }) => {
    await page.addInitScript(() => localStorage.setItem('theme', 'dark'));
    // The translations are held back until the checks are done, however slow the machine is.
    let releaseTranslations = () => {};
    const translationsHeld = new Promise<void>((resolve) => (releaseTranslations = resolve));
    await page.route('**/locales/**', async (route) => {
      await translationsHeld;
      await route.fallback();
    });
    await page.goto('/', { waitUntil: 'domcontentloaded' });
    const loader = page.getByRole('progressbar');
    await expect(loader).toBeVisible();
    // Unlabelled: its own words have not arrived, so this is the loader shown before the app theme.
    await expect(loader).not.toHaveAttribute('aria-label');
    expect(await bodyIsDark(page)).toBe(true);
    const painted = await page.evaluate(() => ({
      body: getComputedStyle(document.body).backgroundColor,
      loader: getComputedStyle(document.querySelector('[role="progressbar"]')!).backgroundColor,
      colorScheme: document.documentElement.style.colorScheme,
    }));
    expect(painted.colorScheme).toBe('dark');
    expect(isDarkColour(painted.body), `body background ${painted.body}`).toBe(true);
    expect(isDarkColour(painted.loader), `loader background ${painted.loader}`).toBe(true);
    releaseTranslations();
    await expect(page.getByRole('heading', { level: 1, name: 'Dashboard' })).toBeVisible();
    expect(await bodyIsDark(page)).toBe(true);
  });
});
