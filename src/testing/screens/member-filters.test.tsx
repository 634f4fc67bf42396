// The Users list's member filters: the panel (keyboard reachable), the address and the request
// carrying them with the search, the chips of the filters in effect (each removable), the empty
// state, the export honouring them, and a role that may not read missions.
import { afterEach, describe, expect, test, vi } from 'vitest';
import { page, userEvent } from 'vitest/browser';
import { appLocale, dateFormat } from '@/i18n/dates';
import { openScreen, type Screen } from '../screen';
import { answer, realFetch, watch, type Sent } from '../network';

const REFER = '65a1c0d2e3f4a5b6c7d8e912';

const filtersButton = (name: string | RegExp = /^Filters/) => page.getByRole('button', { name });
const panel = () => page.getByRole('group', { name: 'Member filters' });
const chips = () => page.getByRole('group', { name: 'Active filters' });
const chip = (text: string) => chips().getByRole('button', { name: text });

const queryOf = (sent: Sent | undefined) =>
  sent ? Object.fromEntries(sent.url.searchParams.entries()) : undefined;
/** A calendar day as the admin reads it in this browser (15/04/1990 in en-GB, 4/15/1990 in en-US). */
const shown = (day: string) => dateFormat(appLocale('en')).date(`${day}T00:00:00.000Z`);
const expectAt = (screen: Screen, path: string) => expect.poll(() => screen.url).toBe(path);

async function openList(path = '/apps/users', role?: 'front-desk') {
  const screen = await openScreen(path, role ? { role } : undefined);
  await expect.element(page.getByRole('heading', { level: 1, name: 'Users' })).toBeVisible();
  return screen;
}

/** Picks `option` in the select labelled `label`, with the keyboard. */
async function choose(label: string, option: string) {
  await userEvent.click(panel().getByRole('combobox', { name: label }));
  await userEvent.click(page.getByRole('option', { name: option }));
}

afterEach(() => vi.restoreAllMocks());

