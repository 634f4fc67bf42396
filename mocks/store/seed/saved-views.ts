// The shared member views every admin starts with (segments): each a members list filter.
import { ID_KIND, objectId, type State } from '../state.ts';
import type { StoredView } from '../types.ts';

/** The seeded views: name and the members list's filters. */
export const SEEDED_VIEWS: readonly {
  name: string;
  filters: (today: Date) => StoredView['filters'];
}[] = [
  { name: 'Lapsed 90 days', filters: () => ({ noVisitDays: '90' }) },
  { name: 'Gold members', filters: () => ({ membership: 'Gold' }) },
  { name: 'Birthdays this month', filters: () => ({ birthMonth: 'current' }) },
  {
    name: 'Joined this month',
    filters: (today) => ({ joinedFrom: today.toISOString().slice(0, 8) + '01' }),
  },
  { name: 'Within 50 points of a reward', filters: () => ({ pointsToReward: '50' }) },
];

export function seedSavedViews(state: State, reference: Date): void {
  const owner = state.accounts.find((account) => account.user.role === 'administrator')?.user;
  if (!owner) return;
  SEEDED_VIEWS.forEach(({ name, filters }, index) =>
    state.savedViews.push({
      _id: objectId(ID_KIND.view, index + 1),
      name,
      list: 'members',
      filters: filters(reference),
      columns: [],
      shared: true,
      owner: { _id: owner._id, fullName: owner.fullName },
      createdAt: new Date(reference.getTime() - 30 * 86_400_000).toISOString(),
    }),
  );
}
