// The developer panel of `npm start` against the offline back end, from the screen being built:
// a scenario (the screen shows its data), a snapshot taken and restored, a latency, and a fault
// armed on an operation chosen from the contract's list, which the screen shows until cleared.
import { expect, test } from '@playwright/test';
import { contractErrorText } from '../support/faults';
import { OFFLINE_ORIGIN } from '../support/ports';
import { signIn } from '../offline-back-end/offline';

// A retry starts where its first attempt started: the seeded clinic, no fault, no latency. A
// snapshot restore takes tens of milliseconds; a reseed (`/__mock/reset`) about half a second, a
// restart of the back end about 5 s.
test.beforeEach(async ({ request }) => {
  const control = `${OFFLINE_ORIGIN}/__mock`;
  const { snapshots } = (await (await request.get(`${control}/snapshots`)).json()) as {
    snapshots: { name: string }[];
  };
  const seeded = { data: { name: 'seeded' } };
  if (snapshots.some(({ name }) => name === 'seeded'))
    await request.post(`${control}/restore`, seeded);
  else await request.post(`${control}/snapshot`, seeded);
  await request.delete(`${control}/faults`);
  await request.post(`${control}/latency`, { data: { ms: 0 } });
});

test('the panel switches scenarios, restores a snapshot, sets latency and arms a fault', async ({
  page,
}) => {
  // 24 to 40 s measured on 2 shared cores at a load average of 13 to 18.
  test.setTimeout(90_000);
  await signIn(page);
  await page.goto('/apps/rewards');
  const grid = page.getByRole('grid', { name: 'Rewards' });
  const bottle = grid.getByRole('row').filter({ hasText: 'Water Bottle' });
  await expect(bottle).toBeVisible();

  const panel = page.getByRole('dialog', { name: 'Offline back end' });
  const openPanel = async () => {
    await page.getByRole('button', { name: 'Offline back end controls' }).click();
    await expect(panel.getByRole('combobox', { name: 'Scenario' })).toHaveText('default');
  };
  const closePanel = async () => {
    await panel.getByRole('button', { name: 'Close' }).first().click();
    await expect(panel).toBeHidden();
  };

  // A snapshot of today's clinic, then a new programme: the screen shows it has no rewards.
  await openPanel();
  await panel.getByRole('textbox', { name: 'Snapshot name' }).fill('clinic');
  await panel.getByRole('button', { name: 'Take' }).click();
  await expect(panel.getByText('Snapshot clinic taken.')).toBeVisible();
  await panel.getByRole('combobox', { name: 'Scenario' }).click();
  await page.getByRole('option', { name: 'empty' }).click();
  await panel.getByRole('button', { name: 'Switch' }).click();
  await expect(panel.getByText('Switched to the empty scenario.')).toBeVisible();
  await closePanel();
  await expect(
    page.getByText('No rewards yet. Create the first with "Create Reward".'),
  ).toBeVisible();
  await expect(bottle).toBeHidden();

  // The snapshot restored: the clinic's rewards are back.
  await page.getByRole('button', { name: 'Offline back end controls' }).click();
  await panel.getByRole('button', { name: 'Restore clinic' }).click();
  await expect(panel.getByText('Snapshot clinic restored.')).toBeVisible();
  await closePanel();
  await expect(bottle).toBeVisible();

  // A latency the back end refuses: its reason. Then every answer held 800 ms: the next search
  // waits that long.
  await openPanel();
  const latency = panel.getByRole('spinbutton', { name: 'Latency (ms)' });
  await latency.fill('-5');
  await panel.getByRole('button', { name: 'Set' }).click();
  await expect(
    panel.getByText('latency: "ms" must be a whole number from 0 to 60000'),
  ).toBeVisible();
  await latency.fill('800');
  await panel.getByRole('button', { name: 'Set' }).click();
  await expect(panel.getByText('Every answer now takes 800 ms.')).toBeVisible();
  await closePanel();
  const held = page.waitForResponse((answer) =>
    /\/api\/rewards\?.*search=Water/.test(answer.url()),
  );
  await page.getByRole('searchbox', { name: 'Search rewards' }).fill('Water');
  expect((await held).request().timing().responseStart).toBeGreaterThanOrEqual(800);
  await expect(bottle).toBeVisible();

  // A 500 on the screen's list until cleared: the screen shows the contract's error; cleared, the
  // list is back on Try again.
  await openPanel();
  await latency.fill('0');
  await panel.getByRole('button', { name: 'Set' }).click();
  await expect(panel.getByText('Every answer now takes 0 ms.')).toBeVisible();
  await panel.getByRole('combobox', { name: 'Operation' }).fill('listRewardCat');
  await page.getByRole('option', { name: /listRewardCatalogue/ }).click();
  await panel.getByRole('combobox', { name: 'Status' }).click();
  await page.getByRole('option', { name: '500' }).click();
  await panel.getByRole('spinbutton', { name: 'Calls' }).fill('');
  await panel.getByRole('button', { name: 'Arm' }).click();
  await expect(panel.getByText('Fault armed on listRewardCatalogue.')).toBeVisible();
  await expect(panel.getByText('answers 500 · until cleared')).toBeVisible();
  await closePanel();
  await page.getByRole('searchbox', { name: 'Search rewards' }).fill('Bottle');
  const failed = page.getByRole('alert').filter({ hasText: contractErrorText('500') });
  await expect(failed).toBeVisible();

  await openPanel();
  await panel.getByRole('button', { name: 'Clear all' }).click();
  await expect(panel.getByText('No fault armed.')).toBeVisible();
  await closePanel();
  await page.getByRole('button', { name: 'Try again' }).click();
  await expect(bottle).toBeVisible();
});
