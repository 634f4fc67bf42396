import type { Page, Request } from '@playwright/test';
import { expect, failNetwork, preferAnswer, signedInState, test } from './support/fixtures';

test.use({ storageState: signedInState });

const MEMBER = '64b7f0c2a1e4d5f6a7b8c901';
const PROFILE = `/apps/list/view/${MEMBER}`;
const TODAY = new Date('2026-11-22T10:00:00');

function record(page: Page, method: string, pattern: RegExp) {
  const seen: Request[] = [];
  page.on(
    'request',
    (request) =>
      request.method() === method &&
      pattern.test(new URL(request.url()).pathname) &&
      seen.push(request),
  );
  return seen;
}

async function openProfile(page: Page) {
  await page.clock.setFixedTime(TODAY);
  await page.goto(PROFILE);
  await expect(page.getByRole('heading', { level: 1, name: 'Profile' })).toBeVisible();
  await expect(page.getByRole('region', { name: 'Member details' })).toContainText('LC-000123');
}

type JoinedRecord = {
  name: string;
  unassignedByAdmin: boolean;
  category: { name: string; code: number };
};
type JoinedMissions = { missions: JoinedRecord[] };

/** Answers joined missions with the mock's answer (the contract's example) changed by `change`. */
async function changeJoinedMissions(
  page: Page,
  change: (answer: JoinedMissions) => JoinedMissions | Promise<JoinedMissions>,
) {
  await page.route(/joined-missions$/, async (route) => {
    const response = await route.fetch();
    const json = await change((await response.json()) as JoinedMissions);
    await route.fulfill({ response, json });
  });
}

const missionRow = (page: Page, name: string) =>
  page.getByRole('table', { name: 'Mission History' }).getByRole('row').filter({ hasText: name });
const alertDialog = (page: Page, title: string) => page.getByRole('dialog', { name: title });

