import { readFileSync } from 'node:fs';
import AxeBuilder from '@axe-core/playwright';
import type { APIRequestContext, Page } from '@playwright/test';
import { expect, test } from '../support/fixtures';
import { OFFLINE_ORIGIN } from '../support/ports';
import { read, signIn } from './offline';

type Member = { _id: string; points: number; memberId: string; fullName?: string };

/** This file's members: page 80 of the users list, which no other test uses; one per test. */
const MEMBER_OF_TEST = {
  credit: 0,
  undo: 1,
  tooMuch: 2,
  forced: 3,
  other: 4,
  reverse: 5,
  axe: 6,
  keyboard: 7,
  retry: 8,
} as const;

async function memberFor(
  request: APIRequestContext,
  token: string,
  use: keyof typeof MEMBER_OF_TEST,
) {
  const { users } = await read<{ users: Member[] }>(request, token, '/api/users?page=80&limit=50');
  // Members with enough points for the debits below; the same one for a test on every run.
  const member = users.filter((m) => m.points >= 100)[MEMBER_OF_TEST[use]];
  if (!member) throw new Error('page 80 has too few members with points');
  return read<Member>(request, token, `/api/user/${member._id}`);
}

const shown = (points: number) => points.toLocaleString('en-GB');
const pointsOnProfile = (page: Page) =>
  page.getByRole('region', { name: 'Member details' }).locator('dt:text-is("Points") + dd');
const adjustDialog = (page: Page) => page.getByRole('dialog', { name: 'Adjust points' });
const panel = (page: Page) => page.getByRole('region', { name: 'Points Adjustments' });

async function openProfile(page: Page, member: Member) {
  await page.goto(`/apps/list/view/${member._id}`);
  await expect(pointsOnProfile(page)).toHaveText(shown(member.points));
}

/** Counts the adjustments the app sends from now on. */
function adjustmentPosts(page: Page) {
  const sent: string[] = [];
  page.on('request', (request) => {
    if (request.method() === 'POST' && request.url().includes('points-adjustments'))
      sent.push(request.url());
  });
  return sent;
}

async function fillAdjustment(
  page: Page,
  {
    debit = false,
    amount,
    reason,
    note,
  }: { debit?: boolean; amount: string; reason: string; note?: string },
) {
  const dialog = adjustDialog(page);
  if (debit) await dialog.getByRole('radio', { name: 'Debit (take points)' }).check();
  await dialog.getByRole('textbox', { name: 'Amount (points)' }).fill(amount);
  await dialog.getByRole('combobox', { name: 'Reason' }).click();
  await page.getByRole('option', { name: reason, exact: true }).click();
  if (note !== undefined) await dialog.getByRole('textbox', { name: /^Note/ }).fill(note);
}

test('a credit of 50 for goodwill: the balance after is shown first, the profile rises by 50 and keeps it after a reload', async ({
  page,
}) => {
  const token = await signIn(page);
  const member = await memberFor(page.request, token, 'credit');
  await openProfile(page, member);
  await panel(page).getByRole('button', { name: 'Adjust points' }).click();
  const dialog = adjustDialog(page);
  await fillAdjustment(page, { amount: '50', reason: 'Goodwill', note: 'Waited 40 minutes' });
  await expect(dialog).toContainText(`Balance after: ${shown(member.points + 50)} points`);
  await dialog.getByRole('button', { name: 'Confirm' }).click();
  await expect(dialog).toBeHidden();
  await expect(page.getByRole('alert').filter({ hasText: 'Points adjusted: +50' })).toContainText(
    `New balance: ${shown(member.points + 50)} points.`,
  );
  await expect(pointsOnProfile(page)).toHaveText(shown(member.points + 50));
  const row = panel(page).getByRole('row').filter({ hasText: 'Waited 40 minutes' });
  await expect(row).toContainText('+50');
  await expect(row).toContainText('Goodwill');

  await page.reload();
  await expect(pointsOnProfile(page)).toHaveText(shown(member.points + 50));
  await expect(panel(page).getByRole('row').filter({ hasText: 'Waited 40 minutes' })).toBeVisible();
  const after = await read<Member>(page.request, token, `/api/user/${member._id}`);
  expect(after.points).toBe(member.points + 50);
});

