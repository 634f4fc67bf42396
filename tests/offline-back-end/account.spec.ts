import AxeBuilder from '@axe-core/playwright';
import type { APIRequestContext, Page } from '@playwright/test';
import { expect, test } from '../support/fixtures';
import { OFFLINE_ORIGIN } from '../support/ports';
import { signIn } from './offline';

/**
 * The admin's own account against the offline back end. Two seeded administrators of their own
 * (never the demo administrator other tests sign in as at the same time): Omar's name and photo
 * change, Sofia's password changes; each test puts back what it changed.
 */
const OMAR = { email: 'omar.haddad@londonclinic.example', password: 'saffron-lantern-harbour' };
const SOFIA = { email: 'sofia.marin@londonclinic.example', password: 'juniper-compass-meadow' };
const NEW_PASSWORD = 'lantern-orchid-47-quay';

// The tests of one account run one after the other.
test.describe.configure({ mode: 'default' });

const PNG = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNk+M9QDwADhgGAWjR9awAAAABJRU5ErkJggg==',
  'base64',
);

async function tokenOf(request: APIRequestContext, account: { email: string; password: string }) {
  const answer = await request.post(`${OFFLINE_ORIGIN}/api/auth/login`, { data: account });
  return answer.ok() ? ((await answer.json()) as { token: string }).token : undefined;
}

/** Omar's name as it was, whatever a test did. */
async function renameBack(request: APIRequestContext) {
  const token = await tokenOf(request, OMAR);
  await request.put(`${OFFLINE_ORIGIN}/api/admin/me`, {
    // Whatever version is current (If-Match: *).
    headers: { Authorization: `Bearer ${token}`, 'If-Match': '*' },
    multipart: { fullName: 'Omar Haddad' },
  });
}

/** Sofia's password as it was, whatever a test did. */
async function passwordBack(request: APIRequestContext) {
  const token = await tokenOf(request, { ...SOFIA, password: NEW_PASSWORD });
  if (!token) return;
  await request.put(`${OFFLINE_ORIGIN}/api/admin/me/password`, {
    headers: { Authorization: `Bearer ${token}` },
    data: { currentPassword: NEW_PASSWORD, newPassword: SOFIA.password },
  });
}

const accountMenu = (page: Page) => page.getByRole('button', { name: 'Account menu' });

async function expectHeaderName(page: Page, name: string) {
  await accountMenu(page).click();
  await expect(page.getByRole('menu')).toContainText(name);
  await page.keyboard.press('Escape');
}

