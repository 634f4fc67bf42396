import type { Locator, Page } from '@playwright/test';
import { ADMIN, expect, signedInState, test } from './support/fixtures';

// Keyboard only: after the first navigation of a test, every step is a key press.

const MEMBER = '64b7f0c2a1e4d5f6a7b8c901';
const TODAY = new Date('2026-11-22T10:00:00');

/** What makes focus visible on an element: its outline, shadow and (for inputs) the field's border. */
function ringOf(locator: Locator) {
  return locator.evaluate((element) => {
    const style = getComputedStyle(element);
    const fieldset = element.closest('.MuiInputBase-root')?.querySelector('fieldset');
    const border = fieldset ? getComputedStyle(fieldset) : undefined;
    return {
      outline:
        style.outlineStyle === 'none' || parseFloat(style.outlineWidth) === 0
          ? 'none'
          : `${style.outlineStyle} ${style.outlineWidth} ${style.outlineColor}`,
      shadow: style.boxShadow,
      border: border ? `${border.borderColor} ${border.borderWidth}` : 'none',
    };
  });
}

const isFocused = (locator: Locator) =>
  locator.evaluate((element) => element === document.activeElement).catch(() => false);

/**
 * Presses Tab (or Shift+Tab) until `target` has focus, at most `max` times, then checks that focus
 * is visible: an outline or shadow is drawn, and the target's outline, shadow or field border
 * differs from how it looked unfocused.
 */
async function tabTo(page: Page, target: Locator, { max = 40, backwards = false } = {}) {
  await expect(target).toBeVisible();
  const unfocused = (await isFocused(target)) ? undefined : await ringOf(target);
  for (let presses = 0; presses < max; presses++) {
    if (await isFocused(target)) break;
    await page.keyboard.press(backwards ? 'Shift+Tab' : 'Tab');
  }
  await expect(target).toBeFocused();
  await expect
    .poll(async () => {
      const ring = await ringOf(target);
      const drawn = ring.outline !== 'none' || ring.shadow !== 'none' || ring.border !== 'none';
      const changed = !unfocused || JSON.stringify(ring) !== JSON.stringify(unfocused);
      return drawn && changed;
    }, 'a visible focus indicator')
    .toBe(true);
}

/** Tab and Shift+Tab, a full round each way, keep focus inside `dialog`. */
async function expectFocusTrapped(page: Page, dialog: Locator) {
  const inside = () => dialog.evaluate((element) => element.contains(document.activeElement));
  const stops = await dialog
    .locator('button:not([disabled]), input:not([disabled]), textarea, [tabindex="0"], a[href]')
    .count();
  for (const key of ['Tab', 'Shift+Tab']) {
    for (let presses = 0; presses <= stops + 1; presses++) {
      await page.keyboard.press(key);
      expect(await inside(), `${key} ${presses + 1} stays in the dialog`).toBe(true);
    }
  }
}

