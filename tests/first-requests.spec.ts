import type { Page } from '@playwright/test';
import { expect, signedInState, test } from './support/fixtures';

/**
 * A screen's first requests go out as soon as the admin heads for it, beside the screen's own
 * code and words, not after the screen has arrived and rendered; and the screen then asks for
 * none of them again. The screen is held back by holding its translations, without which it does
 * not render.
 */

const MEMBER = '64b7f0c2a1e4d5f6a7b8c901';

/** Every API call the page makes, as "GET /api/…?…". */
function recordApiCalls(page: Page) {
  const calls: string[] = [];
  page.on('request', (request) => {
    const url = new URL(request.url());
    if (url.pathname.startsWith('/api/'))
      calls.push(`${request.method()} ${url.pathname}${url.search}`);
  });
  return calls;
}

/** Holds the screen's words until `release()`: the screen cannot render before they arrive. */
async function holdWords(page: Page, namespace: string) {
  let release = () => {};
  const released = new Promise<void>((resolve) => (release = resolve));
  let asked = false;
  await page.route(`**/locales/en/${namespace}.json`, async (route) => {
    asked = true;
    await released;
    await route.fallback();
  });
  return { release: () => release(), asked: () => asked };
}

async function expectCalledOnce(calls: string[], expected: string[]) {
  for (const call of expected) {
    await expect.poll(() => calls.filter((seen) => seen === call).length, call).toBe(1);
  }
}

/**
 * Opens `path` with the screen's words held back, and waits until each of `expected` has been sent
 * while no screen heading is on show yet. Returns the calls seen so far and the release.
 */
async function openWithWordsHeld(page: Page, namespace: string, path: string, expected: string[]) {
  const calls = recordApiCalls(page);
  const held = await holdWords(page, namespace);
  await page.goto(path, { waitUntil: 'commit' });
  for (const call of expected) await expect.poll(() => calls, call).toContain(call);
  expect(held.asked()).toBe(true);
  await expect(page.getByRole('heading', { level: 1 })).toHaveCount(0);
  return { calls, release: held.release };
}

test.describe('signed in', () => {
  test.use({ storageState: signedInState });

  test.beforeEach(async ({ page }) => {
    await page.route('https://cdn.londonclinic.example/**', (route) => route.abort());
  });

  test('the Users list asks for the page in the address before the screen is on show, and once', async ({
    page,
  }) => {
    const list = 'GET /api/users?page=2&limit=20&search=clinic';
    const screen = await openWithWordsHeld(
      page,
      'users',
      '/apps/users?page=2&limit=20&search=clinic',
      [list],
    );

    screen.release();
    await expect(page.getByRole('heading', { level: 1, name: 'Users' })).toBeVisible();
    await expect(page.getByRole('grid', { name: 'Members' }).getByRole('row').nth(1)).toBeVisible();
    await expectCalledOnce(screen.calls, [list]);
  });

  test('the missions list asks for the view in the address before the screen is on show, and once', async ({
    page,
  }) => {
    const list = 'GET /api/missions?page=2&limit=20&category=1&sort=name';
    const screen = await openWithWordsHeld(
      page,
      'missions',
      '/apps/missions?page=2&limit=20&category=1&sort=name',
      [list],
    );

    screen.release();
    await expect(page.getByRole('heading', { level: 1, name: 'Create Mission' })).toBeVisible();
    await expect(
      page.getByRole('grid', { name: 'Missions' }).getByRole('row').nth(1),
    ).toBeVisible();
    await expectCalledOnce(screen.calls, [list]);
  });

  test('Broadcast asks for the messages before the screen is on show, and once', async ({
    page,
  }) => {
    const list = 'GET /api/notification/all';
    const screen = await openWithWordsHeld(page, 'broadcast', '/apps/broadcast-message', [list]);

    screen.release();
    await expect(page.getByText(/^Showing 1 to 10 of \d+ entries$/)).toBeVisible();
    await expectCalledOnce(screen.calls, [list]);
  });

  test('heading for Broadcast from the sidebar asks for its code before the screen is on show, and the messages once', async ({
    page,
  }) => {
    await page.goto('/');
    await expect(page.getByRole('heading', { level: 1, name: 'Dashboard' })).toBeVisible();
    const calls = recordApiCalls(page);
    const scripts: string[] = [];
    page.on('request', (request) => {
      if (request.resourceType() === 'script') scripts.push(request.url());
    });
    const held = await holdWords(page, 'broadcast');

    await page
      .getByRole('navigation', { name: 'Main navigation' })
      .getByRole('link', { name: 'Broadcast Message' })
      .click();
    await expect.poll(() => scripts.length).toBeGreaterThan(0);
    expect(held.asked()).toBe(true);
    await expect(page.getByRole('heading', { level: 1, name: 'Broadcast Messages' })).toHaveCount(
      0,
    );

    held.release();
    await expect(page.getByText(/^Showing 1 to 10 of \d+ entries$/)).toBeVisible();
    expect(calls.filter((call) => call === 'GET /api/notification/all')).toHaveLength(1);
  });

  test('a profile asks for the member, then by its id for its lists, before the screen is on show, and once', async ({
    page,
  }) => {
    const firstCalls = [
      `GET /api/user/${MEMBER}`,
      'GET /api/rewards/get',
      `GET /api/user/user/${MEMBER}/joined-missions`,
      `GET /api/vouchers/user-history/${MEMBER}`,
      `GET /api/missions/joinable-userSide?userId=${MEMBER}`,
    ];
    const screen = await openWithWordsHeld(
      page,
      'members',
      `/apps/list/view/${MEMBER}`,
      firstCalls,
    );

    screen.release();
    await expect(page.getByRole('table', { name: 'Total Missions' })).toContainText('Join');
    await expect(page.getByRole('button', { name: 'Edit profile' })).toBeVisible();
    await expectCalledOnce(screen.calls, firstCalls);
  });
});

test('signed out, a screen’s address asks the server for nothing and leads to sign-in', async ({
  page,
}) => {
  const calls = recordApiCalls(page);
  await page.goto('/apps/users');
  await expect(page).toHaveURL(/\/auth\/boxed-signin$/);
  await expect(page.getByRole('button', { name: 'Sign In' })).toBeVisible();
  expect(calls).toEqual([]);
});
