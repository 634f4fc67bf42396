// @vitest-environment node
// Saved views through Prism's validating proxy: the seeded shared segments and their live counts,
// private and shared views and who may share, one default per list per person, deleting, and
// bad input answered with a clear message and nothing saved.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DEMO_ACCOUNTS } from '../accounts.mjs';
import { startThroughPrism } from './through-prism.ts';
import type { SavedView } from './types.ts';

let backEnd: Awaited<ReturnType<typeof startThroughPrism>>;
const tokens: Record<string, string> = {};

beforeAll(async () => {
  backEnd = await startThroughPrism();
  for (const [role, { email, password }] of Object.entries(DEMO_ACCOUNTS))
    tokens[role] = await backEnd.signInAs({ email, password });
}, 60_000);
afterAll(async () => backEnd?.stop());

type As = keyof typeof DEMO_ACCOUNTS;
const call = (as: As, method: string, path: string, json?: unknown) =>
  backEnd.call(method, path, { token: tokens[as], ...(json === undefined ? {} : { json }) });
const views = async (as: As, list = 'members') =>
  ((await call(as, 'GET', `/api/saved-views?list=${list}`)).data as { views: SavedView[] }).views;
const total = async (query: string) =>
  ((await call('administrator', 'GET', `/api/users?${query}`)).data as { total: number }).total;
const draft = (overrides: Record<string, unknown> = {}) => ({
  name: 'Arabic speakers, lapsed',
  list: 'members',
  filters: { language: 'ar', noVisitDays: '90' },
  columns: ['fullName', 'points'],
  shared: false,
  ...overrides,
});

describe('the seeded shared segments', () => {
  it('every role sees them, each with the count its filters select now', async () => {
    for (const as of Object.keys(DEMO_ACCOUNTS) as As[]) {
      const names = (await views(as)).filter((v) => v.shared).map((v) => v.name);
      expect(names).toEqual([
        'Birthdays this month',
        'Gold members',
        'Joined this month',
        'Lapsed 90 days',
        'Within 50 points of a reward',
      ]);
    }
    const seeded = await views('auditor');
    const gold = seeded.find((v) => v.name === 'Gold members')!;
    expect(gold.filters).toEqual({ membership: 'Gold' });
    expect(gold.count).toBe(await total('membership=Gold'));
    const lapsed = seeded.find((v) => v.name === 'Lapsed 90 days')!;
    expect(lapsed.count).toBe(await total('noVisitDays=90'));
    expect(lapsed.count).toBeGreaterThan(0);
  });

  it('birthdays this month and within 50 points of a reward select what the records say', async () => {
    const state = backEnd.store.state();
    const month = new Date().getUTCMonth();
    const born = state.members.filter(
      (m) => m.dateOfBirth && new Date(m.dateOfBirth).getUTCMonth() === month,
    );
    expect(await total('birthMonth=current')).toBe(born.length);
    const prices = state.rewards.filter((r) => state.isActive(r._id)).map((r) => r.pointsRequired);
    const close = state.members.filter((m) => {
      const next = Math.min(...prices.filter((p) => p > m.points));
      return next - m.points <= 50;
    });
    expect(close.length).toBeGreaterThan(0);
    expect(await total('pointsToReward=50')).toBe(close.length);
  });
});

describe('saving a view', () => {
  it('keeps a private view for its owner alone, with its count', async () => {
    const answer = await call('front-desk', 'POST', '/api/saved-views', draft());
    expect(answer.status).toBe(200);
    const saved = answer.data as SavedView;
    expect(saved).toMatchObject({
      name: 'Arabic speakers, lapsed',
      shared: false,
      isDefault: false,
      owner: { fullName: DEMO_ACCOUNTS['front-desk'].fullName },
      count: await total('language=ar&noVisitDays=90'),
    });
    expect((await views('front-desk')).map((v) => v._id)).toContain(saved._id);
    expect((await views('administrator')).map((v) => v._id)).not.toContain(saved._id);
  });

  it('sharing needs a programme manager or an administrator', async () => {
    for (const as of ['front-desk', 'auditor'] as const) {
      const refused = await call(as, 'POST', '/api/saved-views', draft({ shared: true }));
      expect(refused.status).toBe(403);
      expect(refused.data).toMatchObject({
        allowedRoles: ['programme-manager', 'administrator'],
      });
    }
    const shared = await call(
      'programme-manager',
      'POST',
      '/api/saved-views',
      draft({ name: 'Spring campaign', shared: true }),
    );
    expect(shared.status).toBe(200);
    expect((await views('front-desk')).map((v) => v.name)).toContain('Spring campaign');
  });

  it('keeps one default per list per person', async () => {
    const first = (await call('auditor', 'POST', '/api/saved-views', draft({ isDefault: true })))
      .data as SavedView;
    expect(first.isDefault).toBe(true);
    const gold = (await views('auditor')).find((v) => v.name === 'Gold members')!;
    const made = await call('auditor', 'PUT', `/api/saved-views/${gold._id}/default`, {
      isDefault: true,
    });
    expect(made).toMatchObject({ status: 200, data: { isDefault: true } });
    const after = await views('auditor');
    expect(after.filter((v) => v.isDefault).map((v) => v.name)).toEqual(['Gold members']);
    // Someone else's default is their own.
    expect((await views('administrator')).some((v) => v.isDefault)).toBe(false);
    await call('auditor', 'PUT', `/api/saved-views/${gold._id}/default`, { isDefault: false });
    expect((await views('auditor')).some((v) => v.isDefault)).toBe(false);
  });
});

