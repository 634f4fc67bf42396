// The member profile: the member, their missions and rewards, and the admin's actions on them
// (visit, reassign, join, redeem), against the Prism mock answering from the contract's examples.
import { afterEach, describe, expect, test, vi } from 'vitest';
import { page } from 'vitest/browser';
import { getDefaultStore } from 'jotai';
import i18n from 'i18next';
import { themeAtom } from '@/settings/settings-atoms';
import { openScreen } from '../screen';
import { answer, hold, intercept, json, operationOf, prefer, realFetch } from '../network';

const MEMBER = '64b7f0c2a1e4d5f6a7b8c901';
const PROFILE = `/apps/list/view/${MEMBER}`;
const TODAY = new Date('2026-11-22T10:00:00');

afterEach(() => {
  vi.useRealTimers();
});

async function openProfile() {
  vi.setSystemTime(TODAY);
  const screen = await openScreen(PROFILE);
  await expect.element(page.getByRole('heading', { level: 1, name: 'Profile' })).toBeVisible();
  await expect
    .element(page.getByRole('region', { name: 'Member details' }))
    .toHaveTextContent('LC-000123');
  return screen;
}

/**
 * Records the requests of the operations, as sent (clones, to read their bodies), and lets them go
 * on to whatever answers them: the mock, or an answer or preference the test sets after it.
 */
function record(...operationIds: string[]): Request[] {
  const seen: Request[] = [];
  intercept((request) => {
    if (operationIds.includes(operationOf(request) ?? '')) seen.push(request.clone());
    return undefined;
  });
  return seen;
}

/** The operation's requests fail as a lost connection does. */
const failNetwork = (operationId: string) =>
  answer(operationId, () => Promise.reject(new TypeError('Failed to fetch')));

type JoinedRecord = {
  name: string;
  unassignedByAdmin: boolean;
  category: { name: string; code: number };
};
type JoinedMissions = { missions: JoinedRecord[] };

/** Answers joined missions with the mock's answer (the contract's example) changed by `change`. */
function changeJoinedMissions(
  change: (answer: JoinedMissions) => JoinedMissions | Promise<JoinedMissions>,
) {
  answer('listJoinedMissions', async (request: Request) => {
    const response = await realFetch(request);
    return json(await change((await response.json()) as JoinedMissions), response.status);
  });
}

const missionRow = (name: string) =>
  page.getByRole('table', { name: 'Mission History' }).getByRole('row').filter({ hasText: name });
const alertDialog = (title: string) => page.getByRole('dialog', { name: title });