test('Undo right after saving takes the adjustment back', async ({ page }) => {
  const token = await signIn(page);
  const member = await memberFor(page.request, token, 'undo');
  await openProfile(page, member);
  await panel(page).getByRole('button', { name: 'Adjust points' }).click();
  await fillAdjustment(page, { debit: true, amount: '30', reason: 'Correction' });
  await adjustDialog(page).getByRole('button', { name: 'Confirm' }).click();
  await expect(pointsOnProfile(page)).toHaveText(shown(member.points - 30));
  await page.getByRole('alert').getByRole('button', { name: 'Undo' }).click();
  await expect(page.getByRole('alert').filter({ hasText: 'Adjustment reversed' })).toBeVisible();
  await expect(pointsOnProfile(page)).toHaveText(shown(member.points));
  await expect(panel(page).getByRole('row').filter({ hasText: '-30' })).toContainText('Reversed');
});

test('a debit larger than the balance is refused beside the amount, and nothing is sent', async ({
  page,
}) => {
  const token = await signIn(page);
  const member = await memberFor(page.request, token, 'tooMuch');
  await openProfile(page, member);
  const sent = adjustmentPosts(page);
  await panel(page).getByRole('button', { name: 'Adjust points' }).click();
  const dialog = adjustDialog(page);
  await fillAdjustment(page, {
    debit: true,
    amount: String(member.points + 1),
    reason: 'Expired points',
  });
  const amount = dialog.getByRole('textbox', { name: 'Amount (points)' });
  await expect(dialog).toContainText(
    "More than the member's balance: a balance never goes below zero",
  );
  await expect(amount).toHaveAttribute('aria-invalid', 'true');
  await expect(dialog).toContainText('Balance after: -1 points');
  await dialog.getByRole('button', { name: 'Confirm' }).click();
  await expect(dialog).toBeVisible();
  expect(sent).toEqual([]);
  await dialog.getByRole('button', { name: 'Cancel' }).click();
  await expect(pointsOnProfile(page)).toHaveText(shown(member.points));
});

test("the server's 409 is shown when the balance changed meanwhile, and the form keeps what was typed", async ({
  page,
}) => {
  const token = await signIn(page);
  const member = await memberFor(page.request, token, 'forced');
  await openProfile(page, member);
  await panel(page).getByRole('button', { name: 'Adjust points' }).click();
  await fillAdjustment(page, { debit: true, amount: String(member.points), reason: 'Correction' });
  // Someone else takes 10 points meanwhile: the app's balance is out of date.
  const taken = await page.request.post(
    `${OFFLINE_ORIGIN}/api/users/${member._id}/points-adjustments`,
    {
      headers: { Authorization: `Bearer ${token}` },
      data: { amount: -10, reason: 'correction' },
    },
  );
  expect(taken.status()).toBe(200);
  await adjustDialog(page).getByRole('button', { name: 'Confirm' }).click();
  const failed = page.getByRole('dialog', { name: 'Adjustment Failed' });
  await expect(failed).toContainText(
    `Balance cannot go below zero. The member has ${member.points - 10} points; a debit of ${member.points} would leave -10.`,
  );
  await failed.getByRole('button', { name: 'OK' }).click();
  await expect(adjustDialog(page).getByRole('textbox', { name: 'Amount (points)' })).toHaveValue(
    String(member.points),
  );
});

