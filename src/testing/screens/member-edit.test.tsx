// The member's Edit User Profile modal: its values, locked and read-only fields, checks as typed,
// and saving, against the Prism mock answering from the contract's examples.
import { describe, expect, test } from 'vitest';
import { page, userEvent, type Locator } from 'vitest/browser';
import i18n from 'i18next';
import { openScreen, TOKEN } from '../screen';
import { answer, hold, intercept, operationOf, prefer, realFetch } from '../network';
import { contractBody } from './contract-body';

const IDS = {
  memberByPhone: '64b7f0c2a1e4d5f6a7b8c901',
  memberByEmail: '64b7f0c2a1e4d5f6a7b8c902',
  memberByWhatsapp: '64b7f0c2a1e4d5f6a7b8c903',
  memberSparse: '64b7f0c2a1e4d5f6a7b8c904',
} as const;
type Example = keyof typeof IDS;

const SAVE = 'updateMemberProfile';

const dialogOf = () => page.getByRole('dialog', { name: 'Edit User Profile' });
/** The profile panel's text; read from the page, as the page behind an open modal is hidden from the tree. */
const panelText = () =>
  document.querySelector('section[aria-label="Member details"]')?.textContent ?? '';

/** Opens the profile of the mock's member `example` and its Edit User Profile modal. */
async function openEditor(example: Example = 'memberByPhone') {
  if (example !== 'memberByPhone') prefer('getMember', { example });
  await openScreen(`/apps/list/view/${IDS[example]}`);
  await page.getByRole('button', { name: 'Edit profile' }).click();
  const dialog = dialogOf();
  await expect.element(dialog).toBeVisible();
  return dialog;
}

/**
 * Records the profile saves as sent (clones, to read their forms), and lets them go on to whatever
 * answers them: the mock, or an answer the test sets after it.
 */
function recordSaves(): Request[] {
  const seen: Request[] = [];
  intercept((request) => {
    if (operationOf(request) === SAVE) seen.push(request.clone());
    return undefined;
  });
  return seen;
}

/** The text fields of the multipart form a request carried, as field -> value, in the order sent. */
async function multipartFields(request: Request): Promise<Record<string, string>> {
  const form = await request.clone().formData();
  return Object.fromEntries(
    [...form.entries()].filter((entry): entry is [string, string] => typeof entry[1] === 'string'),
  );
}

/** Replaces a phone input's text as a paste would ('' empties it). */
async function enterNumber(field: Locator, text: string) {
  await field.click();
  await field.fill(text);
}

/** Types a date section by section (the field's order follows the locale: DD/MM/YYYY in en-GB). */
async function typeDate(dialog: Locator, month: string, day: string, year: string) {
  const field = dialog.getByRole('group', { name: 'Date Of Birth' });
  // The month first: the day's last value depends on it.
  for (const [section, value] of [
    ['Month', month],
    ['Day', day],
    ['Year', year],
  ] as const) {
    await field.getByRole('spinbutton', { name: section }).click();
    await userEvent.keyboard(value);
  }
}

/** A text field the admin cannot change: it is there, read-only. */
async function expectReadOnly(field: Locator) {
  await expect.element(field).toHaveAttribute('readonly', '');
}

/** A text field the admin can change: enabled, not read-only. */
async function expectEditable(field: Locator) {
  await expect.element(field).toBeEnabled();
  await expect.element(field).not.toHaveAttribute('readonly');
}

