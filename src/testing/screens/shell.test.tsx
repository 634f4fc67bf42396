import { afterEach, describe, expect, test } from 'vitest';
import { cdp, page, userEvent } from 'vitest/browser';
import i18n from 'i18next';
import { ADMIN, openScreen } from '../screen';
import { expectHidden, reload } from './support';

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

const VIEWPORT = { width: 1280, height: 720 };
afterEach(() => page.viewport(VIEWPORT.width, VIEWPORT.height));

const sidebar = () => page.getByRole('navigation', { name: 'Main navigation' });
const heading = (name: string) => page.getByRole('heading', { level: 1, name });

const bodyIsDark = () => document.body.classList.contains('dark');
const bodyBackground = () => getComputedStyle(document.body).backgroundColor;

describe('routes and layouts', () => {
  for (const [path, title] of DASHBOARD_ROUTES) {
    test(`${path} shows "${title}" in the dashboard layout`, async () => {
      await openScreen(path);
      await expect.element(heading(title)).toBeVisible();
      await expect.poll(() => document.title).toBe(`${title} | London Clinic`);
      await expect.element(sidebar()).toBeVisible();
      await expect.element(page.getByRole('banner')).toBeVisible();
      await expect
        .element(
          page.getByText(`© ${new Date().getFullYear()} London Clinic. All rights reserved.`),
        )
        .toBeVisible();
    });
  }

  test('the member profile breadcrumb reads Users / Profile and leads to the Users list', async () => {
    const screen = await openScreen('/apps/list/view/65f1a2b3c4d5e6f708192a3b');
    const trail = page.getByRole('navigation', { name: 'Breadcrumb' });
    await expect.element(trail).toHaveTextContent(/Users\s*\/\s*Profile/);
    await trail.getByRole('link', { name: 'Users' }).click();
    await expect.poll(() => screen.url).toMatch(/\/apps\/users$/);
  });

  test('/about and sign-in use the blank layout', async () => {
    for (const path of ['/about', '/auth/boxed-signin', '/auth/cover-login']) {
      await openScreen(path);
      await expect.element(page.getByRole('heading', { level: 1 })).toBeVisible();
      expect(sidebar().query()).toBeNull();
    }
    await openScreen('/about');
    await expect.element(page.getByRole('heading', { level: 1 })).toBeVisible();
    await expect.poll(() => document.title).toBe('About the London Clinic admin | London Clinic');
  });

  test('an unknown address shows the not-found page with a way home', async () => {
    await openScreen('/no/such/screen');
    await expect.element(page.getByRole('heading', { name: 'Page not found' })).toBeVisible();
    expect(sidebar().query()).toBeNull();
    await page.getByRole('link', { name: 'Back to the dashboard' }).click();
    await expect.element(heading('Dashboard')).toBeVisible();
  });
});

describe('the guard', () => {
  for (const path of ['/apps/broadcast-message', '/elements/buttons', '/users/profile']) {
    test(`${path} without a token goes to sign-in`, async () => {
      const screen = await openScreen(path, { signedIn: false });
      await expect.poll(() => screen.url).toMatch(/\/auth\/boxed-signin$/);
    });
  }
});

describe('sidebar', () => {
  test('at 1280 px it stays open beside the page, marks the active link and collapses', async () => {
    await page.viewport(1280, 800);
    await openScreen('/');
    const nav = sidebar();
    await expect.element(nav).toBeVisible();
    await expect.poll(() => nav.element().getBoundingClientRect().width).toBe(260);
    await nav.getByRole('link', { name: 'Broadcast Message' }).click();
    await expect.element(heading('Broadcast Messages')).toBeVisible();
    await expect
      .element(nav.getByRole('link', { name: 'Broadcast Message' }))
      .toHaveAttribute('aria-current', 'page');
    await expect
      .element(nav.getByRole('link', { name: 'Dashboard', exact: true }))
      .not.toHaveAttribute('aria-current', 'page');
    await expect.element(nav).toBeVisible();

    // The front desk comes first, before the dashboard.
    await expect.element(nav.getByRole('link').nth(1)).toHaveAccessibleName('Front desk');
    for (const [group, link] of [
      ['Mission', 'Create Mission'],
      ['Reward', 'Create Reward'],
      ['Advertisement', 'Create Advertisement'],
      ['users', 'users'],
      ['broadcast message', 'Broadcast Message'],
    ] as [string, string][]) {
      await expect.element(nav.getByText(group, { exact: true }).first()).toBeVisible();
      await expect.element(nav.getByRole('link', { name: link, exact: true })).toBeVisible();
    }

    await page.getByRole('button', { name: 'Close the sidebar' }).click();
    await expectHidden(nav);
    await reload('/');
    await expect.element(page.getByRole('banner')).toBeVisible();
    await expectHidden(sidebar());
    await page.getByRole('button', { name: 'Show or hide the sidebar' }).click();
    await expect.element(sidebar()).toBeVisible();
  });

  test('at 800 px it opens over the page, closes after navigating and on the overlay', async () => {
    await page.viewport(800, 900);
    await openScreen('/');
    const nav = sidebar();
    await expect.element(page.getByRole('banner')).toBeVisible();
    await expectHidden(nav);
    await page.getByRole('button', { name: 'Show or hide the sidebar' }).click();
    await expect.element(nav).toBeVisible();
    await nav.getByRole('link', { name: 'Create Reward' }).click();
    await expect.element(heading('Create Reward')).toBeVisible();
    await expectHidden(nav);

    await page.getByRole('button', { name: 'Show or hide the sidebar' }).click();
    await expect.element(nav).toBeVisible();
    await userEvent.pointer({ coords: { x: 700, y: 450 }, keys: '[MouseLeft]' });
    await expectHidden(nav);
  });

  test('the logo leads home', async () => {
    await openScreen('/apps/rewards');
    await page.getByRole('link', { name: 'London Clinic, go to the dashboard' }).click();
    await expect.element(heading('Dashboard')).toBeVisible();
  });
});

