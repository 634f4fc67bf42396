// The member's Privacy section: marketing consent per channel, a change recorded with how and why,
// the data export and anonymising, against the Prism mock answering from the contract's examples.
import { afterEach, describe, expect, test, vi } from 'vitest';
import { page, userEvent } from 'vitest/browser';
import { openScreen } from '../screen';
import { prefer, watch } from '../network';

const MEMBER = '64b7f0c2a1e4d5f6a7b8c901';
const PROFILE = `/apps/list/view/${MEMBER}`;

const panel = () => page.getByRole('region', { name: 'Privacy' });
const row = (channel: string) => panel().getByRole('row').filter({ hasText: channel });

async function openPrivacy(options?: Parameters<typeof openScreen>[1]) {
  await openScreen(PROFILE, options);
  await expect.element(row('E-mail')).toBeVisible();
}

describe('marketing consent', () => {
  test('shows each channel given, withdrawn or never asked, with when, how and who recorded it', async () => {
    await openPrivacy();
    await expect.element(row('E-mail')).toHaveTextContent(/Given.*Sign-up form/);
    await expect
      .element(row('SMS'))
      .toHaveTextContent(
        /Withdrawn.*In person.*Recorded by Amira Demo: Asked at reception to stop text messages\./,
      );
    await expect.element(row('WhatsApp')).toHaveTextContent(/Not asked/);
    await expect.element(row('App notifications')).toHaveTextContent(/Given.*Member app/);
    // Kept apart from health data, and said so.
    await expect
      .element(panel())
      .toHaveTextContent('Consent to process health data is kept with the member');
  });

  test('records a change with how and why; without a reason nothing is sent', async () => {
    const sent = watch('recordConsentChange');
    await openPrivacy();
    await row('WhatsApp').getByRole('button', { name: 'Record consent to WhatsApp' }).click();
    const dialog = page.getByRole('dialog', { name: 'Record consent to WhatsApp' });
    await expect.element(dialog).toHaveTextContent('ليلى حداد agrees to marketing by WhatsApp.');
    await dialog.getByRole('button', { name: 'Save' }).click();
    await expect.element(dialog).toHaveTextContent('A reason is required to change consent.');
    expect(sent).toHaveLength(0);
    await dialog.getByRole('combobox', { name: 'How did the member tell you?' }).click();
    await page.getByRole('option', { name: 'By phone' }).click();
    await dialog.getByRole('textbox', { name: 'Reason' }).fill('Called to say yes to WhatsApp.');
    await dialog.getByRole('button', { name: 'Save' }).click();
    await expect.element(dialog).not.toBeInTheDocument();
    await expect
      .element(panel().getByRole('status'))
      .toHaveTextContent('Consent for WhatsApp recorded.');
    expect(sent).toHaveLength(1);
    expect(JSON.parse(sent[0]!.body)).toEqual({
      channel: 'whatsapp',
      granted: true,
      source: 'phone',
      reason: 'Called to say yes to WhatsApp.',
    });
  });

  test('on a phone the table scrolls within the section, not the page sideways', async () => {
    await page.viewport(390, 844);
    try {
      await openPrivacy();
      await expect.element(row('E-mail')).toBeVisible();
      expect(document.documentElement.scrollWidth).toBeLessThanOrEqual(390);
    } finally {
      await page.viewport(1280, 720);
    }
  });

  test('the auditor reads consent but has nothing to change it with', async () => {
    await openPrivacy({ role: 'auditor' });
    await expect.element(row('SMS')).toHaveTextContent('Withdrawn');
    expect(panel().getByRole('button').elements()).toHaveLength(0);
  });
});