test.describe('loading the profile', () => {
  test('shows the member, their history, missions and rewards, each operation requested once', async ({
    page,
  }) => {
    const calls: string[] = [];
    page.on('request', (request) => {
      const path = new URL(request.url()).pathname;
      if (path.startsWith('/api/'))
        calls.push(`${request.method()} ${path.replace(/[a-f0-9]{24}/g, ':id')}`);
    });
    await openProfile(page);
    await expect(page).toHaveTitle('Profile | London Clinic');
    await expect(page.getByRole('navigation', { name: 'Breadcrumb' })).toHaveText(
      /Users\s*\/\s*Profile/,
    );
    const panel = page.getByRole('region', { name: 'Member details' });
    for (const text of [
      'ليلى حداد',
      'layla.haddad@mail.example',
      '+971501234567',
      '+971552345678',
      'Female',
      '450',
      'LAYLA450',
      'Gold',
    ]) {
      await expect(panel).toContainText(text);
    }
    await expect(page.getByRole('tab', { name: 'Missions', selected: true })).toBeVisible();
    await expect(page.getByRole('heading', { name: 'Mission History' })).toBeVisible();
    await expect(missionRow(page, 'Healthy Steps Points')).toContainText('20 x 4 = 80 pts');
    await expect(missionRow(page, 'Monthly Wellness Check')).toContainText('50 pts');
    await expect(missionRow(page, 'Physiotherapy Recovery Plan')).toContainText('Unassigned');
    await expect(
      missionRow(page, 'Physiotherapy Recovery Plan').getByRole('button', { name: 'Reassign' }),
    ).toBeVisible();
    await expect(
      missionRow(page, 'Dental Hygiene Series').getByRole('button', { name: 'Completed' }),
    ).toBeDisabled();
    await expect(
      missionRow(page, 'Monthly Wellness Check').getByRole('button', { name: 'Visit' }),
    ).toBeEnabled();
    await expect(missionRow(page, 'Annual Flu Vaccination').getByRole('cell').nth(4)).toHaveText(
      '-',
    );
    await expect(
      page.getByRole('progressbar', { name: 'Monthly Wellness Check: 2 of 5 visits' }),
    ).toHaveAttribute('aria-valuenow', '40');

    const joinable = page.getByRole('table', { name: 'Total Missions' });
    await expect(joinable.getByRole('row')).toHaveCount(5);
    await expect(joinable).toContainText('Heart Health Week');
    await expect(joinable).not.toContainText('Summer Hydration Challenge');
    await expect(page.getByRole('table', { name: 'Total Rewards' }).getByRole('row')).toHaveCount(
      6,
    );

    await page.getByRole('tab', { name: 'Rewards' }).click();
    const history = page.getByRole('table', { name: 'Reward Redemption History' });
    await expect(history.getByRole('row').filter({ hasText: 'LC-CAFE-7Q2M9X' })).toContainText(
      '10/11/26, 12:00:00 pm',
    );

    // Everything is on screen: the requests that brought it have all been made.
    const counts = () =>
      calls.reduce<Record<string, number>>(
        (all, call) => ({ ...all, [call]: (all[call] ?? 0) + 1 }),
        {},
      );
    await expect.poll(counts).toEqual({
      'GET /api/user/:id': 1,
      'GET /api/user/user/:id/joined-missions': 1,
      'GET /api/missions/joinable-userSide': 1,
      'GET /api/rewards/get': 1,
      'GET /api/vouchers/user-history/:id': 1,
      'GET /api/users/:id/points-adjustments': 1,
      // The header: the signed-in admin's account and photo.
      'GET /api/admin/me': 1,
      'GET /api/media/avatars/:id.svg': 1,
    });
  });

  test('shows N/A for what a member lacks', async ({ page }) => {
    await preferAnswer(page, /\/api\/user\/[a-f0-9]{24}$/, 'example=memberSparse');
    await openProfile(page).catch(() => undefined);
    const panel = page.getByRole('region', { name: 'Member details' });
    await expect(panel).toContainText('new.member@mail.example');
    await expect(panel.getByText('N/A')).toHaveCount(8);
  });

  test('says Loading... while the member is on the way', async ({ page }) => {
    let release = () => {};
    await page.route(/\/api\/user\/[a-f0-9]{24}$/, async (route) => {
      await new Promise<void>((resolve) => (release = resolve));
      await route.fallback();
    });
    await page.goto(PROFILE);
    await expect(
      page.getByRole('region', { name: 'Member details' }).getByText('Loading...').first(),
    ).toBeVisible();
    release();
    await expect(page.getByRole('region', { name: 'Member details' })).toContainText('LC-000123');
  });

  test('empty lists say so', async ({ page }) => {
    await preferAnswer(page, /joined-missions$/, 'example=empty');
    await preferAnswer(page, /joinable-userSide/, 'example=empty');
    await preferAnswer(page, /rewards\/get$/, 'example=empty');
    await preferAnswer(page, /user-history/, 'example=empty');
    await openProfile(page);
    await expect(page.getByText('No joined missions found.')).toBeVisible();
    await expect(page.getByText('No active missions found.')).toBeVisible();
    await expect(page.getByText('No rewards available.')).toBeVisible();
    await page.getByRole('tab', { name: 'Rewards' }).click();
    await expect(page.getByText('No reward redemptions found.')).toBeVisible();
  });

  test('a list that fails says so and can be retried; the rest of the screen works', async ({
    page,
  }) => {
    await preferAnswer(page, /joined-missions$/, 'code=500');
    await openProfile(page);
    await expect(page.getByText('This list could not be loaded.')).toBeVisible();
    await expect(page.getByRole('table', { name: 'Total Rewards' })).toBeVisible();
    await page.unroute(/joined-missions$/);
    await page.getByRole('button', { name: 'Try again' }).click();
    await expect(missionRow(page, 'Healthy Steps Points')).toBeVisible();
  });
});

