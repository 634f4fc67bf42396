import AxeBuilder from '@axe-core/playwright';
import type { Page } from '@playwright/test';
import { expect, failNetwork, preferAnswer, signedInState, test } from './support/fixtures';
import { expectLoaded, trackRequests } from './support/settled';
import { SEARCH_DEBOUNCE_MS } from '../src/lib/list-search';

test.use({ storageState: signedInState });

/** GET /api/users (not /api/user/{id}, the profile's). */
const LIST = /\/api\/users(\?|$)/;
const LAYLA_ID = '64b7f0c2a1e4d5f6a7b8c901';
const ZOE = "Zoë O'Brien-Nuñez";
const WCAG_TAGS = ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'wcag22aa'];

const grid = (page: Page) => page.getByRole('grid', { name: 'Members' });
const rows = (page: Page) => grid(page).getByRole('row');
const rowOf = (page: Page, text: string) => rows(page).filter({ hasText: text });
const searchBox = (page: Page) => page.getByRole('searchbox', { name: 'Search the users list' });
const footer = (page: Page, text: string) => page.getByText(text, { exact: true });

/** The query of every list request the page makes, in order. */
function recordListRequests(page: Page) {
  const seen: URLSearchParams[] = [];
  page.on('request', (request) => {
    if (request.method() === 'GET' && LIST.test(request.url())) {
      seen.push(new URL(request.url()).searchParams);
    }
  });
  return seen;
}

const query = (params: URLSearchParams | undefined) =>
  params ? Object.fromEntries(params.entries()) : undefined;

/** Holds the list calls until `release()`; the screen sees them as slow. */
async function holdList(page: Page, when: (url: URL) => boolean = () => true) {
  let release = () => {};
  const released = new Promise<void>((resolve) => (release = resolve));
  await page.route(LIST, async (route) => {
    if (when(new URL(route.request().url()))) await released;
    await route.fallback();
  });
  return () => release();
}

async function openList(page: Page, path = '/apps/users') {
  await page.goto(path);
  await expect(page.getByRole('heading', { level: 1, name: 'Users' })).toBeVisible();
}

test.beforeEach(async ({ page }) => {
  // The contract's photo addresses do not exist: they fail at once, as a broken photo would.
  await page.route('https://cdn.londonclinic.example/**', (route) => route.abort());
});

