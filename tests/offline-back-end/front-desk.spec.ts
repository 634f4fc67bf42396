import type { APIRequestContext, Page } from '@playwright/test';
import { expectNoAxeViolations } from '../support/hostile';
import { expect, test } from '../support/fixtures';
import { OFFLINE_ORIGIN } from '../support/ports';
import { DEMO_ADMIN, deskScenarioOn, read } from './offline';

type Member = { _id: string; fullName?: string; memberId?: string; points: number };
type Joined = { missions: { missionId: string | { _id: string }; progress: number }[] };

/** The users-list page these tests take their members from (no other test uses it). */
const PAGE = 70;

/** Signs in as the demo admin: the token, and the admin's name as the desk shows it. */
async function signIn(page: Page) {
  const response = await page.request.post(`${OFFLINE_ORIGIN}/api/auth/login`, {
    data: DEMO_ADMIN,
  });
  const session = (await response.json()) as { token: string; user: { fullName: string } };
  await page.context().addInitScript(
    ({ token, user }) => {
      if (localStorage.getItem('token')) return;
      localStorage.setItem('token', token);
      localStorage.setItem('user', user);
    },
    { token: session.token, user: JSON.stringify(session.user) },
  );
  return { token: session.token, adminName: session.user.fullName };
}

/** A member of this file's page joined to a point mission the desk lists (offline.ts). */
const deskScenario = (request: APIRequestContext, token: string, slot: number) =>
  deskScenarioOn(request, token, PAGE, slot);

/** The member's points and the mission's progress, read through the API. */
async function standing(request: APIRequestContext, token: string, userId: string, id: string) {
  const member = await read<Member>(request, token, `/api/user/${userId}`);
  const joined = await read<Joined>(request, token, `/api/user/user/${userId}/joined-missions`);
  const record = joined.missions.find(
    (m) => (typeof m.missionId === 'string' ? m.missionId : m.missionId._id) === id,
  );
  const history = await read<{ visitHistory: string[] }>(
    request,
    token,
    `/api/point-mission/visit-history/${userId}/${id}`,
  );
  return { points: member.points, progress: record?.progress, visits: history.visitHistory.length };
}

const lookupBox = (page: Page) => page.getByRole('main').getByRole('search').getByRole('textbox');

/** Opens the desk and waits until it is ready for a scan (the lookup has the focus). */
async function openDesk(page: Page) {
  await page.goto('/front-desk');
  await expect(lookupBox(page)).toBeFocused();
}

test('a scanned card and three keys record one visit: points and progress move by one visit', async ({
  page,
}) => {
  const { token } = await signIn(page);
  const { member, mission, number } = await deskScenario(page.request, token, 0);
  const before = await standing(page.request, token, member._id, mission._id);

  await openDesk(page);
  await expect(page).toHaveTitle('Front desk | London Clinic');
  await expect(lookupBox(page)).toHaveAccessibleName('Member ID, phone, e-mail or referral code');
  // The barcode scanner: a character every 5 ms.
  await page.keyboard.type(member.memberId, { delay: 5 });
  let presses = 0;
  const press = async (key: string) => {
    presses += 1;
    await page.keyboard.press(key);
  };
  await press('Enter');
  await expect(page.getByRole('heading', { name: member.fullName })).toBeVisible();
  await press(number);
  const dialog = page.getByRole('dialog', { name: 'Record a visit?' });
  await expect(dialog).toContainText(`${mission.name} for ${member.fullName}`);
  await press('Enter');
  await expect(
    page.getByRole('status').getByText(`Visit recorded: ${mission.name} for ${member.fullName}`),
  ).toBeVisible();
  expect(presses).toBeLessThanOrEqual(5);

  const after = await standing(page.request, token, member._id, mission._id);
  expect(after).toEqual({
    points: before.points + mission.pointsReward,
    progress: before.progress! + 1,
    visits: before.visits + 1,
  });
  // The card shows the new balance; the lookup is ready for the next member.
  await expect(page.getByTestId('front-desk-points')).toHaveText(
    after.points.toLocaleString('en-GB'),
  );
  await expect(lookupBox(page)).toBeFocused();

  // Escape clears the card and returns to the lookup.
  await page.keyboard.press('Escape');
  await expect(page.getByRole('heading', { name: member.fullName })).toBeHidden();
  await expect(lookupBox(page)).toBeFocused();
  await expect(lookupBox(page)).toHaveValue('');
});

