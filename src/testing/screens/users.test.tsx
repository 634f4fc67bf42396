// The Users list (/apps/users): members paged and searched on the server, the address holding
// page, size and search; opening a member; its empty, loading and failed states; Arabic and dark.
import { afterEach, describe, expect, test, vi } from 'vitest';
import { page, userEvent, type Locator } from 'vitest/browser';
import { getDefaultStore } from 'jotai';
import i18n from 'i18next';
import { SEARCH_DEBOUNCE_MS } from '@/lib/list-search';
import { themeAtom } from '@/settings/settings-atoms';
import { openScreen, type Screen } from '../screen';
import {
  answer,
  hold,
  intercept,
  json,
  operationOf,
  prefer,
  realFetch,
  watch,
  type Sent,
} from '../network';

const LAYLA_ID = '64b7f0c2a1e4d5f6a7b8c901';
const ZOE = "Zoë O'Brien-Nuñez";

const grid = () => page.getByRole('grid', { name: 'Members' });
const rows = () => grid().getByRole('row');
const rowOf = (text: string) => rows().filter({ hasText: text });
const searchBox = () => page.getByRole('searchbox', { name: 'Search the users list' });
const footer = (text: string) => page.getByText(text, { exact: true });

/** The exact text of an element, as the admin reads it (Playwright's `toHaveText`). */
const exactText = (text: string) =>
  new RegExp(`^\\s*${text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')}\\s*$`);

/** Waits until `locator` matches `count` elements. */
const expectCount = (locator: Locator, count: number) =>
  expect.poll(() => locator.elements().length).toBe(count);

/** Waits until nothing `locator` matches is shown (gone, or not visible). */
const expectHidden = (locator: Locator) =>
  expect.poll(() => locator.elements().every((element) => !element.checkVisibility())).toBe(true);

/** Waits until the app is at `path` (path and query, as the address bar shows them). */
const expectAt = (screen: Screen, path: string) => expect.poll(() => screen.url).toBe(path);

/** The query of every list request the screen makes, in order. */
const recordListRequests = () => watch('listMembers');

const query = (sent: Sent | undefined) =>
  sent ? Object.fromEntries(sent.url.searchParams.entries()) : undefined;

/** Holds the list calls `when` says until the returned release; the screen sees them as slow. */
function holdList(when: (url: URL) => boolean) {
  let release = () => {};
  const released = new Promise<void>((resolve) => (release = resolve));
  intercept((request) => {
    if (operationOf(request) !== 'listMembers' || !when(new URL(request.url))) return undefined;
    return released.then(() => realFetch(request));
  });
  return () => release();
}

async function openList(path = '/apps/users', options?: { reload?: boolean }) {
  const screen = await openScreen(path, options);
  await expect.element(page.getByRole('heading', { level: 1, name: 'Users' })).toBeVisible();
  return screen;
}