test.describe('the list', () => {
  test('shows the first page of members: photo, name, e-mail, phone, member id, points, membership', async ({
    page,
  }) => {
    const requests = recordListRequests(page);
    await openList(page);
    await expect(page).toHaveTitle('Users | London Clinic');
    const breadcrumb = page.getByRole('navigation', { name: 'breadcrumb' });
    await expect(breadcrumb.getByRole('link', { name: 'Dashboard' })).toHaveAttribute('href', '/');
    await expect(breadcrumb.getByText('Users')).toHaveAttribute('aria-current', 'page');

    await expect(rows(page)).toHaveCount(11);
    for (const header of [
      'Photo',
      'Full Name',
      'Email',
      'Phone Number',
      'Member ID',
      'Points',
      'Membership',
    ]) {
      await expect(grid(page).getByRole('columnheader', { name: header })).toBeVisible();
    }
    const layla = rowOf(page, 'ليلى حداد');
    await expect(layla.getByRole('img', { name: 'Photo of ليلى حداد' })).toBeVisible();
    await expect(layla.getByRole('link', { name: 'ليلى حداد' })).toHaveAttribute(
      'href',
      `/apps/list/view/${LAYLA_ID}`,
    );
    for (const value of [
      'layla.haddad@mail.example',
      '+971501234567',
      'LC-000123',
      '450',
      'Gold',
    ]) {
      await expect(layla.getByRole('gridcell', { name: value, exact: true })).toBeVisible();
    }
    const zoe = rowOf(page, ZOE);
    await expect(zoe.getByRole('img', { name: 'No photo' })).toBeVisible();
    await expect(zoe.getByRole('link', { name: ZOE })).toBeVisible();
    await expect(
      rowOf(page, 'Omar Al-Farsi').getByRole('gridcell', { name: '5,400' }),
    ).toBeVisible();

    // 王小明 has no e-mail and no phone number; the 4th member has only an e-mail.
    const wang = rowOf(page, '王小明');
    await expect(wang.getByRole('gridcell', { name: 'N/A', exact: true })).toHaveCount(2);
    const unnamed = rowOf(page, 'new.member@mail.example');
    await expect(unnamed.getByRole('link', { name: 'N/A' })).toBeVisible();
    await expect(unnamed.getByRole('gridcell', { name: 'N/A', exact: true })).toHaveCount(4);

    await expect(footer(page, '1–10 of 57')).toBeVisible();
    expect(requests.map(query)).toEqual([{ page: '1', limit: '10' }]);
  });

  test('points are right-aligned', async ({ page }) => {
    await openList(page);
    const points = rowOf(page, 'Omar Al-Farsi').getByRole('gridcell', { name: '5,400' });
    await expect(points).toHaveCSS('text-align', 'right');
  });

  test('pages on the server: the next page asks for page 2, a page size of 20 for limit 20', async ({
    page,
  }) => {
    const requests = recordListRequests(page);
    await openList(page);
    await expect(footer(page, '1–10 of 57')).toBeVisible();

    await page.getByRole('button', { name: 'Go to next page' }).click();
    await expect(footer(page, '11–20 of 57')).toBeVisible();
    await expect(page).toHaveURL(/\/apps\/users\?page=2$/);
    expect(query(requests.at(-1))).toEqual({ page: '2', limit: '10' });

    await page.getByRole('combobox', { name: /rows per page/i }).click();
    await page.getByRole('option', { name: '20' }).click();
    await expect(footer(page, '1–20 of 57')).toBeVisible();
    await expect(page).toHaveURL(/\/apps\/users\?limit=20$/);
    expect(query(requests.at(-1))).toEqual({ page: '1', limit: '20' });

    await page.getByRole('combobox', { name: /rows per page/i }).click();
    await page.getByRole('option', { name: '50' }).click();
    await expect(footer(page, '1–50 of 57')).toBeVisible();
    expect(query(requests.at(-1))).toEqual({ page: '1', limit: '50' });
  });

  test('a reload or a shared link shows the same page', async ({ page }) => {
    const requests = recordListRequests(page);
    await openList(page, '/apps/users?page=3&limit=20');
    await expect(footer(page, '41–57 of 57')).toBeVisible();
    expect(requests.map(query)).toEqual([{ page: '3', limit: '20' }]);
    await page.reload();
    await expect(footer(page, '41–57 of 57')).toBeVisible();
    expect(query(requests.at(-1))).toEqual({ page: '3', limit: '20' });
  });

  test('an address with invalid paging shows the first page of 10', async ({ page }) => {
    const requests = recordListRequests(page);
    await openList(page, '/apps/users?page=-2&limit=7');
    await expect(footer(page, '1–10 of 57')).toBeVisible();
    expect(requests.map(query)).toEqual([{ page: '1', limit: '10' }]);
  });

  test('a page past the end moves to the last page', async ({ page }) => {
    const requests = recordListRequests(page);
    await openList(page, '/apps/users?page=99');
    await expect(page).toHaveURL(/\/apps\/users\?page=6$/);
    await expect(footer(page, '51–57 of 57')).toBeVisible();
    await expect.poll(() => query(requests.at(-1))).toEqual({ page: '6', limit: '10' });
  });

  test('keeps the last page on screen while the next one loads', async ({ page }) => {
    await openList(page);
    await expect(rows(page)).toHaveCount(11);
    const release = await holdList(page, (url) => url.searchParams.get('page') === '2');
    await page.getByRole('button', { name: 'Go to next page' }).click();
    await expect(page.getByRole('progressbar', { name: 'Loading members...' })).toBeVisible();
    await expect(rows(page)).toHaveCount(11);
    await expect(rowOf(page, 'ليلى حداد')).toBeVisible();
    release();
    await expect(footer(page, '11–20 of 57')).toBeVisible();
    await expect(page.getByRole('progressbar', { name: 'Loading members...' })).toBeHidden();
  });

  test('says it is loading while the first page is on its way', async ({ page }) => {
    const release = await holdList(page);
    await openList(page);
    await expect(page.getByRole('status').filter({ hasText: 'Loading members...' })).toBeVisible();
    release();
    await expect(rows(page)).toHaveCount(11);
    await expect(page.getByText('Loading members...')).toBeHidden();
  });
});

