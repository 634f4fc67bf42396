import { expect, test } from '../support/fixtures';
import { OFFLINE_APP_ORIGIN, OFFLINE_ORIGIN } from '../support/ports';
import { signIn } from './offline';

/**
 * Sessions that end and no lost updates, against the offline back end: what needs two real
 * browsers and the real store (the store's own rules are in mocks/store/sessions.test.ts and
 * versions.test.ts, the dialog's states in the screen tests).
 */

test('two admins edit the same mission: the second save sees the first and keeps what was typed', async ({
  page,
  browser,
  request,
}) => {
  test.setTimeout(90_000);
  const token = await signIn(page);
  const name = `Lost Update Check ${Date.now()}`;
  const created = await request.post(`${OFFLINE_ORIGIN}/api/missions`, {
    headers: { Authorization: `Bearer ${token}` },
    data: {
      name,
      description: 'Two admins edit this mission at the same time.',
      category: 1,
      type: 'VisitBased',
      pointsReward: 50,
      visitLimit: 2,
      dueDate: '2099-06-30',
    },
  });
  const { data: mission } = (await created.json()) as { data: { _id: string } };
  const address = `/apps/missions/${mission._id}`;

  // The first admin opens the form and starts typing.
  await page.goto(address);
  await page.getByRole('button', { name: 'Edit', exact: true }).click();
  const first = page.getByRole('dialog', { name: 'Edit Mission' });
  await first.getByLabel('Points reward').fill('88');

  // Meanwhile a second admin, in another browser, saves a change to the same mission.
  const other = await browser.newContext({ baseURL: OFFLINE_APP_ORIGIN });
  const second = await other.newPage();
  await signIn(second);
  await second.goto(address);
  await second.getByRole('button', { name: 'Edit', exact: true }).click();
  const form = second.getByRole('dialog', { name: 'Edit Mission' });
  await form.getByLabel('Points reward').fill('77');
  await form.getByRole('button', { name: 'Save' }).click();
  await expect(second.getByRole('dialog', { name: 'Mission Updated' })).toBeVisible();
  await other.close();

  // The first save is refused: who changed it and when, with what was typed still there.
  await first.getByRole('button', { name: 'Save' }).click();
  const conflict = first.getByRole('alert').filter({ hasText: 'Changed by someone else' });
  await expect(conflict).toContainText('Amelia Clarke saved a change to this at');
  await expect(first.getByLabel('Points reward')).toHaveValue('88');
  const stored = await request.get(`${OFFLINE_ORIGIN}/api/missions/${mission._id}`, {
    headers: { Authorization: `Bearer ${token}` },
  });
  expect(await stored.json()).toMatchObject({ pointsReward: 77, version: 2 });

  // Their version loads into the form; saving from it then succeeds.
  await conflict.getByRole('button', { name: 'Load their version' }).click();
  await expect(first.getByLabel('Points reward')).toHaveValue('77');
  await first.getByLabel('Points reward').fill('99');
  await first.getByRole('button', { name: 'Save' }).click();
  await expect(page.getByRole('dialog', { name: 'Mission Updated' })).toBeVisible();
  const saved = await request.get(`${OFFLINE_ORIGIN}/api/missions/${mission._id}`, {
    headers: { Authorization: `Bearer ${token}` },
  });
  expect(await saved.json()).toMatchObject({ pointsReward: 99, version: 3 });
  await request.delete(`${OFFLINE_ORIGIN}/api/missions/${mission._id}`, {
    headers: { Authorization: `Bearer ${token}` },
  });
});

test('after Sign Out the old token answers 401', async ({ page, request }) => {
  const token = await signIn(page);
  await page.goto('/');
  await page.getByRole('button', { name: 'Account menu' }).click();
  await page.getByRole('menuitem', { name: 'Sign Out' }).click();
  await expect(page.getByText('You have signed out.')).toBeVisible();
  const after = await request.get(`${OFFLINE_ORIGIN}/api/admin/me`, {
    headers: { Authorization: `Bearer ${token}` },
  });
  expect(after.status()).toBe(401);
  expect(await after.json()).toEqual({ error: 'Invalid or expired token' });
});
