// Each role of mocks/README.md signed in against the offline back end: where it lands, its
// sidebar, a typed address of a screen it may not open, and the member profile's buttons.
import type { Page } from '@playwright/test';
import { expect, test } from '../support/fixtures';
import { DEMO_ACCOUNTS } from '../../mocks/serve.mjs';
import { signInAs } from './offline';

const MEMBER = '/apps/list/view/64b7f0c2a1e4d5f6a7b8c901';

/** The approvals link, with the count of pending requests beside it when there are any. */
const APPROVALS = /^Approvals( \d+)?$/;

const sidebarLinks = (page: Page) =>
  page.getByRole('navigation', { name: 'Main navigation' }).getByRole('listitem').getByRole('link');

/** The member profile, its lists arrived; the buttons it shows. */
async function profileButtons(page: Page) {
  await page.goto(MEMBER);
  await expect(page.getByRole('region', { name: 'Member details' })).toContainText('LC-000123');
  await expect(
    page.getByRole('table', { name: 'Mission History' }).getByRole('row').nth(1),
  ).toBeVisible();
  await expect(
    page
      .getByRole('table', { name: 'Points Adjustments' })
      .or(page.getByText(/^No adjustments yet/)),
  ).toBeVisible();
  const count = async (name: string | RegExp) =>
    page.getByRole('button', { name, exact: typeof name === 'string' }).count();
  return {
    edit: await count('Edit profile'),
    visit: await count('Visit'),
    join: await count(/^Join /),
    redeem: await count(/^Redeem /),
    adjust: await count('Adjust points'),
  };
}

test('the front desk lands on the front desk, sees its two screens, no audit log, and Visit, Join, Redeem and Adjust but not Edit', async ({
  page,
}) => {
  await signInAs(page, 'front-desk', 'Front desk');
  await expect(page).toHaveURL(/\/front-desk$/);
  await expect(sidebarLinks(page)).toHaveText(['Front desk', 'users']);

  await page.goto('/audit-log');
  await expect(page.getByRole('heading', { name: 'No access' })).toBeVisible();
  await expect(page.getByText('Your role, Front desk, may not open this page.')).toBeVisible();
  await expect(page.getByRole('navigation', { name: 'Main navigation' })).toBeVisible();

  const buttons = await profileButtons(page);
  expect(buttons.edit).toBe(0);
  expect(buttons.visit).toBeGreaterThan(0);
  expect(buttons.join).toBeGreaterThan(0);
  expect(buttons.redeem).toBeGreaterThan(0);
  expect(buttons.adjust).toBe(1);
});

test('the programme manager, the auditor and the administrator each see their own sidebar, refusals and buttons', async ({
  page,
}) => {
  const expected = {
    'programme-manager': {
      label: 'Programme manager',
      links: [
        'Front desk',
        'Dashboard',
        'Create Mission',
        'Create Reward',
        'Create Advertisement',
        'users',
        'Broadcast Message',
        APPROVALS,
      ],
      forbidden: '/audit-log',
      buttons: { edit: 1, adjust: 1 },
    },
    auditor: {
      label: 'Auditor',
      links: [
        'Dashboard',
        'Create Mission',
        'Create Reward',
        'Create Advertisement',
        'users',
        'Broadcast Message',
        'Audit log',
      ],
      forbidden: '/front-desk',
      buttons: { edit: 0, visit: 0, join: 0, redeem: 0, adjust: 0 },
    },
    administrator: {
      label: 'Administrator',
      links: [
        'Front desk',
        'Dashboard',
        'Create Mission',
        'Create Reward',
        'Create Advertisement',
        'users',
        'Broadcast Message',
        APPROVALS,
        'Audit log',
        'Staff',
      ],
      forbidden: undefined,
      buttons: { edit: 1, adjust: 1 },
    },
  } as const;
  for (const [role, want] of Object.entries(expected)) {
    await signInAs(page, role as keyof typeof expected, want.label);
    await expect(page).toHaveURL(/\/$/);
    await expect(
      page.getByText(`Welcome back, ${DEMO_ACCOUNTS[role as keyof typeof expected].fullName}.`),
    ).toBeVisible();
    await expect(sidebarLinks(page)).toHaveText([...want.links]);
    if (want.forbidden) {
      await page.goto(want.forbidden);
      await expect(
        page.getByText(`Your role, ${want.label}, may not open this page.`),
      ).toBeVisible();
    }
    expect(await profileButtons(page)).toMatchObject(want.buttons);
  }
});