test.describe('visit history', () => {
  test('History and a row click open it with the visits', async ({ page }) => {
    await openProfile(page);
    await missionRow(page, 'Nutrition Consultation Series')
      .getByRole('button', { name: 'History of Nutrition Consultation Series' })
      .click();
    const dialog = page.getByRole('dialog', { name: 'Visit History' });
    await expect(dialog).toContainText('Nutrition Consultation Series');
    await expect(dialog).toContainText('Visit Mission');
    await expect(dialog.getByRole('list', { name: 'Visits' }).getByRole('listitem')).toHaveCount(6);
    await expect(dialog).toContainText('Total Visits:6');
    await dialog.getByRole('button', { name: 'Close' }).click();
    await missionRow(page, 'Monthly Wellness Check').getByRole('cell').first().click();
    await expect(page.getByRole('dialog', { name: 'Visit History' })).toContainText(
      'Monthly Wellness Check',
    );
  });

  test('says No history found. when there is none, and Failed with the server message', async ({
    page,
  }) => {
    await preferAnswer(page, /visit-history/, 'example=empty');
    await openProfile(page);
    await missionRow(page, 'Monthly Wellness Check')
      .getByRole('button', { name: /History of/ })
      .click();
    await expect(page.getByRole('dialog', { name: 'Visit History' })).toContainText(
      'No history found.',
    );
    await page.getByRole('button', { name: 'Close' }).click();
    await page.unroute(/visit-history/);
    await preferAnswer(page, /visit-history/, 'code=404');
    await missionRow(page, 'Dental Hygiene Series')
      .getByRole('button', { name: /History of/ })
      .click();
    await expect(alertDialog(page, 'Failed')).toContainText('User not found');
  });
});

test.describe('record a visit', () => {
  test('posts the admin scan of a visit mission, says Visit Recorded, reloads member then missions', async ({
    page,
  }) => {
    const scans = record(page, 'POST', /admin-scan/);
    const memberLoads = record(page, 'GET', /^\/api\/user\/[a-f0-9]{24}$/);
    const joinedLoads = record(page, 'GET', /joined-missions$/);
    await openProfile(page);
    await missionRow(page, 'Monthly Wellness Check')
      .getByRole('button', { name: 'Visit' })
      .dblclick();
    await expect(alertDialog(page, 'Visit Recorded')).toBeVisible();
    expect(scans).toHaveLength(1);
    expect(new URL(scans[0]!.url()).pathname).toBe(
      `/api/visit/admin-scan/${MEMBER}/65a1c0d2e3f4a5b6c7d8e901`,
    );
    expect(scans[0]!.postDataJSON()).toEqual({
      userId: MEMBER,
      missionId: '65a1c0d2e3f4a5b6c7d8e901',
    });
    await expect.poll(() => [memberLoads.length, joinedLoads.length]).toEqual([2, 2]);
    await expect(alertDialog(page, 'Visit Recorded')).toBeHidden({ timeout: 4000 });
  });

  test('a point mission uses the point endpoint and shows Visiting... while in flight', async ({
    page,
  }) => {
    let release = () => {};
    await page.route(/point-mission\/admin-scan/, async (route) => {
      await new Promise<void>((resolve) => (release = resolve));
      await route.fallback();
    });
    await openProfile(page);
    await missionRow(page, 'Healthy Steps Points').getByRole('button', { name: 'Visit' }).click();
    await expect(
      missionRow(page, 'Healthy Steps Points').getByRole('button', { name: 'Visiting...' }),
    ).toBeDisabled();
    release();
    await expect(alertDialog(page, 'Visit Recorded')).toBeVisible();
  });

  test('a failure says Scan Failed with the server error, or the fallback', async ({ page }) => {
    await preferAnswer(page, /admin-scan/, 'code=409');
    await openProfile(page);
    await missionRow(page, 'Monthly Wellness Check').getByRole('button', { name: 'Visit' }).click();
    await expect(alertDialog(page, 'Scan Failed')).toContainText('Mission already joined');
    await alertDialog(page, 'Scan Failed').getByRole('button', { name: 'OK' }).click();
    await page.unroute(/admin-scan/);
    await failNetwork(page, /admin-scan/);
    await missionRow(page, 'Monthly Wellness Check').getByRole('button', { name: 'Visit' }).click();
    await expect(alertDialog(page, 'Scan Failed')).toContainText('Failed to record visit.');
  });

  test('a mission of an unknown category is refused: Unknown Category, no call', async ({
    page,
  }) => {
    const scans = record(page, 'POST', /admin-scan/);
    // A server outside the contract (category code 3): the contract's first record, its code made 3.
    await changeJoinedMissions(page, ({ missions: [first], ...rest }) => ({
      ...rest,
      missions: first ? [{ ...first, category: { name: 'Mystery', code: 3 } }] : [],
    }));
    await openProfile(page);
    await missionRow(page, 'Monthly Wellness Check')
      .getByRole('button', { name: 'Visit', exact: true })
      .click();
    await expect(alertDialog(page, 'Unknown Category')).toContainText(
      'Invalid mission category code.',
    );
    expect(scans).toHaveLength(0);
  });
});

