import type { Page } from '@playwright/test';
import { expect, signedInState, test } from './support/fixtures';
import { multipartFields } from './support/requests';
import {
  EMOJI,
  PAYLOADS,
  RLO,
  ZWJ,
  ZWSP,
  expectExactText,
  expectInsideViewport,
  expectNoHorizontalOverflow,
  expectNothingRan,
  hostile,
  serveHostile,
  shortHostile,
} from './support/hostile';

// Hostile strings in every field the app shows, served as answers shaped exactly like the
// contract's schemas (each is checked against it before it is served): markup must show as text,
// run nothing, and leave the layout intact.

test.use({ storageState: signedInState });

const MEMBER_ID = '64b7f0c2a1e4d5f6a7b8c901';
const PROFILE = `/apps/list/view/${MEMBER_ID}`;
const LONG = 10_000;
const TODAY = new Date('2026-11-22T10:00:00');

/** Members of a users page / the profile: names at the contract's 100-character limit. */
const NAME = shortHostile('Mallory');
const member = (id: string, label: string) => ({
  _id: id,
  fullName: shortHostile(label),
  email: `${label.toLowerCase()}.${'x'.repeat(40)}@mail.example`,
  dateOfBirth: '1990-04-15T00:00:00.000Z',
  gender: 'Female',
  phoneNumber: '+971501234567',
  whatsAppNumber: '+971552345678',
  memberId: hostile(`${label}-MID`, LONG),
  referralCode: hostile(`${label}-REF`, LONG),
  membership: hostile(`${label}-TIER`, LONG),
  points: 450,
  signupMethod: 'phone',
});

const visitCategory = { name: hostile('CategoryName'), code: 1 };
const mission = (id: string, label: string, extra: object = {}) => ({
  _id: id,
  name: hostile(label, LONG),
  description: hostile(`${label}-description`, LONG),
  category: visitCategory,
  pointsReward: 10,
  dueDate: '2027-01-31T00:00:00.000Z',
  visitLimit: 5,
  type: 'VisitBased',
  ...extra,
});

async function serveHostileProfile(page: Page) {
  await serveHostile(page, /\/api\/user\/[a-f0-9]{24}$/, 'Member', member(MEMBER_ID, 'Mallory'));
  await serveHostile(page, /joined-missions$/, 'JoinedMissionList', {
    missions: [
      {
        _id: '66a1c0d2e3f4a5b6c7d8e001',
        missionId: '65a1c0d2e3f4a5b6c7d8e901',
        name: hostile('JoinedMission', LONG),
        category: visitCategory,
        progress: 2,
        visitLimit: 5,
        pointsReward: 50,
        type: 'VisitBased',
        lastVisitAt: '2026-11-20T09:00:00.000Z',
        unassignedByAdmin: false,
      },
      {
        _id: '66a1c0d2e3f4a5b6c7d8e002',
        missionId: '65a1c0d2e3f4a5b6c7d8e903',
        name: hostile('UnassignedMission', LONG),
        category: visitCategory,
        progress: 1,
        visitLimit: 5,
        pointsReward: 50,
        type: 'VisitBased',
        lastVisitAt: null,
        unassignedByAdmin: true,
      },
    ],
    totalPointsEarned: 100,
  });
  await serveHostile(page, /joinable-userSide/, 'JoinableMissionList', {
    missions: [
      mission('65a1c0d2e3f4a5b6c7d8e911', 'JoinableMission'),
      mission('65a1c0d2e3f4a5b6c7d8e912', 'JoinableMission2'),
    ],
  });
  await serveHostile(page, /rewards\/get$/, 'RewardList', {
    rewards: [
      {
        _id: '66c2d1e3f4a5b6c7d8e9f001',
        name: hostile('RewardName', LONG),
        description: hostile('RewardDescription', LONG),
        pointsRequired: 100,
      },
    ],
  });
  await serveHostile(page, /user-history/, 'RewardHistory', {
    history: [
      {
        _id: '66d3e4f5a6b7c8d9e0f1a001',
        name: hostile('RedeemedReward', LONG),
        pointsUsed: 100,
        code: hostile('VoucherCode', LONG),
        redeemedAt: '2026-11-10T12:00:00.000Z',
      },
    ],
  });
  await serveHostile(page, /visit-history/, 'VisitHistory', {
    visitHistory: ['2026-11-20T09:00:00.000Z'],
  });
}

/** The label at the start of a hostile string, with each payload after it, all as text. */
const pieces = (label: string) => [label, PAYLOADS.img, PAYLOADS.script, PAYLOADS.svg];