describe('the list', () => {
  test('shows the first page of members: photo, name, e-mail, phone, member id, points, membership', async () => {
    const requests = recordListRequests();
    await openList();
    await expect.poll(() => document.title).toBe('Users | London Clinic');
    const breadcrumb = page.getByRole('navigation', { name: 'breadcrumb' });
    await expect
      .element(breadcrumb.getByRole('link', { name: 'Dashboard' }))
      .toHaveAttribute('href', '/');
    await expect.element(breadcrumb.getByText('Users')).toHaveAttribute('aria-current', 'page');

    await expectCount(rows(), 11);
    for (const header of [
      'Photo',
      'Full Name',
      'Email',
      'Phone Number',
      'Member ID',
      'Points',
      'Membership',
    ]) {
      await expect.element(grid().getByRole('columnheader', { name: header })).toBeVisible();
    }
    const layla = rowOf('ليلى حداد');
    await expect.element(layla.getByRole('img', { name: 'Photo of ليلى حداد' })).toBeVisible();
    await expect
      .element(layla.getByRole('link', { name: 'ليلى حداد' }))
      .toHaveAttribute('href', `/apps/list/view/${LAYLA_ID}`);
    for (const value of [
      'layla.haddad@mail.example',
      '+971501234567',
      'LC-000123',
      '450',
      'Gold',
    ]) {
      await expect.element(layla.getByRole('gridcell', { name: value, exact: true })).toBeVisible();
    }
    const zoe = rowOf(ZOE);
    await expect.element(zoe.getByRole('img', { name: 'No photo' })).toBeVisible();
    await expect.element(zoe.getByRole('link', { name: ZOE })).toBeVisible();
    await expect
      .element(rowOf('Omar Al-Farsi').getByRole('gridcell', { name: '5,400' }))
      .toBeVisible();

    // 王小明 has no e-mail and no phone number; the 4th member has only an e-mail.
    const wang = rowOf('王小明');
    await expectCount(wang.getByRole('gridcell', { name: 'N/A', exact: true }), 2);
    const unnamed = rowOf('new.member@mail.example');
    await expect.element(unnamed.getByRole('link', { name: 'N/A' })).toBeVisible();
    await expectCount(unnamed.getByRole('gridcell', { name: 'N/A', exact: true }), 4);

    await expect.element(footer('1–10 of 57')).toBeVisible();
    expect(requests.map(query)).toEqual([{ page: '1', limit: '10' }]);
  });

  test('points are right-aligned', async () => {
    await openList();
    const points = rowOf('Omar Al-Farsi').getByRole('gridcell', { name: '5,400' });
    await expect.element(points).toHaveStyle({ textAlign: 'right' });
  });

  test('pages on the server: the next page asks for page 2, a page size of 20 for limit 20', async () => {
    const requests = recordListRequests();
    const screen = await openList();
    await expect.element(footer('1–10 of 57')).toBeVisible();

    await page.getByRole('button', { name: 'Go to next page' }).click();
    await expect.element(footer('11–20 of 57')).toBeVisible();
    await expectAt(screen, '/apps/users?page=2');
    expect(query(requests.at(-1))).toEqual({ page: '2', limit: '10' });

    await page.getByRole('combobox', { name: /rows per page/i }).click();
    await page.getByRole('option', { name: '20' }).click();
    await expect.element(footer('1–20 of 57')).toBeVisible();
    await expectAt(screen, '/apps/users?limit=20');
    expect(query(requests.at(-1))).toEqual({ page: '1', limit: '20' });

    await page.getByRole('combobox', { name: /rows per page/i }).click();
    await page.getByRole('option', { name: '50' }).click();
    await expect.element(footer('1–50 of 57')).toBeVisible();
    expect(query(requests.at(-1))).toEqual({ page: '1', limit: '50' });
  });

  test('a reload or a shared link shows the same page', async () => {
    const requests = recordListRequests();
    const screen = await openList('/apps/users?page=3&limit=20');
    await expect.element(footer('41–57 of 57')).toBeVisible();
    expect(requests.map(query)).toEqual([{ page: '3', limit: '20' }]);
    await openList(screen.url, { reload: true });
    await expect.element(footer('41–57 of 57')).toBeVisible();
    expect(query(requests.at(-1))).toEqual({ page: '3', limit: '20' });
  });

  test('an address with invalid paging shows the first page of 10', async () => {
    const requests = recordListRequests();
    await openList('/apps/users?page=-2&limit=7');
    await expect.element(footer('1–10 of 57')).toBeVisible();
    expect(requests.map(query)).toEqual([{ page: '1', limit: '10' }]);
  });

  test('a page past the end moves to the last page', async () => {
    const requests = recordListRequests();
    const screen = await openList('/apps/users?page=99');
    await expectAt(screen, '/apps/users?page=6');
    await expect.element(footer('51–57 of 57')).toBeVisible();
    await expect.poll(() => query(requests.at(-1))).toEqual({ page: '6', limit: '10' });
  });

  test('keeps the last page on screen while the next one loads', async () => {
    await openList();
    await expectCount(rows(), 11);
    const release = holdList((url) => url.searchParams.get('page') === '2');
    await page.getByRole('button', { name: 'Go to next page' }).click();
    const loading = page.getByRole('progressbar', { name: 'Loading members...' });
    await expect.element(loading).toBeVisible();
    await expectCount(rows(), 11);
    await expect.element(rowOf('ليلى حداد')).toBeVisible();
    release();
    await expect.element(footer('11–20 of 57')).toBeVisible();
    await expectHidden(loading);
  });

  test('says it is loading while the first page is on its way', async () => {
    const held = hold('listMembers');
    await openList();
    await expect
      .element(page.getByRole('status').filter({ hasText: 'Loading members...' }))
      .toBeVisible();
    held.release();
    await expectCount(rows(), 11);
    await expectHidden(page.getByText('Loading members...'));
  });
});