describe('deleting a view', () => {
  it('the owner deletes their own; another may not, an administrator may delete a shared one', async () => {
    const own = (await call('programme-manager', 'POST', '/api/saved-views', draft()))
      .data as SavedView;
    const shared = (
      await call('programme-manager', 'POST', '/api/saved-views', draft({ shared: true }))
    ).data as SavedView;
    expect((await call('front-desk', 'DELETE', `/api/saved-views/${shared._id}`)).status).toBe(403);
    // A private view of someone else is not found at all.
    expect((await call('administrator', 'DELETE', `/api/saved-views/${own._id}`)).status).toBe(404);
    expect((await call('programme-manager', 'DELETE', `/api/saved-views/${own._id}`)).data).toEqual(
      { message: 'View deleted' },
    );
    expect((await call('administrator', 'DELETE', `/api/saved-views/${shared._id}`)).status).toBe(
      200,
    );
    const left = (await views('programme-manager')).map((v) => v._id);
    expect(left).not.toContain(own._id);
    expect(left).not.toContain(shared._id);
  });
});

describe('bad input: a clear message, nothing saved', () => {
  it.each([
    ['an empty name', draft({ name: '   ' }), 'Invalid view name', 'A view needs a name.'],
    [
      'a 200-character name',
      draft({ name: 'x'.repeat(200) }),
      'Invalid view name',
      "A view's name is at most 100 characters.",
    ],
    [
      'an unknown filter',
      draft({ filters: { tier: 'Gold' } }),
      'Unknown filter',
      'Unknown parameter "tier".',
    ],
    [
      'a range the wrong way round',
      draft({ filters: { pointsMin: '500', pointsMax: '10' } }),
      'Invalid filter',
      'pointsMin is more than pointsMax.',
    ],
  ])('%s', async (_, body, error, message) => {
    const before = backEnd.store.state().savedViews.length;
    const answer = await call('administrator', 'POST', '/api/saved-views', body);
    expect(answer).toMatchObject({ status: 400, data: { error, message } });
    expect(backEnd.store.state().savedViews).toHaveLength(before);
  });
});