describe('member filters', () => {
  test('are chosen in the panel, kept in the address, sent with the search and shown as chips', async () => {
    const requests = watch('listMembers');
    const screen = await openList('/apps/users?search=gold');
    await expect.element(filtersButton('Filters')).toHaveAttribute('aria-expanded', 'false');

    await userEvent.click(filtersButton('Filters'));
    await expect.element(panel()).toBeVisible();
    await choose('Membership', 'Gold');
    await expectAt(screen, '/apps/users?search=gold&membership=Gold');

    // A number counts once it is typed in full: when the field is left or Enter is pressed.
    await userEvent.type(panel().getByRole('spinbutton', { name: 'Points from' }), '100');
    await expectAt(screen, '/apps/users?search=gold&membership=Gold');
    await userEvent.keyboard('{Tab}');
    await expectAt(screen, '/apps/users?search=gold&membership=Gold&pointsMin=100');
    await userEvent.type(panel().getByRole('spinbutton', { name: 'Points up to' }), '500{Enter}');
    await expectAt(screen, '/apps/users?search=gold&membership=Gold&pointsMin=100&pointsMax=500');
    await userEvent.type(panel().getByRole('spinbutton', { name: 'No visit in (days)' }), '90');
    await userEvent.keyboard('{Tab}');
    await choose('Completed mission', 'Refer a Friend Points');
    await choose('Preferred language', 'Arabic');

    const address =
      '/apps/users?search=gold&membership=Gold&pointsMin=100&pointsMax=500&noVisitDays=90' +
      `&completedMission=${REFER}&language=ar`;
    await expectAt(screen, address);
    await expect
      .poll(() => queryOf(requests.at(-1)))
      .toEqual({
        page: '1',
        limit: '10',
        search: 'gold',
        membership: 'Gold',
        pointsMin: '100',
        pointsMax: '500',
        noVisitDays: '90',
        completedMission: REFER,
        language: 'ar',
      });
    await expect.element(filtersButton('Filters (6)')).toBeVisible();
    for (const text of [
      'Membership: Gold',
      'Points from: 100',
      'Points up to: 500',
      'No visit in (days): 90',
      'Completed mission: Refer a Friend Points',
      'Preferred language: Arabic',
    ])
      await expect.element(chip(text)).toBeVisible();

    // A chip is removed from the keyboard; Clear filters removes the rest and keeps the search.
    chip('Points up to: 500').element().focus();
    await userEvent.keyboard('{Backspace}');
    await expectAt(
      screen,
      '/apps/users?search=gold&membership=Gold&pointsMin=100&noVisitDays=90' +
        `&completedMission=${REFER}&language=ar`,
    );
    await userEvent.click(chips().getByRole('button', { name: 'Clear filters' }));
    await expectAt(screen, '/apps/users?search=gold');
    await expect.element(chips()).not.toBeInTheDocument();
  });

  test('an address with filters opens with them: chips, the request, and the days the right way round', async () => {
    const requests = watch('listMembers');
    const screen = await openList(
      '/apps/users?joinedFrom=2026-06-30&joinedTo=2026-01-01&lastVisitBefore=2026-09-01&page=2&tier=Gold',
    );
    await expect.element(chip(`Joined from: ${shown('2026-01-01')}`)).toBeVisible();
    await expect.element(chip(`Joined up to: ${shown('2026-06-30')}`)).toBeVisible();
    await expect.element(chip(`Last visit before: ${shown('2026-09-01')}`)).toBeVisible();
    expect(queryOf(requests[0])).toEqual({
      page: '2',
      limit: '10',
      joinedFrom: '2026-01-01',
      joinedTo: '2026-06-30',
      lastVisitBefore: '2026-09-01',
    });
    // A new filter starts again from the first page; the unknown `tier` stays out of the request.
    await userEvent.click(filtersButton());
    await choose('Membership', 'Silver');
    await expect.poll(() => queryOf(requests.at(-1))?.page).toBe('1');
    expect(screen.url).toContain('membership=Silver');
  });

  test('no member matching the filters says so', async () => {
    answer('listMembers', { users: [], total: 0 });
    await openList('/apps/users?membership=Platinum');
    await expect.element(page.getByText('No members match these filters.')).toBeVisible();
  });

  test('Export CSV writes every member the search and filters select, in the admin’s words', async () => {
    const requests = watch('listMembers');
    const made: Blob[] = [];
    vi.spyOn(URL, 'createObjectURL').mockImplementation((blob) => {
      made.push(blob as Blob);
      return 'blob:members';
    });
    vi.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(() => {});
    await openList('/apps/users?search=lay&membership=Gold&language=ar&page=3');
    await userEvent.click(page.getByRole('button', { name: 'Export CSV' }));
    await expect.poll(() => made.length).toBe(1);
    const csv = requests.find((sent) => sent.headers.get('Accept') === 'text/csv');
    expect(queryOf(csv)).toEqual({ search: 'lay', membership: 'Gold', language: 'ar' });
    const text = (await made[0]!.text()).replace(/^\uFEFF/, '');
    expect(text.split('\r\n')[0]).toBe(
      'ID,Full Name,Email,Phone Number,Member ID,Membership,Points,Preferred language,Joined',
    );
    // The contract's example: ليلى حداد, Gold, 450 points, prefers Arabic.
    expect(text.split('\r\n')[1]).toMatch(
      /^64b7f0c2a1e4d5f6a7b8c901,ليلى حداد,.*,Gold,450,Arabic,/,
    );
  });

  test('Export CSV by keyboard gives the focus back to the button once the file is made', async () => {
    const made: Blob[] = [];
    vi.spyOn(URL, 'createObjectURL').mockImplementation((blob) => {
      made.push(blob as Blob);
      return 'blob:members';
    });
    vi.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(() => {});
    await openList();
    const button = page.getByRole('button', { name: 'Export CSV' });
    button.element().focus();
    await userEvent.keyboard('{Enter}');
    await expect.poll(() => made.length).toBe(1);
    await expect.element(button).toHaveFocus();
  });

  test('on a phone each filter takes the width, so no label is cut short', async () => {
    await page.viewport(390, 844);
    try {
      await openList();
      await userEvent.click(filtersButton());
      await expect.element(panel()).toBeVisible();
      const labels = [...panel().element().querySelectorAll('label')];
      expect(labels.map((label) => label.textContent)).toContain(
        'Points short of a reward (at most)',
      );
      const cut = labels.filter((label) => label.scrollWidth > label.clientWidth);
      expect(cut.map((label) => label.textContent)).toEqual([]);
      expect(document.documentElement.scrollWidth).toBeLessThanOrEqual(390);
    } finally {
      await page.viewport(1280, 720);
    }
  });

  test('the front desk filters without the mission pickers, and asks for no missions', async () => {
    const missions = watch('listMissions');
    await openList('/apps/users', 'front-desk');
    await userEvent.click(filtersButton());
    await expect.element(panel().getByRole('combobox', { name: 'Membership' })).toBeVisible();
    await expect
      .element(panel().getByRole('combobox', { name: 'Joined mission' }))
      .not.toBeInTheDocument();
    expect(missions).toHaveLength(0);
  });
});