describe('header', () => {
  test('on a phone the role gives way: the buttons beside it stay apart and whole', async () => {
    await page.viewport(390, 844);
    await openScreen('/');
    await expect.element(page.getByText('Role: Administrator')).toBeVisible();
    const language = page.getByRole('button', { name: 'EN — Change the language' }).element();
    const role = page.getByText('Role: Administrator').element();
    const { right } = language.getBoundingClientRect();
    expect(right).toBeLessThanOrEqual(role.getBoundingClientRect().left);
    // The language's code is not squeezed out of its button.
    expect(language.scrollWidth).toBeLessThanOrEqual(language.clientWidth);
    expect(document.documentElement.scrollWidth).toBeLessThanOrEqual(390);
  });

  test('the user menu shows the admin and leads to their profile', async () => {
    const screen = await openScreen('/');
    await page.getByRole('button', { name: 'Account menu' }).click();
    const menu = page.getByRole('menu');
    await expect.element(menu).toHaveTextContent(ADMIN.fullName);
    await expect.element(menu).toHaveTextContent(ADMIN.email);
    // The menu grows in from 75 % scale: measure once the transition has ended.
    await expect.poll(() => menu.element().getBoundingClientRect().width).toBeCloseTo(230, 0);
    await menu.getByRole('menuitem', { name: 'Profile' }).click();
    await expect.poll(() => screen.url).toMatch(/\/users\/profile$/);
    await expect.element(page.getByRole('main')).toHaveTextContent(ADMIN.email);
  });

  test('Sign Out in the user menu ends the session', async () => {
    const screen = await openScreen('/');
    await page.getByRole('button', { name: 'Account menu' }).click();
    await page.getByRole('menuitem', { name: 'Sign Out' }).click();
    await expect.poll(() => screen.url).toMatch(/\/auth\/boxed-signin$/);
    expect(localStorage.getItem('token')).toBeNull();
  });

  test('the member search opens the Users list with the search', async () => {
    const screen = await openScreen('/');
    await page.getByRole('searchbox', { name: 'Search members' }).fill('Zoë');
    await userEvent.keyboard('{Enter}');
    await expect.poll(() => screen.url).toMatch(/\/apps\/users\?search=Zo%C3%AB$/);
  });

  test('on a phone the search opens from its toggle', async () => {
    await page.viewport(390, 800);
    const screen = await openScreen('/');
    await expect.element(page.getByRole('banner')).toBeVisible();
    await expectHidden(page.getByRole('searchbox', { name: 'Search members' }));
    await page.getByRole('button', { name: 'Show or hide the member search' }).click();
    await page.getByRole('searchbox', { name: 'Search members' }).fill('LC-000123');
    await userEvent.keyboard('{Enter}');
    await expect.poll(() => screen.url).toMatch(/search=LC-000123/);
  });

  test('a scroll-to-top button appears after 50 px of scrolling', async () => {
    await page.viewport(1280, 400);
    await openScreen('/elements/typography');
    await expect.element(heading('Typography')).toBeVisible();
    const button = page.getByRole('button', { name: 'Scroll to top' });
    expect(button.query()).toBeNull();
    // Checked once the scroll has been handled and two frames drawn since.
    await new Promise<void>((resolve) => {
      const twoFrames = () => requestAnimationFrame(() => requestAnimationFrame(() => resolve()));
      window.addEventListener('scroll', twoFrames, { once: true });
      window.scrollTo(0, 30);
    });
    expect(button.query()).toBeNull();
    window.scrollTo(0, 240);
    await expect.element(button).toBeVisible();
    await button.click();
    await expect.poll(() => window.scrollY).toBe(0);
  });
});

