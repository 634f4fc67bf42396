import type { Locator, Page } from '@playwright/test';
import { expect, test } from '../support/fixtures';
import { read, signIn } from './offline';

type Mission = { _id: string; name: string; participants: number; visitLimit?: number };

/** Types a date section by section (DD/MM/YYYY in en-GB), the month first. */
async function typeDueDate(dialog: Locator, date: Date) {
  const field = dialog.getByRole('group', { name: 'Due date' });
  const parts = [
    ['Month', String(date.getMonth() + 1).padStart(2, '0')],
    ['Day', String(date.getDate()).padStart(2, '0')],
    ['Year', String(date.getFullYear())],
  ] as const;
  for (const [section, value] of parts) {
    await field.getByRole('spinbutton', { name: section }).click();
    await dialog.page().keyboard.type(value);
  }
}

/** Closes the success alert (it would close itself after 2 s). */
async function acknowledge(page: Page, title: string) {
  const done = page.getByRole('dialog', { name: title });
  await done.getByRole('button', { name: 'OK' }).click();
  await expect(done).toBeHidden();
}

async function rowMenu(page: Page, name: string) {
  const row = page.getByRole('row').filter({ hasText: name });
  await expect(row).toHaveCount(1);
  await row.getByRole('button', { name: /more|actions/i }).click();
  return page.getByRole('menu');
}

test('create a mission, see it listed, edit it, export it and delete it', async ({ page }) => {
  test.setTimeout(90_000);
  const token = await signIn(page);
  const name = `Spring Allergy Check ${Date.now()}`;
  await page.goto('/apps/missions');
  await expect(page).toHaveTitle('Create Mission | London Clinic');
  await page.getByRole('button', { name: 'Create Mission', exact: true }).click();
  const dialog = page.getByRole('dialog', { name: 'Create Mission' });
  await dialog.getByLabel('Name').fill(name);
  await dialog
    .getByLabel('Description')
    .fill('Two allergy consultations before the pollen season.');
  await dialog.getByLabel('Points reward').fill('80');
  await dialog.getByLabel('Visit limit').fill('2');
  const due = new Date(Date.now() + 40 * 86_400_000);
  await typeDueDate(dialog, due);
  await dialog.getByRole('button', { name: 'Save' }).click();
  await acknowledge(page, 'Mission Created');

  await page.getByRole('searchbox', { name: 'Search missions' }).fill(name);
  await expect(page).toHaveURL(/search=Spring/);
  const row = page.getByRole('row').filter({ hasText: name });
  await expect(row).toContainText('Visit Mission');
  await expect(row).toContainText('80');

  const menu = await rowMenu(page, name);
  await menu.getByRole('menuitem', { name: `Edit ${name}` }).click();
  const edit = page.getByRole('dialog', { name: 'Edit Mission' });
  await edit.getByLabel('Points reward').fill('120');
  await edit.getByRole('button', { name: 'Save' }).click();
  await acknowledge(page, 'Mission Updated');
  await expect(row).toContainText('120');

  const download = page.waitForEvent('download');
  await page.getByRole('button', { name: 'Export CSV' }).click();
  const file = await download;
  const csv = await (await file.createReadStream()).toArray();
  const text = Buffer.concat(csv).toString('utf8');
  expect(text).toContain('Name,Category,Type,Points reward');
  expect(text).toContain(`${name},Visit Mission,Visit based,120,2`);

  const again = await rowMenu(page, name);
  await again.getByRole('menuitem', { name: `Delete ${name}` }).click();
  await page
    .getByRole('alertdialog', { name: 'Delete this mission?' })
    .getByRole('button', { name: 'Delete' })
    .click();
  await acknowledge(page, 'Mission Deleted');
  await expect(row).toHaveCount(0);
  await page.reload();
  await expect(page.getByText(/No mission matches these filters/)).toBeVisible();
  const left = await read<{ total: number }>(
    page.request,
    token,
    `/api/missions?search=${encodeURIComponent(name)}`,
  );
  expect(left.total).toBe(0);
});

test('a mission with participants cannot be deleted: it ends today instead', async ({ page }) => {
  const token = await signIn(page);
  const { missions } = await read<{ missions: Mission[] }>(
    page.request,
    token,
    '/api/missions?status=active&sort=-participants&limit=50',
  );
  const mission = missions.find((m) => m.participants > 0 && m.name.includes('Care Plan'))!;
  await page.goto(`/apps/missions/${mission._id}`);
  await expect(page.getByRole('heading', { name: mission.name })).toBeVisible();
  await expect(page.getByRole('grid', { name: 'Participants of the mission' })).toBeVisible();
  await page.getByRole('button', { name: 'Delete', exact: true }).click();
  await page
    .getByRole('alertdialog', { name: 'Delete this mission?' })
    .getByRole('button', { name: 'Delete' })
    .click();
  const refused = page.getByRole('alertdialog', { name: 'Members are taking part' });
  await expect(refused).toContainText('Mission has participants');
  await refused.getByRole('button', { name: 'End it today' }).click();
  await acknowledge(page, 'Mission Ended');
  await expect(page.getByText(/^Joinable until the end of/)).toBeVisible();
  const after = await read<{ dueDate: string }>(
    page.request,
    token,
    `/api/missions/${mission._id}`,
  );
  expect(after.dueDate.slice(0, 10)).toBe(new Date().toISOString().slice(0, 10));
});

test('lowering the visit limit below a participant’s progress is refused with the reason', async ({
  page,
}) => {
  const token = await signIn(page);
  const { missions } = await read<{ missions: (Mission & { completed: number })[] }>(
    page.request,
    token,
    '/api/missions?sort=-completed&category=1&limit=50',
  );
  const mission = missions.find((m) => m.completed > 0 && (m.visitLimit ?? 0) > 1)!;
  await page.goto(`/apps/missions/${mission._id}`);
  await page.getByRole('button', { name: 'Edit', exact: true }).click();
  const form = page.getByRole('dialog', { name: 'Edit Mission' });
  await expect(form).toContainText(/Members taking part: \d+\. The change reaches them too\./);
  await form.getByLabel('Visit limit').fill('1');
  await form.getByRole('button', { name: 'Save' }).click();
  const refused = page.getByRole('dialog', { name: 'Mission Not Saved' });
  await expect(refused).toContainText('Visit limit below progress');
  await refused.getByRole('button', { name: 'OK' }).click();
  await expect(form.getByLabel('Visit limit')).toHaveValue('1');
});
