// No lost updates in a form dialog (the missions form stands for every FormDialog) and on the own
// account's page: the update sends the version the form was loaded from; refused because someone
// else saved meanwhile (412), the form says who and when, keeps what was typed, and offers their
// version or to save over it.
import { describe, expect, test } from 'vitest';
import { page } from 'vitest/browser';
import { paths } from '@/lib/paths';
import { answer, intercept, json, operationOf } from '../network';
import { openScreen } from '../screen';
import { contractBody } from './contract-body';

const NAME = 'Winter Skin Care Clinic';
const MISSION = {
  _id: '65a1c0d2e3f4a5b6c7d8e911',
  name: NAME,
  description: 'Four skin-care visits over the winter to keep your skin healthy in the dry season.',
  category: { name: 'Visit Mission', code: 1 },
  pointsReward: 100,
  dueDate: '2099-12-20T00:00:00.000Z',
  visitLimit: 4,
  type: 'VisitBased',
  participants: 126,
  completed: 31,
  version: 3,
} as const;
const CHANGED = contractBody('MissionChanged', {
  error: 'Changed by someone else',
  changedBy: { _id: '6650a1b2c3d4e5f6a7b8c9d1', fullName: 'Omar Haddad' },
  changedAt: '2026-11-22T10:04:51.000Z',
  current: { ...MISSION, pointsReward: 120, version: 4 },
});

/** The updates sent (their If-Match and points); the first is refused with CHANGED. */
function refuseFirstUpdate() {
  const sent: { ifMatch: string | null; points: number }[] = [];
  intercept((request) => {
    if (operationOf(request) !== 'updateMission') return undefined;
    return request
      .clone()
      .json()
      .then((body: { pointsReward: number }) => {
        sent.push({ ifMatch: request.headers.get('If-Match'), points: body.pointsReward });
        return sent.length === 1 ? json(CHANGED, 412) : json({ message: 'ok', data: MISSION });
      });
  });
  return sent;
}

async function editPoints(points: string) {
  answer('listMissions', contractBody('MissionPage', { missions: [MISSION], total: 1 }));
  await openScreen(paths.missions());
  const row = page
    .getByRole('grid', { name: 'Missions' })
    .getByRole('row')
    .filter({ hasText: NAME });
  await row.getByRole('button', { name: /more/i }).click();
  await page.getByRole('menuitem', { name: `Edit ${NAME}` }).click();
  const form = page.getByRole('dialog', { name: 'Edit Mission' });
  await form.getByLabelText('Points reward').fill(points);
  await form.getByRole('button', { name: 'Save' }).click();
  return form;
}

describe('an update refused because someone else saved first', () => {
  test('says who and when, keeps what was typed, and saves it over theirs when asked', async () => {
    const sent = refuseFirstUpdate();
    const form = await editPoints('135');
    const conflict = form.getByRole('alert').filter({ hasText: 'Changed by someone else' });
    const when = new Intl.DateTimeFormat('en-GB', {
      year: 'numeric',
      month: 'numeric',
      day: 'numeric',
      hour: 'numeric',
      minute: '2-digit',
      second: '2-digit',
    }).format(new Date(CHANGED.changedAt));
    await expect
      .element(conflict)
      .toHaveTextContent(
        `Omar Haddad saved a change to this at ${when} while you were editing. ` +
          'What you typed is still here: load their version, or overwrite it with yours.',
      );
    await expect.element(form.getByLabelText('Points reward')).toHaveValue('135');
    expect(sent).toEqual([{ ifMatch: '"3"', points: 135 }]);

    await conflict.getByRole('button', { name: 'Overwrite with mine' }).click();
    await expect.element(page.getByRole('dialog', { name: 'Mission Updated' })).toBeVisible();
    expect(sent).toEqual([
      { ifMatch: '"3"', points: 135 },
      { ifMatch: '"4"', points: 135 },
    ]);
  });

  test('loads their version into the form, and saves from it', async () => {
    const sent = refuseFirstUpdate();
    const form = await editPoints('135');
    const conflict = form.getByRole('alert').filter({ hasText: 'Changed by someone else' });
    await conflict.getByRole('button', { name: 'Load their version' }).click();
    await expect.element(form.getByLabelText('Points reward')).toHaveValue('120');
    await expect.element(conflict).not.toBeInTheDocument();
    await form.getByRole('button', { name: 'Save' }).click();
    await expect.element(page.getByRole('dialog', { name: 'Mission Updated' })).toBeVisible();
    expect(sent).toEqual([
      { ifMatch: '"3"', points: 135 },
      { ifMatch: '"4"', points: 120 },
    ]);
  });
});