describe('opening', () => {
  test('shows the member’s current values, the locked sign-up field and read-only ids', async () => {
    const dialog = await openEditor();
    await expect
      .element(dialog.getByRole('textbox', { name: 'Full Name' }))
      .toHaveValue('ليلى حداد');
    await expect
      .element(dialog.getByRole('textbox', { name: 'Email' }))
      .toHaveValue('layla.haddad@mail.example');
    const dateOfBirth = dialog.getByRole('group', { name: 'Date Of Birth' });
    await expect
      .element(dateOfBirth.getByRole('spinbutton', { name: 'Month' }))
      .toHaveTextContent(/^04$/);
    await expect
      .element(dateOfBirth.getByRole('spinbutton', { name: 'Day' }))
      .toHaveTextContent(/^15$/);
    await expect
      .element(dateOfBirth.getByRole('spinbutton', { name: 'Year' }))
      .toHaveTextContent(/^1990$/);
    await expect
      .element(dialog.getByRole('combobox', { name: 'Gender' }))
      .toHaveTextContent(/^Female$/);

    // Signed up by phone: the phone number is locked, with no country menu.
    const phone = dialog.getByRole('textbox', { name: 'Phone Number (Signup Method - Locked)' });
    await expect.element(phone).toHaveValue('+971 50 123 4567');
    await expectReadOnly(phone);
    await expect
      .element(dialog.getByRole('button', { name: /Country of the Phone Number/ }))
      .not.toBeInTheDocument();
    const whatsApp = dialog.getByRole('textbox', { name: 'WhatsApp Number', exact: true });
    await expect.element(whatsApp).toHaveValue('+971 55 234 5678');
    await expectEditable(whatsApp);
    await expect
      .element(
        dialog.getByRole('button', {
          name: 'Country of the WhatsApp Number: United Arab Emirates',
        }),
      )
      .toBeVisible();

    for (const [name, value] of [
      ['Member ID', 'LC-000123'],
      ['Referral Code', 'LAYLA450'],
      ['Membership', 'Gold'],
    ] as const) {
      const field = dialog.getByRole('textbox', { name });
      await expect.element(field).toHaveValue(value);
      await expectReadOnly(field);
    }
    await expect.element(dialog.getByRole('button', { name: 'Save' })).toBeEnabled();
  });

  test('locks the e-mail of a member who signed up by e-mail', async () => {
    const dialog = await openEditor('memberByEmail');
    const email = dialog.getByRole('textbox', { name: 'Email (Signup Method - Locked)' });
    await expect.element(email).toHaveValue('zoe.obrien-nunez@mail.example');
    await expectReadOnly(email);
    await expectEditable(dialog.getByRole('textbox', { name: 'Phone Number', exact: true }));
    await expect
      .element(dialog.getByRole('textbox', { name: /Signup Method - Locked/ }))
      .toHaveLength(1);
  });

  test('locks the WhatsApp number of a member who signed up by WhatsApp', async () => {
    const dialog = await openEditor('memberByWhatsapp');
    const whatsApp = dialog.getByRole('textbox', {
      name: 'WhatsApp Number (Signup Method - Locked)',
    });
    await expect.element(whatsApp).toHaveValue('+86 138 0013 8000');
    await expectReadOnly(whatsApp);
    await expectEditable(dialog.getByRole('textbox', { name: 'Email', exact: true }));
    // No number yet: the phone input starts at the United Arab Emirates.
    await expect
      .element(dialog.getByRole('textbox', { name: 'Phone Number', exact: true }))
      .toHaveValue('+971');
    await expect
      .element(
        dialog.getByRole('button', { name: 'Country of the Phone Number: United Arab Emirates' }),
      )
      .toBeVisible();
    await expect
      .element(dialog.getByRole('combobox', { name: 'Gender' }))
      .toHaveTextContent(/^Male$/);
  });

  test('Cancel closes without saving; opening again starts from the member’s values', async () => {
    const saves = recordSaves();
    let dialog = await openEditor();
    await dialog.getByRole('textbox', { name: 'Full Name' }).fill('Someone Else');
    await dialog.getByRole('button', { name: 'Cancel' }).click();
    await expect.element(dialog).not.toBeInTheDocument();
    await page.getByRole('button', { name: 'Edit profile' }).click();
    dialog = dialogOf();
    await expect
      .element(dialog.getByRole('textbox', { name: 'Full Name' }))
      .toHaveValue('ليلى حداد');
    await dialog.getByRole('button', { name: 'Close' }).click();
    await expect.element(dialog).not.toBeInTheDocument();
    expect(saves).toHaveLength(0);
  });
});

