// The scans log of the seeded visits: every visit in the participations was recorded by one of the
// clinic's admins (the demo administrator most often), in the order they happened.
import { ID_KIND, objectId, type State } from '../state.ts';
import type { Scan } from '../types.ts';

/** Admins of the front desk who recorded visits before today (they cannot sign in). */
export const FRONT_DESK = [
  { _id: objectId(ID_KIND.account, 0x10), fullName: 'Hamza Qureshi' },
  { _id: objectId(ID_KIND.account, 0x11), fullName: 'Sofia Rossi' },
];

export function seedScans(state: State): void {
  const demo = state.accounts.find((account) => account.user.role === 'administrator')?.user;
  const admins = [...(demo ? [{ _id: demo._id, fullName: demo.fullName }] : []), ...FRONT_DESK];
  const visits: Omit<Scan, '_id' | 'admin'>[] = [];
  for (const list of state.participations.values())
    for (const p of list)
      for (const at of p.visits) visits.push({ userId: p.userId, missionId: p.missionId, at });
  visits.sort((a, b) => (a.at < b.at ? -1 : a.at > b.at ? 1 : 0));
  // Two visits in four by the demo administrator, one each by the others.
  const turn = [0, 1, 0, 2];
  for (const [i, visit] of visits.entries())
    state.addScan({ ...visit, admin: admins[turn[i % 4]! % admins.length]! });
}