describe('loading the profile', () => {
  test('shows the member, their history, missions and rewards, each operation requested once', async () => {
    // Every request the page makes to the API: the app's own (fetch) and its images.
    const calls: string[] = [];
    intercept((request) => {
      const path = new URL(request.url).pathname;
      if (path.startsWith('/api/'))
        calls.push(`${request.method} ${path.replace(/[a-f0-9]{24}/g, ':id')}`);
      return undefined;
    });
    performance.clearResourceTimings();
    const images = () =>
      performance
        .getEntriesByType('resource')
        .filter((entry) => (entry as PerformanceResourceTiming).initiatorType === 'img')
        .map((entry) => new URL(entry.name).pathname)
        // Photos (the reward pictures are one per row that shows one, not one per operation).
        .filter((path) => path.startsWith('/api/media/avatars/'))
        .map((path) => `GET ${path.replace(/[a-f0-9]{24}/g, ':id')}`);

    await openProfile();
    await expect.poll(() => document.title).toBe('Profile | London Clinic');
    await expect
      .element(page.getByRole('navigation', { name: 'Breadcrumb' }))
      .toHaveTextContent(/^Users\s*\/\s*Profile$/);
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
      await expect.element(panel).toHaveTextContent(text);
    }
    await expect.element(page.getByRole('tab', { name: 'Missions', selected: true })).toBeVisible();
    await expect.element(page.getByRole('heading', { name: 'Mission History' })).toBeVisible();
    await expect.element(missionRow('Healthy Steps Points')).toHaveTextContent('20 x 4 = 80 pts');
    await expect.element(missionRow('Monthly Wellness Check')).toHaveTextContent('50 pts');
    await expect.element(missionRow('Physiotherapy Recovery Plan')).toHaveTextContent('Unassigned');
    await expect
      .element(missionRow('Physiotherapy Recovery Plan').getByRole('button', { name: 'Reassign' }))
      .toBeVisible();
    await expect
      .element(missionRow('Dental Hygiene Series').getByRole('button', { name: 'Completed' }))
      .toBeDisabled();
    await expect
      .element(missionRow('Monthly Wellness Check').getByRole('button', { name: 'Visit' }))
      .toBeEnabled();
    await expect
      .element(missionRow('Annual Flu Vaccination').getByRole('cell').nth(4))
      .toHaveTextContent(/^-$/);
    await expect
      .element(page.getByRole('progressbar', { name: 'Monthly Wellness Check: 2 of 5 visits' }))
      .toHaveAttribute('aria-valuenow', '40');

    const joinable = page.getByRole('table', { name: 'Total Missions' });
    await expect.element(joinable.getByRole('row')).toHaveLength(5);
    await expect.element(joinable).toHaveTextContent('Heart Health Week');
    await expect.element(joinable).not.toHaveTextContent('Summer Hydration Challenge');
    await expect
      .element(page.getByRole('table', { name: 'Total Rewards' }).getByRole('row'))
      .toHaveLength(6);

    await page.getByRole('tab', { name: 'Rewards' }).click();
    const history = page.getByRole('table', { name: 'Reward Redemption History' });
    await expect
      .element(history.getByRole('row').filter({ hasText: 'LC-CAFE-7Q2M9X' }))
      .toHaveTextContent('10/11/26, 12:00:00 pm');

    // Everything is on screen: the requests that brought it have all been made.
    const counts = () =>
      [...calls, ...images()].reduce<Record<string, number>>(
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
      'GET /api/users/:id/consents': 1,
      // The header: the signed-in admin's account and photo; and the member's photo.
      'GET /api/admin/me': 1,
      'GET /api/media/avatars/:id.svg': 2,
      // The sidebar: how many requests wait for approval.
      'GET /api/approvals': 1,
      // The app bar: the recent bulk jobs (its menu shows once there is one).
      'GET /api/bulk-jobs': 1,
    });
  });

  test('shows N/A for what a member lacks', async () => {
    prefer('getMember', { example: 'memberSparse' });
    vi.setSystemTime(TODAY);
    await openScreen(PROFILE);
    const panel = page.getByRole('region', { name: 'Member details' });
    await expect.element(panel).toHaveTextContent('new.member@mail.example');
    await expect.element(panel.getByText('N/A')).toHaveLength(8);
  });

  test('says Loading... while the member is on the way', async () => {
    const held = hold('getMember');
    await openScreen(PROFILE);
    await expect
      .element(page.getByRole('region', { name: 'Member details' }).getByText('Loading...').first())
      .toBeVisible();
    held.release();
    await expect
      .element(page.getByRole('region', { name: 'Member details' }))
      .toHaveTextContent('LC-000123');
  });

  test('empty lists say so', async () => {
    prefer('listJoinedMissions', { example: 'empty' });
    prefer('listJoinableMissions', { example: 'empty' });
    prefer('listRewards', { example: 'empty' });
    prefer('getRewardHistory', { example: 'empty' });
    await openProfile();
    await expect.element(page.getByText('No joined missions found.')).toBeVisible();
    await expect.element(page.getByText('No active missions found.')).toBeVisible();
    await expect.element(page.getByText('No rewards available.')).toBeVisible();
    await page.getByRole('tab', { name: 'Rewards' }).click();
    await expect.element(page.getByText('No reward redemptions found.')).toBeVisible();
  });

  test('a list that fails says so and can be retried; the rest of the screen works', async () => {
    const failing = prefer('listJoinedMissions', { code: 500 });
    await openProfile();
    await expect.element(page.getByText('This list could not be loaded.')).toBeVisible();
    await expect.element(page.getByRole('table', { name: 'Total Rewards' })).toBeVisible();
    failing();
    await page.getByRole('button', { name: 'Try again' }).click();
    await expect.element(missionRow('Healthy Steps Points')).toBeVisible();
  });
});

