import { ADMIN, expect, failNetwork, preferAnswer, signedInState, test } from './support/fixtures';

test.describe('sign-in', () => {
  test('signs in through the mock, stores the session and lands on the dashboard', async ({
    page,
  }) => {
    await page.goto('/auth/boxed-signin');
    await expect(page).toHaveTitle('Sign In | London Clinic');
    await page.getByLabel('Email').fill(ADMIN.email);
    await page.getByRole('textbox', { name: 'Password' }).fill('correct horse battery staple');
    const login = page.waitForRequest('**/api/auth/login');
    await page.getByRole('button', { name: 'Sign In' }).click();
    expect((await login).postDataJSON()).toEqual({
      email: ADMIN.email,
      password: 'correct horse battery staple',
    });

    await expect(page).toHaveURL(/\/$/);
    await expect(page.getByText(`Welcome back, ${ADMIN.fullName}.`)).toBeVisible();
    const stored = await page.evaluate(() => [
      localStorage.getItem('token'),
      localStorage.getItem('user'),
    ]);
    expect(stored[0]).toBeTruthy();
    expect(JSON.parse(stored[1] ?? 'null')).toMatchObject({
      fullName: ADMIN.fullName,
      email: ADMIN.email,
    });
  });

  test('the cover sign-in does the same beside a cover panel', async ({ page }) => {
    await page.goto('/auth/cover-login');
    await page.getByLabel('Email').fill(ADMIN.email);
    await page.getByRole('textbox', { name: 'Password' }).fill('secret');
    await page.getByRole('button', { name: 'Sign In' }).click();
    await expect(page.getByText(`Welcome back, ${ADMIN.fullName}.`)).toBeVisible();
  });

  test('checks the fields before calling the server', async ({ page }) => {
    let calls = 0;
    page.on('request', (request) => request.url().includes('/api/auth/login') && calls++);
    await page.goto('/auth/boxed-signin');
    await page.getByRole('button', { name: 'Sign In' }).click();
    await expect(page.getByText('Email is required')).toBeVisible();
    await expect(page.getByText('Password is required')).toBeVisible();
    await page.getByLabel('Email').fill('not-an-email');
    await expect(page.getByText('Enter a valid email address')).toBeVisible();
    expect(calls).toBe(0);
  });

  test('shows the server error for wrong credentials and keeps what was typed', async ({
    page,
  }) => {
    await preferAnswer(page, '**/api/auth/login', 'code=401');
    await page.goto('/auth/boxed-signin');
    await page.getByLabel('Email').fill(ADMIN.email);
    await page.getByRole('textbox', { name: 'Password' }).fill('wrong password');
    await page.getByRole('button', { name: 'Sign In' }).click();
    await expect(page.getByRole('alert')).toHaveText('Invalid email or password');
    await expect(page.getByLabel('Email')).toHaveValue(ADMIN.email);
    await expect(page.getByRole('textbox', { name: 'Password' })).toHaveValue('wrong password');
    expect(await page.evaluate(() => localStorage.getItem('token'))).toBeNull();
  });

  test('says so when the server cannot be reached', async ({ page }) => {
    await failNetwork(page, '**/api/auth/login');
    await page.goto('/auth/boxed-signin');
    await page.getByLabel('Email').fill(ADMIN.email);
    await page.getByRole('textbox', { name: 'Password' }).fill('secret');
    await page.getByRole('button', { name: 'Sign In' }).click();
    await expect(page.getByRole('alert')).toHaveText(
      'Cannot reach the server. Check your connection and try again.',
    );
  });
});

test.describe('the session guard', () => {
  test('sends a visitor without a token to sign-in and back where they were going', async ({
    page,
  }) => {
    await page.goto('/?from=bookmark');
    await expect(page).toHaveURL(/\/auth\/boxed-signin$/);
    await page.getByLabel('Email').fill(ADMIN.email);
    await page.getByRole('textbox', { name: 'Password' }).fill('secret');
    await page.getByRole('button', { name: 'Sign In' }).click();
    await expect(page).toHaveURL(/\/\?from=bookmark$/);
  });

  test.describe('signed in', () => {
    test.use({ storageState: signedInState });

    test('Sign Out clears the session and goes to sign-in', async ({ page }) => {
      await page.goto('/');
      await expect(page.getByText(`Welcome back, ${ADMIN.fullName}.`)).toBeVisible();
      await page.getByRole('button', { name: 'Account menu' }).click();
      await page.getByRole('menuitem', { name: 'Sign Out' }).click();
      await expect(page).toHaveURL(/\/auth\/boxed-signin$/);
      await expect(page.getByText('You have signed out.')).toBeVisible();
      const stored = await page.evaluate(() => [
        localStorage.getItem('token'),
        localStorage.getItem('user'),
      ]);
      expect(stored).toEqual([null, null]);
      await page.goto('/');
      await expect(page).toHaveURL(/\/auth\/boxed-signin$/);
    });

    test('a 401 from any call signs out, and signing in again returns to the same screen', async ({
      page,
    }) => {
      const counts = /\/api\/admin\/counts/;
      await preferAnswer(page, counts, 'code=401');
      await page.goto('/?view=summary');
      await expect(page).toHaveURL(/\/auth\/boxed-signin$/);
      await expect(page.getByText('Your session has expired. Please sign in again.')).toBeVisible();
      expect(
        await page.evaluate(() => [localStorage.getItem('token'), localStorage.getItem('user')]),
      ).toEqual([null, null]);

      await page.unroute(counts);
      await page.getByLabel('Email').fill(ADMIN.email);
      await page.getByRole('textbox', { name: 'Password' }).fill('secret');
      await page.getByRole('button', { name: 'Sign In' }).click();
      await expect(page).toHaveURL(/\/\?view=summary$/);
      await expect(page.getByText(`Welcome back, ${ADMIN.fullName}.`)).toBeVisible();
    });
  });
});
