import { afterEach, describe, expect, test, vi } from 'vitest';
import { page, userEvent } from 'vitest/browser';
import { watch } from '../network';
import { openScreen } from '../screen';
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
} from './hostile';
import { expectHidden } from './support';

// Hostile strings in every field the app shows, served as answers shaped exactly like the
// contract's schemas (each is checked against it before it is served): markup must show as text,
// run nothing, and leave the layout intact.

const MEMBER_ID = '64b7f0c2a1e4d5f6a7b8c901';
const PROFILE = `/apps/list/view/${MEMBER_ID}`;
const LONG = 10_000;
const TODAY = new Date('2026-11-22T10:00:00');

afterEach(() => {
  vi.useRealTimers();
});

/**
 * A hostile code within the contract's short limit (a member ID and referral code are at most 32
 * characters, a tier 40): markup, a right-to-left override, a zero-width space and emoji.
 */
const code = (label: string, max: number) =>
  [...`<b>${label}</b>${RLO}${ZWSP}${EMOJI}`].slice(0, max).join('');

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
  memberId: code(`${label}-MID`, 32),
  referralCode: code(`${label}-REF`, 32),
  membership: code(`${label}-TIER`, 40),
  points: 450,
  signupMethod: 'phone',
});

const visitCategory = { name: shortHostile('CategoryName'), code: 1 };
const mission = (id: string, label: string, extra: object = {}) => ({
  _id: id,
  name: shortHostile(label),
  description: hostile(`${label}-description`, 1000),
  category: visitCategory,
  pointsReward: 10,
  dueDate: '2027-01-31T00:00:00.000Z',
  visitLimit: 5,
  type: 'VisitBased',
  ...extra,
});