describe('saved views', () => {
  const picker = () => page.getByRole('combobox', { name: 'Saved view' });

  test('the current filters are saved as a view; picking a view opens its filters; its count shows', async () => {
    const saves = watch('createSavedView');
    const screen = await openList('/apps/users?search=layla&membership=Gold&language=ar');
    await expect.element(picker()).toHaveTextContent('No saved view');
    await userEvent.click(page.getByRole('button', { name: 'Save view' }));
    const form = page.getByRole('dialog', { name: 'Save this view' });
    // An administrator may share it; an empty name is refused in the form.
    await expect
      .element(form.getByRole('switch', { name: 'Share with everyone' }))
      .toBeInTheDocument();
    await userEvent.click(form.getByRole('button', { name: 'Save', exact: true }));
    await expect.element(form.getByText('A view needs a name.')).toBeVisible();
    await userEvent.type(form.getByLabelText('Name'), 'Gold Arabic speakers');
    await userEvent.click(form.getByText('Share with everyone'));
    await userEvent.click(form.getByRole('button', { name: 'Save', exact: true }));
    await expect.poll(() => saves.length).toBe(1);
    expect(JSON.parse(saves[0]!.body)).toEqual({
      name: 'Gold Arabic speakers',
      list: 'members',
      filters: { search: 'layla', membership: 'Gold', language: 'ar' },
      columns: [],
      shared: true,
      isDefault: false,
    });
    // The mock answers its example view: the list opens it, with its columns.
    await expectAt(
      screen,
      '/apps/users?noVisitDays=90&language=ar&columns=fullName%2CphoneNumber%2Cpoints',
    );
    await expect
      .element(page.getByRole('columnheader', { name: 'Phone Number', exact: true }))
      .toBeVisible();
    await expect
      .element(page.getByRole('columnheader', { name: 'Email', exact: true }))
      .not.toBeInTheDocument();
    await expect.element(picker()).toHaveTextContent('Arabic speakers, lapsed (97)');

    await userEvent.click(picker());
    await userEvent.click(page.getByRole('option', { name: /^Gold members \(412\)/ }));
    await expectAt(screen, '/apps/users?membership=Gold');
    await expect.element(chip('Membership: Gold')).toBeVisible();
    // The admin's own shared view: it may be made the default, and deleted.
    await expect.element(page.getByRole('button', { name: 'Make default' })).toBeVisible();
    await expect.element(page.getByRole('button', { name: 'Delete view' })).toBeVisible();
  });

  test('a view deleted by keyboard leaves the focus on the picker, not the page', async () => {
    const deletes = watch('deleteSavedView');
    await openList('/apps/users?view=750000000000000000000002');
    await expect.element(picker()).toHaveTextContent('Gold members (412)');
    page.getByRole('button', { name: 'Delete view' }).element().focus();
    await userEvent.keyboard('{Enter}');
    const ask = page.getByRole('alertdialog', { name: 'Delete the view "Gold members"?' });
    await expect.element(ask).toBeVisible();
    ask.getByRole('button', { name: 'Delete view' }).element().focus();
    await userEvent.keyboard('{Enter}');
    await expect.poll(() => deletes.length).toBe(1);
    await expect.element(picker()).toHaveFocus();
  });

  test('?view=<id> opens the view; the bare list opens the default view', async () => {
    const screen = await openList('/apps/users?view=750000000000000000000002');
    await expectAt(screen, '/apps/users?membership=Gold');
    await expect.element(picker()).toHaveTextContent('Gold members (412)');

    // With "Arabic speakers, lapsed" as the admin's default, the bare list opens it.
    answer('listSavedViews', async (request: Request) => {
      const { views } = (await (await realFetch(request)).json()) as {
        views: { name: string; isDefault: boolean }[];
      };
      return {
        views: views.map((v) => ({ ...v, isDefault: v.name === 'Arabic speakers, lapsed' })),
      };
    });
    const bare = await openList('/apps/users');
    await expectAt(
      bare,
      '/apps/users?noVisitDays=90&language=ar&columns=fullName%2CphoneNumber%2Cpoints',
    );
    await expect.element(chip('Preferred language: Arabic')).toBeVisible();
  });

  test('the front desk saves private views only', async () => {
    await openList('/apps/users', 'front-desk');
    await userEvent.click(page.getByRole('button', { name: 'Save view' }));
    const form = page.getByRole('dialog', { name: 'Save this view' });
    await expect.element(form.getByLabelText('Name')).toBeVisible();
    await expect
      .element(form.getByRole('switch', { name: 'Share with everyone' }))
      .not.toBeInTheDocument();
  });
});