test.describe('hostile data from the server', () => {
  test('the users list shows hostile names and ids as text, within the viewport', async ({
    page,
  }) => {
    await page.route('https://cdn.londonclinic.example/**', (route) => route.abort());
    await serveHostile(page, /\/api\/users(\?|$)/, 'MemberPage', {
      users: [
        member('64b7f0c2a1e4d5f6a7b8c901', 'Mallory'),
        member('64b7f0c2a1e4d5f6a7b8c902', 'Trudy'),
        { ...member('64b7f0c2a1e4d5f6a7b8c903', 'Eve'), fullName: `${RLO}${EMOJI}` },
      ],
      total: 57,
    });
    await page.goto('/apps/users');
    const grid = page.getByRole('grid', { name: 'Members' });
    await expect(grid.getByRole('row')).toHaveCount(4);
    await expectExactText(grid, NAME);
    await expectExactText(grid, `${RLO}${EMOJI}`);
    await expectExactText(grid, hostile('Trudy-MID', LONG));
    await expect(grid.getByRole('link', { name: /^Mallory/ })).toHaveAttribute('href', PROFILE);
    await expectNothingRan(page);
    await expectNoHorizontalOverflow(page);
    await expectInsideViewport(page.getByRole('button', { name: /next page/i }));
    await expectInsideViewport(page.getByRole('searchbox', { name: 'Search the users list' }));
  });

  test('the member profile shows every hostile field as text; buttons stay on screen', async ({
    page,
  }) => {
    test.slow();
    await serveHostileProfile(page);
    await page.clock.setFixedTime(TODAY);
    await page.goto(PROFILE);
    const panel = page.getByRole('region', { name: 'Member details' });
    await expectExactText(panel, NAME);
    for (const field of ['Mallory-MID', 'Mallory-REF', 'Mallory-TIER']) {
      await expectExactText(panel, hostile(field, LONG));
      for (const piece of pieces(field)) await expect(panel).toContainText(piece);
    }
    const history = page.getByRole('table', { name: 'Mission History' });
    await expectExactText(history, hostile('JoinedMission', LONG));
    await expectExactText(history, hostile('CategoryName'));
    const joinable = page.getByRole('table', { name: 'Total Missions' });
    await expectExactText(joinable, hostile('JoinableMission', LONG));
    const rewards = page.getByRole('table', { name: 'Total Rewards' });
    await expectExactText(rewards, hostile('RewardName', LONG));
    await expectNothingRan(page);
    await expectNoHorizontalOverflow(page);

    // Every action stays visible and inside the viewport however long the names beside it.
    await expectInsideViewport(page.getByRole('button', { name: 'Edit profile' }));
    await expectInsideViewport(history.getByRole('button', { name: 'Visit' }));
    await expectInsideViewport(history.getByRole('button', { name: 'Reassign' }));
    await expectInsideViewport(history.getByRole('button', { name: /^History of JoinedMission/ }));
    await expectInsideViewport(joinable.getByRole('button', { name: /^Join JoinableMission / }));
    await expectInsideViewport(rewards.getByRole('button', { name: /^Redeem RewardName/ }));

    // The voucher history: name and code as text.
    await page.getByRole('tab', { name: 'Rewards' }).click();
    const vouchers = page.getByRole('table', { name: 'Reward Redemption History' });
    await expectExactText(vouchers, hostile('VoucherCode', LONG));
    await expectExactText(vouchers, hostile('RedeemedReward', LONG));
    await expectNothingRan(page);
    await expectNoHorizontalOverflow(page);

    // The visit history dialog repeats the mission name: as text, inside the dialog.
    await page.getByRole('tab', { name: 'Missions' }).click();
    await history.getByRole('button', { name: /^History of JoinedMission/ }).click();
    const dialog = page.getByRole('dialog', { name: 'Visit History' });
    await expectExactText(dialog, hostile('JoinedMission', LONG));
    await expectInsideViewport(dialog.getByRole('button', { name: 'Close' }));
    await expectNothingRan(page);
    await expectNoHorizontalOverflow(page);
  });

  test('the broadcast list shows 10,000-character hostile bodies as text; paging stays on screen', async ({
    page,
  }) => {
    const bodies = [
      hostile('FirstBody', LONG),
      `${RLO}RTL override${ZWSP}${ZWJ} ${EMOJI}`,
      PAYLOADS.svg,
      ...Array.from({ length: 12 }, (_, index) => hostile(`Body${index}`, 500)),
    ];
    await serveHostile(page, '**/api/notification/all', 'BroadcastMessageList', {
      messages: bodies.map((body, index) => ({
        _id: `67d3e4f5a6b7c8d9e0f1a${String(200 + index).padStart(3, '0')}`,
        body,
        createdAt: new Date(Date.UTC(2026, 10, 21, 17, 30 - index)).toISOString(),
      })),
    });
    await page.goto('/apps/broadcast-message');
    const grid = page.getByRole('grid', { name: 'Broadcast messages' });
    await expect(page.getByText('Showing 1 to 10 of 15 entries')).toBeVisible();
    for (const body of bodies.slice(0, 3)) await expectExactText(grid, body);
    await expectNothingRan(page);
    await expectNoHorizontalOverflow(page);
    await expectInsideViewport(page.getByRole('button', { name: 'Send Broadcast' }));
    await expectInsideViewport(page.getByRole('button', { name: /next page/i }));
    await expectInsideViewport(
      grid
        .getByRole('row')
        .nth(1)
        .getByRole('button', { name: /^Delete message/ }),
    );
  });
});