describe('visit history', () => {
  test('History and a row click open it with the visits', async () => {
    await openProfile();
    await missionRow('Nutrition Consultation Series')
      .getByRole('button', { name: 'History of Nutrition Consultation Series' })
      .click();
    const dialog = page.getByRole('dialog', { name: 'Visit History' });
    await expect.element(dialog).toHaveTextContent('Nutrition Consultation Series');
    await expect.element(dialog).toHaveTextContent('Visit Mission');
    await expect
      .element(dialog.getByRole('list', { name: 'Visits' }).getByRole('listitem'))
      .toHaveLength(6);
    await expect.element(dialog).toHaveTextContent('Total Visits:6');
    await dialog.getByRole('button', { name: 'Close' }).click();
    await missionRow('Monthly Wellness Check').getByRole('cell').first().click();
    await expect
      .element(page.getByRole('dialog', { name: 'Visit History' }))
      .toHaveTextContent('Monthly Wellness Check');
  });

  test('says No history found. when there is none, and Failed with the server message', async () => {
    const empty = prefer('getVisitHistory', { example: 'empty' });
    await openProfile();
    await missionRow('Monthly Wellness Check')
      .getByRole('button', { name: /History of/ })
      .click();
    await expect
      .element(page.getByRole('dialog', { name: 'Visit History' }))
      .toHaveTextContent('No history found.');
    await page.getByRole('button', { name: 'Close' }).click();
    empty();
    prefer('getVisitHistory', { code: 404 });
    await missionRow('Dental Hygiene Series')
      .getByRole('button', { name: /History of/ })
      .click();
    await expect.element(alertDialog('Failed')).toHaveTextContent('User not found');
  });
});

describe('record a visit', () => {
  test('posts the admin scan of a visit mission, says Visit Recorded, reloads member then missions', async () => {
    const scans = record('recordVisit', 'recordPointVisit');
    const memberLoads = record('getMember');
    const joinedLoads = record('listJoinedMissions');
    await openProfile();
    await missionRow('Monthly Wellness Check').getByRole('button', { name: 'Visit' }).dblClick();
    await expect.element(alertDialog('Visit Recorded')).toBeVisible();
    expect(scans).toHaveLength(1);
    expect(new URL(scans[0]!.url).pathname).toBe(
      `/api/visit/admin-scan/${MEMBER}/65a1c0d2e3f4a5b6c7d8e901`,
    );
    expect(await scans[0]!.json()).toEqual({
      userId: MEMBER,
      missionId: '65a1c0d2e3f4a5b6c7d8e901',
    });
    await expect.poll(() => [memberLoads.length, joinedLoads.length]).toEqual([2, 2]);
    await expect.element(alertDialog('Visit Recorded'), { timeout: 4000 }).not.toBeInTheDocument();
  });

  test('a point mission uses the point endpoint and shows Visiting... while in flight', async () => {
    const held = hold('recordPointVisit');
    await openProfile();
    await missionRow('Healthy Steps Points').getByRole('button', { name: 'Visit' }).click();
    await expect
      .element(missionRow('Healthy Steps Points').getByRole('button', { name: 'Visiting...' }))
      .toBeDisabled();
    expect(held.count).toBe(1);
    held.release();
    await expect.element(alertDialog('Visit Recorded')).toBeVisible();
  });

  test('a failure says Scan Failed with the server error, or the fallback', async () => {
    const conflict = prefer('recordVisit', { code: 409 });
    await openProfile();
    await missionRow('Monthly Wellness Check').getByRole('button', { name: 'Visit' }).click();
    await expect.element(alertDialog('Scan Failed')).toHaveTextContent('Mission already joined');
    await alertDialog('Scan Failed').getByRole('button', { name: 'OK' }).click();
    conflict();
    failNetwork('recordVisit');
    await missionRow('Monthly Wellness Check').getByRole('button', { name: 'Visit' }).click();
    await expect.element(alertDialog('Scan Failed')).toHaveTextContent('Failed to record visit.');
  });

  test('a mission of an unknown category is refused: Unknown Category, no call', async () => {
    const scans = record('recordVisit', 'recordPointVisit');
    // A server outside the contract (category code 3): the contract's first record, its code made 3.
    changeJoinedMissions(({ missions: [first], ...rest }) => ({
      ...rest,
      missions: first ? [{ ...first, category: { name: 'Mystery', code: 3 } }] : [],
    }));
    await openProfile();
    await missionRow('Monthly Wellness Check')
      .getByRole('button', { name: 'Visit', exact: true })
      .click();
    await expect
      .element(alertDialog('Unknown Category'))
      .toHaveTextContent('Invalid mission category code.');
    expect(scans).toHaveLength(0);
  });
});