test.describe('search', () => {
  test('searches once the typing stops, from the first page, and keeps it in the address', async ({
    page,
  }) => {
    // The page's clock stands still while the word is typed, so that a busy machine, however
    // slowly it types, cannot let the pause that starts a search fall between two letters.
    await page.clock.install();
    const requests = recordListRequests(page);
    await openList(page, '/apps/users?page=2');
    await expect(footer(page, '11–20 of 57')).toBeVisible();
    const before = requests.length;
    await page.clock.pauseAt(Date.now() + 1000);

    await searchBox(page).pressSequentially('Zoë', { delay: 80 });
    await expect(searchBox(page)).toHaveValue('Zoë');
    await page.clock.runFor(SEARCH_DEBOUNCE_MS - 50);
    expect(requests).toHaveLength(before);
    await page.clock.runFor(50);
    await page.clock.resume();
    await expect.poll(() => requests.length).toBe(before + 1);
    expect(query(requests.at(-1))).toEqual({ page: '1', limit: '10', search: 'Zoë' });
    await expect(page).toHaveURL(/\/apps\/users\?search=Zo%C3%AB$/);
    // Nothing more follows: the page's clock runs on well past another pause, the searched list
    // shows, and there is still one request for the whole word.
    await page.clock.runFor(SEARCH_DEBOUNCE_MS * 3);
    await expect(rows(page)).toHaveCount(11);
    await expect(searchBox(page)).toHaveValue('Zoë');
    expect(requests).toHaveLength(before + 1);
  });

  test('clearing the search lists every member again', async ({ page }) => {
    const requests = recordListRequests(page);
    await openList(page, '/apps/users?search=layla');
    await expect(searchBox(page)).toHaveValue('layla');
    await searchBox(page).fill('');
    await expect.poll(() => query(requests.at(-1))).toEqual({ page: '1', limit: '10' });
    await expect(page).toHaveURL(/\/apps\/users$/);
  });

  test('/apps/users?search=Zoë starts searched', async ({ page }) => {
    const requests = recordListRequests(page);
    await openList(page, '/apps/users?search=Zo%C3%AB');
    await expect(searchBox(page)).toHaveValue('Zoë');
    await expect(rows(page)).toHaveCount(11);
    expect(requests.map(query)).toEqual([{ page: '1', limit: '10', search: 'Zoë' }]);
  });

  test('the header’s member search searches the list it is on', async ({ page }) => {
    const requests = recordListRequests(page);
    await openList(page);
    await expect(rows(page)).toHaveCount(11);
    const headerSearch = page.getByRole('searchbox', { name: 'Search members', exact: true });
    await headerSearch.fill('LC-000125');
    await headerSearch.press('Enter');
    await expect(page).toHaveURL(/\/apps\/users\?search=LC-000125$/);
    await expect(searchBox(page)).toHaveValue('LC-000125');
    await expect
      .poll(() => query(requests.at(-1)))
      .toEqual({ page: '1', limit: '10', search: 'LC-000125' });
  });
});