describe('validation', () => {
  test('full name: required, letters of any script, no two punctuation marks in a row', async () => {
    const dialog = await openEditor();
    const name = dialog.getByRole('textbox', { name: 'Full Name' });
    const save = dialog.getByRole('button', { name: 'Save' });

    await name.fill('');
    await expect.element(dialog.getByText('Full name is required')).toBeVisible();
    await expect.element(name).toHaveAttribute('aria-invalid', 'true');
    await expect.element(save).toBeDisabled();

    for (const bad of ['Ann..Lee', "O''Brien", 'Agent 007', 'a'.repeat(101)]) {
      await name.fill(bad);
      await expect.element(dialog.getByText('Invalid full name')).toBeVisible();
      await expect.element(save).toBeDisabled();
    }
    for (const good of ['Zoë O’Brien-Nuñez', 'J. R. R. Tolkien', '王小明', 'a'.repeat(100)]) {
      await name.fill(good);
      await expect.element(dialog.getByText('Invalid full name')).not.toBeInTheDocument();
      await expect.element(save).toBeEnabled();
    }
  });

  test('phone and WhatsApp numbers must be valid international numbers', async () => {
    const dialog = await openEditor('memberByWhatsapp');
    const phone = dialog.getByRole('textbox', { name: 'Phone Number', exact: true });
    const save = dialog.getByRole('button', { name: 'Save' });

    await enterNumber(phone, '+971 5');
    await expect.element(dialog.getByText('Invalid phone number')).toBeVisible();
    await expect.element(save).toBeDisabled();
    await enterNumber(phone, '+999 1234 5678');
    await expect.element(dialog.getByText('Invalid phone number')).toBeVisible();
    await enterNumber(phone, '+971501234567');
    await expect.element(phone).toHaveValue('+971 50 123 4567');
    await expect.element(dialog.getByText('Invalid phone number')).not.toBeInTheDocument();
    await expect.element(save).toBeEnabled();
    // Only the calling code left: no number, no error.
    await enterNumber(phone, '+971');
    await expect.element(dialog.getByText('Invalid phone number')).not.toBeInTheDocument();
    await expect.element(save).toBeEnabled();
  });

  test('the WhatsApp number says "Invalid WhatsApp number"', async () => {
    const dialog = await openEditor();
    const whatsApp = dialog.getByRole('textbox', { name: 'WhatsApp Number', exact: true });
    await enterNumber(whatsApp, '+971 55 23');
    await expect.element(dialog.getByText('Invalid WhatsApp number')).toBeVisible();
    await expect.element(whatsApp).toHaveAttribute('aria-invalid', 'true');
    await expect.element(dialog.getByRole('button', { name: 'Save' })).toBeDisabled();
    await enterNumber(whatsApp, '');
    await expect.element(dialog.getByText('Invalid WhatsApp number')).not.toBeInTheDocument();
    await expect.element(dialog.getByRole('button', { name: 'Save' })).toBeEnabled();
  });

  test('the e-mail must be an address or nothing, as the contract takes it', async () => {
    const dialog = await openEditor();
    const email = dialog.getByRole('textbox', { name: 'Email', exact: true });
    const save = dialog.getByRole('button', { name: 'Save' });
    await email.fill('layla.haddad@');
    await expect.element(dialog.getByText('Invalid email address')).toBeVisible();
    await expect.element(email).toHaveAttribute('aria-invalid', 'true');
    await expect.element(save).toBeDisabled();
    await email.fill('layla.haddad@mail.example');
    await expect.element(dialog.getByText('Invalid email address')).not.toBeInTheDocument();
    await expect.element(save).toBeEnabled();
    await email.fill('');
    await expect.element(save).toBeEnabled();
  });

  test('a future date of birth is refused on save, and nothing is sent', async () => {
    const saves = recordSaves();
    const dialog = await openEditor();
    const save = dialog.getByRole('button', { name: 'Save' });
    await typeDate(dialog, '12', '31', '2099');
    await save.click();
    await expect
      .element(dialog.getByRole('alert'))
      .toHaveTextContent(/^Date of Birth cannot be in the future\.$/);
    await expect.element(save).toBeDisabled();
    await typeDate(dialog, '12', '31', '1999');
    await expect
      .element(dialog.getByText('Date of Birth cannot be in the future.'))
      .not.toBeInTheDocument();
    await expect.element(save).toBeEnabled();
    expect(saves).toHaveLength(0);
  });

  test('the calendar stops at today', async () => {
    const dialog = await openEditor();
    await dialog.getByRole('button', { name: /^Choose date/ }).click();
    const calendar = page.getByRole('dialog').filter({ has: page.getByRole('grid') });
    await expect.element(calendar.getByRole('gridcell', { name: '15' })).toBeVisible();
    await calendar.getByRole('button', { name: /switch to year view/ }).click();
    await expect.element(page.getByRole('radiogroup')).toBeVisible();
    // Years after this one cannot be chosen.
    const year = (value: number) =>
      page.getByRole('radiogroup').getByRole('radio', { name: String(value), exact: true });
    const thisYear = new Date().getFullYear();
    await expect.element(year(thisYear)).toBeEnabled();
    await expect.element(year(thisYear + 1)).toBeDisabled();
    await expect.element(year(2099)).toBeDisabled();
  });
});

