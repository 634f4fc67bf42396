import type { Locator, Page } from '@playwright/test';
import { expect, test } from '../support/fixtures';
import { read, signIn } from './offline';

type Member = { _id: string; fullName?: string; memberId: string; points: number };
type Reward = { _id: string; name: string };

/** Whether `target` shows on any page of the profile's Total Rewards, from the first page on. */
async function onAnyPage(page: Page, target: Locator): Promise<boolean> {
  const panel = page.getByRole('region', { name: 'Total Rewards' });
  await expect(panel.getByRole('button', { name: /^Redeem / }).first()).toBeVisible();
  const next = panel.getByRole('button', { name: 'Go to next page' });
  for (let turn = 0; turn < 20; turn += 1) {
    if (await target.isVisible()) return true;
    if (!(await next.isEnabled())) return false;
    await next.click();
  }
  return false;
}

test('a reward created here is offered on a profile, redeemed there, followed here and withdrawn by Retire', async ({
  page,
}) => {
  test.setTimeout(120_000);
  const token = await signIn(page);
  const name = `Parking Pass ${Date.now()}`;

  // Created on the rewards screen.
  await page.goto('/apps/rewards');
  await page.getByRole('button', { name: 'Create Reward', exact: true }).click();
  const form = page.getByRole('dialog', { name: 'Create Reward' });
  await form.getByLabel('Name').fill(name);
  await form.getByLabel('Points required').fill('1');
  await form.getByRole('button', { name: 'Save' }).click();
  await expect(form).toBeHidden();

  // Offered among a member's rewards (the members' list of rewards) and redeemed there.
  const { users } = await read<{ users: Member[] }>(
    page.request,
    token,
    '/api/users?page=3&limit=50',
  );
  const member = users.find((m) => m.fullName && m.points >= 1)!;
  await page.goto(`/apps/list/view/${member._id}`);
  const redeem = page.getByRole('button', { name: `Redeem ${name}` });
  expect(await onAnyPage(page, redeem)).toBe(true);
  await redeem.click();
  await page
    .getByRole('dialog', { name: 'Reward Redeemed' })
    .getByRole('button', { name: 'OK' })
    .click();

  // Followed on the catalogue: one redemption, by that member, in the reward's panel.
  await page.goto(`/apps/rewards?search=${encodeURIComponent(name)}`);
  const row = page
    .getByRole('grid', { name: 'Rewards' })
    .getByRole('row')
    .filter({ hasText: name });
  await expect(row).toContainText('Active');
  await row.getByRole('button', { name: 'more' }).click();
  await page.getByRole('menuitem', { name: `Redemptions of ${name}` }).click();
  const panel = page.getByRole('dialog', { name: `Redemptions of ${name}` });
  const redemption = panel.getByRole('row').filter({ hasText: member.fullName! });
  await expect(redemption).toBeVisible();
  await expect(redemption.getByRole('link', { name: member.fullName! })).toHaveAttribute(
    'href',
    `/apps/list/view/${member._id}`,
  );
  await panel.getByRole('button', { name: 'Close' }).click();

  // Retired: no longer offered to members.
  await row.getByRole('button', { name: 'more' }).click();
  await page.getByRole('menuitem', { name: `Retire ${name}` }).click();
  await page
    .getByRole('dialog', { name: 'Reward Retired' })
    .getByRole('button', { name: 'OK' })
    .click();
  await expect(row).toContainText('Retired');
  const { rewards } = await read<{ rewards: Reward[] }>(page.request, token, '/api/rewards/get');
  expect(rewards.map((r) => r.name)).not.toContain(name);
  await page.goto(`/apps/list/view/${member._id}`);
  expect(await onAnyPage(page, page.getByRole('button', { name: `Redeem ${name}` }))).toBe(false);
});