test.describe('hostile input typed into the forms', () => {
  test('a broadcast body is sent exactly as typed: markup, RTL, zero-width, emoji, 10,000 characters', async ({
    page,
  }) => {
    await page.goto('/apps/broadcast-message');
    const open = page.getByRole('button', { name: 'Send Broadcast' });
    await expect(open).toBeEnabled();
    for (const body of [
      `${PAYLOADS.script}${PAYLOADS.img} ${RLO}abc${ZWSP}${ZWJ}${EMOJI}`,
      hostile('Typed', LONG),
    ]) {
      await open.click();
      const modal = page.getByRole('dialog', { name: 'Send Broadcast' });
      const field = modal.getByRole('textbox', { name: 'Message' });
      await field.focus();
      await page.keyboard.insertText(body);
      await expect(field).toHaveValue(body);
      const sent = page.waitForRequest((request) =>
        request.url().endsWith('/api/notification/broadcast'),
      );
      await modal.getByRole('button', { name: 'Send', exact: true }).click();
      expect((await sent).postDataJSON()).toEqual({ body });
      await expect(page.getByRole('dialog', { name: 'Success' })).toBeVisible();
      await expect(page.getByRole('dialog', { name: 'Success' })).toBeHidden({ timeout: 4000 });
      await expect(open).toBeEnabled();
    }
    await expectNothingRan(page);
  });

  test('a 10,001st character cannot be typed into a broadcast', async ({ page }) => {
    await page.goto('/apps/broadcast-message');
    await page.getByRole('button', { name: 'Send Broadcast' }).click();
    const field = page.getByRole('textbox', { name: 'Message' });
    await field.focus();
    await page.keyboard.insertText('a'.repeat(LONG));
    await page.keyboard.type('b');
    await expect(field).toHaveValue('a'.repeat(LONG));
  });

  test('the edit profile name: any script is sent as typed; markup and 101 characters are refused', async ({
    page,
  }) => {
    await page.goto(PROFILE);
    await page.getByRole('button', { name: 'Edit profile' }).click();
    const dialog = page.getByRole('dialog', { name: 'Edit User Profile' });
    const name = dialog.getByRole('textbox', { name: 'Full Name' });
    const save = dialog.getByRole('button', { name: 'Save' });

    for (const refused of [
      PAYLOADS.img,
      PAYLOADS.script,
      `Eve${ZWSP}Zero`,
      `Eve ${EMOJI}`,
      'ل'.repeat(101),
    ]) {
      await name.fill(refused);
      await expect(dialog.getByText('Invalid full name')).toBeVisible();
      await expect(save).toBeDisabled();
    }

    // Arabic with an Arabic combining mark, and a 100-character name: accepted and sent as typed.
    const typed = `ليلى حدّاد ${'ن'.repeat(100 - 'ليلى حدّاد '.length)}`;
    await name.fill('');
    await name.focus();
    await page.keyboard.insertText(typed);
    await expect(name).toHaveValue(typed);
    const sent = page.waitForRequest((request) => /\/api\/profile\//.test(request.url()));
    await save.click();
    expect((await multipartFields(await sent)).fullName).toBe(typed);
    await expect(page.getByRole('dialog', { name: 'Profile Updated' })).toBeVisible();
    await expectNothingRan(page);
    await expectNoHorizontalOverflow(page);
  });
});
