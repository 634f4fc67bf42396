// The front desk's adjustment above the limit, end to end against the offline back end: the front
// desk records a visit and asks for 250 points (the balance stays; the request shows as pending),
// a programme manager sees the count in the sidebar and approves it on /approvals, and the
// member's balance moves once, the timeline saying so.
import type { Page } from '@playwright/test';
import { expectNoAxeViolations } from '../support/hostile';
import { expect, test } from '../support/fixtures';
import { OFFLINE_ORIGIN } from '../support/ports';
import { DEMO_ACCOUNTS } from '../../mocks/serve.mjs';
import { deskScenarioOn, read, signInAs } from './offline';

/** The users-list page this file takes its member from (no other test uses it). */
const PAGE = 90;
const AMOUNT = 250;

type Member = { _id: string; points: number };

const shown = (points: number) => points.toLocaleString('en-GB');
const pointsOnProfile = (page: Page) =>
  page.getByRole('region', { name: 'Member details' }).locator('dt:text-is("Points") + dd');
const timeline = (page: Page) => page.getByRole('list', { name: 'Activity' });

async function tokenOf(page: Page, role: keyof typeof DEMO_ACCOUNTS) {
  const { email, password } = DEMO_ACCOUNTS[role];
  const response = await page.request.post(`${OFFLINE_ORIGIN}/api/auth/login`, {
    data: { email, password },
  });
  return ((await response.json()) as { token: string }).token;
}

test('the front desk asks for points above its limit; a programme manager approves; the balance moves once', async ({
  page,
}) => {
  const desk = await tokenOf(page, 'front-desk');
  const { member, mission, number } = await deskScenarioOn(page.request, desk, PAGE, 0);

  // The front desk: a scanned card, the mission's number and Enter record a visit.
  await signInAs(page, 'front-desk', 'Front desk');
  await expect(page).toHaveURL(/\/front-desk$/);
  const lookup = page.getByRole('main').getByRole('search').getByRole('textbox');
  await expect(lookup).toBeFocused();
  await page.keyboard.type(member.memberId, { delay: 5 });
  await page.keyboard.press('Enter');
  await expect(page.getByRole('heading', { name: member.fullName })).toBeVisible();
  await page.keyboard.press(number);
  await expect(page.getByRole('dialog', { name: 'Record a visit?' })).toContainText(
    `${mission.name} for ${member.fullName}`,
  );
  await page.keyboard.press('Enter');
  await expect(
    page.getByRole('status').getByText(`Visit recorded: ${mission.name} for ${member.fullName}`),
  ).toBeVisible();
  const afterVisit = (await read<Member>(page.request, desk, `/api/user/${member._id}`)).points;

  // Then 250 points of goodwill, above the front desk's limit of 100: sent for approval.
  await page.goto(`/apps/list/view/${member._id}`);
  await expect(pointsOnProfile(page)).toHaveText(shown(afterVisit));
  await page.getByRole('button', { name: 'Adjust points' }).click();
  const dialog = page.getByRole('dialog', { name: 'Adjust points' });
  await dialog.getByRole('textbox', { name: 'Amount (points)' }).fill(String(AMOUNT));
  await dialog.getByRole('combobox', { name: 'Reason' }).click();
  await page.getByRole('option', { name: 'Goodwill', exact: true }).click();
  await dialog.getByRole('textbox', { name: /^Note/ }).fill('Waited an hour for the clinic');
  await dialog.getByRole('button', { name: 'Confirm' }).click();
  await expect(page.getByRole('status')).toContainText(
    "+250 points is above the front desk's limit: sent for approval.",
  );
  await expect(pointsOnProfile(page)).toHaveText(shown(afterVisit));
  await page.getByRole('tab', { name: 'Activity' }).click();
  const requested = timeline(page)
    .getByRole('listitem')
    .filter({ hasText: 'Points adjustment requested' })
    .first();
  await expect(requested).toContainText('Reception Desk');
  await expect(requested).toContainText('pending');

  // A programme manager: the sidebar counts what waits; approving moves the points.
  await signInAs(page, 'programme-manager', 'Programme manager');
  const { pending } = await read<{ pending: number }>(
    page.request,
    await tokenOf(page, 'programme-manager'),
    '/api/approvals',
  );
  expect(pending).toBeGreaterThan(0);
  await page
    .getByRole('navigation', { name: 'Main navigation' })
    .getByRole('link', { name: `Approvals, ${pending} pending` })
    .click();
  await expect(page).toHaveURL(/\/approvals$/);
  await expect(page.getByRole('heading', { level: 1, name: 'Approvals' })).toBeVisible();
  const request = page
    .getByRole('grid', { name: 'Requests for approval' })
    .getByRole('row')
    .filter({ hasText: member.fullName })
    .filter({ hasText: 'Waited an hour for the clinic' });
  await expect(request).toContainText('+250');
  await expect(request).toContainText('Reception Desk');
  await expectNoAxeViolations(page, 'the approvals screen');
  await request.getByRole('button', { name: `Approve +250 points for ${member.fullName}` }).click();
  await expect(page.getByRole('dialog', { name: 'Approved' })).toContainText(
    `+250 points for ${member.fullName} approved`,
  );
  await expect(
    page
      .getByRole('navigation', { name: 'Main navigation' })
      .getByRole('link', { name: pending > 1 ? `Approvals, ${pending - 1} pending` : 'Approvals' }),
  ).toBeVisible();

  // The balance moved once, by 250; the member's timeline says the request was approved.
  await page.goto(`/apps/list/view/${member._id}`);
  await expect(pointsOnProfile(page)).toHaveText(shown(afterVisit + AMOUNT));
  expect((await read<Member>(page.request, desk, `/api/user/${member._id}`)).points).toBe(
    afterVisit + AMOUNT,
  );
  await page.getByRole('tab', { name: 'Activity' }).click();
  await expect(
    timeline(page).getByRole('listitem').filter({ hasText: 'Points adjustment approved' }),
  ).toHaveCount(1);
});
