import type { APIRequestContext, Page } from '@playwright/test';
import { expect, test } from '../support/fixtures';
import { read, signIn } from './offline';

type Member = { _id: string; fullName?: string; memberId: string };
type Mission = { _id: string; name: string; category: { code: number }; dueDate: string };

const DAY = 86_400_000;

/** A member of a page no other test uses, and a visit mission open to them on the profile's first page. */
async function pickScenario(request: APIRequestContext, token: string) {
  const { users } = await read<{ users: Member[] }>(request, token, '/api/users?page=60&limit=50');
  for (const member of users) {
    if (!member.fullName) continue;
    const { missions } = await read<{ missions: Mission[] }>(
      request,
      token,
      `/api/missions/joinable-userSide?userId=${member._id}`,
    );
    const open = missions
      .filter((m) => new Date(m.dueDate).getTime() + DAY > Date.now())
      .slice(0, 10)
      .find((m) => m.category.code === 1 && new Date(m.dueDate).getTime() > Date.now() + DAY);
    if (open) return { member, mission: open };
  }
  throw new Error('no member fits the scenario');
}

const visitsToday = async (page: Page) => {
  const card = page.getByRole('link').filter({ hasText: 'Visits today' });
  await expect(card).toHaveText(/^Visits today[\d,]+$/);
  return Number((await card.innerText()).replace(/\D/g, ''));
};
const scansTotal = async (request: APIRequestContext, token: string) =>
  (await read<{ total: number }>(request, token, '/api/admin/scans?limit=10')).total;

test('a visit recorded on a profile adds one to visits today and tops the latest scans', async ({
  page,
}) => {
  test.setTimeout(90_000);
  const token = await signIn(page);
  const { member, mission } = await pickScenario(page.request, token);

  await page.goto('/');
  const before = await visitsToday(page);
  const scansBefore = await scansTotal(page.request, token);

  await page.goto(`/apps/list/view/${member._id}`);
  await page.getByRole('button', { name: `Join ${mission.name}` }).click();
  await page
    .getByRole('dialog', { name: 'Mission Joined' })
    .getByRole('button', { name: 'OK' })
    .click();
  await page
    .getByRole('table', { name: 'Mission History' })
    .getByRole('row')
    .filter({ hasText: mission.name })
    .getByRole('button', { name: 'Visit', exact: true })
    .click();
  await page
    .getByRole('dialog', { name: 'Visit Recorded' })
    .getByRole('button', { name: 'OK' })
    .click();

  await page
    .getByRole('navigation', { name: 'Main navigation' })
    .getByRole('link', { name: 'Dashboard', exact: true })
    .click();
  expect((await scansTotal(page.request, token)) - scansBefore).toBeGreaterThanOrEqual(1);
  // Tests in other files may record visits at the same time: the card counts every visit the log
  // gained, read again until no visit lands between reading the card and reading the log.
  await expect
    .poll(
      async () => {
        await page.reload();
        const shown = await visitsToday(page);
        return shown - ((await scansTotal(page.request, token)) - scansBefore);
      },
      { timeout: 30_000 },
    )
    .toBe(before);
  const ours = page
    .getByRole('region', { name: 'Latest scans' })
    .getByRole('row')
    .filter({ has: page.getByRole('link', { name: member.fullName }) })
    .filter({ has: page.getByRole('link', { name: mission.name }) });
  await expect(ours).toContainText('Amelia Clarke');
  await expect(ours.getByRole('link', { name: member.fullName })).toHaveAttribute(
    'href',
    `/apps/list/view/${member._id}`,
  );
});