test.describe('reassign', () => {
  test('puts the reassignment and says User Reassigned until OK', async ({ page }) => {
    const puts = record(page, 'PUT', /reassign/);
    await page.clock.install({ time: TODAY });
    await openProfile(page);
    await missionRow(page, 'Physiotherapy Recovery Plan')
      .getByRole('button', { name: 'Reassign' })
      .click();
    const dialog = alertDialog(page, 'User Reassigned');
    await expect(dialog).toBeVisible();
    expect(new URL(puts[0]!.url()).pathname).toBe(
      `/api/missions/65a1c0d2e3f4a5b6c7d8e903/reassign/${MEMBER}`,
    );
    // The page's clock runs on past the success alerts' self-closing delay: this one stays.
    await page.clock.runFor(2500);
    await expect(dialog).toBeVisible();
    await dialog.getByRole('button', { name: 'OK' }).click();
    await expect(dialog).toBeHidden();
  });

  test('the row leaves the unassigned state at once, then joined missions are fetched again; a double click puts once', async ({
    page,
  }) => {
    const puts = record(page, 'PUT', /reassign/);
    const joinedLoads = record(page, 'GET', /joined-missions$/);
    // The stateless mock answers the record unassigned again; a back end answers it reassigned
    // (the contract: Reassign sets unassignedByAdmin back to false). The reload waits for `release`.
    let release = () => {};
    const released = new Promise<void>((resolve) => (release = resolve));
    await changeJoinedMissions(page, async (answer) => {
      if (puts.length === 0) return answer;
      await released;
      return {
        ...answer,
        missions: answer.missions.map((mission) =>
          mission.name === 'Physiotherapy Recovery Plan'
            ? { ...mission, unassignedByAdmin: false }
            : mission,
        ),
      };
    });
    await openProfile(page);
    const row = missionRow(page, 'Physiotherapy Recovery Plan');
    await row.getByRole('button', { name: 'Reassign' }).dblclick();

    // Before the reload answers, the cache already shows the record reassigned.
    await expect(row.getByRole('button', { name: 'Visit', exact: true })).toBeEnabled();
    await expect(row).not.toContainText('Unassigned');
    await expect.poll(() => joinedLoads.length).toBe(2);
    release();

    const dialog = alertDialog(page, 'User Reassigned');
    await expect(dialog).toBeVisible();
    await dialog.getByRole('button', { name: 'OK' }).click();
    await expect(dialog).toBeHidden();
    await expect(row.getByRole('button', { name: 'Visit', exact: true })).toBeEnabled();
    await expect(row.getByRole('button', { name: 'Reassign' })).toHaveCount(0);
    await expect(row).not.toContainText('Unassigned');
    expect(puts).toHaveLength(1);
    expect(joinedLoads).toHaveLength(2);
  });

  test('a server failure says Reassign Failed; a lost connection Something Went Wrong', async ({
    page,
  }) => {
    await preferAnswer(page, /reassign/, 'code=500');
    await openProfile(page);
    await missionRow(page, 'Physiotherapy Recovery Plan')
      .getByRole('button', { name: 'Reassign' })
      .click();
    await expect(alertDialog(page, 'Reassign Failed')).toContainText(
      'Failed to reassign user. Please try again.',
    );
    await alertDialog(page, 'Reassign Failed').getByRole('button', { name: 'OK' }).click();
    await page.unroute(/reassign/);
    await failNetwork(page, /reassign/);
    await missionRow(page, 'Physiotherapy Recovery Plan')
      .getByRole('button', { name: 'Reassign' })
      .click();
    await expect(alertDialog(page, 'Something Went Wrong')).toContainText(
      'An unexpected error occurred while reassigning.',
    );
  });
});

