import { describe, expect, test } from 'vitest';
import { page } from 'vitest/browser';
import { openScreen, type Screen } from '../screen';
import { matrix } from '../network';
import {
  expectChangedMeanwhile,
  PICTURE,
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
  pickFile,
  type CellArgs,
  type Fault,
} from './faults';
import { paths } from '@/lib/paths';

const LIST = paths.advertisements();
const LIST_URL = new RegExp(`^${LIST}$`);
const FIRST = 'Winter flu jabs now open';
const SECOND = 'Spring allergy clinic';
const NETWORK = 'The server cannot be reached. Check the connection and try again.';

const list = () => page.getByRole('list', { name: 'Advertisements in display order' });
const banner = (title: string) => list().getByRole('listitem', { name: title });
const titles = () =>
  list()
    .getByRole('listitem')
    .elements()
    .map((item) => item.getAttribute('aria-label'));
const expected = (fault: Fault) => (fault === 'network' ? NETWORK : contractErrorText(fault));
/** A write on one banner answers its own 404 (the contract's example for it). */
const expectedWrite = (fault: Fault) =>
  fault === '404' ? 'Advertisement not found' : expected(fault);

async function openList(title: string): Promise<Screen> {
  const screen = await openScreen(LIST);
  await expect.element(banner(title)).toBeVisible();
  return screen;
}

async function listAdvertisements({ fault, note }: CellArgs) {
  const injected = await injectFault(operation('listAdvertisements'), fault, { holdSlow: true });
  const screen = await openScreen(LIST);
  if (fault === 'slow') {
    await expect.element(page.getByLabelText('Loading advertisements')).toBeVisible();
    injected.release();
    await expect.element(banner(FIRST)).toBeVisible();
    note({ seen: 'skeleton rows ("Loading advertisements"), then the banners' });
  } else if (fault === '401') {
    await expectSignedOutAndBack(screen, LIST_URL, () => injected.clear());
    note({
      seen: `signed out to sign-in ("${SESSION_EXPIRED}"); back on the list after signing in`,
    });
  } else {
    const alert = page.getByRole('alert').filter({ hasText: expected(fault) });
    await expect.element(alert).toBeVisible();
    note({ seen: `"${expected(fault)}" in place of the list, with Try again` });
    if (fault === '403') expectStillSignedIn(screen);
  }
  await finishQueryCell(injected, fault, note);
  if (fault !== 'slow' && fault !== '401') {
    await page.getByRole('button', { name: 'Try again' }).click();
    await expect.element(banner(FIRST)).toBeVisible();
  }
}

/** A save's cell: busy while slow, else the error, and the form keeps what was typed. */
async function saveCell(
  { fault, note }: CellArgs,
  id: 'createAdvertisement' | 'updateAdvertisement',
) {
  const screen = await openList(FIRST);
  const creating = id === 'createAdvertisement';
  const name = creating ? 'Create Advertisement' : 'Edit Advertisement';
  if (creating)
    await page.getByRole('button', { name: 'Create Advertisement', exact: true }).click();
  else
    await banner(FIRST)
      .getByRole('button', { name: `Edit ${FIRST}` })
      .click();
  const form = page.getByRole('dialog', { name });
  await form.getByLabelText('Title').fill('Family dental days');
  if (creating)
    await form
      .getByRole('textbox', { name: 'Link' })
      .fill('https://www.londonclinic.example/dental');
  // A picked picture is part of the draft an expired session keeps.
  if (fault === '401') await pickFile(form, PICTURE);
  const injected = await injectFault(operation(id), fault);
  await form.getByRole('button', { name: 'Save' }).click();
  if (fault === 'slow') {
    await expect.element(form.getByRole('button', { name: 'Saving…' })).toBeDisabled();
    await expect.element(form.getByRole('button', { name: 'Cancel' })).toBeDisabled();
    note({ seen: '"Saving…" on the disabled Save, Cancel disabled; then success' });
  } else if (fault === '401') {
    await expectSignedOutAndBack(screen, LIST_URL);
    const again = page.getByRole('dialog', { name });
    await expect.element(again.getByLabelText('Title')).toHaveValue('Family dental days');
    await expect
      .element(again.getByRole('img', { name: 'The new image, not saved yet' }))
      .toBeVisible();
    note({
      seen: `signed out to sign-in ("${SESSION_EXPIRED}"); back on the list after signing in, the form open again with the typed draft and the picked picture`,
    });
  } else if (fault === '412') {
    await expectChangedMeanwhile(form, form.getByLabelText('Title'), 'Family dental days', note);
  } else {
    const popup = page.getByRole('dialog', { name: 'Advertisement not saved' });
    await expect
      .element(popup)
      .toHaveTextContent(creating ? expected(fault) : expectedWrite(fault));
    note({ seen: await dialogText(popup) });
    await popup.getByRole('button', { name: 'OK' }).click();
    await expect.element(form.getByLabelText('Title')).toHaveValue('Family dental days');
    if (fault === '403') expectStillSignedIn(screen);
  }
  await expectScreen();
  note({ source: injected.source, requests: injected.count });
  expect(injected.count, 'a save is never retried by itself').toBe(1);
  await injected.clear();
  if (fault === '401') return;
  if (fault !== 'slow') await form.getByRole('button', { name: 'Save' }).click();
  const done = page.getByRole('dialog', {
    name: creating ? 'Advertisement created' : 'Advertisement updated',
  });
  await expect.element(done).toBeVisible();
}