test('"Other" without a note is refused beside the note, and nothing is sent', async ({ page }) => {
  const token = await signIn(page);
  const member = await memberFor(page.request, token, 'other');
  await openProfile(page, member);
  const sent = adjustmentPosts(page);
  await panel(page).getByRole('button', { name: 'Adjust points' }).click();
  const dialog = adjustDialog(page);
  await fillAdjustment(page, { amount: '20', reason: 'Other' });
  await dialog.getByRole('button', { name: 'Confirm' }).click();
  await expect(dialog.getByText('A note is required when the reason is Other')).toBeVisible();
  await expect(dialog.getByRole('textbox', { name: /^Note/ })).toHaveAttribute(
    'aria-invalid',
    'true',
  );
  expect(sent).toEqual([]);
  await dialog.getByRole('textbox', { name: /^Note/ }).fill('Paper card from the old programme');
  await dialog.getByRole('button', { name: 'Confirm' }).click();
  await expect(dialog).toBeHidden();
  await expect(pointsOnProfile(page)).toHaveText(shown(member.points + 20));
  expect(sent).toHaveLength(1);
});

test('Reverse with a reason puts the balance back, and the adjustment cannot be reversed twice', async ({
  page,
}) => {
  const token = await signIn(page);
  const member = await memberFor(page.request, token, 'reverse');
  const made = await page.request.post(
    `${OFFLINE_ORIGIN}/api/users/${member._id}/points-adjustments`,
    {
      headers: { Authorization: `Bearer ${token}` },
      data: { amount: 75, reason: 'complaint', note: 'Lost booking' },
    },
  );
  expect(made.status()).toBe(200);
  await openProfile(page, { ...member, points: member.points + 75 });
  const row = panel(page).getByRole('row').filter({ hasText: 'Lost booking' });
  await row.getByRole('button', { name: /^Reverse \+75 points/ }).click();
  const dialog = page.getByRole('dialog', { name: 'Reverse adjustment' });
  await expect(dialog).toContainText(`The balance becomes ${shown(member.points)} points.`);
  await dialog.getByRole('button', { name: 'Reverse' }).click();
  await expect(dialog.getByText('Enter why the adjustment is reversed')).toBeVisible();
  await dialog.getByRole('textbox', { name: 'Why is it reversed?' }).fill('Booked on another card');
  await dialog.getByRole('button', { name: 'Reverse' }).click();
  await expect(dialog).toBeHidden();
  await expect(pointsOnProfile(page)).toHaveText(shown(member.points));
  await expect(row).toContainText('Reversed');
  await expect(row.getByRole('button', { name: /^Reverse/ })).toHaveCount(0);
  await page.reload();
  await expect(pointsOnProfile(page)).toHaveText(shown(member.points));
});

test('keyboard only: open the form, credit 25 for a complaint, confirm; focus comes back to Adjust points', async ({
  page,
}) => {
  const token = await signIn(page);
  const member = await memberFor(page.request, token, 'keyboard');
  await openProfile(page, member);
  const adjust = panel(page).getByRole('button', { name: 'Adjust points' });
  await adjust.focus();
  await page.keyboard.press('Enter');
  const dialog = adjustDialog(page);
  await expect(dialog).toBeVisible();
  const amount = dialog.getByRole('textbox', { name: 'Amount (points)' });
  while (!(await amount.evaluate((el) => el === document.activeElement)))
    await page.keyboard.press('Tab');
  await page.keyboard.type('25');
  await page.keyboard.press('Tab');
  await expect(dialog.getByRole('combobox', { name: 'Reason' })).toBeFocused();
  // Opens the list on "Select a reason"; Goodwill, Correction, then Complaint.
  await page.keyboard.press('ArrowDown');
  await expect(page.getByRole('option', { name: 'Select a reason' })).toBeFocused();
  for (let step = 0; step < 3; step += 1) await page.keyboard.press('ArrowDown');
  await expect(page.getByRole('option', { name: 'Complaint' })).toBeFocused();
  await page.keyboard.press('Enter');
  await expect(dialog.getByRole('combobox', { name: 'Reason' })).toHaveText('Complaint');
  await expect(dialog).toContainText(`Balance after: ${shown(member.points + 25)} points`);
  await page.keyboard.press('Shift+Tab');
  await expect(amount).toBeFocused();
  await page.keyboard.press('Enter');
  await expect(dialog).toBeHidden();
  await expect(pointsOnProfile(page)).toHaveText(shown(member.points + 25));
  await expect(adjust).toBeFocused();
});

