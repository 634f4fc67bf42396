// The member's Privacy section under faults: its consent list, recording a consent change and
// exporting the member's data, and anonymising the member.
import { describe, expect, test } from 'vitest';
import { page } from 'vitest/browser';
import { openScreen, type Screen } from '../screen';
import {
  FAULTS,
  SESSION_EXPIRED,
  contractErrorText,
  dialogText,
  expectScreen,
  expectSignedOutAndBack,
  expectStillSignedIn,
  faultCell,
  finishQueryCell,
  injectFault,
  operation,
  shownError,
  type CellArgs,
} from './faults';
import { paths } from '@/lib/paths';

const MEMBER = '64b7f0c2a1e4d5f6a7b8c901';
const PROFILE = paths.member({ id: MEMBER });
const PROFILE_URL = new RegExp(`^${PROFILE}$`);

const panel = () => page.getByRole('region', { name: 'Privacy' });
const emailRow = () => panel().getByRole('row').filter({ hasText: 'E-mail' });
const consentDialog = () => page.getByRole('dialog', { name: 'Record withdrawal of E-mail' });
const reason = () => consentDialog().getByRole('textbox', { name: 'Reason' });
const anonymiseDialog = () => page.getByRole('dialog', { name: 'Anonymise LC-000123' });
const typedId = () =>
  anonymiseDialog().getByRole('textbox', { name: 'Type the member ID LC-000123 to confirm' });

async function openProfile(): Promise<Screen> {
  const screen = await openScreen(PROFILE);
  await expect.element(emailRow()).toHaveTextContent('Given');
  return screen;
}

type MutationCase = {
  op: string;
  /** Opens what the action needs and types what it sends; again after a failure. */
  prepare: () => Promise<void>;
  act: () => Promise<void>;
  failureTitle: string;
  networkText: string;
  success: string;
  /** The busy look while the answer is on its way. */
  pending: () => Promise<string>;
  /** What stays for another try after a failure. */
  kept: () => Promise<void>;
};

const CASES: MutationCase[] = [
  {
    op: 'recordConsentChange',
    prepare: async () => {
      if (consentDialog().query() === null)
        await panel().getByRole('button', { name: 'Record withdrawal of E-mail' }).click();
      await reason().fill('Draft reason');
    },
    act: () => consentDialog().getByRole('button', { name: 'Save' }).click(),
    failureTitle: 'Consent Not Changed',
    networkText: 'Unable to change the consent.',
    success: 'Consent for E-mail recorded.',
    pending: async () => {
      const button = consentDialog().getByRole('button', { name: 'Saving...' });
      await expect.element(button).toBeDisabled();
      await expect.element(button).toHaveAttribute('aria-busy', 'true');
      return '"Saving..." on the disabled Save';
    },
    kept: async () => {
      await expect.element(reason()).toHaveValue('Draft reason');
    },
  },
  {
    op: 'exportMemberData',
    prepare: async () => {},
    act: () => panel().getByRole('button', { name: 'Export data' }).click(),
    failureTitle: 'Export Failed',
    networkText: "Unable to export the member's data.",
    success: "The member's data was downloaded as member-LC-000123.json.",
    pending: async () => {
      const button = panel().getByRole('button', { name: 'Exporting...' });
      await expect.element(button).toBeDisabled();
      await expect.element(button).toHaveAttribute('aria-busy', 'true');
      return '"Exporting..." on the disabled button';
    },
    kept: async () => {
      await expect.element(panel().getByRole('button', { name: 'Export data' })).toBeEnabled();
    },
  },
  {
    op: 'anonymiseMember',
    prepare: async () => {
      if (anonymiseDialog().query() === null)
        await panel().getByRole('button', { name: 'Anonymise member' }).click();
      await typedId().fill('LC-000123');
    },
    act: () => anonymiseDialog().getByRole('button', { name: 'Anonymise' }).click(),
    failureTitle: 'Anonymise Failed',
    networkText: 'Unable to anonymise the member.',
    success: 'The member was anonymised.',
    pending: async () => {
      const button = anonymiseDialog().getByRole('button', { name: 'Anonymising...' });
      await expect.element(button).toBeDisabled();
      await expect.element(button).toHaveAttribute('aria-busy', 'true');
      return '"Anonymising..." on the disabled button';
    },
    kept: async () => {
      await expect.element(typedId()).toHaveValue('LC-000123');
    },
  },
];

