import { describe, expect, test } from 'vitest';
import { page, type Locator } from 'vitest/browser';
import { openScreen } from '../screen';
import {
  FAULTS,
  SESSION_EXPIRED,
  contractErrorText,
  expectSignedOutAndBack,
  expectStillSignedIn,
  faultCell,
  finishQueryCell,
  injectFault,
  operation,
  type CellArgs,
} from './faults';

const HOME_URL = /^\/$/;
const NETWORK = 'The server cannot be reached. Check the connection and try again.';

type Panel = {
  name: string;
  /** The panel shows its data. */
  loaded: () => Promise<void>;
};

const region = (name: string) => page.getByRole('region', { name });

const escapeRegExp = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

/** The element matching `selector` inside `container` is there and visible. */
async function expectVisibleInside(container: Locator, selector: string) {
  await expect
    .poll(() => {
      const found = container.query()?.querySelector<HTMLElement>(selector);
      if (!found) return false;
      const { width, height } = found.getBoundingClientRect();
      return width > 0 && height > 0 && found.checkVisibility({ visibilityProperty: true });
    })
    .toBe(true);
}

const PANELS = {
  getAdminCounts: {
    name: 'At a glance',
    loaded: async () => {
      await expect.poll(() => region('At a glance').getByRole('link').elements().length).toBe(5);
    },
  },
  getUserStats: {
    name: 'New members',
    loaded: async () => {
      await expect.element(region('New members').getByRole('img')).toBeVisible();
    },
  },
  listTopMissions: {
    name: 'Top 5 missions',
    loaded: async () => {
      await expect
        .element(region('Top 5 missions').getByRole('row').nth(1))
        .toHaveTextContent('Winter Skin Care Clinic');
    },
  },
  listAdminScans: {
    name: 'Latest scans',
    loaded: async () => {
      await expect
        .element(region('Latest scans').getByRole('row').nth(1))
        .toHaveTextContent('Amelia Clarke');
    },
  },
} satisfies Record<string, Panel>;
type PanelOperation = keyof typeof PANELS;

/** One panel's cell: its skeleton while slow, else its error with a retry; the others unharmed. */
async function panelCell(id: PanelOperation, { fault, note }: CellArgs) {
  const panel: Panel = PANELS[id];
  const other: Panel = id === 'listAdminScans' ? PANELS.getAdminCounts : PANELS.listAdminScans;
  const injected = await injectFault(operation(id), fault, { holdSlow: true });
  const screen = await openScreen('/');
  const here = region(panel.name);
  if (fault === 'slow') {
    await expectVisibleInside(here, '[aria-busy="true"]');
    await other.loaded();
    injected.release();
    await panel.loaded();
    note({ seen: `the panel's skeleton (busy) while the others show; then its data` });
  } else if (fault === '401') {
    await expectSignedOutAndBack(screen, HOME_URL, () => injected.clear());
    note({
      seen: `signed out to sign-in ("${SESSION_EXPIRED}"); back on the home after signing in`,
    });
  } else {
    const text = fault === 'network' ? NETWORK : contractErrorText(fault);
    await expect
      .element(here.getByRole('alert'))
      .toHaveTextContent(new RegExp(`^${escapeRegExp(text)}$`));
    await expect.element(here.getByRole('button', { name: 'Try again' })).toBeVisible();
    await other.loaded();
    note({ seen: `"${text}" in place of the panel, with Try again; the other panels shown` });
    if (fault === '403') expectStillSignedIn(screen);
  }
  await finishQueryCell(injected, fault, note);
  if (fault !== 'slow' && fault !== '401') {
    await here.getByRole('button', { name: 'Try again' }).click();
    await panel.loaded();
  }
}

for (const op of Object.keys(PANELS) as PanelOperation[]) {
  describe(op, () => {
    for (const fault of FAULTS)
      test(
        `${op}: ${fault}`,
        faultCell(op, fault, (args) => panelCell(op, args)),
      );
  });
}
