import { ADMIN, expect, signedInState, test } from '../support/fixtures';
import {
  FAULTS,
  SESSION_EXPIRED,
  contractErrorText,
  expectScreen,
  expectSignedOutAndBack,
  expectStillSignedIn,
  faultCell,
  finishQueryCell,
  injectFault,
  operation,
  type CellArgs,
} from '../support/faults';

test.use({ actionTimeout: 10_000 });

async function listMembers({ page, fault, note }: CellArgs) {
  // The contract's photo addresses do not exist: they fail at once, as a broken photo would.
  await page.route('https://cdn.londonclinic.example/**', (route) => route.abort());
  const rows = page.getByRole('grid', { name: 'Members' }).getByRole('row');
  const injected = await injectFault(page, operation('listMembers'), fault, { holdSlow: true });
  await page.goto('/apps/users');
  // The list is asked for with the route: a 401 may sign out before the screen has shown.
  if (fault !== '401') {
    await expect(page.getByRole('heading', { level: 1, name: 'Users' })).toBeVisible();
  }
  if (fault === 'slow') {
    await expect(page.getByRole('status').filter({ hasText: 'Loading members...' })).toBeVisible();
    injected.release();
    await expect(rows).toHaveCount(11);
    note({ seen: '"Loading members..." while pending; then the first page' });
  } else if (fault === '401') {
    await expectSignedOutAndBack(page, /\/apps\/users$/, () => injected.clear());
    note({
      seen: `signed out to sign-in ("${SESSION_EXPIRED}"); back on Users after signing in`,
    });
  } else {
    const text =
      fault === 'network'
        ? 'Cannot reach the server. Check your connection and try again.'
        : contractErrorText(fault);
    await expect(page.getByRole('alert')).toHaveText(text, { timeout: 10_000 });
    note({ seen: text });
    await expect(page.getByRole('button', { name: 'Try again' })).toBeVisible();
    if (fault === '403') await expectStillSignedIn(page);
  }
  await finishQueryCell(page, injected, fault, note);
  if (fault !== 'slow' && fault !== '401')
    await page.getByRole('button', { name: 'Try again' }).click();
  await expect(rows).toHaveCount(11);
}

async function signIn({ page, fault, note }: CellArgs) {
  const email = page.getByLabel('Email');
  const password = page.getByRole('textbox', { name: 'Password' });
  const submit = page.getByRole('button', { name: /^(Sign In|Signing in\.\.\.)$/ });
  await page.goto('/auth/boxed-signin');
  await email.fill(ADMIN.email);
  await password.fill('typed password');
  const injected = await injectFault(page, operation('signIn'), fault);
  await submit.click();
  if (fault === 'slow') {
    await expect(page.getByRole('button', { name: 'Signing in...' })).toBeDisabled();
    await expect(page.getByText(`Welcome back, ${ADMIN.fullName}.`)).toBeVisible();
    note({ seen: '"Signing in..." on the disabled button; then the dashboard' });
  } else {
    // A 401 here is the contract's wrong e-mail or password, not an expired session.
    const text =
      fault === 'network'
        ? 'Cannot reach the server. Check your connection and try again.'
        : fault === '401'
          ? 'Invalid email or password'
          : contractErrorText(fault);
    await expect(page.getByRole('alert')).toHaveText(text);
    note({ seen: text });
    await expect(email).toHaveValue(ADMIN.email);
    await expect(password).toHaveValue('typed password');
    expect(await page.evaluate(() => localStorage.getItem('token'))).toBeNull();
  }
  await expectScreen(page);
  note({ source: injected.source, requests: injected.count });
  expect(injected.count, 'a mutation is never retried by itself').toBe(1);
  await injected.clear();
  if (fault !== 'slow') {
    await submit.click();
    await expect(page.getByText(`Welcome back, ${ADMIN.fullName}.`)).toBeVisible();
  }
}

// The matrix: one test per operation and fault.
test.describe('listMembers', () => {
  test.use({ storageState: signedInState });
  for (const fault of FAULTS)
    test(`listMembers: ${fault}`, faultCell('listMembers', fault, listMembers));
});

test.describe('signIn', () => {
  for (const fault of FAULTS) test(`signIn: ${fault}`, faultCell('signIn', fault, signIn));
});
