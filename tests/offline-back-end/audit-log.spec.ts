import AxeBuilder from '@axe-core/playwright';
import type { Page } from '@playwright/test';
import { expect, test } from '../support/fixtures';
import { OFFLINE_ORIGIN } from '../support/ports';
import { DEMO_ADMIN, read, signIn } from './offline';

type Member = { _id: string; fullName: string; memberId: string };
type Actor = { _id: string; fullName: string };

const WCAG_TAGS = ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'wcag22aa'];

async function expectNoViolations(page: Page) {
  const { violations } = await new AxeBuilder({ page }).withTags(WCAG_TAGS).analyze();
  expect(
    violations.map((v) => `${v.id}: ${v.nodes.map((n) => n.target.join(' ')).join(', ')}`),
  ).toEqual([]);
}

/** The signed-in admin's name, as the audit log records it. */
async function adminName(page: Page): Promise<string> {
  const response = await page.request.post(`${OFFLINE_ORIGIN}/api/auth/login`, {
    data: DEMO_ADMIN,
  });
  return ((await response.json()) as { user: { fullName: string } }).user.fullName;
}

test("a profile edit shows on the member's Activity tab, field before and after, with the admin's name", async ({
  page,
}) => {
  test.setTimeout(90_000);
  const token = await signIn(page);
  const name = await adminName(page);
  // Members of users-list page 75: no other test uses them.
  const { users } = await read<{ users: Member[] }>(
    page.request,
    token,
    '/api/users?page=75&limit=50',
  );
  const member = users[Date.now() % users.length]!;
  // Letters only (a name takes no digits): the time written in letters, so each run differs.
  const stamp = [...Date.now().toString(26).slice(-6)]
    .map((c) => 'abcdefghijklmnopqrstuvwxyz'[parseInt(c, 26)])
    .join('');
  const renamed = `Audit ${stamp}`;

  await page.goto(`/apps/list/view/${member._id}`);
  await expect(page.getByRole('region', { name: 'Member details' })).toContainText(member.memberId);
  await page.getByRole('button', { name: 'Edit profile' }).click();
  const dialog = page.getByRole('dialog', { name: 'Edit User Profile' });
  await dialog.getByRole('textbox', { name: 'Full Name' }).fill(renamed);
  await dialog.getByRole('button', { name: 'Save' }).click();
  await expect(dialog).toBeHidden();

  await page.getByRole('tab', { name: 'Activity' }).click();
  const timeline = page.getByRole('list', { name: 'Activity' });
  const entry = timeline.getByRole('listitem').first();
  await expect(entry).toContainText('Profile edited');
  await expect(entry).toContainText(`By ${name}`);
  await expect(entry.getByRole('term')).toContainText(['Full name']);
  await expect(entry.getByRole('definition').first()).toContainText(member.fullName);
  await expect(entry.getByRole('definition').first()).toContainText(renamed);
  await expect(entry.locator('del')).toHaveText(member.fullName);
  await expect(entry.locator('ins')).toHaveText(renamed);
  await expectNoViolations(page);

  // Dark and right to left: the arrow points the reading way, and axe is still clean.
  await page.evaluate(() => {
    localStorage.setItem('i18nextLng', 'ae');
    localStorage.setItem('theme', 'dark');
  });
  await page.reload();
  await page.getByRole('tab', { name: 'النشاط' }).click();
  const rtl = page.getByRole('list', { name: 'النشاط' }).getByRole('listitem').first();
  await expect(rtl).toContainText('تم تعديل الملف الشخصي');
  await expect(rtl.getByRole('img', { name: 'تغيّر إلى' })).toHaveText('←');
  await expectNoViolations(page);
});

test('a created mission is in the audit log: filters by actor and action survive a reload, and the CSV has it', async ({
  page,
}) => {
  test.setTimeout(90_000);
  const token = await signIn(page);
  const name = await adminName(page);
  const title = `Audit Check ${Date.now().toString(36)}`;
  const created = await page.request.post(`${OFFLINE_ORIGIN}/api/missions`, {
    headers: { Authorization: `Bearer ${token}` },
    data: {
      name: title,
      description: 'One visit, for the audit log.',
      category: 1,
      type: 'VisitBased',
      pointsReward: 35,
      visitLimit: 1,
      dueDate: '2099-06-30',
    },
  });
  expect(created.status()).toBe(200);
  const { actors } = await read<{ actors: Actor[] }>(page.request, token, '/api/audit-log');
  const me = actors.find((a) => a.fullName === name)!;

  await page.goto('/audit-log');
  await expect(page).toHaveTitle('Audit log | London Clinic');
  await expect(page.getByRole('heading', { level: 1, name: 'Audit log' })).toBeVisible();

  await page.getByRole('combobox', { name: 'Who' }).click();
  await page.getByRole('option', { name, exact: true }).click();
  await expect(page).toHaveURL(new RegExp(`actor=${me._id}`));
  await page.getByRole('combobox', { name: 'Action' }).click();
  await page.getByRole('option', { name: 'Mission created', exact: true }).click();
  await expect(page).toHaveURL(/action=mission\.created/);

  const grid = page.getByRole('grid', { name: 'Audit log entries' });
  const row = grid.getByRole('row').filter({ hasText: title });
  await expect(row).toHaveCount(1);
  await expect(row).toContainText(name);
  // Every row is the admin's, and a mission created.
  for (const other of await grid
    .getByRole('row')
    .filter({ hasNot: page.getByRole('columnheader') })
    .all()) {
    await expect(other).toContainText('Mission created');
    await expect(other).toContainText(name);
  }

  await page.reload();
  await expect(page.getByRole('combobox', { name: 'Who' })).toHaveText(name);
  await expect(page.getByRole('combobox', { name: 'Action' })).toHaveText('Mission created');
  await expect(row).toHaveCount(1);

  // A row opens its details, with the fields of the new mission.
  await row.getByRole('button', { name: `Details: Mission created, ${title}` }).click();
  const details = page.getByRole('dialog', { name: 'Mission created' });
  await expect(details).toContainText(title);
  await expect(details).toContainText('Points reward');
  await expect(details).toContainText('35');
  await expectNoViolations(page);
  await details.getByRole('button', { name: 'Close' }).click();
  await expect(details).toBeHidden();

  const download = page.waitForEvent('download');
  await page.getByRole('button', { name: 'Export CSV' }).click();
  const file = await download;
  const text = Buffer.concat(await (await file.createReadStream()).toArray()).toString('utf8');
  expect(text.replace(/^\uFEFF/, '').split(/\r?\n/)[0]).toBe(
    'Entry ID,When,Admin ID,Who,Action,Record type,Record ID,Record,Member ID,Reason,Fields',
  );
  expect(text).toContain(title);
  expect(text).toContain('Mission created');
});
