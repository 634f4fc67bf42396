// The member's Privacy section under faults: its consent list, recording a consent change,
// exporting the member's data, and anonymising the member.
import { describe, expect, test } from 'vitest';
import { page } from 'vitest/browser';
import { openScreen, type Screen } from '../screen';
import { PROFILE, panelCells, type PanelMutation } from './profile-panel.cells';

const panel = () => page.getByRole('region', { name: 'Privacy' });
const emailRow = () => panel().getByRole('row').filter({ hasText: 'E-mail' });
const done = (text: string) => panel().getByRole('status').filter({ hasText: text });
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

/** After signing in again the profile is back with the section (no write sends a key to repeat). */
async function backOnProfile() {
  await expect.element(emailRow()).toBeVisible();
  return '';
}

const CASES: PanelMutation[] = [
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
    success: done('Consent for E-mail recorded.'),
    successSeen: '"Consent for E-mail recorded."',
    afterSignIn: backOnProfile,
    idempotent: false,
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
    success: done("The member's data was downloaded as member-LC-000123.json."),
    successSeen: `"The member's data was downloaded as member-LC-000123.json."`,
    afterSignIn: backOnProfile,
    idempotent: false,
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
    success: done('The member was anonymised.'),
    successSeen: '"The member was anonymised."',
    afterSignIn: backOnProfile,
    idempotent: false,
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

describe('the Privacy section under faults', () => {
  panelCells(
    CASES,
    openProfile,
    {
      op: 'getMemberConsents',
      panel,
      loaded: emailRow,
      what: 'the consent per channel',
    },
    test,
    describe,
  );
});