test.describe("Omar's profile", () => {
  test.afterEach(async ({ request }) => renameBack(request));

  test('a new name shows in the header at once and after a reload', async ({ page }) => {
    await signIn(page, OMAR);
    await page.goto('/users/profile');
    await expect(page.getByRole('heading', { level: 1, name: 'My Profile' })).toBeVisible();
    await expect(page.getByText('omar.haddad@londonclinic.example')).toBeVisible();
    await expect(page.getByText('Administrator').first()).toBeVisible();

    const name = page.getByRole('textbox', { name: 'Full Name' });
    await expect(name).toHaveValue('Omar Haddad');
    await name.fill('Omar Haddad-Nour');
    await page.getByRole('button', { name: 'Save' }).click();
    await expect(page.getByRole('dialog', { name: 'Profile Updated' })).toBeVisible();
    await expect(page.getByRole('heading', { level: 2, name: 'Omar Haddad-Nour' })).toBeVisible();
    await expectHeaderName(page, 'Omar Haddad-Nour');

    await page.reload();
    await expect(name).toHaveValue('Omar Haddad-Nour');
    await expectHeaderName(page, 'Omar Haddad-Nour');
    expect(await page.evaluate(() => localStorage.getItem('user'))).toContain('Omar Haddad-Nour');
  });

  test('an invalid name is explained beside the field and nothing is sent', async ({ page }) => {
    await signIn(page, OMAR);
    await page.goto('/users/profile');
    const name = page.getByRole('textbox', { name: 'Full Name' });
    await name.fill('R2-D2');
    await expect(page.getByText('Invalid full name')).toBeVisible();
    let sent = 0;
    page.on('request', (r) => r.method() === 'PUT' && r.url().endsWith('/api/admin/me') && sent++);
    await page.getByRole('button', { name: 'Save' }).click();
    await expect(name).toBeFocused();
    expect(sent).toBe(0);
  });

  test('leaving with unsaved changes asks first', async ({ page }) => {
    await signIn(page, OMAR);
    await page.goto('/users/profile');
    await page.getByRole('textbox', { name: 'Full Name' }).fill('Omar H');
    await page.getByRole('link', { name: 'Account Settings' }).click();
    const ask = page.getByRole('alertdialog', { name: 'Discard your changes?' });
    await ask.getByRole('button', { name: 'Keep editing' }).click();
    await expect(page).toHaveURL(/\/users\/profile$/);
    await expect(page.getByRole('textbox', { name: 'Full Name' })).toHaveValue('Omar H');
    await page.getByRole('link', { name: 'Account Settings' }).click();
    await ask.getByRole('button', { name: 'Discard' }).click();
    await expect(page).toHaveURL(/\/users\/user-account-settings$/);
  });

  test('a new photo shows in the header avatar; a hostile one is refused with the reason', async ({
    page,
  }) => {
    await signIn(page, OMAR);
    await page.goto('/users/profile');
    const photo = page.locator('input[type="file"]');
    // An HTML page named like a picture: the browser lets it through, the back end does not.
    await photo.setInputFiles({
      name: 'me.png',
      mimeType: 'image/png',
      buffer: Buffer.from('<html><script>alert(1)</script></html>'),
    });
    await page.getByRole('button', { name: 'Save' }).click();
    const refused = page.getByRole('dialog', { name: 'Update Failed' });
    await expect(refused).toContainText('The file is not a PNG, JPEG or WebP image.');
    await refused.getByRole('button', { name: 'OK' }).click();
    await expect(page.getByText('The file is not a PNG, JPEG or WebP image.')).toBeVisible();
    await expect(accountMenu(page).locator('img')).toHaveCount(0);

    await photo.setInputFiles({ name: 'me.png', mimeType: 'image/png', buffer: PNG });
    await page.getByRole('button', { name: 'Save' }).click();
    await expect(page.getByRole('dialog', { name: 'Profile Updated' })).toBeVisible();
    const avatar = accountMenu(page).locator('img');
    await expect(avatar).toHaveAttribute('src', /\/api\/media\/avatars\/uploads\//);
    await expect(avatar).toHaveJSProperty('naturalWidth', 1);
    await page.reload();
    await expect(accountMenu(page).locator('img')).toHaveAttribute(
      'src',
      /\/api\/media\/avatars\/uploads\//,
    );
  });
});

test.describe("Sofia's password", () => {
  test.afterEach(async ({ request }) => passwordBack(request));

  test("a wrong current password shows the server's message beside it", async ({ page }) => {
    await signIn(page, SOFIA);
    await page.goto('/users/user-account-settings');
    await page.getByLabel('Current password', { exact: false }).first().fill('not-my-password');
    await page.getByRole('textbox', { name: /^New password/ }).fill(NEW_PASSWORD);
    await page.getByRole('textbox', { name: /^Confirm new password/ }).fill(NEW_PASSWORD);
    await page.getByRole('button', { name: 'Change password' }).click();
    await expect(page.getByText('Current password is incorrect')).toBeVisible();
    expect(await tokenOf(page.request, SOFIA)).toBeTruthy();
  });

  test('the meter follows the typing; a change lets the account sign in with the new password only', async ({
    page,
    browser,
  }) => {
    await signIn(page, SOFIA);
    await page.goto('/users/user-account-settings');
    const meter = page.getByRole('progressbar', { name: /Password strength/ });
    await expect(meter).toHaveAttribute('aria-valuetext', 'nothing typed yet');
    const fresh = page.getByRole('textbox', { name: /^New password/ });
    await fresh.fill('sofia2026');
    await expect(meter).toHaveAttribute('aria-valuetext', /weak/);
    await fresh.blur();
    await expect(page.getByText('Use at least 10 characters.')).toBeVisible();
    await fresh.fill(NEW_PASSWORD);
    await expect(meter).toHaveAttribute('aria-valuetext', 'very strong');
    await expect(page.getByText('Password strength: very strong')).toBeVisible();
    const { violations } = await new AxeBuilder({ page }).analyze();
    expect(violations.map((v) => v.id)).toEqual([]);

    await page.getByRole('textbox', { name: /^Current password/ }).fill(SOFIA.password);
    await page.getByRole('textbox', { name: /^Confirm new password/ }).fill(NEW_PASSWORD);
    await page.getByRole('button', { name: 'Change password' }).click();
    await expect(page.getByRole('dialog', { name: 'Password Changed' })).toBeVisible();
    await expect(fresh).toHaveValue('');

    expect(await tokenOf(page.request, SOFIA)).toBeUndefined();
    const context = await browser.newContext();
    const other = await context.newPage();
    await other.goto('/auth/boxed-signin');
    await other.getByLabel('Email').fill(SOFIA.email);
    await other.getByRole('textbox', { name: 'Password' }).fill(NEW_PASSWORD);
    await other.getByRole('button', { name: 'Sign In' }).click();
    await expect(other.getByText('Welcome back, Sofia Marin.')).toBeVisible();
    await context.close();
  });
});