async function mutationCell(mutation: MutationCase, { fault, note }: CellArgs) {
  const screen = await openProfile();
  await mutation.prepare();
  const injected = await injectFault(operation(mutation.op), fault);
  await mutation.act();
  const success = panel().getByRole('status').filter({ hasText: mutation.success });
  if (fault === 'slow') {
    const progress = await mutation.pending();
    await expect.element(success).toBeVisible();
    note({ seen: `${progress}; then "${mutation.success}"` });
  } else if (fault === '401') {
    await expectSignedOutAndBack(screen, PROFILE_URL);
    await expect.element(emailRow()).toBeVisible();
    note({
      seen: `signed out to sign-in ("${SESSION_EXPIRED}"); back on the profile after signing in`,
    });
  } else {
    const dialog = page.getByRole('dialog', { name: mutation.failureTitle });
    await expect
      .element(dialog)
      .toHaveTextContent(
        fault === 'network' ? mutation.networkText : shownError(mutation.op, fault),
      );
    note({ seen: await dialogText(dialog) });
    await dialog.getByRole('button', { name: 'OK' }).click();
    await expect.element(dialog).not.toBeInTheDocument();
    if (fault === '403') expectStillSignedIn(screen);
    await mutation.kept();
  }
  await expectScreen();
  note({ source: injected.source, requests: injected.count });
  // No Idempotency-Key: a write is never sent twice by itself.
  expect(injected.count, 'a write is not retried').toBe(1);
  await injected.clear();
  if (fault !== 'slow') {
    await mutation.prepare();
    await mutation.act();
    await expect.element(success).toBeVisible();
  }
}

async function listCell({ fault, note }: CellArgs) {
  const injected = await injectFault(operation('getMemberConsents'), fault, { holdSlow: true });
  const screen = await openScreen(PROFILE);
  if (fault === 'slow') {
    await expect
      .element(panel().getByRole('status').filter({ hasText: 'Loading...' }))
      .toBeVisible();
    injected.release();
    await expect.element(emailRow()).toBeVisible();
    note({ seen: '"Loading..." while pending; then the consent per channel' });
  } else if (fault === '401') {
    await expectSignedOutAndBack(screen, PROFILE_URL, () => injected.clear());
    note({
      seen: `signed out to sign-in ("${SESSION_EXPIRED}"); back on the profile after signing in`,
    });
  } else {
    await expect.element(panel()).toHaveTextContent('This list could not be loaded.');
    if (fault !== 'network')
      await expect.element(panel()).toHaveTextContent(contractErrorText(fault));
    await expect
      .element(page.getByRole('region', { name: 'Member details' }))
      .toHaveTextContent('LC-000123');
    note({ seen: (panel().element() as HTMLElement).innerText.replace(/\s+/g, ' ') });
    if (fault === '403') expectStillSignedIn(screen);
  }
  await finishQueryCell(injected, fault, note);
  if (fault !== 'slow' && fault !== '401')
    await panel().getByRole('button', { name: 'Try again' }).click();
  await expect.element(emailRow()).toBeVisible();
}

describe('the Privacy section under faults', () => {
  for (const mutation of CASES)
    describe(mutation.op, () => {
      for (const fault of FAULTS)
        test(
          `${mutation.op}: ${fault}`,
          faultCell(mutation.op, fault, (args) => mutationCell(mutation, args)),
        );
    });
  describe('getMemberConsents', () => {
    for (const fault of FAULTS)
      test(`getMemberConsents: ${fault}`, faultCell('getMemberConsents', fault, listCell));
  });
});
