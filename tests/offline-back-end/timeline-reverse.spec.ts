import AxeBuilder from '@axe-core/playwright';
import type { APIRequestContext } from '@playwright/test';
import { expect, test } from '../support/fixtures';
import { OFFLINE_ORIGIN } from '../support/ports';
import { read, signIn } from './offline';

type Member = { _id: string; fullName?: string; points: number };
type Mission = { _id: string; name: string; category: { code: number }; dueDate: string };

const DAY = 86_400_000;

const post = (request: APIRequestContext, token: string, path: string, data: unknown) =>
  request.post(`${OFFLINE_ORIGIN}${path}`, {
    headers: { Authorization: `Bearer ${token}` },
    data,
  });

/** A member of users-list page 85 (no other test uses it) with a visit recorded on a point mission. */
async function memberWithVisit(request: APIRequestContext, token: string) {
  const { users } = await read<{ users: Member[] }>(request, token, '/api/users?page=85&limit=50');
  for (const member of users.filter((m) => m.fullName)) {
    const { missions } = await read<{ missions: Mission[] }>(
      request,
      token,
      `/api/missions/joinable-userSide?userId=${member._id}`,
    );
    const mission = missions.find(
      (m) => m.category.code === 2 && new Date(m.dueDate).getTime() > Date.now() + DAY,
    );
    if (!mission) continue;
    const ids = { userId: member._id, missionId: mission._id };
    expect((await post(request, token, '/api/point-mission/join', ids)).status()).toBe(200);
    const path = `/api/point-mission/admin-scan/${member._id}/${mission._id}`;
    expect((await post(request, token, path, ids)).status()).toBe(200);
    return { member, mission };
  }
  throw new Error('no member fits the scenario');
}

test("a visit is reversed from the member's timeline with a reason: the points go back", async ({
  page,
}) => {
  test.setTimeout(90_000);
  const token = await signIn(page);
  const { member, mission } = await memberWithVisit(page.request, token);
  const points = async () =>
    (await read<Member>(page.request, token, `/api/user/${member._id}`)).points;
  const before = await points();

  await page.goto(`/apps/list/view/${member._id}`);
  await page.getByRole('tab', { name: 'Activity' }).click();
  const timeline = page.getByRole('list', { name: 'Activity' });
  const visit = timeline.getByRole('listitem').filter({ hasText: 'Visit recorded' }).first();
  await expect(visit).toContainText(mission.name);
  const reverse = visit.getByRole('button', { name: /^Reverse: Visit recorded, / });
  const named = (await reverse.getAttribute('aria-label'))!;
  await reverse.click();

  const dialog = page.getByRole('dialog', { name: 'Reverse this change?' });
  await expect(dialog).toContainText(`The visit on ${mission.name} is taken back`);
  // No reason: said beside the field, nothing sent.
  await dialog.getByRole('button', { name: 'Reverse' }).click();
  await expect(dialog.getByText('Give a reason for the reversal.')).toBeVisible();
  const { violations } = await new AxeBuilder({ page })
    .withTags(['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'wcag22aa'])
    .analyze();
  expect(violations.map((v) => v.id)).toEqual([]);
  await dialog.getByRole('textbox', { name: 'Reason' }).fill('Recorded for the wrong member');
  await dialog.getByRole('button', { name: 'Reverse' }).click();
  await page
    .getByRole('dialog', { name: 'Change reversed' })
    .getByRole('button', { name: 'OK' })
    .click();

  const reversed = timeline.getByRole('listitem').filter({ hasText: 'Visit reversed' }).first();
  await expect(reversed).toContainText('Recorded for the wrong member');
  // The visit offers no second reversal; the member's points are back where they were before it.
  await expect(timeline.getByRole('button', { name: named, exact: true })).toHaveCount(0);
  const after = await points();
  expect(after).toBeLessThan(before);
  await expect(page.getByRole('region', { name: 'Member details' })).toContainText(
    after.toLocaleString('en-GB'),
  );
});