function serveHostileProfile() {
  serveHostile('getMember', 'Member', member(MEMBER_ID, 'Mallory'));
  serveHostile('listJoinedMissions', 'JoinedMissionList', {
    missions: [
      {
        _id: '66a1c0d2e3f4a5b6c7d8e001',
        missionId: '65a1c0d2e3f4a5b6c7d8e901',
        name: shortHostile('JoinedMission'),
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
        name: shortHostile('UnassignedMission'),
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
  serveHostile('listJoinableMissions', 'JoinableMissionList', {
    missions: [
      mission('65a1c0d2e3f4a5b6c7d8e911', 'JoinableMission'),
      mission('65a1c0d2e3f4a5b6c7d8e912', 'JoinableMission2'),
    ],
  });
  serveHostile('listRewards', 'RewardList', {
    rewards: [
      {
        _id: '66c2d1e3f4a5b6c7d8e9f001',
        name: shortHostile('RewardName'),
        description: hostile('RewardDescription', 1000),
        pointsRequired: 100,
      },
    ],
  });
  serveHostile('getRewardHistory', 'RewardHistory', {
    history: [
      {
        _id: '66d3e4f5a6b7c8d9e0f1a001',
        name: shortHostile('RedeemedReward'),
        pointsUsed: 100,
        code: code('VoucherCode', 64),
        redeemedAt: '2026-11-10T12:00:00.000Z',
      },
    ],
  });
  serveHostile('getVisitHistory', 'VisitHistory', {
    visitHistory: ['2026-11-20T09:00:00.000Z'],
  });
}

/** The text fields of a multipart form sent, as field -> value. */
async function multipartFields(body: string, contentType: string) {
  const form = await new Response(body, { headers: { 'content-type': contentType } }).formData();
  return Object.fromEntries(
    [...form.entries()].filter((entry): entry is [string, string] => typeof entry[1] === 'string'),
  );
}

describe('hostile data from the server', () => {
  test('the users list shows hostile names and ids as text, within the viewport', async () => {
    serveHostile('listMembers', 'MemberPage', {
      users: [
        member('64b7f0c2a1e4d5f6a7b8c901', 'Mallory'),
        member('64b7f0c2a1e4d5f6a7b8c902', 'Trudy'),
        { ...member('64b7f0c2a1e4d5f6a7b8c903', 'Eve'), fullName: `${RLO}${EMOJI}` },
      ],
      total: 57,
    });
    await openScreen('/apps/users');
    const grid = page.getByRole('grid', { name: 'Members' });
    await expect.poll(() => grid.getByRole('row').elements()).toHaveLength(4);
    await expectExactText(grid, NAME);
    await expectExactText(grid, `${RLO}${EMOJI}`);
    await expectExactText(grid, code('Trudy-MID', 32));
    await expect
      .element(grid.getByRole('link', { name: /^Mallory/ }))
      .toHaveAttribute('href', PROFILE);
    expectNothingRan();
    expectNoHorizontalOverflow();
    await expectInsideViewport(page.getByRole('button', { name: /next page/i }));
    await expectInsideViewport(page.getByRole('searchbox', { name: 'Search the users list' }));
  });

  test(
    'the member profile shows every hostile field as text; buttons stay on screen',
    { timeout: 90_000 },
    async () => {
      serveHostileProfile();
      vi.useFakeTimers({ toFake: ['Date'] });
      vi.setSystemTime(TODAY);
      await openScreen(PROFILE);
      const panel = page.getByRole('region', { name: 'Member details' });
      await expectExactText(panel, NAME);
      for (const [field, max] of [
        ['Mallory-MID', 32],
        ['Mallory-REF', 32],
        ['Mallory-TIER', 40],
      ] as const) {
        await expectExactText(panel, code(field, max));
        await expect.element(panel).toHaveTextContent(`<b>${field}</b>`);
      }
      const history = page.getByRole('table', { name: 'Mission History' });
      await expectExactText(history, shortHostile('JoinedMission'));
      await expectExactText(history, shortHostile('CategoryName'));
      const joinable = page.getByRole('table', { name: 'Total Missions' });
      await expectExactText(joinable, shortHostile('JoinableMission'));
      const rewards = page.getByRole('table', { name: 'Total Rewards' });
      await expectExactText(rewards, shortHostile('RewardName'));
      expectNothingRan();
      expectNoHorizontalOverflow();

      // Every action stays visible and inside the viewport however long the names beside it.
      await expectInsideViewport(page.getByRole('button', { name: 'Edit profile' }));
      await expectInsideViewport(history.getByRole('button', { name: 'Visit' }));
      await expectInsideViewport(history.getByRole('button', { name: 'Reassign' }));
      await expectInsideViewport(
        history.getByRole('button', { name: /^History of JoinedMission/ }),
      );
      await expectInsideViewport(joinable.getByRole('button', { name: /^Join JoinableMission / }));
      await expectInsideViewport(rewards.getByRole('button', { name: /^Redeem RewardName/ }));

      // The voucher history: name and code as text.
      await page.getByRole('tab', { name: 'Rewards' }).click();
      const vouchers = page.getByRole('table', { name: 'Reward Redemption History' });
      await expectExactText(vouchers, code('VoucherCode', 64));
      await expectExactText(vouchers, shortHostile('RedeemedReward'));
      expectNothingRan();
      expectNoHorizontalOverflow();

      // The visit history dialog repeats the mission name: as text, inside the dialog.
      await page.getByRole('tab', { name: 'Missions' }).click();
      await history.getByRole('button', { name: /^History of JoinedMission/ }).click();
      const dialog = page.getByRole('dialog', { name: 'Visit History' });
      await expectExactText(dialog, shortHostile('JoinedMission'));
      await expectInsideViewport(dialog.getByRole('button', { name: 'Close' }));
      expectNothingRan();
      expectNoHorizontalOverflow();
    },
  );

  test('the broadcast list shows 10,000-character hostile bodies as text; paging stays on screen', async () => {
    const bodies = [
      hostile('FirstBody', LONG),
      `${RLO}RTL override${ZWSP}${ZWJ} ${EMOJI}`,
      PAYLOADS.svg,
      ...Array.from({ length: 12 }, (_, index) => hostile(`Body${index}`, 500)),
    ];
    serveHostile('listBroadcastMessages', 'BroadcastMessageList', {
      messages: bodies.map((body, index) => ({
        _id: `67d3e4f5a6b7c8d9e0f1a${String(200 + index).padStart(3, '0')}`,
        body,
        createdAt: new Date(Date.UTC(2026, 10, 21, 17, 30 - index)).toISOString(),
      })),
    });
    await openScreen('/apps/broadcast-message');
    const grid = page.getByRole('grid', { name: 'Broadcast messages' });
    await expect.element(page.getByText('Showing 1 to 10 of 15 entries')).toBeVisible();
    for (const body of bodies.slice(0, 3)) await expectExactText(grid, body);
    expectNothingRan();
    expectNoHorizontalOverflow();
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

describe('hostile input typed into the forms', () => {
  test('a broadcast body is sent exactly as typed: markup, RTL, zero-width, emoji, 10,000 characters', async () => {
    const sent = watch('sendBroadcast');
    await openScreen('/apps/broadcast-message');
    const open = page.getByRole('button', { name: 'Send Broadcast' });
    await expect.element(open).toBeEnabled();
    for (const body of [
      `${PAYLOADS.script}${PAYLOADS.img} ${RLO}abc${ZWSP}${ZWJ}${EMOJI}`,
      hostile('Typed', LONG),
    ]) {
      const before = sent.length;
      await open.click();
      const modal = page.getByRole('dialog', { name: 'Send Broadcast' });
      const field = modal.getByRole('textbox', { name: 'Message' });
      await field.fill(body);
      await expect.element(field).toHaveValue(body);
      await modal.getByRole('button', { name: 'Send', exact: true }).click();
      await expect.poll(() => sent.length).toBe(before + 1);
      expect(JSON.parse(sent[before]!.body)).toEqual({ body });
      await expect.element(page.getByRole('dialog', { name: 'Success' })).toBeVisible();
      await expectHidden(page.getByRole('dialog', { name: 'Success' }), { timeout: 4000 });
      await expect.element(open).toBeEnabled();
    }
    expectNothingRan();
  });

  test('a 10,001st character cannot be typed into a broadcast', async () => {
    await openScreen('/apps/broadcast-message');
    await page.getByRole('button', { name: 'Send Broadcast' }).click();
    const field = page.getByRole('textbox', { name: 'Message' });
    await field.fill('a'.repeat(LONG));
    await userEvent.keyboard('b');
    await expect.element(field).toHaveValue('a'.repeat(LONG));
  });

  test('the edit profile name: any script is sent as typed; markup and 101 characters are refused', async () => {
    const sent = watch('updateMemberProfile');
    await openScreen(PROFILE);
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
      await expect.element(dialog.getByText('Invalid full name')).toBeVisible();
      await expect.element(save).toBeDisabled();
    }

    // Arabic with an Arabic combining mark, and a 100-character name: accepted and sent as typed.
    const typed = `ليلى حدّاد ${'ن'.repeat(100 - 'ليلى حدّاد '.length)}`;
    await name.fill(typed);
    await expect.element(name).toHaveValue(typed);
    await save.click();
    await expect.poll(() => sent.length).toBe(1);
    const request = sent[0]!;
    expect(
      (await multipartFields(request.body, request.headers.get('content-type') ?? '')).fullName,
    ).toBe(typed);
    await expect.element(page.getByRole('dialog', { name: 'Profile Updated' })).toBeVisible();
    expectNothingRan();
    expectNoHorizontalOverflow();
  });
});