describe('language', () => {
  test('switches to French at once and stays French after a reload', async () => {
    await openScreen('/');
    await page.getByRole('button', { name: 'Change the language' }).click();
    await page.getByRole('menuitem', { name: /Français/ }).click();
    await expect.element(heading('Tableau de bord')).toBeVisible();
    expect(localStorage.getItem('i18nextLng')).toBe('fr');
    await reload('/');
    await expect.element(heading('Tableau de bord')).toBeVisible();
    expect(document.documentElement.lang).toBe('fr');
    expect(document.documentElement.dir).toBe('ltr');
    await expect.poll(() => document.title).toBe('Tableau de bord | London Clinic');
  });

  test('the language can also be chosen with ?lng= in the address', async () => {
    // The language detector reads the page's own address: it carries ?lng=de while the app starts.
    const address = location.href;
    const withLanguage = new URL(address);
    withLanguage.searchParams.set('lng', 'de');
    try {
      history.replaceState(history.state, '', withLanguage);
      await openScreen('/?lng=de');
      await i18n.changeLanguage();
    } finally {
      history.replaceState(history.state, '', address);
    }
    await expect.poll(() => document.documentElement.lang).toBe('de');
    await expect.element(page.getByRole('button', { name: /Sprache/ })).toHaveTextContent(/de/i);
  });
});

describe('theme', () => {
  const chooseTheme = async (name: string) => {
    await page.getByRole('button', { name: /Change the theme/ }).click();
    await page.getByRole('menuitem', { name }).click();
  };

  test('dark and light are applied at once and survive a reload', async () => {
    await openScreen('/');
    await expect.element(heading('Dashboard')).toBeVisible();
    expect(bodyIsDark()).toBe(false);
    await chooseTheme('Dark');
    await expect.poll(bodyIsDark).toBe(true);
    const darkBackground = bodyBackground();
    await reload('/');
    await expect.element(page.getByRole('heading', { level: 1 })).toBeVisible();
    expect(bodyIsDark()).toBe(true);
    expect(localStorage.getItem('theme')).toBe('dark');
    await chooseTheme('Light');
    await expect.poll(bodyIsDark).toBe(false);
    expect(bodyBackground()).not.toBe(darkBackground);
  });

  test('system follows the operating system, live', async () => {
    const emulate = (colourScheme: string) =>
      cdp().send('Emulation.setEmulatedMedia', {
        features: colourScheme ? [{ name: 'prefers-color-scheme', value: colourScheme }] : [],
      });
    try {
      await emulate('light');
      await openScreen('/');
      await chooseTheme('System');
      expect(bodyIsDark()).toBe(false);
      await emulate('dark');
      await expect.poll(bodyIsDark).toBe(true);
      await reload('/');
      await expect.element(page.getByRole('heading', { level: 1 })).toBeVisible();
      await expect.poll(bodyIsDark).toBe(true);
      expect(localStorage.getItem('theme')).toBe('system');
    } finally {
      await emulate('');
    }
  });

  test('a corrupt stored setting falls back to the default', async () => {
    await openScreen('/');
    localStorage.setItem('theme', '"}{corrupt');
    await reload('/');
    await expect.element(heading('Dashboard')).toBeVisible();
    expect(bodyIsDark()).toBe(false);
  });
});

describe('account settings', () => {
  test('the boxed layout and the semi-dark sidebar apply at once and are remembered', async () => {
    await page.viewport(1600, 900);
    await openScreen('/users/user-account-settings');
    await page.getByRole('radio', { name: 'Boxed' }).click();
    await page.getByRole('switch', { name: 'Dark sidebar in light theme' }).click();
    await expect.element(page.getByRole('radio', { name: 'Boxed' })).toBeChecked();
    await expect
      .element(page.getByRole('switch', { name: 'Dark sidebar in light theme' }))
      .toBeChecked();
    expect(page.getByRole('main').element().getBoundingClientRect().width).toBeLessThanOrEqual(
      1440,
    );
    expect([localStorage.getItem('layout'), localStorage.getItem('semidark')]).toEqual([
      'boxed-layout',
      'true',
    ]);
    // The sidebar's panel is the navigation's parent.
    const nav = sidebar().element();
    const sidebarBackground = getComputedStyle(nav.parentElement ?? nav).backgroundColor;
    expect(sidebarBackground).not.toBe(bodyBackground());
    await reload('/users/user-account-settings');
    await expect.element(page.getByRole('radio', { name: 'Boxed' })).toBeChecked();
  });
});
