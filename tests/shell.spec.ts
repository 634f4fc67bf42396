import type { Page } from '@playwright/test';
import { ADMIN, expect, signedInState, test } from './support/fixtures';

const DASHBOARD_ROUTES: [path: string, title: string][] = [
  ['/', 'Dashboard'],
  ['/front-desk', 'Front desk'],
  ['/analytics', 'Analytics'],
  ['/apps/missions', 'Create Mission'],
  ['/apps/rewards', 'Create Reward'],
  ['/apps/advertisement', 'Create Advertisement'],
  ['/apps/users', 'Users'],
  ['/apps/list/view/65f1a2b3c4d5e6f708192a3b', 'Profile'],
  ['/apps/broadcast-message', 'Broadcast Messages'],
  ['/users/profile', 'My Profile'],
  ['/users/user-account-settings', 'Account Settings'],
];

/** An opaque colour (`rgb(r, g, b)`, as computed styles give it) whose channels average below 64. */
function isDarkColour(computed: string) {
  const channels = /^rgb\((\d+), (\d+), (\d+)\)$/.exec(computed)?.slice(1).map(Number);
  return !!channels && channels.reduce((sum, channel) => sum + channel, 0) / 3 < 64;
}

const sidebar = (page: Page) => page.getByRole('navigation', { name: 'Main navigation' });

