// Signing in (/auth/boxed-signin, /auth/cover-login), the session guard, signing out, and an
// expired session (a 401 from any call).
import { describe, expect, test } from 'vitest';
import { page } from 'vitest/browser';
import { ADMIN, openScreen, type Screen } from '../screen';
import { answer, intercept, json, operationOf, prefer, watch } from '../network';

const email = () => page.getByLabelText('Email');
const password = () => page.getByRole('textbox', { name: 'Password' });
const signInButton = () => page.getByRole('button', { name: 'Sign In' });
const welcome = () => page.getByText(`Welcome back, ${ADMIN.fullName}.`);

/** The exact text of an element, as the admin reads it (Playwright's `toHaveText`). */
const exactText = (text: string) =>
  new RegExp(`^\\s*${text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')}\\s*$`);

/** Waits until the app is at `path` (path and query, as the address bar shows them). */
const expectAt = (screen: Screen, path: string) => expect.poll(() => screen.url).toBe(path);

const storedSession = () => [localStorage.getItem('token'), localStorage.getItem('user')];

async function signIn(typedPassword = 'secret') {
  await email().fill(ADMIN.email);
  await password().fill(typedPassword);
  await signInButton().click();
}

describe('sign-in', () => {
  test('signs in through the mock, stores the session and lands on the dashboard', async () => {
    const screen = await openScreen('/auth/boxed-signin', { signedIn: false });
    await expect.poll(() => document.title).toBe('Sign In | London Clinic');
    const login = watch('signIn');
    await signIn('correct horse battery staple');
    await expect.poll(() => login.length).toBe(1);
    expect(JSON.parse(login[0]?.body ?? 'null')).toEqual({
      email: ADMIN.email,
      password: 'correct horse battery staple',
    });

    await expectAt(screen, '/');
    await expect.element(welcome()).toBeVisible();
    const stored = storedSession();
    expect(stored[0]).toBeTruthy();
    expect(JSON.parse(stored[1] ?? 'null')).toMatchObject({
      fullName: ADMIN.fullName,
      email: ADMIN.email,
    });
  });

  test('the cover sign-in does the same beside a cover panel', async () => {
    await openScreen('/auth/cover-login', { signedIn: false });
    await signIn();
    await expect.element(welcome()).toBeVisible();
  });

  test('checks the fields before calling the server', async () => {
    const login = watch('signIn');
    await openScreen('/auth/boxed-signin', { signedIn: false });
    await signInButton().click();
    await expect.element(page.getByText('Email is required')).toBeVisible();
    await expect.element(page.getByText('Password is required')).toBeVisible();
    await email().fill('not-an-email');
    await expect.element(page.getByText('Enter a valid email address')).toBeVisible();
    expect(login).toHaveLength(0);
  });

  test('shows the server error for wrong credentials and keeps what was typed', async () => {
    prefer('signIn', { code: 401 });
    await openScreen('/auth/boxed-signin', { signedIn: false });
    await signIn('wrong password');
    await expect
      .element(page.getByRole('alert'))
      .toHaveTextContent(exactText('Invalid email or password'));
    await expect.element(email()).toHaveValue(ADMIN.email);
    await expect.element(password()).toHaveValue('wrong password');
    expect(localStorage.getItem('token')).toBeNull();
  });

  test('after too many wrong passwords says how long to wait, in the language shown', async () => {
    // The contract's 429 carries Retry-After: 840 (seconds).
    prefer('signIn', { code: 429 });
    await openScreen('/auth/boxed-signin', { signedIn: false });
    await signIn('wrong password');
    await expect
      .element(page.getByRole('alert'))
      .toHaveTextContent(
        exactText('Too many wrong passwords for this account. Try again in 14 minutes.'),
      );
    await expect.element(password()).toHaveValue('wrong password');
    expect(localStorage.getItem('token')).toBeNull();
  });

  test('says so when the server cannot be reached', async () => {
    intercept((request) =>
      operationOf(request) === 'signIn'
        ? Promise.reject(new TypeError('Failed to fetch'))
        : undefined,
    );
    await openScreen('/auth/boxed-signin', { signedIn: false });
    await signIn();
    await expect
      .element(page.getByRole('alert'))
      .toHaveTextContent(
        exactText('Cannot reach the server. Check your connection and try again.'),
      );
  });
});