describe('search', () => {
  afterEach(() => {
    vi.useRealTimers();
  });

  test('searches once the typing stops, from the first page, and keeps it in the address', async () => {
    const requests = recordListRequests();
    const screen = await openList('/apps/users?page=2');
    await expect.element(footer('11–20 of 57')).toBeVisible();
    const before = requests.length;
    // The timers stand still while the word is typed, so that a busy machine, however slowly it
    // types, cannot let the pause that starts a search fall between two letters.
    vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout'] });

    await userEvent.type(searchBox(), 'Zoë');
    await expect.element(searchBox()).toHaveValue('Zoë');
    vi.advanceTimersByTime(SEARCH_DEBOUNCE_MS - 50);
    expect(requests).toHaveLength(before);
    expect(screen.url).toBe('/apps/users?page=2');
    vi.advanceTimersByTime(50);
    await expect.poll(() => requests.length).toBe(before + 1);
    expect(query(requests.at(-1))).toEqual({ page: '1', limit: '10', search: 'Zoë' });
    await expectAt(screen, '/apps/users?search=Zo%C3%AB');
    // Nothing more follows: the timers run on well past another pause, the searched list shows,
    // and there is still one request for the whole word.
    vi.advanceTimersByTime(SEARCH_DEBOUNCE_MS * 3);
    vi.useRealTimers();
    await expectCount(rows(), 11);
    await expect.element(searchBox()).toHaveValue('Zoë');
    expect(requests).toHaveLength(before + 1);
  });

  test('clearing the search lists every member again', async () => {
    const requests = recordListRequests();
    const screen = await openList('/apps/users?search=layla');
    await expect.element(searchBox()).toHaveValue('layla');
    await searchBox().fill('');
    await expect.poll(() => query(requests.at(-1))).toEqual({ page: '1', limit: '10' });
    await expectAt(screen, '/apps/users');
  });

  test('/apps/users?search=Zoë starts searched', async () => {
    const requests = recordListRequests();
    await openList('/apps/users?search=Zo%C3%AB');
    await expect.element(searchBox()).toHaveValue('Zoë');
    await expectCount(rows(), 11);
    expect(requests.map(query)).toEqual([{ page: '1', limit: '10', search: 'Zoë' }]);
  });

  test('the header’s member search searches the list it is on', async () => {
    const requests = recordListRequests();
    const screen = await openList();
    await expectCount(rows(), 11);
    const headerSearch = page.getByRole('searchbox', { name: 'Search members', exact: true });
    await headerSearch.fill('LC-000125');
    await userEvent.keyboard('{Enter}');
    await expectAt(screen, '/apps/users?search=LC-000125');
    await expect.element(searchBox()).toHaveValue('LC-000125');
    await expect
      .poll(() => query(requests.at(-1)))
      .toEqual({ page: '1', limit: '10', search: 'LC-000125' });
  });
});