test.describe('routes and layouts', () => {
  test.use({ storageState: signedInState });

  for (const [path, title] of DASHBOARD_ROUTES) {
    test(`${path} shows "${title}" in the dashboard layout`, async ({ page }) => {
      await page.goto(path);
      await expect(page.getByRole('heading', { level: 1, name: title })).toBeVisible();
      await expect(page).toHaveTitle(`${title} | London Clinic`);
      await expect(sidebar(page)).toBeVisible();
      await expect(page.getByRole('banner')).toBeVisible();
      await expect(
        page.getByText(`© ${new Date().getFullYear()} London Clinic. All rights reserved.`),
      ).toBeVisible();
    });
  }

  test('the member profile breadcrumb reads Users / Profile and leads to the Users list', async ({
    page,
  }) => {
    await page.goto('/apps/list/view/65f1a2b3c4d5e6f708192a3b');
    const trail = page.getByRole('navigation', { name: 'Breadcrumb' });
    await expect(trail).toHaveText(/Users\s*\/\s*Profile/);
    await trail.getByRole('link', { name: 'Users' }).click();
    await expect(page).toHaveURL(/\/apps\/users$/);
  });

  test('/about and sign-in use the blank layout', async ({ page }) => {
    for (const path of ['/about', '/auth/boxed-signin', '/auth/cover-login']) {
      await page.goto(path);
      await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
      await expect(sidebar(page)).toHaveCount(0);
    }
    await page.goto('/about');
    await expect(page).toHaveTitle('About the London Clinic admin | London Clinic');
  });

  test('an unknown address shows the not-found page with a way home', async ({ page }) => {
    await page.goto('/no/such/screen');
    await expect(page.getByRole('heading', { name: 'Page not found' })).toBeVisible();
    await expect(sidebar(page)).toHaveCount(0);
    await page.getByRole('link', { name: 'Back to the dashboard' }).click();
    await expect(page.getByRole('heading', { level: 1, name: 'Dashboard' })).toBeVisible();
  });

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

test.describe('the guard', () => {
  for (const path of ['/apps/broadcast-message', '/elements/buttons', '/users/profile']) {
    test(`${path} without a token goes to sign-in`, async ({ page }) => {
      await page.goto(path);
      await expect(page).toHaveURL(/\/auth\/boxed-signin$/);
    });
  }
});

test.describe('sidebar', () => {
  test.use({ storageState: signedInState });

  test('at 1280 px it stays open beside the page, marks the active link and collapses', async ({
    page,
  }) => {
    await page.setViewportSize({ width: 1280, height: 800 });
    await page.goto('/');
    const nav = sidebar(page);
    await expect(nav).toBeVisible();
    await expect.poll(async () => (await nav.boundingBox())?.width).toBe(260);
    await nav.getByRole('link', { name: 'Broadcast Message' }).click();
    await expect(page.getByRole('heading', { level: 1, name: 'Broadcast Messages' })).toBeVisible();
    await expect(nav.getByRole('link', { name: 'Broadcast Message' })).toHaveAttribute(
      'aria-current',
      'page',
    );
    await expect(nav.getByRole('link', { name: 'Dashboard', exact: true })).not.toHaveAttribute(
      'aria-current',
      'page',
    );
    await expect(nav).toBeVisible();

    // The front desk comes first, before the dashboard.
    await expect(nav.getByRole('link').nth(1)).toHaveAccessibleName('Front desk');
    for (const [heading, link] of <[string, string][]>[
      ['Mission', 'Create Mission'],
      ['Reward', 'Create Reward'],
      ['Advertisement', 'Create Advertisement'],
      ['users', 'users'],
      ['broadcast message', 'Broadcast Message'],
    ]) {
      await expect(nav.getByText(heading, { exact: true }).first()).toBeVisible();
      await expect(nav.getByRole('link', { name: link, exact: true })).toBeVisible();
    }

    await page.getByRole('button', { name: 'Close the sidebar' }).click();
    await expect(nav).toBeHidden();
    await page.reload();
    await expect(sidebar(page)).toBeHidden();
    await page.getByRole('button', { name: 'Show or hide the sidebar' }).click();
    await expect(sidebar(page)).toBeVisible();
  });

  test('at 800 px it opens over the page, closes after navigating and on the overlay', async ({
    page,
  }) => {
    await page.setViewportSize({ width: 800, height: 900 });
    await page.goto('/');
    const nav = sidebar(page);
    await expect(nav).toBeHidden();
    await page.getByRole('button', { name: 'Show or hide the sidebar' }).click();
    await expect(nav).toBeVisible();
    await nav.getByRole('link', { name: 'Create Reward' }).click();
    await expect(page.getByRole('heading', { level: 1, name: 'Create Reward' })).toBeVisible();
    await expect(nav).toBeHidden();

    await page.getByRole('button', { name: 'Show or hide the sidebar' }).click();
    await expect(nav).toBeVisible();
    await page.mouse.click(700, 450);
    await expect(nav).toBeHidden();
  });

  test('the logo leads home', async ({ page }) => {
    await page.goto('/apps/rewards');
    await page.getByRole('link', { name: 'London Clinic, go to the dashboard' }).click();
    await expect(page.getByRole('heading', { level: 1, name: 'Dashboard' })).toBeVisible();
  });
});

test.describe('header', () => {
  test.use({ storageState: signedInState });

  test('the user menu shows the admin and leads to their profile', async ({ page }) => {
    await page.goto('/');
    await page.getByRole('button', { name: 'Account menu' }).click();
    const menu = page.getByRole('menu');
    await expect(menu).toContainText(ADMIN.fullName);
    await expect(menu).toContainText(ADMIN.email);
    // The menu grows in from 75 % scale: measure once the transition has ended.
    await expect.poll(async () => (await menu.boundingBox())?.width).toBeCloseTo(230, 0);
    await menu.getByRole('menuitem', { name: 'Profile' }).click();
    await expect(page).toHaveURL(/\/users\/profile$/);
    await expect(page.getByRole('main')).toContainText(ADMIN.email);
  });

  test('Sign Out in the user menu ends the session', async ({ page }) => {
    await page.goto('/');
    await page.getByRole('button', { name: 'Account menu' }).click();
    await page.getByRole('menuitem', { name: 'Sign Out' }).click();
    await expect(page).toHaveURL(/\/auth\/boxed-signin$/);
    expect(await page.evaluate(() => localStorage.getItem('token'))).toBeNull();
  });

  test('the member search opens the Users list with the search', async ({ page }) => {
    await page.goto('/');
    await page.getByRole('searchbox', { name: 'Search members' }).fill('Zoë');
    await page.keyboard.press('Enter');
    await expect(page).toHaveURL(/\/apps\/users\?search=Zo%C3%AB$/);
  });

  test('on a phone the search opens from its toggle', async ({ page }) => {
    await page.setViewportSize({ width: 390, height: 800 });
    await page.goto('/');
    await expect(page.getByRole('searchbox', { name: 'Search members' })).toBeHidden();
    await page.getByRole('button', { name: 'Show or hide the member search' }).click();
    await page.getByRole('searchbox', { name: 'Search members' }).fill('LC-000123');
    await page.keyboard.press('Enter');
    await expect(page).toHaveURL(/search=LC-000123/);
  });

  test('a scroll-to-top button appears after 50 px of scrolling', async ({ page }) => {
    await page.setViewportSize({ width: 1280, height: 400 });
    await page.goto('/elements/typography');
    await expect(page.getByRole('heading', { level: 1, name: 'Typography' })).toBeVisible();
    const button = page.getByRole('button', { name: 'Scroll to top' });
    await expect(button).toHaveCount(0);
    // Checked once the scroll has been handled and two frames drawn since.
    await page.evaluate(
      () =>
        new Promise<void>((resolve) => {
          const twoFrames = () =>
            requestAnimationFrame(() => requestAnimationFrame(() => resolve()));
          window.addEventListener('scroll', twoFrames, { once: true });
          window.scrollTo(0, 30);
        }),
    );
    await expect(button).toHaveCount(0);
    await page.evaluate(() => window.scrollTo(0, 240));
    await expect(button).toBeVisible();
    await button.click();
    await expect.poll(() => page.evaluate(() => window.scrollY)).toBe(0);
  });
});

test.describe('language', () => {
  test.use({ storageState: signedInState });

  test('switches to French at once and stays French after a reload', async ({ page }) => {
    await page.goto('/');
    await page.getByRole('button', { name: 'Change the language' }).click();
    await page.getByRole('menuitem', { name: /Français/ }).click();
    await expect(page.getByRole('heading', { level: 1, name: 'Tableau de bord' })).toBeVisible();
    expect(await page.evaluate(() => localStorage.getItem('i18nextLng'))).toBe('fr');
    await page.reload();
    await expect(page.getByRole('heading', { level: 1, name: 'Tableau de bord' })).toBeVisible();
    await expect(page.locator('html')).toHaveAttribute('lang', 'fr');
    await expect(page.locator('html')).toHaveAttribute('dir', 'ltr');
    await expect(page).toHaveTitle('Tableau de bord | London Clinic');
  });

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

  test('the language can also be chosen with ?lng= in the address', async ({ page }) => {
    await page.goto('/?lng=de');
    await expect(page.locator('html')).toHaveAttribute('lang', 'de');
    await expect(page.getByRole('button', { name: /Sprache/ })).toHaveText(/de/i);
  });
});

test.describe('theme', () => {
  test.use({ storageState: signedInState });

  const chooseTheme = async (page: Page, name: string) => {
    await page.getByRole('button', { name: /Change the theme/ }).click();
    await page.getByRole('menuitem', { name }).click();
  };
  const bodyIsDark = (page: Page) => page.evaluate(() => document.body.classList.contains('dark'));

  test('dark and light are applied at once and survive a reload', async ({ page }) => {
    await page.goto('/');
    expect(await bodyIsDark(page)).toBe(false);
    await chooseTheme(page, 'Dark');
    await expect.poll(() => bodyIsDark(page)).toBe(true);
    const darkBackground = await page.evaluate(
      () => getComputedStyle(document.body).backgroundColor,
    );
    await page.reload();
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
    expect(await bodyIsDark(page)).toBe(true);
    expect(await page.evaluate(() => localStorage.getItem('theme'))).toBe('dark');
    await chooseTheme(page, 'Light');
    await expect.poll(() => bodyIsDark(page)).toBe(false);
    expect(await page.evaluate(() => getComputedStyle(document.body).backgroundColor)).not.toBe(
      darkBackground,
    );
  });

  test('system follows the operating system, live', async ({ page }) => {
    await page.emulateMedia({ colorScheme: 'light' });
    await page.goto('/');
    await chooseTheme(page, 'System');
    expect(await bodyIsDark(page)).toBe(false);
    await page.emulateMedia({ colorScheme: 'dark' });
    await expect.poll(() => bodyIsDark(page)).toBe(true);
    await page.reload();
    await expect.poll(() => bodyIsDark(page)).toBe(true);
    expect(await page.evaluate(() => localStorage.getItem('theme'))).toBe('system');
  });

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

  test('a corrupt stored setting falls back to the default', async ({ page }) => {
    await page.addInitScript(() => localStorage.setItem('theme', '"}{corrupt'));
    await page.goto('/');
    await expect(page.getByRole('heading', { level: 1, name: 'Dashboard' })).toBeVisible();
    expect(await bodyIsDark(page)).toBe(false);
  });
});

test.describe('account settings', () => {
  test.use({ storageState: signedInState });

  test('the boxed layout and the semi-dark sidebar apply at once and are remembered', async ({
    page,
  }) => {
    await page.setViewportSize({ width: 1600, height: 900 });
    await page.goto('/users/user-account-settings');
    await page.getByRole('radio', { name: 'Boxed' }).check();
    await page.getByRole('switch', { name: 'Dark sidebar in light theme' }).check();
    expect((await page.getByRole('main').boundingBox())?.width).toBeLessThanOrEqual(1440);
    expect(
      await page.evaluate(() => [localStorage.getItem('layout'), localStorage.getItem('semidark')]),
    ).toEqual(['boxed-layout', 'true']);
    // The sidebar's panel is the navigation's parent.
    const sidebarBackground = () =>
      sidebar(page).evaluate((nav) => getComputedStyle(nav.parentElement ?? nav).backgroundColor);
    const pageBackground = await page.evaluate(
      () => getComputedStyle(document.body).backgroundColor,
    );
    expect(await sidebarBackground()).not.toBe(pageBackground);
    await page.reload();
    await expect(page.getByRole('radio', { name: 'Boxed' })).toBeChecked();
  });
});
