// Saved views on a list other than the members (the reward catalogue): the picker asks for that
// list's views, opens one's search, filter and sort, saves the list with its sort (no count
// there); and the picker's menu renames the view shown, or keeps the list as it is now in the view
// last shown, each sent from the view's version.
import { describe, expect, test } from 'vitest';
import { page, userEvent } from 'vitest/browser';
import { ADMIN, openScreen, type Screen } from '../screen';
import { answer, type Sent } from '../network';

const OMAR = { _id: '6650a1b2c3d4e5f6a7b8c9d1', fullName: 'Omar Haddad' };
const view = (fields: Record<string, unknown>) => ({
  list: 'rewards',
  columns: [],
  shared: false,
  owner: { _id: ADMIN._id, fullName: ADMIN.fullName },
  isDefault: false,
  createdAt: '2026-11-20T15:30:00.000Z',
  version: 1,
  ...fields,
});
const RETIRED_ID = '7500000000000000000000c1';
const RETIRED = view({
  _id: RETIRED_ID,
  name: 'Retired by name',
  filters: { active: 'false' },
  sort: 'name',
});
const EYE_ID = '7500000000000000000000c2';
const EYE = view({
  _id: EYE_ID,
  name: 'Eye tests',
  filters: { search: 'eye' },
  shared: true,
  owner: OMAR,
});

const picker = () => page.getByRole('combobox', { name: 'Saved view' });
const expectAt = (screen: Screen, path: string) => expect.poll(() => screen.url).toBe(path);

/** The rewards' views answered as given; each request recorded. */
function rewardViews(views: unknown[]) {
  const asked: URL[] = [];
  answer('listSavedViews', (request: Request) => {
    asked.push(new URL(request.url));
    return { views };
  });
  return asked;
}

/** Answers the operation with what `reply` makes of the request's body; each request recorded. */
function record(operationId: string, reply: (body: Record<string, unknown>) => unknown) {
  const sent: Sent[] = [];
  answer(operationId, async (request: Request) => {
    const body = await request.text();
    sent.push({
      method: request.method,
      url: new URL(request.url),
      headers: request.headers,
      body,
    });
    return reply(JSON.parse(body) as Record<string, unknown>);
  });
  return sent;
}

async function openRewards(path: string) {
  const screen = await openScreen(path);
  await expect
    .element(page.getByRole('heading', { level: 1, name: 'Create Reward' }))
    .toBeVisible();
  return screen;
}

describe('saved views of the reward catalogue', () => {
  test('the picker opens a view’s search, filter and sort; the list is saved with its sort', async () => {
    const asked = rewardViews([EYE, RETIRED]);
    const saves = record('createSavedView', (body) =>
      view({ ...body, _id: '7500000000000000000000c3' }),
    );
    const screen = await openRewards('/apps/rewards?search=voucher&sort=pointsRequired');
    await expect.element(picker()).toHaveTextContent('No saved view');
    expect(asked[0]?.searchParams.get('list')).toBe('rewards');

    await userEvent.click(page.getByRole('button', { name: 'Save view' }));
    const form = page.getByRole('dialog', { name: 'Save this view' });
    await userEvent.type(form.getByLabelText('Name'), 'Vouchers, cheapest first');
    await userEvent.click(form.getByRole('button', { name: 'Save', exact: true }));
    await expect.poll(() => saves.length).toBe(1);
    expect(JSON.parse(saves[0]!.body)).toEqual({
      name: 'Vouchers, cheapest first',
      list: 'rewards',
      filters: { search: 'voucher' },
      sort: 'pointsRequired',
      columns: [],
      shared: false,
      isDefault: false,
    });
    await expect.element(form).not.toBeInTheDocument();
    // The saved view (the answer) opens: the list stays as it was.
    await expectAt(screen, '/apps/rewards?search=voucher&sort=pointsRequired');

    await userEvent.click(picker());
    await userEvent.click(page.getByRole('option', { name: /^Retired by name/ }));
    await expectAt(screen, '/apps/rewards?active=false&sort=name');
    // No count beside a rewards view; the admin's own view may be changed.
    await expect.element(picker()).toHaveTextContent(/^Retired by name$/);
    await expect
      .element(page.getByRole('button', { name: 'Change "Retired by name"' }))
      .toBeVisible();

    await userEvent.click(picker());
    await userEvent.click(page.getByRole('option', { name: /^Eye tests · shared/ }));
    await expectAt(screen, '/apps/rewards?search=eye');
    await expect
      .element(page.getByRole('searchbox', { name: 'Search rewards' }))
      .toHaveValue('eye');
  });

  test('?view=<id> opens a rewards view; the bare catalogue opens the default one', async () => {
    rewardViews([EYE, { ...RETIRED, isDefault: true }]);
    const linked = await openRewards(`/apps/rewards?view=${EYE_ID}`);
    await expectAt(linked, '/apps/rewards?search=eye');
    await expect.element(picker()).toHaveTextContent('Eye tests');
    const bare = await openRewards('/apps/rewards');
    await expectAt(bare, '/apps/rewards?active=false&sort=name');
    await expect.element(picker()).toHaveTextContent('Retired by name');
  });

  test('Rename… renames the view shown; Update with current filters keeps the list as it is now', async () => {
    rewardViews([EYE, RETIRED]);
    const changes = record('updateSavedView', (body) => ({ ...RETIRED, ...body, version: 2 }));
    const screen = await openRewards('/apps/rewards?active=false&sort=name');
    await expect.element(picker()).toHaveTextContent('Retired by name');
    const change = page.getByRole('button', { name: 'Change "Retired by name"' });

    await userEvent.click(change);
    // The view shown already keeps the list as it is.
    await expect
      .element(page.getByRole('menuitem', { name: 'Update with current filters' }))
      .toHaveAttribute('aria-disabled', 'true');
    await userEvent.click(page.getByRole('menuitem', { name: 'Rename…' }));
    const form = page.getByRole('dialog', { name: 'Rename the view "Retired by name"' });
    const name = form.getByLabelText('Name');
    await expect.element(name).toHaveValue('Retired by name');
    await userEvent.clear(name);
    await userEvent.click(form.getByRole('button', { name: 'Save', exact: true }));
    await expect.element(form.getByText('A view needs a name.')).toBeVisible();
    await userEvent.type(name, 'Retired, A to Z');
    await userEvent.click(form.getByRole('button', { name: 'Save', exact: true }));
    await expect.element(form).not.toBeInTheDocument();
    expect(changes).toHaveLength(1);
    expect(changes[0]!.method).toBe('PUT');
    expect(changes[0]!.url.pathname).toBe(`/api/saved-views/${RETIRED_ID}`);
    expect(changes[0]!.headers.get('If-Match')).toBe('"1"');
    expect(JSON.parse(changes[0]!.body)).toEqual({ name: 'Retired, A to Z', shared: false });

    // Every reward, still by name: no view keeps that, and the change acts on the view last shown.
    await userEvent.click(page.getByRole('combobox', { name: 'Status' }));
    await userEvent.click(page.getByRole('option', { name: 'All' }));
    await expectAt(screen, '/apps/rewards?sort=name');
    await expect.element(picker()).toHaveTextContent('No saved view');
    await userEvent.click(change);
    await userEvent.click(page.getByRole('menuitem', { name: 'Update with current filters' }));
    const ask = page.getByRole('alertdialog', { name: 'Update the view "Retired by name"?' });
    await userEvent.click(ask.getByRole('button', { name: 'Update view' }));
    await expect.poll(() => changes.length).toBe(2);
    expect(changes[1]!.headers.get('If-Match')).toBe('"1"');
    expect(JSON.parse(changes[1]!.body)).toEqual({ filters: {}, sort: 'name', columns: [] });
  });
});

