import { expect, test } from '../support/fixtures';
import { read, signIn } from './offline';

type Mission = { _id: string; name: string };
type Entry = { action: string; entity: { _id: string } };

test('a bulk join: filter, select all matching, dry run, run it, watch it from another screen, reverse it', async ({
  page,
}) => {
  test.setTimeout(120_000);
  const token = await signIn(page);
  const filter = 'membership=Silver&language=en';
  const { total } = await read<{ total: number }>(page.request, token, `/api/users?${filter}`);
  expect(total).toBeGreaterThan(10);
  // A mission that has not ended, among those the dialog offers (the first 50 by name).
  const { missions } = await read<{ missions: Mission[] }>(
    page.request,
    token,
    '/api/missions?page=1&limit=50&sort=name&status=active',
  );
  const mission = missions[0]!;

  await page.goto(`/apps/users?${filter}`);
  const grid = page.getByRole('grid', { name: 'Members' });
  await expect(grid.getByRole('row').nth(1)).toBeVisible();
  await grid.getByRole('checkbox', { name: 'Select all rows' }).click();
  const shown = total.toLocaleString('en');
  await page.getByRole('button', { name: `Select all ${shown} matching` }).click();
  await expect(page.getByText(`All matching members are ticked: ${shown}`)).toBeVisible();

  await page.getByRole('button', { name: 'Bulk actions', exact: true }).click();
  await page.getByRole('menuitem', { name: 'Join a mission…' }).click();
  const dialog = page.getByRole('dialog', { name: `Join a mission: ${shown} members` });
  await dialog.getByRole('combobox', { name: 'Mission' }).click();
  await page.getByRole('option', { name: mission.name, exact: true }).click();
  // The dry run, before anything changes.
  await expect(dialog).toContainText(`${shown} members: `);
  const summary = await dialog.getByText(/ will be joined$/).textContent();
  const joining = Number(summary!.match(/: ([\d,]+) will be joined/)![1]!.replace(/,/g, ''));
  expect(joining).toBeGreaterThan(0);
  await dialog.getByRole('button', { name: 'Start' }).click();
  await expect(dialog).toBeHidden();

  // Another screen: the job's progress and result in the app bar.
  await page.goto('/apps/missions');
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  await page.getByRole('button', { name: /^Bulk jobs/ }).click();
  const panel = page.getByRole('dialog', { name: 'Bulk jobs' });
  const job = panel.getByRole('listitem', { name: `Join to ${mission.name}` }).first();
  await expect(job).toContainText(`Done: ${joining.toLocaleString('en')} joined`, {
    timeout: 30_000,
  });
  // After a reload it is still there.
  await page.reload();
  await page.getByRole('button', { name: 'Bulk jobs' }).click();
  await expect(job).toContainText(`Done: ${joining.toLocaleString('en')} joined`);

  await job.getByRole('button', { name: 'Reverse' }).click();
  const ask = page.getByRole('dialog', { name: `Reverse: ${mission.name}` });
  await ask.getByRole('textbox', { name: 'Reason' }).fill('Joined to the wrong mission');
  await ask.getByRole('button', { name: 'Reverse' }).click();
  await expect(ask).toBeHidden();
  await expect(job).toContainText(
    `(Joined to the wrong mission): ${joining.toLocaleString('en')} undone, 0 kept`,
  );
  await expect(job.getByRole('button', { name: 'Reverse' })).toHaveCount(0);

  // One audit entry for the job, and one for its reversal (other tests write entries meanwhile).
  const { entries } = await read<{ entries: Entry[] }>(
    page.request,
    token,
    '/api/audit-log?page=1&limit=10&entity=bulk-job',
  );
  const actions = entries.map((e) => e.action);
  expect(actions.slice(0, 2)).toEqual(['bulk.reversed', 'bulk.mission-joined']);
  expect(entries[0]!.entity._id).toBe(entries[1]!.entity._id);
});
