// Each role of mocks/README.md signed in against the offline back end: where it lands, its
// sidebar (the table the screen tests share, src/testing/role-views.ts), a typed address of a
// screen it may not open, the member profile's buttons and a list screen's.
import type { Page } from '@playwright/test';
import { expect, test } from '../support/fixtures';
import { DEMO_ACCOUNTS } from '../../mocks/serve.mjs';
import { APPROVALS, ROLE_VIEWS } from '../../src/testing/role-views';
import { signInAs } from './offline';

const MEMBER = '/apps/list/view/64b7f0c2a1e4d5f6a7b8c901';

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

/** The banners' list, its rows arrived: how many of each write control it shows. */
async function bannerControls(page: Page) {
  await page.goto('/apps/advertisement');
  await expect(
    page
      .getByRole('list', { name: 'Advertisements in display order' })
      .getByRole('listitem')
      .first(),
  ).toBeVisible();
  const count = async (name: string | RegExp) => page.getByRole('button', { name }).count();
  return {
    create: await count('Create Advertisement'),
    move: await count(/^Move .* (up|down)$/),
    drag: await count(/^Reorder /),
    edit: await count(/^Edit /),
    delete: await count(/^Delete /),
  };
}

/** The sidebar's links as the role's table names them (the approvals link with its count). */
const sidebarTexts = (links: readonly string[]) =>
  links.map((link) => (link === APPROVALS ? /^Approvals( \d+)?$/ : link));

test('the front desk lands on the front desk, sees its two screens, no audit log, and Visit, Join, Redeem and Adjust but not Edit', async ({
  page,
}) => {
  const view = ROLE_VIEWS['front-desk'];
  await signInAs(page, 'front-desk', view.label);
  await expect(page).toHaveURL(/\/front-desk$/);
  await expect(sidebarLinks(page)).toHaveText(sidebarTexts(view.sidebar));
  // Its crumb goes where it may go: the dashboard is not for the front desk.
  await expect(
    page.getByRole('navigation', { name: 'Breadcrumb' }).getByRole('link', { name: 'Dashboard' }),
  ).toHaveAttribute('href', '/front-desk');

  await page.goto(view.forbidden);
  await expect(page.getByRole('heading', { name: 'No access' })).toBeVisible();
  await expect(page.getByText('Your role, Front desk, may not open this page.')).toBeVisible();
  await expect(page.getByRole('navigation', { name: 'Main navigation' })).toBeVisible();

  // Its list screen: the members, to look them up.
  await page.goto('/apps/users');
  await expect(page.getByRole('grid').getByRole('row').nth(1)).toBeVisible();

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
    'programme-manager': { buttons: { edit: 1, adjust: 1 }, writes: true },
    auditor: { buttons: { edit: 0, visit: 0, join: 0, redeem: 0, adjust: 0 }, writes: false },
    administrator: { buttons: { edit: 1, adjust: 1 }, writes: true },
  } as const;
  for (const [role, want] of Object.entries(expected)) {
    const view = ROLE_VIEWS[role as keyof typeof expected];
    await signInAs(page, role as keyof typeof expected, view.label);
    await expect(page).toHaveURL(/\/$/);
    await expect(
      page.getByText(`Welcome back, ${DEMO_ACCOUNTS[role as keyof typeof expected].fullName}.`),
    ).toBeVisible();
    await expect(sidebarLinks(page)).toHaveText(sidebarTexts(view.sidebar));
    if (view.forbidden) {
      await page.goto(view.forbidden);
      await expect(
        page.getByText(`Your role, ${view.label}, may not open this page.`),
      ).toBeVisible();
    }
    expect(await profileButtons(page)).toMatchObject(want.buttons);
    // A list screen: the banners' write controls only for a role that may write.
    const controls = await bannerControls(page);
    for (const [control, shown] of Object.entries(controls))
      if (want.writes) expect(shown, `${role}: ${control}`).toBeGreaterThan(0);
      else expect(shown, `${role}: ${control}`).toBe(0);
  }
});
