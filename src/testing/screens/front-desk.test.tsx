// The front desk keeps the keyboard where the next scan lands: after a click anywhere, a dialog, an
// Undo, an error or the same card scanned again, the next scan finds the member and the card's
// number keys act on it (the scanner types its characters, then Enter).
import { describe, expect, test } from 'vitest';
import { page, userEvent } from 'vitest/browser';
import { openScreen } from '../screen';
import { answer, json } from '../network';

const CARD = 'LC-000123';
const NAME = 'ليلى حداد';
const MISSION = 'Monthly Wellness Check';

const lookupBox = () => page.getByRole('main').getByRole('search').getByRole('textbox');
const card = () => page.getByRole('heading', { level: 2, name: NAME });
const confirmation = () => page.getByRole('dialog', { name: 'Record a visit?' });
const recorded = () => page.getByRole('status').getByText(`Visit recorded: ${MISSION} for ${NAME}`);

async function openDesk() {
  await openScreen('/front-desk');
  await expect.element(lookupBox()).toHaveFocus();
}

/** A card scanned: its characters land in the lookup, then Enter; the card shows. */
async function scan() {
  await userEvent.keyboard(CARD);
  await expect.element(lookupBox()).toHaveValue(CARD);
  await userEvent.keyboard('{Enter}');
  await expect.element(card()).toBeVisible();
}

/** The mission's number acts on the card: the confirmation opens, and Escape closes it. */
async function expectNumberKeyActs() {
  await userEvent.keyboard('1');
  await expect.element(confirmation()).toBeVisible();
  // Not typed into the lookup (the dialog hides the page from the accessibility tree).
  expect(document.querySelector<HTMLInputElement>('[role="search"] input')?.value).not.toMatch(
    /1$/,
  );
}

/** Records the visit on mission 1 with the keyboard (the number, then Enter). */
async function recordWithKeys() {
  await userEvent.keyboard('1');
  await expect.element(confirmation()).toBeVisible();
  await userEvent.keyboard('{Enter}');
  await expect.element(recorded()).toBeVisible();
}

describe('the next scan lands and the number keys act on the card', () => {
  test('after Undo clicked with the mouse', async () => {
    await openDesk();
    await scan();
    await recordWithKeys();
    await page.getByRole('button', { name: `Undo the visit: ${MISSION} for ${NAME}` }).click();
    await expect
      .element(page.getByRole('status').getByText(`Visit undone: ${MISSION} for ${NAME}`))
      .toBeVisible();
    await scan();
    await expectNumberKeyActs();
  });

  test('after the same card is scanned again, on the card and after a visit', async () => {
    await openDesk();
    await scan();
    await scan();
    await expectNumberKeyActs();
    await userEvent.keyboard('{Escape}');
    await expect.element(confirmation()).not.toBeInTheDocument();
    await recordWithKeys();
    await scan();
    await scan();
    await expectNumberKeyActs();
  });

  test('after a click on the page, on the card or on the guard’s setting', async () => {
    await openDesk();
    await scan();
    await page.getByRole('heading', { level: 1 }).click();
    await expectNumberKeyActs();
    await page.getByRole('button', { name: 'Cancel' }).click();
    await expect.element(confirmation()).not.toBeInTheDocument();
    await expectNumberKeyActs();
    await userEvent.keyboard('{Escape}');
    await page.getByRole('heading', { level: 1 }).click();
    await scan();
    await expectNumberKeyActs();
    await userEvent.keyboard('{Escape}');
    await page.getByRole('combobox', { name: 'Ask before a repeat visit within' }).click();
    await page.getByRole('option', { name: 'Never ask' }).click();
    await scan();
    await expectNumberKeyActs();
  });

  test('after a mission clicked and the confirmation answered with the mouse, or at once', async () => {
    await openDesk();
    await scan();
    await page.getByRole('button', { name: new RegExp(MISSION) }).click();
    await confirmation().getByRole('button', { name: 'Record visit' }).click();
    await expect.element(recorded()).toBeVisible();
    await scan();
    await expectNumberKeyActs();
    // Enter records, and the next card is scanned as soon as it says so, while the confirmation
    // fades out.
    await userEvent.keyboard('{Enter}');
    await expect.element(page.getByRole('status').getByText('Visit recorded').nth(1)).toBeVisible();
    await scan();
    await expectNumberKeyActs();
  });

  test('after an error: a failed visit, a failed lookup, nobody found', async () => {
    await openDesk();
    await scan();
    const limit = () => json({ message: 'Visit limit reached' }, 409);
    const failing = [answer('recordVisit', limit), answer('recordPointVisit', limit)];
    await userEvent.keyboard('1');
    await userEvent.keyboard('{Enter}');
    await expect.element(confirmation().getByRole('alert')).toBeVisible();
    await confirmation().getByRole('button', { name: 'Cancel' }).click();
    await expect.element(confirmation()).not.toBeInTheDocument();
    failing.forEach((lift) => lift());
    await scan();
    await expectNumberKeyActs();
    // Escape, and the next scan at once, while the confirmation fades out.
    await userEvent.keyboard('{Escape}');

    const down = answer('lookupMembers', json({ message: 'Down' }, 400));
    await userEvent.keyboard(`${CARD}{Enter}`);
    await expect.element(page.getByRole('button', { name: 'Try again' })).toBeVisible();
    down();
    await scan();
    await expectNumberKeyActs();
    await userEvent.keyboard('{Escape}');

    const nobody = answer('lookupMembers', { matches: [], total: 0 });
    await userEvent.keyboard(`${CARD}{Enter}`);
    await expect.element(page.getByRole('alert')).toBeVisible();
    nobody();
    await scan();
    await expectNumberKeyActs();
  });
});
