import { expect, test } from '../support/fixtures';
import { DEMO_ADMIN, DEMO_STAFF } from './offline';

test('signs in with the demo administrator from the README', async ({ page }) => {
  await page.goto('/auth/boxed-signin');
  await page.getByLabel('Email').fill(DEMO_ADMIN.email);
  await page.getByRole('textbox', { name: 'Password' }).fill(DEMO_ADMIN.password);
  await page.getByRole('button', { name: 'Sign In' }).click();
  await expect(page.getByText('Welcome back, Amelia Clarke.')).toBeVisible();
});

test("a wrong password shows the server's error", async ({ page }) => {
  await page.goto('/auth/boxed-signin');
  await page.getByLabel('Email').fill(DEMO_ADMIN.email);
  await page.getByRole('textbox', { name: 'Password' }).fill('not-the-password');
  await page.getByRole('button', { name: 'Sign In' }).click();
  await expect(page.getByRole('alert')).toHaveText('Invalid email or password');
  await expect(page).toHaveURL(/\/auth\/boxed-signin$/);
});

test('the front desk may not open the broadcast messages: no access, and it keeps its session', async ({
  page,
}) => {
  await page.goto('/auth/boxed-signin');
  await page.getByLabel('Email').fill(DEMO_STAFF.email);
  await page.getByRole('textbox', { name: 'Password' }).fill(DEMO_STAFF.password);
  await page.getByRole('button', { name: 'Sign In' }).click();
  await expect(page).toHaveURL(/\/front-desk$/);
  await page.goto('/apps/broadcast-message');
  await expect(page.getByText('Your role, Front desk, may not open this page.')).toBeVisible();
  await expect(page).toHaveURL(/\/apps\/broadcast-message$/);
  expect(await page.evaluate(() => localStorage.getItem('token'))).toBeTruthy();
});