describe("a member's data export", () => {
  afterEach(() => {
    vi.restoreAllMocks();
  });

  test('saves everything held about the member as one JSON file named by the member ID', async () => {
    const files: Blob[] = [];
    const made = URL.createObjectURL.bind(URL);
    vi.spyOn(URL, 'createObjectURL').mockImplementation((blob) => {
      files.push(blob as Blob);
      return made(blob);
    });
    const sent = watch('exportMemberData');
    await openPrivacy();
    await panel().getByRole('button', { name: 'Export data' }).click();
    await expect
      .element(panel().getByRole('status'))
      .toHaveTextContent("The member's data was downloaded as member-LC-000123.json.");
    expect(sent).toHaveLength(1);
    expect(files).toHaveLength(1);
    expect(files[0]!.type).toBe('application/json');
    const data = JSON.parse(await files[0]!.text()) as Record<string, unknown[]> & {
      member: { memberId: string };
    };
    expect(data.member.memberId).toBe('LC-000123');
    for (const kind of ['consents', 'missions', 'redemptions', 'pointsAdjustments', 'auditEntries'])
      expect(data[kind], kind).not.toHaveLength(0);
  });

  test('by keyboard: the focus comes back to the button once the file is saved', async () => {
    vi.spyOn(URL, 'createObjectURL').mockReturnValue('blob:member-data');
    const sent = watch('exportMemberData');
    await openPrivacy();
    const button = panel().getByRole('button', { name: 'Export data' });
    button.element().focus();
    await userEvent.keyboard('{Enter}');
    await expect
      .element(panel().getByRole('status'))
      .toHaveTextContent("The member's data was downloaded as member-LC-000123.json.");
    await expect.element(button).toHaveFocus();
    expect(sent).toHaveLength(1);
  });

  test('is not offered to the front desk or the auditor', async () => {
    for (const role of ['front-desk', 'auditor'] as const) {
      await openPrivacy({ role });
      await expect.element(row('SMS')).toBeVisible();
      expect(panel().getByRole('button', { name: 'Export data' }).query(), role).toBeNull();
    }
  });
});

describe('anonymising a member', () => {
  const dialog = () => page.getByRole('dialog', { name: 'Anonymise LC-000123' });
  const typed = () =>
    dialog().getByRole('textbox', { name: 'Type the member ID LC-000123 to confirm' });
  const confirm = () => dialog().getByRole('button', { name: 'Anonymise' });

  test('previews what is removed and kept, and is sent only once the member ID is typed', async () => {
    const sent = watch('anonymiseMember');
    await openPrivacy();
    await panel().getByRole('button', { name: 'Anonymise member' }).click();
    await expect.element(dialog()).toHaveTextContent('This cannot be undone');
    await expect
      .element(dialog())
      .toHaveTextContent(
        /Removed.*Name.*E-mail address.*Phone and WhatsApp numbers.*Photo.*Date of birth and gender/,
      );
    await expect
      .element(dialog())
      .toHaveTextContent(
        /Kept for statistics, without identity.*Missions and visits.*Redemptions.*Points and their history/,
      );
    await expect.element(confirm()).toBeDisabled();
    await typed().fill('LC-000124');
    await expect.element(dialog()).toHaveTextContent('Type the member ID exactly as shown.');
    await expect.element(confirm()).toBeDisabled();
    await typed().fill('lc-000123 ');
    await expect.element(confirm()).toBeEnabled();
    await confirm().click();
    await expect.element(dialog()).not.toBeInTheDocument();
    expect(sent).toHaveLength(1);
    expect(JSON.parse(sent[0]!.body)).toEqual({ memberId: 'lc-000123' });
    // The profile shows what is left: no name, the member ID, and no way to do it again.
    await expect
      .element(panel().getByRole('status'))
      .toHaveTextContent('The member was anonymised.');
    await expect.element(panel()).toHaveTextContent(/Anonymised on .*personal data was removed/);
    await expect
      .element(page.getByRole('region', { name: 'Member details' }))
      .not.toHaveTextContent('ليلى حداد');
    expect(panel().getByRole('button', { name: 'Anonymise member' }).query()).toBeNull();
  });

  test('a refusal says why and keeps the dialog with what was typed', async () => {
    prefer('anonymiseMember', { code: 409 });
    await openPrivacy();
    await panel().getByRole('button', { name: 'Anonymise member' }).click();
    await typed().fill('LC-000123');
    await confirm().click();
    const alert = page.getByRole('dialog', { name: 'Anonymise Failed' });
    await expect.element(alert).toHaveTextContent('Member already anonymised');
    await alert.getByRole('button', { name: 'OK' }).click();
    await expect.element(typed()).toHaveValue('LC-000123');
  });

  test('is offered to administrators only', async () => {
    for (const role of ['front-desk', 'programme-manager', 'auditor'] as const) {
      await openPrivacy({ role });
      await expect.element(row('SMS')).toBeVisible();
      expect(panel().getByRole('button', { name: 'Anonymise member' }).query(), role).toBeNull();
    }
  });
});