describe('the session guard', () => {
  test('sends a visitor without a token to sign-in and back where they were going', async () => {
    const screen = await openScreen('/?from=bookmark', { signedIn: false });
    await expectAt(screen, '/auth/boxed-signin');
    await signIn();
    await expectAt(screen, '/?from=bookmark');
  });

  test("the app's bare address takes the front desk to its own start page, not the dashboard", async () => {
    const desk = { ...ADMIN, role: 'front-desk' as const };
    answer('signIn', { token: 'front-desk-token', user: desk });
    answer('getAdminMe', desk);
    const screen = await openScreen('/?lng=en', { signedIn: false });
    await expectAt(screen, '/auth/boxed-signin');
    await signIn();
    await expectAt(screen, '/front-desk');
    await expect.element(page.getByRole('heading', { level: 1, name: 'Front desk' })).toBeVisible();
  });

  describe('signed in', () => {
    test('Sign Out revokes the token on the server, clears the session and goes to sign-in', async () => {
      const screen = await openScreen('/');
      await expect.element(welcome()).toBeVisible();
      const token = localStorage.getItem('token');
      const logout = watch('signOut');
      await page.getByRole('button', { name: 'Account menu' }).click();
      await page.getByRole('menuitem', { name: 'Sign Out' }).click();
      await expectAt(screen, '/auth/boxed-signin');
      await expect.element(page.getByText('You have signed out.')).toBeVisible();
      expect(storedSession()).toEqual([null, null]);
      expect(logout).toHaveLength(1);
      expect(logout[0]!.headers.get('Authorization')).toBe(`Bearer ${token}`);
      // Opening the app again (a reload of '/') finds no session.
      const reopened = await openScreen('/', { reload: true });
      await expectAt(reopened, '/auth/boxed-signin');
    });

    test('Sign Out signs out here when the server fails or already forgot the token', async () => {
      for (const code of [500, 401]) {
        const failing = prefer('signOut', { code });
        const screen = await openScreen('/');
        await expect.element(welcome()).toBeVisible();
        await page.getByRole('button', { name: 'Account menu' }).click();
        await page.getByRole('menuitem', { name: 'Sign Out' }).click();
        await expectAt(screen, '/auth/boxed-signin');
        // Signed out, not "expired": the admin asked for it.
        await expect.element(page.getByText('You have signed out.')).toBeVisible();
        expect(storedSession()).toEqual([null, null]);
        failing();
      }
    });

    test('a 401 from any call signs out, and signing in again returns to the same screen', async () => {
      const stopExpiring = prefer('getAdminCounts', { code: 401 });
      const screen = await openScreen('/?view=summary');
      await expectAt(screen, '/auth/boxed-signin');
      await expect
        .element(page.getByText('Your session has expired. Please sign in again.'))
        .toBeVisible();
      expect(storedSession()).toEqual([null, null]);

      stopExpiring();
      await signIn();
      await expectAt(screen, '/?view=summary');
      await expect.element(welcome()).toBeVisible();
    });
  });
});

describe("a new account's temporary password", () => {
  const TEMPORARY = 'amber-falcon-7241';
  const OWN = 'quay-lantern-47-orchid';
  const NEW_ACCOUNT = { ...ADMIN, mustChangePassword: true };
  const heading = () => page.getByRole('heading', { level: 1, name: 'Choose your password' });
  const newPassword = () => page.getByLabelText(/^New password/);
  const confirm = () => page.getByLabelText(/^Confirm new password/);

  test('is changed at the first sign-in before any other screen, then the admin goes on', async () => {
    answer('signIn', { token: 'new-account-token', user: NEW_ACCOUNT });
    answer('getAdminMe', NEW_ACCOUNT);
    const rewards = watch('listRewardCatalogue');
    const change = watch('changeAdminPassword');
    const screen = await openScreen('/apps/rewards', { signedIn: false });
    await expectAt(screen, '/auth/boxed-signin');
    await signIn(TEMPORARY);

    await expectAt(screen, '/auth/change-password');
    await expect.element(heading()).toBeVisible();
    await expect.poll(() => document.title).toBe('Choose your password | London Clinic');
    // The temporary password was typed a moment ago: only the new one, twice.
    expect(page.getByLabelText(/current password|temporary password/i).elements()).toHaveLength(0);
    // Any other screen brings the account back here.
    await screen.router.navigate('/apps/rewards');
    await expectAt(screen, '/auth/change-password');

    await newPassword().fill(OWN);
    await confirm().fill(`${OWN}x`);
    await page.getByRole('button', { name: 'Change password' }).click();
    await expect.element(page.getByText('The two new passwords are not the same.')).toBeVisible();
    expect(change).toHaveLength(0);
    await confirm().fill(OWN);
    await page.getByRole('button', { name: 'Change password' }).click();

    await expect.poll(() => change.length).toBe(1);
    expect(JSON.parse(change[0]!.body)).toEqual({ currentPassword: TEMPORARY, newPassword: OWN });
    await expectAt(screen, '/apps/rewards');
    await expect
      .element(page.getByRole('heading', { level: 1, name: 'Create Reward' }))
      .toBeVisible();
    expect(rewards.length).toBeGreaterThan(0);
    expect(JSON.parse(localStorage.getItem('user') ?? '{}')).not.toHaveProperty(
      'mustChangePassword',
    );
  });

  test("the server's 403 takes a signed-in account there; after a reload it asks for the temporary password too", async () => {
    answer('listRewardCatalogue', () =>
      json(
        {
          error: 'Password change required',
          message: 'Change the temporary password before anything else.',
          mustChangePassword: true,
        },
        403,
      ),
    );
    const screen = await openScreen('/apps/rewards');
    await expectAt(screen, '/auth/change-password');
    await expect.element(heading()).toBeVisible();
    await expect.element(page.getByLabelText(/^Temporary password/)).toBeVisible();
    await screen.router.navigate('/');
    await expectAt(screen, '/auth/change-password');
    await page.getByRole('button', { name: 'Sign Out' }).click();
    await expectAt(screen, '/auth/boxed-signin');
    expect(storedSession()).toEqual([null, null]);
  });
});