test.describe('join', () => {
  test('joins a visit mission by its endpoint, says Mission Joined (closing by itself), reloads both mission lists', async ({
    page,
  }) => {
    const joins = record(page, 'POST', /\/join$/);
    const joinableLoads = record(page, 'GET', /joinable-userSide$/);
    const joinedLoads = record(page, 'GET', /joined-missions$/);
    await openProfile(page);
    await page.getByRole('button', { name: 'Join Winter Skin Care Clinic' }).dblclick();
    await expect(alertDialog(page, 'Mission Joined')).toBeVisible();
    expect(joins).toHaveLength(1);
    expect(new URL(joins[0]!.url()).pathname).toBe('/api/user-mission/join');
    expect(joins[0]!.postDataJSON()).toEqual({
      missionId: '65a1c0d2e3f4a5b6c7d8e911',
      userId: MEMBER,
    });
    await expect.poll(() => [joinableLoads.length, joinedLoads.length]).toEqual([2, 2]);
    // A success alert closes by itself after 2 s, without OK.
    await expect(alertDialog(page, 'Mission Joined')).toBeHidden({ timeout: 4000 });
  });

  test('a point mission joins through the point endpoint; a failure says Mission Join Failed', async ({
    page,
  }) => {
    const joins = record(page, 'POST', /\/join$/);
    await preferAnswer(page, /point-mission\/join$/, 'code=409');
    await openProfile(page);
    await page.getByRole('button', { name: 'Join Refer a Friend Points' }).click();
    await expect(alertDialog(page, 'Mission Join Failed')).toContainText('Mission already joined');
    expect(new URL(joins[0]!.url()).pathname).toBe('/api/point-mission/join');
  });

  test('a mission that expired since the list loaded is refused: Mission Expired, no call', async ({
    page,
  }) => {
    const joins = record(page, 'POST', /\/join$/);
    await openProfile(page);
    const join = page.getByRole('button', { name: 'Join Heart Health Week' });
    // The list is on screen before midnight passes; the click comes after it.
    await expect(join).toBeVisible();
    await page.clock.setFixedTime(new Date('2026-11-23T00:00:01'));
    await join.click();
    await expect(alertDialog(page, 'Mission Expired')).toContainText(
      'This mission has already expired. You cannot join it now.',
    );
    expect(joins).toHaveLength(0);
  });

  test('a mission of an unknown category is refused: Error / Invalid mission category.', async ({
    page,
  }) => {
    // A server outside the contract (category code 3): the mock cannot send it, so this answer is made here.
    await page.route(/joinable-userSide/, (route) =>
      route.fulfill({
        json: {
          missions: [
            {
              _id: '65a1c0d2e3f4a5b6c7d8e999',
              name: 'Mystery Mission',
              description: 'Category the app does not know',
              category: { name: 'Mystery', code: 3 },
              pointsReward: 10,
              dueDate: '2027-01-01T00:00:00.000Z',
              type: 'VisitBased',
            },
          ],
        },
      }),
    );
    await openProfile(page);
    await page.getByRole('button', { name: 'Join Mystery Mission' }).click();
    await expect(alertDialog(page, 'Error')).toContainText('Invalid mission category.');
  });
});

