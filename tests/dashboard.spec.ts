import { readFile } from 'node:fs/promises';
import type { Page } from '@playwright/test';
import { expect, signedInState, test } from './support/fixtures';

test.use({ storageState: signedInState });

const newMembers = (page: Page) => page.getByRole('region', { name: 'New members' });

test.describe('the dashboard home', () => {
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

  // The bars' positions in pixels, laid out right to left by the browser.
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
