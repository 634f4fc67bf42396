// The staff screen: the accounts with role, status and last sign-in; the signed-in account's own
// row offers no change; adding a staff member shows the temporary password once; deactivating
// asks first and says why when the server refuses.
import { describe, expect, test } from 'vitest';
import { page } from 'vitest/browser';
import { openScreen } from '../screen';
import { answer, json, watch } from '../network';

const grid = () => page.getByRole('grid', { name: 'Staff accounts' });
const row = (name: string) => grid().getByRole('row').filter({ hasText: name });

async function openStaff(path = '/staff') {
  await openScreen(path);
  await expect.element(page.getByRole('heading', { level: 1, name: 'Staff' })).toBeVisible();
  await expect.element(row('Reception Desk')).toBeVisible();
}

describe('the staff list', () => {
  test('shows name, e-mail, role, status and last sign-in; the own row has no actions', async () => {
    const sent = watch('listStaff');
    await openStaff('/staff?search=desk');
    await expect.poll(() => document.title).toBe('Staff | London Clinic');
    expect(sent[0]?.url.searchParams.get('search')).toBe('desk');
    const reception = row('Reception Desk');
    await expect.element(reception).toHaveTextContent('reception@londonclinic.example');
    await expect.element(reception).toHaveTextContent('Front desk');
    await expect.element(reception).toHaveTextContent('Active');
    await expect.element(reception).toHaveTextContent('Never');
    const me = row('Amelia Clarke');
    await expect.element(me).toHaveTextContent('Administrator');
    await expect.element(me).toHaveTextContent('22/11/2026');
    expect(me.getByRole('button', { name: /more/i }).elements()).toHaveLength(0);
    await expect.element(reception.getByRole('button', { name: /more/i })).toBeVisible();
  });

  test('nothing found says so', async () => {
    answer('listStaff', { staff: [], total: 0 });
    await openScreen('/staff?search=nobody');
    await expect.element(page.getByText('No staff account matches the search.')).toBeVisible();
  });
});

describe('adding a staff member', () => {
  test('checks the fields, then shows the temporary password once', async () => {
    const sent = watch('createStaffMember');
    await openStaff();
    await page.getByRole('button', { name: 'Add staff member' }).click();
    const form = page.getByRole('dialog', { name: 'Add staff member' });
    await form.getByRole('button', { name: 'Add', exact: true }).click();
    await expect.element(form).toHaveTextContent('Enter the full name.');
    await expect.element(form).toHaveTextContent('Enter the e-mail address.');
    expect(sent).toHaveLength(0);
    await form.getByLabelText('Full name').fill('Grace Okafor');
    await form.getByLabelText('E-mail').fill('grace.okafor@londonclinic.example');
    await form.getByRole('combobox', { name: 'Role' }).click();
    await page.getByRole('option', { name: 'Auditor' }).click();
    await form.getByRole('button', { name: 'Add', exact: true }).click();
    const shown = page.getByRole('dialog', { name: 'Staff member added' });
    await expect
      .element(shown)
      .toHaveTextContent('Temporary password for Grace Okafor: amber-falcon-7241');
    await expect.element(shown).toHaveTextContent('It is shown only now.');
    expect(JSON.parse(sent[0]!.body)).toEqual({
      fullName: 'Grace Okafor',
      email: 'grace.okafor@londonclinic.example',
      role: 'auditor',
    });
    await shown.getByRole('button', { name: 'OK' }).click();
    await expect.element(shown).not.toBeInTheDocument();
    await expect.element(form).not.toBeInTheDocument();
  });
});

describe('deactivating', () => {
  test('asks first, then deactivates', async () => {
    const sent = watch('updateStaffMember');
    await openStaff();
    await row('Reception Desk').getByRole('button', { name: /more/i }).click();
    await page.getByRole('menuitem', { name: 'Deactivate Reception Desk' }).click();
    const ask = page.getByRole('alertdialog', { name: 'Deactivate this account?' });
    await expect
      .element(ask)
      .toHaveTextContent(
        'Reception Desk will be signed out at once and cannot sign in until reactivated.',
      );
    await ask.getByRole('button', { name: 'Deactivate' }).click();
    await expect.element(page.getByRole('dialog', { name: 'Deactivated' })).toBeVisible();
    expect(JSON.parse(sent[0]!.body)).toEqual({ active: false });
  });

  test('the server’s refusal (the last active administrator) is said in its words', async () => {
    await openStaff();
    answer(
      'updateStaffMember',
      json(
        {
          error: 'The last active administrator cannot be deactivated or given another role',
          message: 'Make another account an administrator first.',
        },
        409,
      ),
    );
    await row('Reception Desk').getByRole('button', { name: /more/i }).click();
    await page.getByRole('menuitem', { name: 'Deactivate Reception Desk' }).click();
    await page
      .getByRole('alertdialog', { name: 'Deactivate this account?' })
      .getByRole('button', { name: 'Deactivate' })
      .click();
    const refused = page.getByRole('dialog', { name: 'Could not deactivate' });
    await expect
      .element(refused)
      .toHaveTextContent(
        'The last active administrator cannot be deactivated or given another role',
      );
  });
});

describe('the searched list as CSV, and no lost updates', () => {
  test('Export CSV asks for every account matching the search, as CSV', async () => {
    const sent = watch('listStaff');
    await openStaff('/staff?search=desk&sort=-email');
    await page.getByRole('button', { name: 'Export CSV' }).click();
    await expect
      .poll(() => sent.filter((r) => r.headers.get('accept') === 'text/csv'))
      .toHaveLength(1);
    const csv = sent.find((r) => r.headers.get('accept') === 'text/csv')!;
    expect(csv.url.searchParams.get('search')).toBe('desk');
    expect(csv.url.searchParams.get('sort')).toBe('-email');
    expect(csv.url.searchParams.has('page')).toBe(false);
    expect(page.getByRole('dialog', { name: 'Export failed' }).elements()).toHaveLength(0);
  });

  test('a change of role or status is sent from the version shown (If-Match)', async () => {
    answer('listStaff', {
      staff: [
        {
          _id: '710000000000000000000001',
          fullName: 'Reception Desk',
          email: 'reception@londonclinic.example',
          role: 'front-desk',
          active: true,
          mustChangePassword: false,
          version: 4,
        },
      ],
      total: 1,
    });
    const updates = watch('updateStaffMember');
    await openStaff();
    await row('Reception Desk').getByRole('button', { name: /more/i }).click();
    await page.getByRole('menuitem', { name: 'Deactivate Reception Desk' }).click();
    await page.getByRole('alertdialog').getByRole('button', { name: 'Deactivate' }).click();
    await expect.poll(() => updates).toHaveLength(1);
    expect(updates[0]!.headers.get('if-match')).toBe('"4"');
    expect(JSON.parse(updates[0]!.body)).toEqual({ active: false });
  });
});
