import type { APIRequestContext } from '@playwright/test';
import { expect, test } from '../support/fixtures';
import { read, signIn } from './offline';

type Member = { _id: string; points: number; memberId: string };
type Mission = {
  _id: string;
  name: string;
  category: { code: number };
  type: string;
  pointsReward: number;
  dueDate: string;
  visitLimit?: number;
};
type Reward = { _id: string; name: string; pointsRequired: number };

const DAY = 86_400_000;
/** The app lists the missions whose due date has not passed, ten to a page, in the order given. */
const firstPage = (missions: Mission[]) =>
  missions.filter((m) => new Date(m.dueDate).getTime() + DAY > Date.now()).slice(0, 10);

/** A member, a short visit mission they have not joined, and a reward it makes affordable. */
async function pickScenario(request: APIRequestContext, token: string) {
  const { rewards } = await read<{ rewards: Reward[] }>(request, token, '/api/rewards/get');
  const { users } = await read<{ users: Member[] }>(request, token, '/api/users?page=40&limit=50');
  for (const member of users) {
    const { missions } = await read<{ missions: Mission[] }>(
      request,
      token,
      `/api/missions/joinable-userSide?userId=${member._id}`,
    );
    for (const mission of firstPage(missions)) {
      if (mission.category.code !== 1 || mission.type !== 'VisitBased') continue;
      if ((mission.visitLimit ?? 9) > 5) continue;
      if (new Date(mission.dueDate).getTime() < Date.now() + 30 * DAY) continue;
      const earned = member.points + mission.pointsReward;
      const reward = rewards
        .slice(0, 10)
        .find((r) => r.pointsRequired > member.points && r.pointsRequired <= earned);
      if (reward) return { member, mission, reward };
    }
  }
  throw new Error('no member fits the scenario');
}

test('join, visit to completion and redeem: the profile agrees after a reload', async ({
  page,
}) => {
  test.setTimeout(90_000);
  const token = await signIn(page);
  const { member, mission, reward } = await pickScenario(page.request, token);
  await page.goto(`/apps/list/view/${member._id}`);
  const panel = page.getByRole('region', { name: 'Member details' });
  await expect(panel).toContainText(member.memberId);

  await page.getByRole('button', { name: `Join ${mission.name}` }).click();
  await page
    .getByRole('dialog', { name: 'Mission Joined' })
    .getByRole('button', { name: 'OK' })
    .click();
  const row = page
    .getByRole('table', { name: 'Mission History' })
    .getByRole('row')
    .filter({ hasText: mission.name });
  for (let visit = 1; visit <= (mission.visitLimit ?? 1); visit += 1) {
    await row.getByRole('button', { name: 'Visit', exact: true }).click();
    const done = page.getByRole('dialog', { name: 'Visit Recorded' });
    await done.getByRole('button', { name: 'OK' }).click();
    await expect(done).toBeHidden();
  }
  await expect(row.getByRole('button', { name: 'Completed' })).toBeVisible();
  const earned = member.points + mission.pointsReward;
  await expect(panel).toContainText(earned.toLocaleString('en'));

  await page.getByRole('button', { name: `Redeem ${reward.name}` }).click();
  await page
    .getByRole('dialog', { name: 'Reward Redeemed' })
    .getByRole('button', { name: 'OK' })
    .click();
  const left = earned - reward.pointsRequired;

  await page.reload();
  await expect(panel).toContainText(member.memberId);
  await expect(panel).toContainText(left.toLocaleString('en'));
  await expect(row.getByRole('button', { name: 'Completed' })).toBeVisible();
  await expect(page.getByRole('button', { name: `Join ${mission.name}` })).toHaveCount(0);
  await page.getByRole('tab', { name: 'Rewards' }).click();
  await expect(
    page
      .getByRole('table', { name: 'Reward Redemption History' })
      .getByRole('row')
      .filter({ hasText: reward.name }),
  ).toHaveCount(1);
  const history = await read<{ visitHistory: string[] }>(
    page.request,
    token,
    `/api/point-mission/visit-history/${member._id}/${mission._id}`,
  );
  expect(history.visitHistory).toHaveLength(mission.visitLimit ?? 1);
});
