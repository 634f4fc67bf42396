import { readFile } from 'node:fs/promises';
import type { Page } from '@playwright/test';
import { expect, test } from '../support/fixtures';
import { OFFLINE_ORIGIN } from '../support/ports';
import { read, signIn } from './offline';

type Member = { _id: string; memberId: string };
type Mission = {
  _id: string;
  name: string;
  category: { code: number };
  type: string;
  dueDate: string;
  visitLimit?: number;
};

const DAY = 86_400_000;
/** Today where the browser is (the tests run in Europe/London), as the app writes it. */
const todayLabel = () =>
  new Intl.DateTimeFormat('en-GB', {
    day: 'numeric',
    month: 'short',
    year: 'numeric',
    timeZone: 'Europe/London',
  }).format(new Date());

/** Today's visits in the table view of the first chart. */
async function visitsToday(page: Page): Promise<number> {
  const panel = page.getByRole('region', { name: 'Members, visits and redemptions' });
  await panel.getByLabel('Table view').check();
  const row = panel
    .getByRole('table')
    .getByRole('row')
    .filter({ has: page.getByRole('rowheader', { name: todayLabel(), exact: true }) });
  const cell = row.getByRole('cell').nth(1);
  await expect(cell).toHaveText(/^\d[\d,]*$/);
  return Number((await cell.textContent())?.replaceAll(',', ''));
}

test('a visit recorded on a profile is one more visit on today’s point of the activity', async ({
  page,
}) => {
  test.setTimeout(90_000);
  const token = await signIn(page);
  // A member nobody else's test uses, joined (through the API) to a visit mission still open.
  const { users } = await read<{ users: Member[] }>(
    page.request,
    token,
    '/api/users?page=45&limit=50',
  );
  let chosen: { member: Member; mission: Mission } | undefined;
  for (const member of users) {
    const { missions } = await read<{ missions: Mission[] }>(
      page.request,
      token,
      `/api/missions/joinable-userSide?userId=${member._id}`,
    );
    const mission = missions
      .filter((m) => new Date(m.dueDate).getTime() > Date.now() + 30 * DAY)
      .slice(0, 10)
      .find((m) => m.category.code === 1 && m.type === 'VisitBased' && (m.visitLimit ?? 1) >= 2);
    if (mission) {
      chosen = { member, mission };
      break;
    }
  }
  if (!chosen) throw new Error('no member fits the scenario');
  const { member, mission } = chosen;
  const joined = await page.request.post(`${OFFLINE_ORIGIN}/api/user-mission/join`, {
    headers: { Authorization: `Bearer ${token}` },
    data: { userId: member._id, missionId: mission._id },
  });
  expect(joined.status()).toBe(200);

  await page.goto('/analytics');
  await page.getByRole('button', { name: 'Last 7 days' }).click();
  await expect(page).toHaveURL(/interval=day/);
  const before = await visitsToday(page);
  const analytics = page.url();

  await page.goto(`/apps/list/view/${member._id}`);
  const row = page
    .getByRole('table', { name: 'Mission History' })
    .getByRole('row')
    .filter({ hasText: mission.name });
  await row.getByRole('button', { name: 'Visit', exact: true }).click();
  await page
    .getByRole('dialog', { name: 'Visit Recorded' })
    .getByRole('button', { name: 'OK' })
    .click();

  await page.goto(analytics);
  await expect.poll(() => visitsToday(page)).toBe(before + 1);
});

test('the presets put the range in the address, and the CSV holds the series', async ({ page }) => {
  await signIn(page);
  await page.goto('/analytics');
  const presets = page.getByRole('group', { name: 'Range' });
  await expect(presets.getByRole('button', { name: 'Last 30 days' })).toHaveAttribute(
    'aria-pressed',
    'true',
  );
  await presets.getByRole('button', { name: 'Last 90 days' }).click();
  await expect(page).toHaveURL(/from=\d{4}-\d{2}-\d{2}&to=\d{4}-\d{2}-\d{2}&interval=day/);
  const url = new URL(page.url());
  const days =
    (Date.parse(url.searchParams.get('to')!) - Date.parse(url.searchParams.get('from')!)) / DAY + 1;
  expect(days).toBe(90);
  await page.getByRole('combobox', { name: 'Interval' }).click();
  await page.getByRole('option', { name: 'Week' }).click();
  await expect(page).toHaveURL(/interval=week/);
  await presets.getByRole('button', { name: 'This year' }).click();
  await expect(page).toHaveURL(new RegExp(`from=${new Date().getFullYear()}-01-01&`));

  // The range survives a reload; the CSV has a header and one row per week.
  await page.reload();
  await expect(presets.getByRole('button', { name: 'This year' })).toHaveAttribute(
    'aria-pressed',
    'true',
  );
  const panel = page.getByRole('region', { name: 'Points earned and redeemed' });
  await panel.getByLabel('Table view').check();
  const rows = await panel.getByRole('table').getByRole('row').count();
  const download = page.waitForEvent('download');
  await page.getByRole('button', { name: 'Download CSV' }).click();
  const file = await download;
  expect(file.suggestedFilename()).toMatch(/^activity-\d{4}-01-01-\d{4}-\d{2}-\d{2}-week\.csv$/);
  const text = (await readFile((await file.path())!, 'utf8')).replace(/^\uFEFF/, '');
  const lines = text.trim().split('\r\n');
  expect(lines[0]).toBe('From,To,New members,Visits,Redemptions,Points earned,Points redeemed');
  expect(lines).toHaveLength(rows);
});