describe('the columns a view shows', () => {
  test('a view opens with its columns; one hidden in the Columns panel is saved with the list', async () => {
    const NARROW_ID = '7500000000000000000000c4';
    rewardViews([
      view({
        _id: NARROW_ID,
        name: 'Names and prices',
        filters: {},
        columns: ['name', 'pointsRequired'],
      }),
    ]);
    const saves = record('createSavedView', (body) =>
      view({ ...body, _id: '7500000000000000000000c5' }),
    );
    const screen = await openRewards(`/apps/rewards?view=${NARROW_ID}`);
    await expectAt(screen, '/apps/rewards?columns=name%2CpointsRequired');
    const header = (name: string) => page.getByRole('columnheader', { name, exact: true });
    await expect.element(header('Points required')).toBeVisible();
    await expect.element(header('Description')).not.toBeInTheDocument();
    await expect.element(picker()).toHaveTextContent('Names and prices');

    // Every column again but the points, from the grid's own panel.
    await userEvent.click(page.getByRole('button', { name: 'Columns', exact: true }));
    // The panel offers the columns that may be hidden: not the name, not the tick boxes.
    await expect.element(page.getByRole('checkbox', { name: 'Description' })).toBeInTheDocument();
    expect(page.getByRole('checkbox', { name: 'Name', exact: true }).elements()).toHaveLength(0);
    expect(page.getByRole('checkbox', { name: 'Checkbox selection' }).elements()).toHaveLength(0);
    await userEvent.click(page.getByRole('checkbox', { name: 'Description' }));
    await userEvent.click(page.getByRole('checkbox', { name: 'Points required' }));
    await userEvent.keyboard('{Escape}');
    await expectAt(screen, '/apps/rewards?columns=name%2Cdescription');
    await expect.element(header('Description')).toBeVisible();
    await expect.element(header('Points required')).not.toBeInTheDocument();
    await expect.element(picker()).toHaveTextContent('No saved view');

    await userEvent.click(page.getByRole('button', { name: 'Save view' }));
    const form = page.getByRole('dialog', { name: 'Save this view' });
    await userEvent.type(form.getByLabelText('Name'), 'Names and descriptions');
    await userEvent.click(form.getByRole('button', { name: 'Save', exact: true }));
    await expect.poll(() => saves.length).toBe(1);
    expect(JSON.parse(saves[0]!.body)).toMatchObject({
      filters: {},
      columns: ['name', 'description'],
    });
  });
});