test.describe('keyboard only', () => {
  test('sign in -> users -> profile -> visit history -> record a visit -> redeem a reward', async ({
    page,
  }) => {
    test.slow();
    await page.clock.setFixedTime(TODAY);
    await page.goto('/auth/boxed-signin');

    // Sign in.
    const email = page.getByRole('textbox', { name: 'Email' });
    await tabTo(page, email);
    await page.keyboard.type(ADMIN.email);
    await tabTo(page, page.getByRole('textbox', { name: 'Password' }));
    await page.keyboard.type('correct horse battery staple');
    await tabTo(page, page.getByRole('button', { name: 'Sign In' }));
    await page.keyboard.press('Enter');
    await expect(page.getByText(`Welcome back, ${ADMIN.fullName}.`)).toBeVisible();

    // The users list, from the sidebar.
    await tabTo(page, page.getByRole('link', { name: 'users' }), { max: 60 });
    await page.keyboard.press('Enter');
    await expect(page.getByRole('heading', { level: 1, name: 'Users' })).toBeVisible();
    const grid = page.getByRole('grid', { name: 'Members' });
    await expect(grid.getByRole('row')).toHaveCount(11);

    // Into the grid (its first stop: the header's tick box for bulk actions), then down to the
    // first member's name and follow its link.
    await tabTo(page, grid.getByRole('checkbox', { name: 'Select all rows' }), { max: 60 });
    await page.keyboard.press('ArrowDown');
    await page.keyboard.press('ArrowRight');
    await page.keyboard.press('ArrowRight');
    const nameLink = grid.getByRole('link', { name: 'ليلى حداد' });
    await tabTo(page, nameLink, { max: 2 });
    await page.keyboard.press('Enter');
    await expect(page).toHaveURL(new RegExp(`/apps/list/view/${MEMBER}$`));
    await expect(page.getByRole('region', { name: 'Member details' })).toContainText('LC-000123');

    // Visit history: a dialog that holds focus and gives it back on Escape.
    const history = page.getByRole('button', { name: 'History of Monthly Wellness Check' });
    await tabTo(page, history, { max: 60 });
    await page.keyboard.press('Enter');
    const historyDialog = page.getByRole('dialog', { name: 'Visit History' });
    await expect(historyDialog).toContainText('Monthly Wellness Check');
    await expectFocusTrapped(page, historyDialog);
    await page.keyboard.press('Escape');
    await expect(historyDialog).toBeHidden();
    await expect(history).toBeFocused();

    // Record a visit with Space.
    const missionRow = page
      .getByRole('table', { name: 'Mission History' })
      .getByRole('row')
      .filter({ hasText: 'Monthly Wellness Check' });
    const visit = missionRow.getByRole('button', { name: 'Visit' });
    const scan = page.waitForRequest((request) => request.url().includes('/api/visit/admin-scan/'));
    await tabTo(page, visit, { max: 5, backwards: true });
    await page.keyboard.press('Space');
    expect((await scan).postDataJSON()).toEqual({
      userId: MEMBER,
      missionId: '65a1c0d2e3f4a5b6c7d8e901',
    });
    // 'Visit Recorded' closes by itself after 2 s. (The mission list reloads under it and its rows
    // are rendered anew, so focus cannot go back to the same Visit button: known, see the report.)
    const recorded = page.getByRole('dialog', { name: 'Visit Recorded' });
    await expect(recorded).toBeVisible();
    await expect(recorded).toBeHidden({ timeout: 4000 });

    // An alert of the error catalogue: it holds focus until OK, then gives it back.
    const tooDear = page.getByRole('button', { name: 'Redeem Complimentary Dental Cleaning' });
    await tabTo(page, tooDear, { max: 60 });
    await page.keyboard.press('Enter');
    const notEnough = page.getByRole('dialog', { name: 'Not Enough Points' });
    await expect(notEnough).toBeVisible();
    await expectFocusTrapped(page, notEnough);
    await tabTo(page, notEnough.getByRole('button', { name: 'OK' }), { max: 2 });
    await page.keyboard.press('Enter');
    await expect(notEnough).toBeHidden();
    await expect(tooDear).toBeFocused();

    // Redeem an affordable reward with Enter; the success alert closes by itself.
    const redeem = page.getByRole('button', { name: 'Redeem 20% Off Skin Consultation' });
    const redeemed = page.waitForRequest((request) =>
      request.url().endsWith('/api/vouchers/redeem'),
    );
    await tabTo(page, redeem, { max: 10, backwards: true });
    await page.keyboard.press('Enter');
    expect((await redeemed).postDataJSON()).toEqual({
      userId: MEMBER,
      rewardId: '66c2d1e3f4a5b6c7d8e9f002',
    });
    const rewardAlert = page.getByRole('dialog', { name: 'Reward Redeemed' });
    await expect(rewardAlert).toBeVisible();
    await expect(rewardAlert).toBeHidden({ timeout: 4000 });
    // Focus is not back on Redeem after this self-closing alert either: known, see the report.
  });

  test.describe('broadcast', () => {
    test.use({ storageState: signedInState });

    test('send a message and delete one, focus returned each time', async ({ page }) => {
      test.slow();
      await page.goto('/apps/broadcast-message');
      const grid = page.getByRole('grid', { name: 'Broadcast messages' });
      await expect(page.getByText('Showing 1 to 10 of 25 entries')).toBeVisible();

      // Send.
      const opener = page.getByRole('button', { name: 'Send Broadcast' });
      await tabTo(page, opener, { max: 60 });
      await page.keyboard.press('Enter');
      const modal = page.getByRole('dialog', { name: 'Send Broadcast' });
      await expect(modal).toBeVisible();
      await expectFocusTrapped(page, modal);
      await tabTo(page, modal.getByRole('textbox', { name: 'Message' }));
      await page.keyboard.type('Open at 8 am — بكرة 🙂');
      const sent = page.waitForRequest((request) =>
        request.url().endsWith('/api/notification/broadcast'),
      );
      await tabTo(page, modal.getByRole('button', { name: 'Send', exact: true }));
      await page.keyboard.press('Enter');
      expect((await sent).postDataJSON()).toEqual({ body: 'Open at 8 am — بكرة 🙂' });
      const success = page.getByRole('dialog', { name: 'Success' });
      await expect(success).toBeVisible();
      await page.keyboard.press('Escape');
      await expect(success).toBeHidden();
      await expect(modal).toBeHidden();
      await expect(opener).toBeFocused();

      // Cancel with Escape gives focus back too.
      await page.keyboard.press('Enter');
      await expect(modal).toBeVisible();
      await page.keyboard.press('Escape');
      await expect(modal).toBeHidden();
      await expect(opener).toBeFocused();

      // Delete the first message.
      const remove = grid
        .getByRole('row')
        .nth(1)
        .getByRole('button', { name: /^Delete message/ });
      await tabTo(page, remove, { max: 30 });
      await page.keyboard.press('Enter');
      const confirm = page.getByRole('alertdialog', { name: 'Are you sure?' });
      await expect(confirm).toBeVisible();
      await expectFocusTrapped(page, confirm);
      // Escape is No: nothing is deleted, focus comes back.
      await page.keyboard.press('Escape');
      await expect(confirm).toBeHidden();
      await expect(remove).toBeFocused();
      await page.keyboard.press('Enter');
      await expect(confirm).toBeVisible();
      const yes = confirm.getByRole('button', { name: 'Yes, delete it!' });
      await tabTo(page, yes, { max: 3 });
      const deleted = page.waitForRequest((request) => request.method() === 'DELETE');
      await page.keyboard.press('Enter');
      expect(new URL((await deleted).url()).pathname).toBe(
        '/api/notification/67d3e4f5a6b7c8d9e0f1a201',
      );
      await expect(page.getByRole('status').filter({ hasText: 'Success!' })).toContainText(
        'Broadcast message deleted.',
      );
      // The deleted row's button is gone: focus goes to the screen's main action, not the page.
      await expect(opener).toBeFocused();
    });
  });
  test.describe('missions', () => {
    test.use({ storageState: signedInState });

    test('the form opens, holds the focus and gives it back; the row actions open from the keyboard', async ({
      page,
    }) => {
      test.slow();
      await page.goto('/apps/missions');
      const grid = page.getByRole('grid', { name: 'Missions' });
      await expect(grid.getByRole('link').first()).toBeVisible();

      const opener = page.getByRole('button', { name: 'Create Mission', exact: true });
      await tabTo(page, opener, { max: 60 });
      await page.keyboard.press('Enter');
      const form = page.getByRole('dialog', { name: 'Create Mission' });
      await expect(form).toBeVisible();
      await expectFocusTrapped(page, form);
      // Nothing typed: Escape closes it without asking, and the focus is back on the opener.
      await page.keyboard.press('Escape');
      await expect(form).toBeHidden();
      await expect(opener).toBeFocused();

      // The first row's actions menu, from its cell: Enter opens it, the arrows move, Escape closes.
      const actions = grid.getByRole('row').nth(1).getByRole('button', { name: /more/i });
      await actions.focus();
      await page.keyboard.press('Enter');
      const menu = page.getByRole('menu');
      await expect(menu.getByRole('menuitem', { name: /^Edit / })).toBeFocused();
      await page.keyboard.press('ArrowDown');
      await expect(menu.getByRole('menuitem', { name: /^Duplicate / })).toBeFocused();
      await page.keyboard.press('Enter');
      const copy = page.getByRole('dialog', { name: 'Create Mission' });
      await expect(copy.getByLabel('Name')).toHaveValue(/\(copy\)$/);
    });
  });
});