describe('saving', () => {
  // The country menu lists about 240 countries: slow on a busy two-core machine.
  test('sends the multipart form, shows the server’s member, closes and says so for 2 s', async () => {
    const updated = {
      _id: IDS.memberByPhone,
      fullName: 'Layla Haddad',
      email: 'layla.haddad@mail.example',
      dateOfBirth: '1990-04-16T00:00:00.000Z',
      gender: 'Other',
      phoneNumber: '+971501234567',
      whatsAppNumber: '+447400123456',
      memberId: 'LC-000123',
      referralCode: 'LAYLA450',
      membership: 'Gold',
      points: 450,
      signupMethod: 'phone',
    };
    // The contract's one example answers with the member as first shown; this answer differs, so
    // the panel can only show it by taking the server's member. Checked against the contract.
    const body = contractBody('ProfileUpdateResult', {
      message: 'Profile updated successfully',
      data: updated,
    });
    const saves = recordSaves();
    answer(SAVE, body);
    const dialog = await openEditor();
    await dialog.getByRole('textbox', { name: 'Full Name' }).fill('  Layla Haddad ');
    await typeDate(dialog, '04', '16', '1990');
    await dialog.getByRole('combobox', { name: 'Gender' }).click();
    await page.getByRole('option', { name: 'Other' }).click();
    // Emptied, another country from the menu, then the number.
    const whatsApp = dialog.getByRole('textbox', { name: 'WhatsApp Number', exact: true });
    await enterNumber(whatsApp, '');
    await dialog.getByRole('button', { name: /Country of the WhatsApp Number/ }).click();
    await page.getByRole('option', { name: 'United Kingdom +44' }).click();
    await expect.element(whatsApp).toHaveValue('+44');
    await expect
      .element(
        dialog.getByRole('button', { name: 'Country of the WhatsApp Number: United Kingdom' }),
      )
      .toBeVisible();
    // Choosing a country puts the cursor after its calling code.
    await expect.element(whatsApp).toHaveFocus();
    await userEvent.keyboard('7400123456');
    await expect.element(whatsApp).toHaveValue('+44 7400 123456');

    await dialog.getByRole('button', { name: 'Save' }).click();
    await expect.poll(() => saves.length).toBe(1);
    const request = saves[0]!;
    expect(request.method).toBe('PUT');
    expect(new URL(request.url).pathname).toBe(`/api/profile/${IDS.memberByPhone}`);
    expect(request.headers.get('content-type')).toMatch(/^multipart\/form-data; boundary=/);
    expect(request.headers.get('authorization')).toBe(`Bearer ${TOKEN}`);
    expect(await multipartFields(request)).toEqual({
      email: 'layla.haddad@mail.example',
      phoneNumber: '+971501234567',
      whatsAppNumber: '+447400123456',
      fullName: 'Layla Haddad',
      dateOfBirth: '1990-04-16',
      gender: 'Other',
      memberId: 'LC-000123',
      referralCode: 'LAYLA450',
      membership: 'Gold',
    });

    const popup = page.getByRole('dialog', { name: 'Profile Updated' });
    await expect.element(popup).toHaveTextContent('Your profile has been successfully updated!');
    await expect.element(dialog).not.toBeInTheDocument();
    // The panel shows the server's member at once, while the popup is still up.
    await expect.poll(panelText).toContain('Layla Haddad');
    await expect.poll(panelText).toContain('+447400123456');
    await expect.poll(panelText).toContain('Other');
    await expect.element(popup, { timeout: 4000 }).not.toBeInTheDocument();
  }, 60_000);

  test('the mock accepts the form: leaves out empty values, always sends the numbers and e-mail', async () => {
    const saves = recordSaves();
    // The mock's answers to the saves (Prism checks the request against the contract before answering).
    const statuses: number[] = [];
    intercept((request) =>
      operationOf(request) === SAVE
        ? realFetch(request).then((response) => {
            statuses.push(response.status);
            return response;
          })
        : undefined,
    );
    const dialog = await openEditor('memberSparse');
    const save = dialog.getByRole('button', { name: 'Save' });
    await expect.element(dialog.getByText('Full name is required')).toBeVisible();
    await expect.element(save).toBeDisabled();
    await dialog.getByRole('textbox', { name: 'Full Name' }).fill('Sam Taylor');
    // An invalid number cannot be saved; a number cleared to its calling code is sent empty.
    const phone = dialog.getByRole('textbox', { name: 'Phone Number', exact: true });
    await enterNumber(phone, '+971 50');
    await expect.element(save).toBeDisabled();
    await enterNumber(phone, '+971');
    await save.click();
    await expect.poll(() => saves.length).toBe(1);
    expect(await multipartFields(saves[0]!)).toEqual({
      email: 'new.member@mail.example',
      phoneNumber: '',
      whatsAppNumber: '',
      fullName: 'Sam Taylor',
    });
    await expect.poll(() => statuses).toEqual([200]);
    await expect.element(page.getByRole('dialog', { name: 'Profile Updated' })).toBeVisible();
  });

  test('a double click on Save sends one request', async () => {
    const saves = recordSaves();
    const held = hold(SAVE);
    const dialog = await openEditor();
    await dialog.getByRole('button', { name: 'Save' }).dblClick();
    await expect.element(dialog.getByRole('button', { name: 'Saving...' })).toBeDisabled();
    await expect.element(dialog.getByRole('button', { name: 'Cancel' })).toBeDisabled();
    held.release();
    await expect.element(page.getByRole('dialog', { name: 'Profile Updated' })).toBeVisible();
    expect(saves).toHaveLength(1);
  });

  test('a server failure shows its error; the modal keeps what was typed', async () => {
    prefer(SAVE, { code: 500 });
    const dialog = await openEditor();
    await dialog.getByRole('textbox', { name: 'Full Name' }).fill('Kept As Typed');
    await dialog.getByRole('button', { name: 'Save' }).click();
    const popup = page.getByRole('dialog', { name: 'Update Failed' });
    await expect.element(popup).toHaveTextContent('Internal server error');
    await popup.getByRole('button', { name: 'OK' }).click();
    await expect
      .element(dialog.getByRole('textbox', { name: 'Full Name' }))
      .toHaveValue('Kept As Typed');
    await expect.poll(panelText).toContain('ليلى حداد');
  });

  test('a failure without an error text says "Unable to update profile."', async () => {
    answer(SAVE, () => new Response('', { status: 502 }));
    const dialog = await openEditor();
    await dialog.getByRole('button', { name: 'Save' }).click();
    const popup = page.getByRole('dialog', { name: 'Update Failed' });
    await expect.element(popup).toHaveTextContent('Unable to update profile.');
    await popup.getByRole('button', { name: 'OK' }).click();
    await expect.element(dialog).toBeVisible();
  });

  test('a lost connection says "Unable to update profile." and keeps what was typed', async () => {
    answer(SAVE, () => Promise.reject(new TypeError('Failed to fetch')));
    const dialog = await openEditor();
    const whatsApp = dialog.getByRole('textbox', { name: 'WhatsApp Number', exact: true });
    await enterNumber(whatsApp, '+971552345679');
    await dialog.getByRole('button', { name: 'Save' }).click();
    const popup = page.getByRole('dialog', { name: 'Update Failed' });
    await expect.element(popup).toHaveTextContent('Unable to update profile.');
    await popup.getByRole('button', { name: 'OK' }).click();
    await expect.element(whatsApp).toHaveValue('+971 55 234 5679');
    await expect.element(dialog.getByRole('button', { name: 'Save' })).toBeEnabled();
  });
});