describe('opening a member', () => {
  test('a click on a row opens the member’s profile', async () => {
    const screen = await openList();
    await rowOf('ليلى حداد').getByRole('gridcell', { name: 'layla.haddad@mail.example' }).click();
    await expectAt(screen, `/apps/list/view/${LAYLA_ID}`);
  });

  test('the name is a link: focus it and press Enter', async () => {
    const screen = await openList();
    const link = rowOf('ليلى حداد').getByRole('link', { name: 'ليلى حداد' });
    (await link.findElement()).focus();
    await userEvent.keyboard('{Enter}');
    await expectAt(screen, `/apps/list/view/${LAYLA_ID}`);
  });

  test('Enter on any cell of a row opens it', async () => {
    const screen = await openList();
    (await rowOf(ZOE).getByRole('link', { name: ZOE }).findElement()).focus();
    await userEvent.keyboard('{ArrowRight}');
    await expect
      .element(rowOf(ZOE).getByRole('gridcell', { name: 'zoe.obrien-nunez@mail.example' }))
      .toHaveFocus();
    await userEvent.keyboard('{Enter}');
    await expectAt(screen, '/apps/list/view/64b7f0c2a1e4d5f6a7b8c902');
  });

  test('Back from a profile returns to the same page of the list', async () => {
    const screen = await openList('/apps/users?page=2&limit=20');
    await rowOf('ليلى حداد').getByRole('link', { name: 'ليلى حداد' }).click();
    await expectAt(screen, `/apps/list/view/${LAYLA_ID}`);
    await screen.router.navigate(-1);
    await expect.element(footer('21–40 of 57')).toBeVisible();
  });
});

describe('empty and failures', () => {
  test('an empty list says "No members found."', async () => {
    prefer('listMembers', { example: 'empty' });
    await openList();
    await expect
      .element(grid().getByRole('status').filter({ hasText: 'No members found.' }))
      .toBeVisible();
  });

  test('a search that finds nobody says so', async () => {
    prefer('listMembers', { example: 'empty' });
    await openList('/apps/users?search=nobody');
    await expect.element(grid().getByText('No members match "nobody".')).toBeVisible();
  });

  test('a server fault shows the server’s error and Try again recovers', async () => {
    const stopFailing = prefer('listMembers', { code: 500 });
    await openList();
    await expect
      .element(page.getByRole('alert'))
      .toHaveTextContent(exactText('Internal server error'));
    await expect.element(grid()).not.toBeInTheDocument();
    stopFailing();
    await page.getByRole('button', { name: 'Try again' }).click();
    await expectCount(rows(), 11);
    await expect.element(page.getByRole('alert')).not.toBeInTheDocument();
  });

  test('a failure without an error text says "Failed to load members."', async () => {
    answer('listMembers', json({}, 500));
    await openList();
    await expect
      .element(page.getByRole('alert'))
      .toHaveTextContent(exactText('Failed to load members.'));
    await expect.element(page.getByRole('button', { name: 'Try again' })).toBeVisible();
  });

  test('a lost connection says the server cannot be reached', async () => {
    intercept((request) =>
      operationOf(request) === 'listMembers'
        ? Promise.reject(new TypeError('Failed to fetch'))
        : undefined,
    );
    await openList();
    await expect
      .element(page.getByRole('alert'))
      .toHaveTextContent(
        exactText('Cannot reach the server. Check your connection and try again.'),
      );
    await expect.element(page.getByRole('button', { name: 'Try again' })).toBeVisible();
  });
});

describe('languages, themes and accessibility', () => {
  test('in Arabic the screen is right-to-left; the dark theme applies', async () => {
    // Arabic and the dark theme were chosen before: the app starts in them.
    await openScreen('/apps/users');
    await i18n.changeLanguage('ae');
    getDefaultStore().set(themeAtom, 'dark');
    await openScreen('/apps/users', { reload: true });

    await expect.poll(() => document.documentElement.getAttribute('dir')).toBe('rtl');
    await expect.element(page.getByRole('grid')).toBeVisible();
    await expectCount(page.getByRole('grid').getByRole('row'), 11);
    await expect.element(page.getByRole('link', { name: 'ليلى حداد' })).toBeVisible();
    // The grid's own texts follow the language.
    await expectCount(page.getByText('1–10 of 57', { exact: true }), 0);
    expect(document.body.classList.contains('dark')).toBe(true);
    // The phone number reads left to right inside the right-to-left page.
    const phone = page.getByText('+971501234567', { exact: true });
    await expect.element(phone).toHaveAttribute('dir', 'ltr');
  });
});
