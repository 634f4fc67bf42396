// The Edit User Profile modal where it needs the real browser: axe, the built app's code arriving
// before the connection drops, and the browser's time zone. Its values, checks and saving are
// screen tests (src/testing/screens/member-edit.test.tsx).
import AxeBuilder from '@axe-core/playwright';
import type { Page } from '@playwright/test';
import { expect, signedInState, test } from './support/fixtures';
import { multipartFields } from './support/requests';
import { expectMotionEnded, trackRequests } from './support/settled';

test.use({ storageState: signedInState });

const SAVE = /\/api\/profile\/[a-f0-9]{24}$/;
const MEMBER = '64b7f0c2a1e4d5f6a7b8c901';
const PROFILE = `/apps/list/view/${MEMBER}`;

const dialogOf = (page: Page) => page.getByRole('dialog', { name: 'Edit User Profile' });
/** The profile panel; a CSS locator, as the page behind an open modal is hidden from the tree. */
const panelOf = (page: Page) => page.locator('section[aria-label="Member details"]');

/** Opens the profile of the mock's member (signed up by phone) and its Edit User Profile modal. */
async function openEditor(page: Page) {
  await page.goto(PROFILE);
  await page.getByRole('button', { name: 'Edit profile' }).click();
  const dialog = dialogOf(page);
  await expect(dialog).toBeVisible();
  return dialog;
}

test.describe('opening', () => {
  test('has no WCAG 2.2 AA violations, with the country menu open too', async ({ page }) => {
    // Two axe scans, one over a list of about 240 countries: slow on a busy two-core machine.
    test.slow();
    const dialog = await openEditor(page);
    await expectMotionEnded(page); // the modal's opening transition
    const tags = ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'wcag22aa'];
    const check = async () => {
      const { violations } = await new AxeBuilder({ page }).withTags(tags).analyze();
      expect(violations.map((v) => `${v.id}: ${v.nodes.map((n) => n.target).join(', ')}`)).toEqual(
        [],
      );
    };
    await check();
    await dialog.getByRole('button', { name: /Country of the WhatsApp Number/ }).click();
    await expect(page.getByRole('listbox', { name: 'Countries: WhatsApp Number' })).toBeVisible();
    await expectMotionEnded(page);
    await check();
  });

  // The built app's chunks and the browser going offline.
  test('opens with all it needs even when the connection drops after the profile showed', async ({
    page,
  }) => {
    const requests = trackRequests(page);
    await page.goto(PROFILE);
    await expect(panelOf(page).getByText('ليلى حداد')).toBeVisible();
    // The dialog's code (its chunk is named after it) and its date locale come while the admin
    // reads; its translations came with the screen.
    await expect
      .poll(() =>
        page.evaluate(() =>
          performance
            .getEntriesByType('resource')
            .some((entry) => entry.name.includes('/edit-profile-dialog')),
        ),
      )
      .toBe(true);
    // Fetched together with it: the code it imports and its texts.
    await expect.poll(() => requests.pending).toBe(0);
    await page.context().setOffline(true);
    await page.getByRole('button', { name: 'Edit profile' }).click();
    const dialog = dialogOf(page);
    await expect(dialog.getByRole('textbox', { name: 'Full Name' })).toHaveValue('ليلى حداد');
    await expect(dialog.getByRole('group', { name: 'Date Of Birth' })).toBeVisible();
    await expect(dialog.getByRole('textbox', { name: 'WhatsApp Number' })).toHaveValue(
      '+971 55 234 5678',
    );
    await page.context().setOffline(false);
  });
});

// The browser's time zone is set per test here; the screen tests share one (Europe/London).
for (const timezoneId of ['Pacific/Honolulu', 'Pacific/Kiritimati']) {
  test.describe(`in ${timezoneId}`, () => {
    test.use({ timezoneId });

    test('the date of birth stays the same calendar day, shown and sent', async ({ page }) => {
      const dialog = await openEditor(page);
      const dateOfBirth = dialog.getByRole('group', { name: 'Date Of Birth' });
      await expect(dateOfBirth.getByRole('spinbutton', { name: 'Day' })).toHaveText('15');
      const sent = page.waitForRequest((request) => SAVE.test(request.url()));
      await dialog.getByRole('button', { name: 'Save' }).click();
      expect((await multipartFields(await sent)).dateOfBirth).toBe('1990-04-15');
    });
  });
}