// The own account (My Profile) is not a dialog, but its save is refused the same way, and says so
// the same way.
const ME = contractBody('AdminProfile', {
  _id: '6650a1b2c3d4e5f6a7b8c9d0',
  fullName: 'Amelia Clarke',
  email: 'admin@londonclinic.example',
  role: 'administrator',
  version: 1,
} as const);
const ME_CHANGED = contractBody('AdminProfileChanged', {
  error: 'Changed by someone else',
  changedBy: { _id: '6650a1b2c3d4e5f6a7b8c9d1', fullName: 'Omar Haddad' },
  changedAt: '2026-11-22T10:04:51.000Z',
  current: { ...ME, fullName: 'Amelia Clarke-Finch', version: 2 },
});

/** The account saves sent (their If-Match and name); the first is refused with ME_CHANGED. */
function refuseFirstAccountSave() {
  const sent: { ifMatch: string | null; name: FormDataEntryValue | null }[] = [];
  answer('getAdminMe', ME);
  intercept((request) => {
    if (operationOf(request) !== 'updateAdminMe') return undefined;
    return request
      .clone()
      .formData()
      .then((form) => {
        const name = form.get('fullName');
        sent.push({ ifMatch: request.headers.get('If-Match'), name });
        const version = sent.length + 1;
        return sent.length === 1
          ? json(ME_CHANGED, 412)
          : json({ message: 'Profile updated', data: { ...ME, fullName: String(name), version } });
      });
  });
  return sent;
}

async function saveOwnName(name: string) {
  await openScreen(paths.myProfile());
  const field = page.getByRole('textbox', { name: 'Full Name' });
  await expect.element(field).toHaveValue('Amelia Clarke');
  await field.fill(name);
  await page.getByRole('button', { name: 'Save' }).click();
  return {
    field,
    conflict: page.getByRole('alert').filter({ hasText: 'Changed by someone else' }),
  };
}

describe('the own account, saved after someone else changed it', () => {
  test('says who and when, keeps the typed name, and saves it over theirs when asked', async () => {
    const sent = refuseFirstAccountSave();
    const { field, conflict } = await saveOwnName('Amelia Clarke-Hughes');
    await expect
      .element(conflict)
      .toHaveTextContent(
        /Omar Haddad saved a change to this at .+ while you were editing\. What you typed is still here: load their version, or overwrite it with yours\./,
      );
    await expect.element(field).toHaveValue('Amelia Clarke-Hughes');
    await expect
      .element(page.getByRole('dialog', { name: 'Update Failed' }))
      .not.toBeInTheDocument();
    expect(sent).toEqual([{ ifMatch: '"1"', name: 'Amelia Clarke-Hughes' }]);

    await conflict.getByRole('button', { name: 'Overwrite with mine' }).click();
    await expect.element(page.getByRole('dialog', { name: 'Profile Updated' })).toBeVisible();
    await expect.element(conflict).not.toBeInTheDocument();
    expect(sent).toEqual([
      { ifMatch: '"1"', name: 'Amelia Clarke-Hughes' },
      { ifMatch: '"2"', name: 'Amelia Clarke-Hughes' },
    ]);
  });

  test('loads their version into the form, and saves from it', async () => {
    const sent = refuseFirstAccountSave();
    const { field, conflict } = await saveOwnName('Amelia Clarke-Hughes');
    await conflict.getByRole('button', { name: 'Load their version' }).click();
    await expect.element(field).toHaveValue('Amelia Clarke-Finch');
    await expect.element(conflict).not.toBeInTheDocument();
    await field.fill('Amelia Clarke-Ross');
    await page.getByRole('button', { name: 'Save' }).click();
    await expect.element(page.getByRole('dialog', { name: 'Profile Updated' })).toBeVisible();
    expect(sent).toEqual([
      { ifMatch: '"1"', name: 'Amelia Clarke-Hughes' },
      { ifMatch: '"2"', name: 'Amelia Clarke-Ross' },
    ]);
  });
});
