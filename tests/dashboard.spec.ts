import { readFile } from 'node:fs/promises';
import type { Page } from '@playwright/test';
import { expect, preferAnswer, signedInState, test } from './support/fixtures';

test.use({ storageState: signedInState });

const panel = (page: Page, name: string | RegExp) => page.getByRole('region', { name });
const counts = (page: Page) => panel(page, 'At a glance');
const newMembers = (page: Page) => panel(page, 'New members');
const topMissions = (page: Page) => panel(page, 'Top 5 missions');
const scans = (page: Page) => panel(page, 'Latest scans');

test.describe('the dashboard home', () => {
  test('shows the counts as cards, each leading to its screen', async ({ page }) => {
    await page.goto('/');
    await expect(page).toHaveTitle('Dashboard | London Clinic');
    const cards = counts(page).getByRole('link');
    await expect(cards).toHaveText([
      'Members5,010',
      'Active missions31',
      'Rewards20',
      'Redemptions this month412',
      'Visits today37',
    ]);
    await cards.filter({ hasText: 'Active missions' }).click();
    await expect(page).toHaveURL(/\/apps\/missions$/);
  });

  test('charts new members by period, and shows the same numbers as a table', async ({ page }) => {
    // The mock answers the contract's example for the period asked.
    await preferAnswer(page, /\/api\/admin\/user-stats\?.*period=year/, 'example=year');
    await page.goto('/');
    await expect(
      newMembers(page).getByRole('img', { name: 'New members per day, last 7 days' }),
    ).toBeVisible();
    await expect(newMembers(page).getByText('5,010 members in all')).toBeVisible();
    await newMembers(page).getByRole('switch', { name: 'Table view' }).check();
    const table = newMembers(page).getByRole('table', { name: 'New members per day, last 7 days' });
    await expect(table.getByRole('row')).toHaveCount(8);
    await expect(table.getByRole('row').nth(1)).toHaveText(/^(16 Nov|Nov 16)4$/);
    await expect(table.getByRole('row').last()).toHaveText(/^(22 Nov|Nov 22)2$/);

    await newMembers(page).getByRole('button', { name: 'Year' }).click();
    const year = newMembers(page).getByRole('table', {
      name: 'New members per month, last 12 months',
    });
    await expect(year.getByRole('row')).toHaveCount(13);
    await expect(year.getByRole('columnheader')).toHaveText(['Month', 'New members']);
    await expect(year.getByRole('row').nth(1)).toHaveText('Dec 2025131');
    await newMembers(page).getByRole('switch', { name: 'Table view' }).uncheck();
    await expect(
      newMembers(page).getByRole('img', { name: 'New members per month, last 12 months' }),
    ).toBeVisible();
  });

  test('downloads the new members of the period shown as CSV, the same numbers', async ({
    page,
  }) => {
    await page.goto('/');
    await expect(newMembers(page).getByText('5,010 members in all')).toBeVisible();
    const download = page.waitForEvent('download');
    await newMembers(page).getByRole('button', { name: 'Download CSV' }).click();
    const file = await download;
    expect(file.suggestedFilename()).toBe('new-members-week.csv');
    const text = (await readFile((await file.path())!, 'utf8')).replace(/^\uFEFF/, '');
    const lines = text.trim().split('\r\n');
    expect(lines).toHaveLength(8);
    expect(lines[0]).toBe('Day,New members');
    expect(lines[1]).toMatch(/^"?(16 Nov|Nov 16)"?,4$/);
  });

  test('lists the top missions with participants and completion, linking to each', async ({
    page,
  }) => {
    await page.goto('/');
    const rows = topMissions(page).getByRole('row');
    await expect(rows).toHaveCount(3);
    await expect(rows.nth(1)).toHaveText('Winter Skin Care Clinic12631 completed (25%)');
    await expect(
      rows.nth(1).getByRole('progressbar', { name: 'Completion of Winter Skin Care Clinic' }),
    ).toHaveAttribute('aria-valuenow', '25');
    await rows.nth(1).getByRole('link', { name: 'Winter Skin Care Clinic' }).click();
    await expect(page).toHaveURL(/\/apps\/missions\/65a1c0d2e3f4a5b6c7d8e911$/);
  });

  test('lists the latest scans with links to the member and the mission', async ({ page }) => {
    await page.goto('/');
    const first = scans(page).getByRole('row').nth(1);
    await expect(first).toContainText('Amelia Clarke');
    await expect(first.getByRole('link', { name: 'Winter Skin Care Clinic' })).toHaveAttribute(
      'href',
      '/apps/missions/65a1c0d2e3f4a5b6c7d8e911',
    );
    await first.getByRole('link', { name: 'ليلى حداد' }).click();
    await expect(page).toHaveURL(/\/apps\/list\/view\/64b7f0c2a1e4d5f6a7b8c901$/);
  });

  test('each panel fails on its own and comes back with its retry', async ({ page }) => {
    await preferAnswer(page, /\/api\/admin\/scans/, 'code=500');
    await page.goto('/');
    await expect(scans(page).getByRole('alert')).toHaveText('Internal server error');
    await expect(counts(page).getByRole('link')).toHaveCount(5);
    await expect(topMissions(page).getByRole('row')).toHaveCount(3);
    await expect(newMembers(page).getByRole('img')).toBeVisible();
    await page.unrouteAll();
    await scans(page).getByRole('button', { name: 'Try again' }).click();
    await expect(scans(page).getByRole('row').nth(1)).toContainText('Amelia Clarke');
  });

  test('says so when there is nothing yet', async ({ page }) => {
    await preferAnswer(page, /\/api\/(admin\/scans|missions\/top)/, 'example=empty');
    await page.goto('/');
    await expect(scans(page)).toContainText('No visit recorded yet.');
    await expect(topMissions(page)).toContainText('No missions yet.');
  });

  test('in Arabic, time runs right to left and the numbers are the admin’s', async ({ page }) => {
    await page.addInitScript(() => localStorage.setItem('i18nextLng', 'ae'));
    await page.goto('/');
    const chart = page.getByRole('img', { name: 'الأعضاء الجدد يوميًا، آخر 7 أيام' });
    await expect(chart).toBeVisible();
    const bars = chart.locator('rect');
    await expect(bars).toHaveCount(7);
    // The oldest day is drawn at the right, today at the left.
    const oldest = await bars.first().boundingBox();
    const today = await bars.last().boundingBox();
    expect(oldest!.x).toBeGreaterThan(today!.x);
  });
});