test('a second visit within the guard’s window asks, naming who recorded the first', async ({
  page,
}) => {
  const { token, adminName } = await signIn(page);
  const { member, mission, number } = await deskScenario(page.request, token, 1);
  // The first visit, recorded elsewhere (another desk, the profile): the server knows it.
  const first = await page.request.post(
    `${OFFLINE_ORIGIN}/api/point-mission/admin-scan/${member._id}/${mission._id}`,
    {
      headers: { Authorization: `Bearer ${token}` },
      data: { userId: member._id, missionId: mission._id },
    },
  );
  expect(first.ok()).toBe(true);
  const before = await standing(page.request, token, member._id, mission._id);

  await page.clock.install();
  await openDesk(page);
  await page.keyboard.type(member.memberId, { delay: 5 });
  await page.keyboard.press('Enter');
  await expect(page.getByRole('heading', { name: member.fullName })).toBeVisible();
  // Three minutes later, the member is back at the desk.
  await page.clock.fastForward('03:00');
  await page.keyboard.press(number);
  const dialog = page.getByRole('dialog', { name: 'Already recorded' });
  await expect(dialog).toContainText(
    `Visit already recorded 3 minutes ago by ${adminName}: record another?`,
  );
  // Enter, pressed out of habit, cancels: nothing is recorded.
  await expect(dialog.getByRole('button', { name: 'Cancel' })).toBeFocused();
  await page.keyboard.press('Enter');
  await expect(dialog).toBeHidden();
  expect(await standing(page.request, token, member._id, mission._id)).toEqual(before);
});

test('Undo within 30 seconds puts the points and the progress back', async ({ page }) => {
  const { token } = await signIn(page);
  const { member, mission, number } = await deskScenario(page.request, token, 2);
  const before = await standing(page.request, token, member._id, mission._id);

  await openDesk(page);
  await page.keyboard.type(member.memberId, { delay: 5 });
  await page.keyboard.press('Enter');
  await expect(page.getByRole('heading', { name: member.fullName })).toBeVisible();
  await page.keyboard.press(number);
  await page.keyboard.press('Enter');
  const undo = page.getByRole('button', {
    name: `Undo the visit: ${mission.name} for ${member.fullName}`,
  });
  await expect(undo).toHaveText(/^Undo \((30|29|28) s\)$/);
  expect((await standing(page.request, token, member._id, mission._id)).points).toBe(
    before.points + mission.pointsReward,
  );
  await undo.click();
  await expect(
    page.getByRole('status').getByText(`Visit undone: ${mission.name} for ${member.fullName}`),
  ).toBeVisible();
  await expect(undo).toBeHidden();
  expect(await standing(page.request, token, member._id, mission._id)).toEqual(before);
  await expect(page.getByTestId('front-desk-points')).toHaveText(
    before.points.toLocaleString('en-GB'),
  );
});

test('a connection lost after the server recorded the visit: the retry records nothing twice', async ({
  page,
}) => {
  const { token } = await signIn(page);
  const { member, mission, number } = await deskScenario(page.request, token, 3);
  const before = await standing(page.request, token, member._id, mission._id);
  const keys: (string | undefined)[] = [];
  await page.route('**/api/point-mission/admin-scan/**', async (route) => {
    keys.push(route.request().headers()['idempotency-key']);
    if (keys.length > 1) return route.continue();
    // The server records the visit; its answer never reaches the app.
    const response = await route.fetch();
    expect(response.status()).toBe(200);
    await route.abort('connectionreset');
  });

  await openDesk(page);
  await page.keyboard.type(member.memberId, { delay: 5 });
  await page.keyboard.press('Enter');
  await expect(page.getByRole('heading', { name: member.fullName })).toBeVisible();
  await page.keyboard.press(number);
  await page.keyboard.press('Enter');
  await expect(
    page.getByRole('status').getByText(`Visit recorded: ${mission.name} for ${member.fullName}`),
  ).toBeVisible();

  expect(keys).toHaveLength(2);
  expect(keys[0]).toMatch(/^[0-9a-f-]{36}$/);
  expect(keys[1]).toBe(keys[0]);
  expect(await standing(page.request, token, member._id, mission._id)).toEqual({
    points: before.points + mission.pointsReward,
    progress: before.progress! + 1,
    visits: before.visits + 1,
  });
});

test('nobody found keeps the text selected; a phone in any format finds the member; the next scan replaces the card; several are a list', async ({
  page,
}) => {
  const { token } = await signIn(page);
  await openDesk(page);
  await page.keyboard.type('zz-nobody-at-all', { delay: 5 });
  await page.keyboard.press('Enter');
  await expect(page.getByRole('alert')).toContainText('No member found for “zz-nobody-at-all”');
  await expect(lookupBox(page)).toBeFocused();
  expect(
    await lookupBox(page).evaluate(
      (input: HTMLInputElement) => input.selectionEnd! - input.selectionStart!,
    ),
  ).toBe('zz-nobody-at-all'.length);

  const { users } = await read<{ users: (Member & { phoneNumber?: string })[] }>(
    page.request,
    token,
    `/api/users?page=${PAGE}&limit=50`,
  );
  // A phone number typed with spaces, as the member says it.
  const caller = users.find((u) => u.fullName && u.phoneNumber && u.phoneNumber.length > 9)!;
  const phone = caller.phoneNumber!;
  const spoken = `${phone.slice(0, 3)} ${phone.slice(3, 7)} ${phone.slice(7)}`;
  await page.keyboard.type(spoken, { delay: 5 });
  await page.keyboard.press('Enter');
  await expect(page.getByRole('heading', { name: caller.fullName })).toBeVisible();

  // Several members: a list chosen with the arrow keys and Enter.
  const ids = users.map((u) => u.memberId).filter(Boolean) as string[];
  const prefix = ids[40]!.slice(0, -1);
  // The next scan, straight onto the card: it clears the card and becomes the new lookup.
  await page.keyboard.type(prefix, { delay: 5 });
  await expect(page.getByRole('heading', { name: caller.fullName })).toBeHidden();
  await expect(lookupBox(page)).toHaveValue(prefix);
  await page.keyboard.press('Enter');
  const list = page.getByRole('listbox');
  await expect(list.getByRole('option').first()).toBeFocused();
  await page.keyboard.press('ArrowDown');
  const second = list.getByRole('option').nth(1);
  await expect(second).toBeFocused();
  const chosen = (await second.innerText()).split('\n')[0]!;
  await page.keyboard.press('Enter');
  await expect(page.getByRole('heading', { name: chosen })).toBeVisible();
});

