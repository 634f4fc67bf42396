// Bulk actions on a list, once per kind of list: a DataGrid (the rewards catalogue) and a list of
// its own (the advertisements). Tick rows, choose an action, confirm the count, read what was done
// and what was skipped and why; the list is asked again and the ticks are gone. A role that may
// not act sees no checkboxes.
import { expect, test } from 'vitest';
import { page } from 'vitest/browser';
import { openScreen } from '../screen';
import { answer, json, watch } from '../network';

/** What the bulk operation was sent, and its answer: one row done, one skipped with its reason. */
function answered(operationId: string, action: string, skippedName: string, reason: string) {
  const sent: { body: unknown; key: string | null }[] = [];
  answer(operationId, async (request: Request) => {
    const body = (await request.clone().json()) as { ids: string[] };
    sent.push({ body, key: request.headers.get('Idempotency-Key') });
    return {
      action,
      done: 1,
      skipped: 1,
      results: [
        { id: body.ids[0], name: 'Done row', status: 'done' },
        { id: body.ids[1], name: skippedName, status: 'skipped', reason },
      ],
    };
  });
  return sent;
}

test('rewards: ticks two rows, retires them, and shows "1 retired, 1 skipped" with the reason', async () => {
  const sent = answered('bulkRewards', 'retire', 'Summer Smoothie', 'Reward already retired');
  const lists = watch('listRewardCatalogue');
  await openScreen('/apps/rewards');
  const grid = page.getByRole('grid', { name: 'Rewards' });
  const tick = (name: string) =>
    grid.getByRole('row').filter({ hasText: name }).getByRole('checkbox').click();
  await tick('Café Voucher');
  await tick('Summer Smoothie');
  const toolbar = page.getByRole('toolbar', { name: 'Selected rows' });
  await expect.element(toolbar).toHaveTextContent('2 selected');
  // The actions the catalogue has, and no other.
  expect(
    toolbar
      .getByRole('button')
      .elements()
      .map((b) => b.textContent),
  ).toEqual(['Retire', 'Reactivate', 'Delete', 'Clear selection']);
  await toolbar.getByRole('button', { name: 'Retire' }).click();
  const ask = page.getByRole('alertdialog', { name: 'Retire 2 rewards?' });
  await expect.element(ask).toHaveTextContent('Members can no longer redeem them');
  const before = lists.length;
  await ask.getByRole('button', { name: 'Retire' }).click();
  const result = page.getByRole('dialog', { name: 'Bulk Action Done' });
  await expect.element(result).toHaveTextContent('1 retired, 1 skipped');
  await expect
    .element(result)
    .toHaveTextContent('Not done: • Summer Smoothie: Reward already retired');
  expect(sent).toHaveLength(1);
  expect(sent[0]?.body).toEqual({
    action: 'retire',
    ids: ['66c2d1e3f4a5b6c7d8e9f001', expect.stringMatching(/^[0-9a-f]{24}$/)],
  });
  expect(sent[0]?.key, 'a retry answers the first result').toBeTruthy();
  await expect.poll(() => lists.length).toBeGreaterThan(before);
  await result.getByRole('button', { name: 'OK' }).click();
  await expect.element(toolbar).not.toBeInTheDocument();
});

test('advertisements: ticks two banners, ends them, and shows the skipped one with its reason', async () => {
  const reason = 'Advertisement not started — It starts at 2027-03-01T08:00:00.000Z.';
  const sent = answered('bulkAdvertisements', 'end', 'Spring allergy clinic', reason);
  await openScreen('/apps/advertisement');
  const list = page.getByRole('list', { name: 'Advertisements in display order' });
  await expect.element(list).toBeVisible();
  await list.getByRole('checkbox', { name: 'Select Winter flu jabs now open' }).click();
  await list.getByRole('checkbox', { name: 'Select Spring allergy clinic' }).click();
  const toolbar = page.getByRole('toolbar', { name: 'Selected rows' });
  await expect.element(toolbar).toHaveTextContent('2 selected');
  await toolbar.getByRole('button', { name: 'End' }).click();
  const ask = page.getByRole('alertdialog', { name: 'End 2 banners?' });
  await ask.getByRole('button', { name: 'End' }).click();
  const result = page.getByRole('dialog', { name: 'Bulk Action Done' });
  await expect.element(result).toHaveTextContent('1 ended, 1 skipped');
  await expect.element(result).toHaveTextContent(`Spring allergy clinic: ${reason}`);
  expect(sent[0]?.body).toEqual({
    action: 'end',
    ids: ['7a0000000000000000000001', '7a0000000000000000000002'],
  });
  await result.getByRole('button', { name: 'OK' }).click();
  await expect.element(toolbar).not.toBeInTheDocument();
  await expect
    .element(list.getByRole('checkbox', { name: 'Select Winter flu jabs now open' }))
    .not.toBeChecked();
});

test('a refusal of the whole action says so and leaves the rows ticked', async () => {
  const refusal = { error: 'Invalid request', message: 'Choose at most 100.' };
  answer('bulkMissions', () => json(refusal, 400));
  await openScreen('/apps/missions');
  const grid = page.getByRole('grid', { name: 'Missions' });
  await grid.getByRole('row').nth(1).getByRole('checkbox').click();
  const toolbar = page.getByRole('toolbar', { name: 'Selected rows' });
  await toolbar.getByRole('button', { name: 'Delete' }).click();
  await page
    .getByRole('alertdialog', { name: 'Delete 1 mission?' })
    .getByRole('button', { name: 'Delete' })
    .click();
  const failed = page.getByRole('dialog', { name: 'Nothing Changed' });
  await expect.element(failed).toHaveTextContent('Invalid request');
  await failed.getByRole('button', { name: 'OK' }).click();
  await expect.element(toolbar).toHaveTextContent('1 selected');
});

test('the auditor sees no checkboxes and no toolbar', async () => {
  await openScreen('/apps/rewards', { role: 'auditor' });
  const grid = page.getByRole('grid', { name: 'Rewards' });
  await expect.element(grid.getByRole('row').filter({ hasText: 'Café Voucher' })).toBeVisible();
  expect(grid.getByRole('checkbox').elements()).toHaveLength(0);
});
