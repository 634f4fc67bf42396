import { expect, test } from '../support/fixtures';
import { read, signIn } from './offline';

type Member = { _id: string; fullName?: string; memberId: string };
type MissionPage = { missions: { _id: string; name: string }[]; total: number };

test('a mission created here is joined on a profile, visited to completion and followed here', async ({
  page,
}) => {
  test.setTimeout(120_000);
  const token = await signIn(page);
  const name = `Posture Reset ${Date.now()}`;

  // Created on the missions screen.
  await page.goto('/apps/missions');
  await page.getByRole('button', { name: 'Create Mission', exact: true }).click();
  const form = page.getByRole('dialog', { name: 'Create Mission' });
  await form.getByLabel('Name').fill(name);
  await form.getByLabel('Points reward').fill('70');
  await form.getByLabel('Visit limit').fill('2');
  const due = new Date(Date.now() + 30 * 86_400_000);
  const field = form.getByRole('group', { name: 'Due date' });
  for (const [section, value] of [
    ['Month', String(due.getMonth() + 1).padStart(2, '0')],
    ['Day', String(due.getDate()).padStart(2, '0')],
    ['Year', String(due.getFullYear())],
  ] as const) {
    await field.getByRole('spinbutton', { name: section }).click();
    await page.keyboard.type(value);
  }
  await form.getByRole('button', { name: 'Save' }).click();
  await page
    .getByRole('dialog', { name: 'Mission Created' })
    .getByRole('button', { name: 'OK' })
    .click();
  const { missions } = await read<MissionPage>(
    page.request,
    token,
    `/api/missions?search=${encodeURIComponent(name)}`,
  );
  const missionId = missions[0]!._id;

  // Listed in a member's Total Missions (until its due date passes): joined and visited there.
  const { users } = await read<{ users: Member[] }>(
    page.request,
    token,
    '/api/users?page=7&limit=10',
  );
  const member = users.find((m) => m.fullName)!;
  await page.goto(`/apps/list/view/${member._id}`);
  const join = page.getByRole('button', { name: `Join ${name}` });
  const panel = page.getByRole('region', { name: 'Total Missions' });
  await expect(panel.getByRole('table', { name: 'Total Missions' })).toBeVisible();
  // The new mission comes last in the member's list: through its pages until it shows.
  for (let turn = 0; turn < 10 && !(await join.isVisible()); turn += 1)
    await panel.getByRole('button', { name: 'Go to next page' }).click();
  await join.click();
  await page
    .getByRole('dialog', { name: 'Mission Joined' })
    .getByRole('button', { name: 'OK' })
    .click();
  const joined = page
    .getByRole('table', { name: 'Mission History' })
    .getByRole('row')
    .filter({ hasText: name });
  for (let visit = 1; visit <= 2; visit += 1) {
    await joined.getByRole('button', { name: 'Visit', exact: true }).click();
    const done = page.getByRole('dialog', { name: 'Visit Recorded' });
    await done.getByRole('button', { name: 'OK' }).click();
    await expect(done).toBeHidden();
  }
  await expect(joined.getByRole('button', { name: 'Completed' })).toBeVisible();

  // Followed on the mission's page: the participant, their progress and the counts.
  await page.goto(`/apps/missions/${missionId}`);
  await expect(page.getByRole('heading', { level: 1, name })).toBeVisible();
  const participant = page
    .getByRole('grid', { name: 'Participants of the mission' })
    .getByRole('row')
    .filter({ hasText: member.memberId });
  await expect(participant).toContainText('2 of 2 visits');
  await expect(participant.getByRole('progressbar')).toHaveAttribute('aria-valuenow', '100');
  await expect(participant.getByRole('link', { name: member.fullName! })).toHaveAttribute(
    'href',
    `/apps/list/view/${member._id}`,
  );
  const counts = page.locator('dl');
  await expect(counts).toContainText('Participants1');
  await expect(counts).toContainText('Completed1');

  // And on the list.
  await page.goto(`/apps/missions?search=${encodeURIComponent(name)}`);
  await expect(page.getByRole('row').filter({ hasText: name })).toContainText('70');
});