for (const [index, variant] of [
  { name: 'light, left-to-right', language: 'en', theme: 'light' },
  { name: 'dark, left-to-right', language: 'en', theme: 'dark' },
  { name: 'light, right-to-left', language: 'ae', theme: 'light' },
  { name: 'dark, right-to-left', language: 'ae', theme: 'dark' },
].entries()) {
  test(`the desk, its card, confirmation and Undo have no axe violations (${variant.name})`, async ({
    page,
  }) => {
    const { token } = await signIn(page);
    await page.addInitScript(({ language, theme }) => {
      localStorage.setItem('i18nextLng', language);
      localStorage.setItem('theme', theme);
    }, variant);
    const { member, number } = await deskScenario(page.request, token, 4 + index);
    await openDesk(page);
    await expect(page.locator('html')).toHaveAttribute(
      'dir',
      variant.language === 'ae' ? 'rtl' : 'ltr',
    );
    await page.keyboard.type(member.memberId, { delay: 5 });
    await page.keyboard.press('Enter');
    await expect(page.getByRole('heading', { name: member.fullName })).toBeVisible();
    await expectNoAxeViolations(page, `the member card (${variant.name})`);
    await page.keyboard.press(number);
    await expect(page.getByRole('dialog')).toBeVisible();
    await expectNoAxeViolations(page, `the confirmation (${variant.name})`);
    await page.keyboard.press('Enter');
    await expect(page.getByRole('dialog')).toBeHidden();
    await expect(page.getByRole('status').getByRole('button')).toBeVisible();
    await expectNoAxeViolations(page, `the recorded visit with Undo (${variant.name})`);
  });
}

test('the next scan lands and the number keys act after Undo, a click, a dialog, an error and the same card again', async ({
  page,
}) => {
  const { token } = await signIn(page);
  const { member, mission, number } = await deskScenario(page.request, token, 8);
  // A plain confirmation, or the guard's question once a visit was recorded a moment ago.
  const confirmation = page.getByRole('dialog');
  const card = page.getByRole('heading', { name: member.fullName });
  /** The scanner: a character every 5 ms, landing in the lookup, then Enter; the card shows. */
  const scan = async () => {
    await page.keyboard.type(member.memberId, { delay: 5 });
    await expect(lookupBox(page)).toHaveValue(member.memberId);
    await page.keyboard.press('Enter');
    await expect(card).toBeVisible();
  };
  /** The mission's number opens the confirmation (not typed anywhere); Cancel, clicked, closes it. */
  const numberActs = async () => {
    await page.keyboard.press(number);
    await expect(confirmation).toBeVisible();
    await confirmation.getByRole('button', { name: 'Cancel' }).click();
    await expect(confirmation).toBeHidden();
    await expect(lookupBox(page)).not.toHaveValue(new RegExp(`${number}$`));
  };

  await openDesk(page);
  await scan();
  // Undo clicked with the mouse: the button goes, the keyboard does not get lost.
  await page.keyboard.press(number);
  await page.keyboard.press('Enter');
  await page
    .getByRole('button', { name: `Undo the visit: ${mission.name} for ${member.fullName}` })
    .click();
  await expect(
    page.getByRole('status').getByText(`Visit undone: ${mission.name} for ${member.fullName}`),
  ).toBeVisible();
  await numberActs();
  await scan();
  await numberActs();
  // The same card scanned again, straight onto its card.
  await scan();
  await numberActs();
  // A click on the page, away from the desk.
  await page.getByRole('heading', { level: 1, name: 'Front desk' }).click();
  await numberActs();
  await page.getByRole('heading', { level: 1, name: 'Front desk' }).click();
  await scan();
  await numberActs();
  // A failed lookup, then the next scan.
  await page.route('**/api/users/lookup**', (route) =>
    route.fulfill({ status: 400, json: { message: 'Invalid request' } }),
  );
  await page.keyboard.type(member.memberId, { delay: 5 });
  await page.keyboard.press('Enter');
  await expect(page.getByRole('button', { name: 'Try again' })).toBeVisible();
  await page.unroute('**/api/users/lookup**');
  await scan();
  await numberActs();
});