test.describe('opening a member', () => {
  test('a click on a row opens the member’s profile', async ({ page }) => {
    await openList(page);
    await rowOf(page, 'ليلى حداد')
      .getByRole('gridcell', { name: 'layla.haddad@mail.example' })
      .click();
    await expect(page).toHaveURL(new RegExp(`/apps/list/view/${LAYLA_ID}$`));
  });

  test('the name is a link: focus it and press Enter', async ({ page }) => {
    await openList(page);
    await rowOf(page, 'ليلى حداد').getByRole('link', { name: 'ليلى حداد' }).focus();
    await page.keyboard.press('Enter');
    await expect(page).toHaveURL(new RegExp(`/apps/list/view/${LAYLA_ID}$`));
  });

  test('Enter on any cell of a row opens it', async ({ page }) => {
    await openList(page);
    await rowOf(page, ZOE).getByRole('link', { name: ZOE }).focus();
    await page.keyboard.press('ArrowRight');
    await expect(
      rowOf(page, ZOE).getByRole('gridcell', { name: 'zoe.obrien-nunez@mail.example' }),
    ).toBeFocused();
    await page.keyboard.press('Enter');
    await expect(page).toHaveURL(/\/apps\/list\/view\/64b7f0c2a1e4d5f6a7b8c902$/);
  });

  test('Back from a profile returns to the same page of the list', async ({ page }) => {
    await openList(page, '/apps/users?page=2&limit=20');
    await rowOf(page, 'ليلى حداد').getByRole('link', { name: 'ليلى حداد' }).click();
    await expect(page).toHaveURL(new RegExp(`/apps/list/view/${LAYLA_ID}$`));
    await page.goBack();
    await expect(footer(page, '21–40 of 57')).toBeVisible();
  });
});

test.describe('empty and failures', () => {
  test('an empty list says "No members found."', async ({ page }) => {
    await preferAnswer(page, LIST, 'example=empty');
    await openList(page);
    await expect(
      grid(page).getByRole('status').filter({ hasText: 'No members found.' }),
    ).toBeVisible();
  });

  test('a search that finds nobody says so', async ({ page }) => {
    await preferAnswer(page, LIST, 'example=empty');
    await openList(page, '/apps/users?search=nobody');
    await expect(grid(page).getByText('No members match "nobody".')).toBeVisible();
  });

  test('a server fault shows the server’s error and Try again recovers', async ({ page }) => {
    let failing = true;
    await page.route(LIST, async (route) => {
      if (!failing) return route.fallback();
      await route.fallback({ headers: { ...route.request().headers(), prefer: 'code=500' } });
    });
    await openList(page);
    await expect(page.getByRole('alert')).toHaveText('Internal server error');
    await expect(grid(page)).toHaveCount(0);
    failing = false;
    await page.getByRole('button', { name: 'Try again' }).click();
    await expect(rows(page)).toHaveCount(11);
    await expect(page.getByRole('alert')).toHaveCount(0);
  });

  test('a failure without an error text says "Failed to load members."', async ({ page }) => {
    await page.route(LIST, (route) => route.fulfill({ status: 500, json: {} }));
    await openList(page);
    await expect(page.getByRole('alert')).toHaveText('Failed to load members.');
    await expect(page.getByRole('button', { name: 'Try again' })).toBeVisible();
  });

  test('a lost connection says the server cannot be reached', async ({ page }) => {
    await failNetwork(page, LIST);
    await openList(page);
    await expect(page.getByRole('alert')).toHaveText(
      'Cannot reach the server. Check your connection and try again.',
    );
    await expect(page.getByRole('button', { name: 'Try again' })).toBeVisible();
  });
});

test.describe('languages, themes and accessibility', () => {
  test('in Arabic the screen is right-to-left; the dark theme applies', async ({ page }) => {
    await page.addInitScript(() => {
      localStorage.setItem('i18nextLng', 'ae');
      localStorage.setItem('theme', 'dark');
    });
    await page.goto('/apps/users');
    await expect(page.locator('html')).toHaveAttribute('dir', 'rtl');
    await expect(page.getByRole('grid')).toBeVisible();
    await expect(page.getByRole('grid').getByRole('row')).toHaveCount(11);
    await expect(page.getByRole('link', { name: 'ليلى حداد' })).toBeVisible();
    // The grid's own texts follow the language.
    await expect(page.getByText('1–10 of 57', { exact: true })).toHaveCount(0);
    expect(await page.evaluate(() => document.body.classList.contains('dark'))).toBe(true);
    // The phone number reads left to right inside the right-to-left page.
    const phone = page.getByText('+971501234567', { exact: true });
    await expect(phone).toHaveAttribute('dir', 'ltr');
  });

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