test.describe('redeem', () => {
  test('redeems an affordable reward, says Reward Redeemed (closing by itself), reloads member, missions and history', async ({
    page,
  }) => {
    const redeems = record(page, 'POST', /vouchers\/redeem$/);
    const historyLoads = record(page, 'GET', /user-history/);
    const joinedLoads = record(page, 'GET', /joined-missions$/);
    const memberLoads = record(page, 'GET', /^\/api\/user\/[a-f0-9]{24}$/);
    await openProfile(page);
    await page.getByRole('button', { name: 'Redeem 20% Off Skin Consultation' }).dblclick();
    await expect(alertDialog(page, 'Reward Redeemed')).toBeVisible();
    expect(redeems).toHaveLength(1);
    expect(redeems[0]!.postDataJSON()).toEqual({
      userId: MEMBER,
      rewardId: '66c2d1e3f4a5b6c7d8e9f002',
    });
    await expect
      .poll(() => [memberLoads.length, joinedLoads.length, historyLoads.length])
      .toEqual([2, 2, 2]);
    // A success alert closes by itself after 2 s, without OK.
    await expect(alertDialog(page, 'Reward Redeemed')).toBeHidden({ timeout: 4000 });
  });

  test('too few points: Not Enough Points, no call', async ({ page }) => {
    const redeems = record(page, 'POST', /vouchers\/redeem$/);
    await openProfile(page);
    await page.getByRole('button', { name: 'Redeem Complimentary Dental Cleaning' }).click();
    await expect(alertDialog(page, 'Not Enough Points')).toContainText(
      'You do not have enough points to redeem this reward.',
    );
    expect(redeems).toHaveLength(0);
  });

  test('before the member is loaded: User not loaded', async ({ page }) => {
    await page.route(/\/api\/user\/[a-f0-9]{24}$/, () => new Promise(() => {}));
    await page.clock.setFixedTime(TODAY);
    await page.goto(PROFILE);
    await page.getByRole('button', { name: 'Redeem Café Voucher' }).click();
    await expect(alertDialog(page, 'User not loaded')).toContainText(
      'Please wait until the user profile is loaded.',
    );
  });

  test('a failure says Redemption Failed with the server error, or the fallback', async ({
    page,
  }) => {
    await preferAnswer(page, /vouchers\/redeem$/, 'code=409');
    await openProfile(page);
    await page.getByRole('button', { name: 'Redeem Café Voucher' }).click();
    await expect(alertDialog(page, 'Redemption Failed')).toContainText('Mission already joined');
    await alertDialog(page, 'Redemption Failed').getByRole('button', { name: 'OK' }).click();
    await page.unroute(/vouchers\/redeem$/);
    await page.route(/vouchers\/redeem$/, (route) => route.fulfill({ status: 500, body: '' }));
    await page.getByRole('button', { name: 'Redeem Café Voucher' }).click();
    await expect(alertDialog(page, 'Redemption Failed')).toContainText('Unable to redeem reward.');
  });
});

test('the profile in Arabic is right-to-left and translated, in the dark theme', async ({
  page,
}) => {
  await page.addInitScript(() => {
    localStorage.setItem('i18nextLng', 'ae');
    localStorage.setItem('theme', 'dark');
  });
  await page.clock.setFixedTime(TODAY);
  await page.goto(PROFILE);
  await expect(page.locator('html')).toHaveAttribute('dir', 'rtl');
  await expect(page.getByRole('heading', { level: 1 })).not.toHaveText('Profile');
  await expect(page.getByText('LC-000123')).toBeVisible();
  expect(await page.evaluate(() => document.body.classList.contains('dark'))).toBe(true);
});