async function deleteAdvertisement({ fault, note }: CellArgs) {
  const screen = await openList(FIRST);
  const injected = await injectFault(operation('deleteAdvertisement'), fault);
  const ask = async () => {
    await banner(FIRST)
      .getByRole('button', { name: `Delete ${FIRST}` })
      .click();
    await page
      .getByRole('alertdialog', { name: 'Delete this advertisement?' })
      .getByRole('button', { name: 'Delete' })
      .click();
  };
  await ask();
  if (fault === 'slow') {
    await expect.element(page.getByRole('dialog', { name: 'Advertisement deleted' })).toBeVisible();
    note({ seen: 'the delete waits; then "Advertisement deleted"' });
  } else if (fault === '401') {
    await expectSignedOutAndBack(screen, LIST_URL);
    note({
      seen: `signed out to sign-in ("${SESSION_EXPIRED}"); back on the list after signing in`,
    });
  } else {
    const popup = page.getByRole('dialog', { name: 'Advertisement not deleted' });
    await expect.element(popup).toHaveTextContent(expectedWrite(fault));
    note({ seen: await dialogText(popup) });
    await popup.getByRole('button', { name: 'OK' }).click();
    if (fault === '403') expectStillSignedIn(screen);
  }
  await expectScreen();
  note({ source: injected.source, requests: injected.count });
  expect(injected.count, 'a delete is never retried by itself').toBe(1);
  await injected.clear();
  if (fault === 'slow' || fault === '401') return;
  await ask();
  await expect.element(page.getByRole('dialog', { name: 'Advertisement deleted' })).toBeVisible();
}

async function reorderAdvertisements({ fault, note }: CellArgs) {
  const screen = await openList(SECOND);
  const before = titles();
  const injected = await injectFault(operation('reorderAdvertisements'), fault);
  await banner(SECOND)
    .getByRole('button', { name: `Move ${SECOND} up` })
    .click();
  if (fault === 'slow') {
    await expect.poll(() => titles()).toEqual([SECOND, FIRST, ...before.slice(2)]);
    note({ seen: 'the new order at once, saved when the answer comes' });
  } else if (fault === '401') {
    await expectSignedOutAndBack(screen, LIST_URL);
    note({
      seen: `signed out to sign-in ("${SESSION_EXPIRED}"); back on the list after signing in`,
    });
  } else {
    const popup = page.getByRole('dialog', { name: 'Order not saved' });
    await expect.element(popup).toHaveTextContent(expectedWrite(fault));
    await expect.element(popup).toHaveTextContent('The list is back in its previous order.');
    note({ seen: await dialogText(popup) });
    await popup.getByRole('button', { name: 'OK' }).click();
    expect(titles()).toEqual(before);
    if (fault === '403') expectStillSignedIn(screen);
  }
  await expectScreen();
  await expect.poll(() => injected.count, { message: 'a save is never retried' }).toBe(1);
  note({ source: injected.source, requests: injected.count });
  await injected.clear();
}

const CELLS = {
  listAdvertisements,
  createAdvertisement: (args: CellArgs) => saveCell(args, 'createAdvertisement'),
  updateAdvertisement: (args: CellArgs) => saveCell(args, 'updateAdvertisement'),
  deleteAdvertisement,
  reorderAdvertisements,
} as const;

// The matrix: one test per operation and fault.
for (const [op, check] of Object.entries(CELLS)) {
  describe(op, () => {
    for (const fault of matrix.faultsOf(op)) test(`${op}: ${fault}`, faultCell(op, fault, check));
  });
}