describe('languages', () => {
  test('in Arabic the modal is right-to-left, the calendar Arabic, numbers left-to-right', async () => {
    // The admin chose Arabic before; the profile opens in it.
    await openScreen(`/apps/list/view/${IDS.memberByPhone}`);
    await i18n.changeLanguage('ae');
    await openScreen(`/apps/list/view/${IDS.memberByPhone}`, { reload: true });
    await expect.poll(() => document.documentElement.dir).toBe('rtl');
    // The edit button, named in Arabic: the first button of the member panel.
    await page.getByRole('region').first().getByRole('button').first().click();
    const dialog = page.getByRole('dialog');
    await expect.element(dialog).toBeVisible();
    const whatsApp = () =>
      dialog.element().querySelectorAll<HTMLInputElement>('input[type="tel"]')[1] ?? null;
    await expect.poll(whatsApp).not.toBeNull();
    await expect.element(whatsApp()).toHaveAttribute('dir', 'ltr');
    await expect.element(whatsApp()).toHaveValue('+971 55 234 5678');
    // The country button names the country in Arabic.
    await expect
      .element(dialog.getByRole('button', { name: /الإمارات العربية المتحدة/ }))
      .toBeVisible();
    // The calendar speaks Arabic (dayjs `ar`): April 1990 is أبريل.
    await dialog.getByRole('group').getByRole('button').last().click();
    await expect
      .element(page.getByRole('dialog').filter({ has: page.getByRole('grid') }))
      .toHaveTextContent('أبريل');
  });
});
