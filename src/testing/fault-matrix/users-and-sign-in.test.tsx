import { describe, expect, test } from 'vitest';
import { page } from 'vitest/browser';
import { matrix } from '../network';
import { ADMIN, openScreen } from '../screen';
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
} from './faults';
import { paths } from '@/lib/paths';

const NETWORK = 'Cannot reach the server. Check your connection and try again.';

/** The exact text of an element, as the admin reads it (Playwright's `toHaveText`). */
const exactText = (text: string) =>
  new RegExp(`^\\s*${text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')}\\s*$`);

async function listMembers({ fault, note }: CellArgs) {
  const rows = page.getByRole('grid', { name: 'Members' }).getByRole('row');
  const injected = await injectFault(operation('listMembers'), fault, { holdSlow: true });
  const screen = await openScreen(paths.users());
  // The list is asked for with the route: a 401 may sign out before the screen has shown.
  if (fault !== '401') {
    await expect.element(page.getByRole('heading', { level: 1, name: 'Users' })).toBeVisible();
  }
  if (fault === 'slow') {
    await expect
      .element(page.getByRole('status').filter({ hasText: 'Loading members...' }))
      .toBeVisible();
    injected.release();
    await expect.poll(() => rows.elements().length).toBe(11);
    note({ seen: '"Loading members..." while pending; then the first page' });
  } else if (fault === '401') {
    await expectSignedOutAndBack(screen, /^\/apps\/users$/, () => injected.clear());
    note({
      seen: `signed out to sign-in ("${SESSION_EXPIRED}"); back on Users after signing in`,
    });
  } else {
    const text = fault === 'network' ? NETWORK : contractErrorText(fault);
    await expect.element(page.getByRole('alert')).toHaveTextContent(exactText(text));
    note({ seen: text });
    await expect.element(page.getByRole('button', { name: 'Try again' })).toBeVisible();
    if (fault === '403') expectStillSignedIn(screen);
  }
  await finishQueryCell(injected, fault, note);
  if (fault !== 'slow' && fault !== '401')
    await page.getByRole('button', { name: 'Try again' }).click();
  await expect.poll(() => rows.elements().length).toBe(11);
}

async function signIn({ fault, note }: CellArgs) {
  const email = page.getByLabelText('Email');
  const password = page.getByRole('textbox', { name: 'Password' });
  const submit = page.getByRole('button', { name: /^(Sign In|Signing in\.\.\.)$/ });
  await openScreen(paths.signIn(), { signedIn: false });
  await email.fill(ADMIN.email);
  await password.fill('typed password');
  const injected = await injectFault(operation('signIn'), fault);
  await submit.click();
  if (fault === 'slow') {
    await expect.element(page.getByRole('button', { name: 'Signing in...' })).toBeDisabled();
    await expect.element(page.getByText(`Welcome back, ${ADMIN.fullName}.`)).toBeVisible();
    note({ seen: '"Signing in..." on the disabled button; then the dashboard' });
  } else {
    // A 401 here is the contract's wrong e-mail or password, not an expired session.
    // A 429 says how long to wait (the contract's Retry-After: 840 s), in the admin's words.
    const text =
      fault === 'network'
        ? NETWORK
        : fault === '401'
          ? 'Invalid email or password'
          : fault === '429'
            ? 'Too many wrong passwords for this account. Try again in 14 minutes.'
            : contractErrorText(fault);
    await expect.element(page.getByRole('alert')).toHaveTextContent(exactText(text));
    note({ seen: text });
    await expect.element(email).toHaveValue(ADMIN.email);
    await expect.element(password).toHaveValue('typed password');
    expect(localStorage.getItem('token')).toBeNull();
  }
  await expectScreen();
  note({ source: injected.source, requests: injected.count });
  expect(injected.count, 'a mutation is never retried by itself').toBe(1);
  await injected.clear();
  if (fault !== 'slow') {
    await submit.click();
    await expect.element(page.getByText(`Welcome back, ${ADMIN.fullName}.`)).toBeVisible();
  }
}

/** Sign Out signs out here whatever the server answers (or after a short wait without one). */
async function signOut({ fault, note }: CellArgs) {
  const screen = await openScreen(paths.users());
  await expect.element(page.getByRole('heading', { level: 1, name: 'Users' })).toBeVisible();
  const injected = await injectFault(operation('signOut'), fault);
  await page.getByRole('button', { name: 'Account menu' }).click();
  await page.getByRole('menuitem', { name: 'Sign Out' }).click();
  await expect.poll(() => screen.url, { timeout: 10_000 }).toBe(paths.signIn());
  await expect.element(page.getByText('You have signed out.')).toBeVisible();
  expect(localStorage.getItem('token')).toBeNull();
  note({
    seen: 'signed out to sign-in ("You have signed out."), the token forgotten here',
    source: injected.source,
    requests: injected.count,
  });
  await expectScreen();
  expect(injected.count, 'a mutation is never retried by itself').toBe(1);
  await injected.clear();
}

// The matrix: one test per operation and fault.
describe('signOut', () => {
  for (const fault of matrix.faultsOf('signOut'))
    test(`signOut: ${fault}`, faultCell('signOut', fault, signOut));
});

describe('listMembers', () => {
  for (const fault of FAULTS)
    test(`listMembers: ${fault}`, faultCell('listMembers', fault, listMembers));
});

describe('signIn', () => {
  for (const fault of matrix.faultsOf('signIn'))
    test(`signIn: ${fault}`, faultCell('signIn', fault, signIn));
});