describe('changing a view', () => {
  const change = (as: As, view: SavedView, json: unknown, ifMatch = `"${view.version}"`) =>
    backEnd.call('PUT', `/api/saved-views/${view._id}`, {
      token: tokens[as],
      json,
      headers: { 'if-match': ifMatch },
    });
  const saved = async (as: As, overrides: Record<string, unknown> = {}) =>
    (await call(as, 'POST', '/api/saved-views', draft(overrides))).data as SavedView;

  it('renames it and keeps the list shown now in it, one version after another', async () => {
    const view = await saved('front-desk');
    expect(view.version).toBe(1);
    const renamed = await change('front-desk', view, { name: '  Lapsed Arabic speakers ' });
    expect(renamed).toMatchObject({
      status: 200,
      data: { name: 'Lapsed Arabic speakers', filters: view.filters, version: 2 },
    });
    expect(renamed.headers.get('etag')).toBe('"2"');
    const refiltered = await change('front-desk', renamed.data as SavedView, {
      filters: { language: 'ar', noVisitDays: '60' },
      sort: '',
      columns: [],
    });
    expect(refiltered.data).toMatchObject({
      name: 'Lapsed Arabic speakers',
      filters: { language: 'ar', noVisitDays: '60' },
      columns: [],
      count: await total('language=ar&noVisitDays=60'),
      version: 3,
    });
    const listed = (await views('front-desk')).find((v) => v._id === view._id);
    expect(listed).toMatchObject({ name: 'Lapsed Arabic speakers', version: 3 });
  });

  it('a change made from an older version answers 412 with who, when and the view now; without If-Match 428', async () => {
    const view = await saved('programme-manager', { shared: true, name: 'Spring' });
    await change('programme-manager', view, { name: 'Spring campaign' });
    const stale = await change('administrator', view, { name: 'Spring offers' });
    expect(stale).toMatchObject({
      status: 412,
      data: {
        error: 'Changed by someone else',
        changedBy: { fullName: DEMO_ACCOUNTS['programme-manager'].fullName },
        current: { _id: view._id, name: 'Spring campaign', version: 2 },
      },
    });
    const missing = await backEnd.call('PUT', `/api/saved-views/${view._id}`, {
      token: tokens.administrator,
      json: { name: 'Spring offers' },
    });
    expect(missing.status).toBe(428);
    expect((await views('administrator')).find((v) => v._id === view._id)?.name).toBe(
      'Spring campaign',
    );
  });

  it('only the owner changes it, or an administrator a shared one; sharing needs the roles that create one', async () => {
    const view = await saved('programme-manager', { shared: true, name: 'Autumn' });
    const refused = await change('front-desk', view, { name: 'Mine now' });
    expect(refused).toMatchObject({ status: 403, data: { error: 'Not your view' } });
    const byAdmin = await change('administrator', view, { name: 'Autumn campaign' });
    expect(byAdmin).toMatchObject({ status: 200, data: { name: 'Autumn campaign' } });
    const own = await saved('auditor', { name: 'Auditor only' });
    expect((await change('administrator', own, { name: 'Seen' })).status).toBe(404);
    const sharing = await change('auditor', own, { shared: true });
    expect(sharing).toMatchObject({
      status: 403,
      data: { allowedRoles: ['programme-manager', 'administrator'] },
    });
    expect((await views('front-desk')).map((v) => v._id)).not.toContain(own._id);
  });

  it('a view kept to its owner again is no longer anyone else’s default', async () => {
    const view = await saved('programme-manager', { shared: true, name: 'Winter' });
    await call('front-desk', 'PUT', `/api/saved-views/${view._id}/default`, { isDefault: true });
    await call('programme-manager', 'PUT', `/api/saved-views/${view._id}/default`, {
      isDefault: true,
    });
    const unshared = await change('programme-manager', view, { shared: false });
    expect(unshared).toMatchObject({ status: 200, data: { shared: false, isDefault: true } });
    expect((await views('front-desk')).map((v) => v._id)).not.toContain(view._id);
    const shared = (await change('programme-manager', unshared.data as SavedView, { shared: true }))
      .data as SavedView;
    expect(shared.shared).toBe(true);
    const seen = (await views('front-desk')).find((v) => v._id === view._id);
    expect(seen?.isDefault).toBe(false);
  });

  it.each([
    ['an empty name', { name: ' ' }, 'Invalid view name'],
    ['a 200-character name', { name: 'x'.repeat(200) }, 'Invalid view name'],
    ['an unknown filter', { filters: { tier: 'Gold' } }, 'Unknown filter'],
    [
      'a range the wrong way round',
      { filters: { joinedFrom: '2026-02-01', joinedTo: '2026-01-01' } },
      'Invalid filter',
    ],
  ])('%s: a clear message, nothing changed', async (_, body, error) => {
    const view = await saved('administrator');
    const answer = await change('administrator', view, body);
    expect(answer).toMatchObject({ status: 400, data: { error } });
    const now = (await views('administrator')).find((v) => v._id === view._id);
    expect(now).toMatchObject({ name: view.name, filters: view.filters, version: 1 });
  });
});

describe('views of the other lists', () => {
  it('keep the filters and sort of their own list, without a count', async () => {
    const answer = await call('administrator', 'POST', '/api/saved-views', {
      name: 'Active visit missions',
      list: 'missions',
      filters: { type: 'VisitBased', status: 'active', search: 'clinic' },
      sort: 'name',
      columns: [],
      shared: false,
    });
    expect(answer.status).toBe(200);
    expect(answer.data).not.toHaveProperty('count');
    expect((await views('administrator', 'missions')).map((v) => v.name)).toEqual([
      'Active visit missions',
    ]);
    // A members filter is not one of the audit log's.
    const refused = await call('administrator', 'POST', '/api/saved-views', {
      name: 'Gold',
      list: 'auditLog',
      filters: { membership: 'Gold' },
      shared: false,
    });
    expect(refused).toMatchObject({
      status: 400,
      data: { error: 'Unknown filter', message: 'Unknown parameter "membership".' },
    });
  });
});