test('the retries after a lost connection, and Confirm again, send the same Idempotency-Key; the next adjustment a fresh one', async ({
  page,
}) => {
  const token = await signIn(page);
  const member = await memberFor(page.request, token, 'retry');
  await openProfile(page, member);
  const keys: string[] = [];
  // The first try and its two automatic retries find no connection.
  let dropped = 0;
  await page.route(/\/points-adjustments$/, async (route) => {
    if (route.request().method() !== 'POST') return route.fallback();
    keys.push((await route.request().headerValue('idempotency-key')) ?? '');
    if (dropped === 3) return route.fallback();
    dropped += 1;
    return route.abort('internetdisconnected');
  });
  await panel(page).getByRole('button', { name: 'Adjust points' }).click();
  await fillAdjustment(page, { amount: '15', reason: 'Goodwill' });
  await adjustDialog(page).getByRole('button', { name: 'Confirm' }).click();
  const failed = page.getByRole('dialog', { name: 'Adjustment Failed' });
  await expect(failed).toContainText('Unable to adjust points.');
  await failed.getByRole('button', { name: 'OK' }).click();
  await adjustDialog(page).getByRole('button', { name: 'Confirm' }).click();
  await expect(adjustDialog(page)).toBeHidden();
  await expect(pointsOnProfile(page)).toHaveText(shown(member.points + 15));
  await panel(page).getByRole('button', { name: 'Adjust points' }).click();
  await fillAdjustment(page, { amount: '15', reason: 'Goodwill' });
  await adjustDialog(page).getByRole('button', { name: 'Confirm' }).click();
  await expect(pointsOnProfile(page)).toHaveText(shown(member.points + 30));
  expect(keys).toHaveLength(5);
  expect(keys[0]).toMatch(/^[0-9a-f-]{36}$/);
  expect(keys.slice(1, 4)).toEqual([keys[0], keys[0], keys[0]]);
  expect(keys[4]).not.toBe(keys[0]);
});

const VARIANTS = [
  { name: 'light, left-to-right', language: 'en', theme: 'light', dir: 'ltr' },
  { name: 'dark, left-to-right', language: 'en', theme: 'dark', dir: 'ltr' },
  { name: 'light, right-to-left', language: 'ae', theme: 'light', dir: 'rtl' },
  { name: 'dark, right-to-left', language: 'ae', theme: 'dark', dir: 'rtl' },
];

async function expectNoViolations(page: Page) {
  const { violations } = await new AxeBuilder({ page })
    .withTags(['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'wcag22aa'])
    .analyze();
  expect(
    violations.map((v) => `${v.id}: ${v.nodes.map((n) => n.target.join(' ')).join(', ')}`),
  ).toEqual([]);
}

for (const variant of VARIANTS)
  test(`the panel and the form have no WCAG 2.2 AA violations (${variant.name})`, async ({
    page,
  }) => {
    await page.addInitScript(({ language, theme }) => {
      localStorage.setItem('i18nextLng', language);
      localStorage.setItem('theme', theme);
    }, variant);
    const token = await signIn(page);
    const member = await memberFor(page.request, token, 'axe');
    await page.goto(`/apps/list/view/${member._id}`);
    await expect(page.locator('html')).toHaveAttribute('dir', variant.dir);
    // The panel by its title in the variant's language (other panels follow it on the profile).
    const texts = JSON.parse(
      readFileSync(`public/locales/${variant.language}/adjustments.json`, 'utf8'),
    ) as { panel: { title: string; adjust: string } };
    const adjust = page
      .getByRole('region', { name: texts.panel.title, exact: true })
      .getByRole('button', { name: texts.panel.adjust, exact: true });
    await expect(adjust).toBeEnabled();
    await expectNoViolations(page);
    await adjust.click();
    const dialog = page.getByRole('dialog');
    await expect(dialog).toBeVisible();
    await dialog.getByRole('textbox').first().fill('0');
    await expect(dialog.locator('[aria-invalid="true"]')).toHaveCount(1);
    await expectNoViolations(page);
  });