describe('reassign', () => {
  test('puts the reassignment and says User Reassigned until OK', async () => {
    const puts = record('reassignMember');
    vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout', 'Date'], shouldAdvanceTime: true });
    await openProfile();
    await missionRow('Physiotherapy Recovery Plan')
      .getByRole('button', { name: 'Reassign' })
      .click();
    const dialog = alertDialog('User Reassigned');
    await expect.element(dialog).toBeVisible();
    expect(new URL(puts[0]!.url).pathname).toBe(
      `/api/missions/65a1c0d2e3f4a5b6c7d8e903/reassign/${MEMBER}`,
    );
    // The clock runs on past the success alerts' self-closing delay (2 s), and the dialog's
    // closing would have ended: this one stays.
    vi.advanceTimersByTime(2500);
    await new Promise((resolve) => setTimeout(resolve, 500));
    expect(dialog.query()).not.toBeNull();
    await expect.element(dialog).toBeVisible();
    await dialog.getByRole('button', { name: 'OK' }).click();
    await expect.element(dialog).not.toBeInTheDocument();
  });

  test('the row leaves the unassigned state at once, then joined missions are fetched again; a double click puts once', async () => {
    const puts = record('reassignMember');
    const joinedLoads = record('listJoinedMissions');
    // The stateless mock answers the record unassigned again; a back end answers it reassigned
    // (the contract: Reassign sets unassignedByAdmin back to false). The reload waits for `release`.
    let release = () => {};
    const released = new Promise<void>((resolve) => (release = resolve));
    changeJoinedMissions(async (answer) => {
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
    await openProfile();
    const row = missionRow('Physiotherapy Recovery Plan');
    await row.getByRole('button', { name: 'Reassign' }).dblClick();

    // Before the reload answers, the cache already shows the record reassigned.
    await expect.element(row.getByRole('button', { name: 'Visit', exact: true })).toBeEnabled();
    await expect.element(row).not.toHaveTextContent('Unassigned');
    await expect.poll(() => joinedLoads.length).toBe(2);
    release();

    const dialog = alertDialog('User Reassigned');
    await expect.element(dialog).toBeVisible();
    await dialog.getByRole('button', { name: 'OK' }).click();
    await expect.element(dialog).not.toBeInTheDocument();
    await expect.element(row.getByRole('button', { name: 'Visit', exact: true })).toBeEnabled();
    await expect.element(row.getByRole('button', { name: 'Reassign' })).not.toBeInTheDocument();
    await expect.element(row).not.toHaveTextContent('Unassigned');
    expect(puts).toHaveLength(1);
    expect(joinedLoads).toHaveLength(2);
  });

  test('a server failure says Reassign Failed; a lost connection Something Went Wrong', async () => {
    const failing = prefer('reassignMember', { code: 500 });
    await openProfile();
    await missionRow('Physiotherapy Recovery Plan')
      .getByRole('button', { name: 'Reassign' })
      .click();
    await expect
      .element(alertDialog('Reassign Failed'))
      .toHaveTextContent('Failed to reassign user. Please try again.');
    await alertDialog('Reassign Failed').getByRole('button', { name: 'OK' }).click();
    failing();
    failNetwork('reassignMember');
    await missionRow('Physiotherapy Recovery Plan')
      .getByRole('button', { name: 'Reassign' })
      .click();
    await expect
      .element(alertDialog('Something Went Wrong'))
      .toHaveTextContent('An unexpected error occurred while reassigning.');
  });
});

describe('join', () => {
  test('joins a visit mission by its endpoint, says Mission Joined (closing by itself), reloads both mission lists', async () => {
    const joins = record('joinVisitMission', 'joinPointMission');
    const joinableLoads = record('listJoinableMissions');
    const joinedLoads = record('listJoinedMissions');
    await openProfile();
    await page.getByRole('button', { name: 'Join Winter Skin Care Clinic' }).dblClick();
    await expect.element(alertDialog('Mission Joined')).toBeVisible();
    expect(joins).toHaveLength(1);
    expect(new URL(joins[0]!.url).pathname).toBe('/api/user-mission/join');
    expect(await joins[0]!.json()).toEqual({
      missionId: '65a1c0d2e3f4a5b6c7d8e911',
      userId: MEMBER,
    });
    await expect.poll(() => [joinableLoads.length, joinedLoads.length]).toEqual([2, 2]);
    // A success alert closes by itself after 2 s, without OK.
    await expect.element(alertDialog('Mission Joined'), { timeout: 4000 }).not.toBeInTheDocument();
  });

  test('a point mission joins through the point endpoint; a failure says Mission Join Failed', async () => {
    const joins = record('joinVisitMission', 'joinPointMission');
    prefer('joinPointMission', { code: 409 });
    await openProfile();
    await page.getByRole('button', { name: 'Join Refer a Friend Points' }).click();
    await expect
      .element(alertDialog('Mission Join Failed'))
      .toHaveTextContent('Mission already joined');
    expect(new URL(joins[0]!.url).pathname).toBe('/api/point-mission/join');
  });

  test('a mission that expired since the list loaded is refused: Mission Expired, no call', async () => {
    const joins = record('joinVisitMission', 'joinPointMission');
    await openProfile();
    const join = page.getByRole('button', { name: 'Join Heart Health Week' });
    // The list is on screen before midnight passes; the click comes after it.
    await expect.element(join).toBeVisible();
    vi.setSystemTime(new Date('2026-11-23T00:00:01'));
    await join.click();
    await expect
      .element(alertDialog('Mission Expired'))
      .toHaveTextContent('This mission has already expired. You cannot join it now.');
    expect(joins).toHaveLength(0);
  });

  test('a mission of an unknown category is refused: Error / Invalid mission category.', async () => {
    // A server outside the contract (category code 3): the mock cannot send it, so this answer is made here.
    answer('listJoinableMissions', {
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
    });
    await openProfile();
    await page.getByRole('button', { name: 'Join Mystery Mission' }).click();
    await expect.element(alertDialog('Error')).toHaveTextContent('Invalid mission category.');
  });
});

describe('redeem', () => {
  test('redeems an affordable reward, says Reward Redeemed (closing by itself), reloads member, missions and history', async () => {
    const redeems = record('redeemReward');
    const historyLoads = record('getRewardHistory');
    const joinedLoads = record('listJoinedMissions');
    const memberLoads = record('getMember');
    await openProfile();
    await page.getByRole('button', { name: 'Redeem 20% Off Skin Consultation' }).dblClick();
    await expect.element(alertDialog('Reward Redeemed')).toBeVisible();
    expect(redeems).toHaveLength(1);
    expect(await redeems[0]!.json()).toEqual({
      userId: MEMBER,
      rewardId: '66c2d1e3f4a5b6c7d8e9f002',
    });
    await expect
      .poll(() => [memberLoads.length, joinedLoads.length, historyLoads.length])
      .toEqual([2, 2, 2]);
    // A success alert closes by itself after 2 s, without OK.
    await expect.element(alertDialog('Reward Redeemed'), { timeout: 4000 }).not.toBeInTheDocument();
  });

  test('too few points: Not Enough Points, no call', async () => {
    const redeems = record('redeemReward');
    await openProfile();
    await page.getByRole('button', { name: 'Redeem Complimentary Dental Cleaning' }).click();
    await expect
      .element(alertDialog('Not Enough Points'))
      .toHaveTextContent('You do not have enough points to redeem this reward.');
    expect(redeems).toHaveLength(0);
  });

  test('before the member is loaded: User not loaded', async () => {
    answer('getMember', () => new Promise(() => {}));
    vi.setSystemTime(TODAY);
    await openScreen(PROFILE);
    await page.getByRole('button', { name: 'Redeem Café Voucher' }).click();
    await expect
      .element(alertDialog('User not loaded'))
      .toHaveTextContent('Please wait until the user profile is loaded.');
  });

  test('a failure says Redemption Failed with the server error, or the fallback', async () => {
    const conflict = prefer('redeemReward', { code: 409 });
    await openProfile();
    await page.getByRole('button', { name: 'Redeem Café Voucher' }).click();
    await expect
      .element(alertDialog('Redemption Failed'))
      .toHaveTextContent('Mission already joined');
    await alertDialog('Redemption Failed').getByRole('button', { name: 'OK' }).click();
    conflict();
    answer('redeemReward', () => new Response('', { status: 500 }));
    await page.getByRole('button', { name: 'Redeem Café Voucher' }).click();
    await expect
      .element(alertDialog('Redemption Failed'))
      .toHaveTextContent('Unable to redeem reward.');
  });
});

test('the profile in Arabic is right-to-left and translated, in the dark theme', async () => {
  // The admin chose Arabic and the dark theme before; the profile opens with them.
  vi.setSystemTime(TODAY);
  await openScreen(PROFILE);
  await i18n.changeLanguage('ae');
  getDefaultStore().set(themeAtom, 'dark');
  await openScreen(PROFILE, { reload: true });
  await expect.poll(() => document.documentElement.dir).toBe('rtl');
  await expect.element(page.getByRole('heading', { level: 1 })).not.toHaveTextContent(/^Profile$/);
  await expect.element(page.getByText('LC-000123')).toBeVisible();
  expect(document.body.classList.contains('dark')).toBe(true);
});
