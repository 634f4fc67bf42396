import { describe, expect, test } from 'vitest';
import { page, type Locator } from 'vitest/browser';
import { openScreen } from '../screen';
import {
  SESSION_EXPIRED,
  dialogText,
  expectScreen,
  expectSignedOutAndBack,
  expectStillSignedIn,
  faultCell,
  injectFault,
  operation,
  faultTextOf,
  type CellArgs,
} from './faults';
import { matrix } from '../network';
import { paths } from '@/lib/paths';

/** Each list's bulk action: where it is, how one row is ticked, the action and its question. */
const LISTS = {
  bulkMissions: {
    path: paths.missions(),
    tick: () => rowOf(page.getByRole('grid', { name: 'Missions' })),
    action: 'End',
    ask: 'End 1 mission?',
  },
  bulkRewards: {
    path: paths.rewards(),
    tick: () => rowOf(page.getByRole('grid', { name: 'Rewards' })),
    action: 'Retire',
    ask: 'Retire 1 reward?',
  },
  bulkAdvertisements: {
    path: paths.advertisements(),
    tick: () =>
      page
        .getByRole('list', { name: 'Advertisements in display order' })
        .getByRole('checkbox', { name: 'Select Winter flu jabs now open' }),
    action: 'End',
    ask: 'End 1 banner?',
  },
} as const;

/** The first data row's checkbox (row 0 is the header). */
const rowOf = (grid: Locator) => grid.getByRole('row').nth(1).getByRole('checkbox');

/** The error the app shows: the contract's shared one, or the operation's own 409. */
const expected = faultTextOf(
  Object.fromEntries(Object.keys(LISTS).map((op) => [op, { '409': 'Idempotency key reused' }])),
);

/**
 * A bulk action's cell: slow, the result comes once the answer does; a 401 signs out and back; any
 * other failure says "Nothing Changed" with why, and the rows stay ticked to try again. A keyed
 * write retries only a lost connection (twice).
 */
async function bulkCell(op: keyof typeof LISTS, { fault, note }: CellArgs) {
  const list = LISTS[op];
  const screen = await openScreen(list.path);
  await list.tick().click();
  const toolbar = page.getByRole('toolbar', { name: 'Selected rows' });
  await expect.element(toolbar).toHaveTextContent('1 selected');
  const injected = await injectFault(operation(op), fault);
  await toolbar.getByRole('button', { name: list.action }).click();
  await page
    .getByRole('alertdialog', { name: list.ask })
    .getByRole('button', { name: list.action })
    .click();
  if (fault === 'slow') {
    const result = page.getByRole('dialog', { name: 'Bulk Action Done' });
    await expect.element(result, { timeout: 10_000 }).toBeVisible();
    note({ seen: 'the action waits for its answer; then "Bulk Action Done" with what was done' });
  } else if (fault === '401') {
    await expectSignedOutAndBack(screen, list.path);
    note({
      seen: `signed out to sign-in ("${SESSION_EXPIRED}"); back on the list after signing in`,
    });
  } else {
    const popup = page.getByRole('dialog', { name: 'Nothing Changed' });
    await expect.element(popup).toHaveTextContent(expected(op, fault));
    note({ seen: await dialogText(popup) });
    await popup.getByRole('button', { name: 'OK' }).click();
    await expect.element(toolbar).toHaveTextContent('1 selected');
    if (fault === '403') expectStillSignedIn(screen);
  }
  await expectScreen();
  note({ source: injected.source, requests: injected.count });
  expect(injected.count, 'only a lost connection is retried (twice)').toBe(
    fault === 'network' ? 3 : 1,
  );
  await injected.clear();
}

// The matrix: one test per operation and fault.
for (const op of Object.keys(LISTS) as (keyof typeof LISTS)[]) {
  describe(op, () => {
    for (const fault of matrix.faultsOf(op))
      test(
        `${op}: ${fault}`,
        faultCell(op, fault, (args) => bulkCell(op, args)),
      );
  });
}
