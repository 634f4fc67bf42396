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
