// The dashboard home: its panels (the counts, new members as a chart or a table, the top missions,
// the latest scans), where they lead, and each panel failing or empty on its own.
import { describe, expect, test } from 'vitest';
import { page, type Locator } from 'vitest/browser';
import { openScreen } from '../screen';
import { answer, prefer, realFetch } from '../network';

const panel = (name: string) => page.getByRole('region', { name });
const counts = () => panel('At a glance');
const newMembers = () => panel('New members');
const topMissions = () => panel('Top 5 missions');
const scans = () => panel('Latest scans');

/** The texts of every element `locator` matches, whitespace collapsed, as Playwright reads them. */
const textsOf = (locator: Locator) =>
  locator.elements().map((element) => (element.textContent ?? '').replace(/\s+/g, ' ').trim());

describe('the dashboard home', () => {
  test('shows the counts as cards, each leading to its screen', async () => {
    const screen = await openScreen('/');
    await expect.poll(() => document.title).toBe('Dashboard | London Clinic');
    const cards = counts().getByRole('link');
    await expect
      .poll(() => textsOf(cards))
      .toEqual([
        'Members5,010',
        'Active missions31',
        'Rewards20',
        'Redemptions this month412',
        'Visits today37',
      ]);
    await cards.filter({ hasText: 'Active missions' }).click();
    await expect.poll(() => screen.url).toMatch(/\/apps\/missions$/);
  });

  test('charts new members by period, and shows the same numbers as a table', async () => {
    // The mock answers the contract's example for the period asked.
    answer('getUserStats', (request: Request) => {
      if (new URL(request.url).searchParams.get('period') !== 'year') return realFetch(request);
      const headers = new Headers(request.headers);
      headers.set('Prefer', 'example=year');
      return realFetch(new Request(request, { headers }));
    });
    await openScreen('/');
    await expect
      .element(newMembers().getByRole('img', { name: 'New members per day, last 7 days' }))
      .toBeVisible();
    await expect.element(newMembers().getByText('5,010 members in all')).toBeVisible();
    const tableView = newMembers().getByRole('switch', { name: 'Table view' });
    await tableView.click();
    await expect.element(tableView).toBeChecked();
    const table = newMembers().getByRole('table', { name: 'New members per day, last 7 days' });
    await expect.element(table.getByRole('row')).toHaveLength(8);
    await expect.element(table.getByRole('row').nth(1)).toHaveTextContent(/^(16 Nov|Nov 16)4$/);
    await expect.element(table.getByRole('row').last()).toHaveTextContent(/^(22 Nov|Nov 22)2$/);

    await newMembers().getByRole('button', { name: 'Year' }).click();
    const year = newMembers().getByRole('table', {
      name: 'New members per month, last 12 months',
    });
    await expect.element(year.getByRole('row')).toHaveLength(13);
    await expect
      .poll(() => textsOf(year.getByRole('columnheader')))
      .toEqual(['Month', 'New members']);
    await expect.element(year.getByRole('row').nth(1)).toHaveTextContent(/^Dec 2025131$/);
    await tableView.click();
    await expect.element(tableView).not.toBeChecked();
    await expect
      .element(newMembers().getByRole('img', { name: 'New members per month, last 12 months' }))
      .toBeVisible();
  });

  test('lists the top missions with participants and completion, linking to each', async () => {
    const screen = await openScreen('/');
    const rows = topMissions().getByRole('row');
    await expect.element(rows).toHaveLength(3);
    await expect
      .element(rows.nth(1))
      .toHaveTextContent(/^Winter Skin Care Clinic12631 completed \(25%\)$/);
    await expect
      .element(
        rows.nth(1).getByRole('progressbar', { name: 'Completion of Winter Skin Care Clinic' }),
      )
      .toHaveAttribute('aria-valuenow', '25');
    await rows.nth(1).getByRole('link', { name: 'Winter Skin Care Clinic' }).click();
    await expect.poll(() => screen.url).toMatch(/\/apps\/missions\/65a1c0d2e3f4a5b6c7d8e911$/);
  });

  test('lists the latest scans with links to the member and the mission', async () => {
    const screen = await openScreen('/');
    const first = scans().getByRole('row').nth(1);
    await expect.element(first).toHaveTextContent('Amelia Clarke');
    await expect
      .element(first.getByRole('link', { name: 'Winter Skin Care Clinic' }))
      .toHaveAttribute('href', '/apps/missions/65a1c0d2e3f4a5b6c7d8e911');
    await first.getByRole('link', { name: 'ليلى حداد' }).click();
    await expect.poll(() => screen.url).toMatch(/\/apps\/list\/view\/64b7f0c2a1e4d5f6a7b8c901$/);
  });

  test('each panel fails on its own and comes back with its retry', async () => {
    const mend = prefer('listAdminScans', { code: 500 });
    await openScreen('/');
    await expect.element(scans().getByRole('alert')).toHaveTextContent(/^Internal server error$/);
    await expect.element(counts().getByRole('link')).toHaveLength(5);
    await expect.element(topMissions().getByRole('row')).toHaveLength(3);
    await expect.element(newMembers().getByRole('img')).toBeVisible();
    mend();
    await scans().getByRole('button', { name: 'Try again' }).click();
    await expect.element(scans().getByRole('row').nth(1)).toHaveTextContent('Amelia Clarke');
  });

  test('says so when there is nothing yet', async () => {
    prefer('listAdminScans', { example: 'empty' });
    prefer('listTopMissions', { example: 'empty' });
    await openScreen('/');
    await expect.element(scans()).toHaveTextContent('No visit recorded yet.');
    await expect.element(topMissions()).toHaveTextContent('No missions yet.');
  });
});
