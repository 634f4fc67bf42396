// The programme's rules, shared by the seed and the handlers, so seeded data obeys them too.
import type { Mission, Participation } from './types.ts';

type Rewarding = Pick<Mission, 'pointsReward' | 'visitLimit' | 'type'>;

/**
 * Points a participation has earned: a PointBased mission pays pointsReward for every visit; a
 * VisitBased one pays it once, on completion (its visitLimit, or the first visit when unlimited).
 */
export function pointsEarned(mission: Rewarding, progress: number): number {
  if (mission.type === 'PointBased') return mission.pointsReward * progress;
  return progress >= (mission.visitLimit ?? 1) ? mission.pointsReward : 0;
}

/** True once the visit limit is reached; a mission without a limit is never completed. */
export function isCompleted(mission: Pick<Mission, 'visitLimit'>, progress: number): boolean {
  return mission.visitLimit !== undefined && progress >= mission.visitLimit;
}

/** A mission can be joined until the end (UTC) of its due date. */
export function isExpired(mission: Pick<Mission, 'dueDate'>, now: Date): boolean {
  const endOfDay = new Date(mission.dueDate);
  endOfDay.setUTCHours(23, 59, 59, 999);
  return endOfDay.getTime() < now.getTime();
}

/** The endpoint's category code must match the mission's: 1 visit missions, 2 point missions. */
export function categoryMatches(mission: Mission, code: 1 | 2): boolean {
  return mission.category.code === code;
}

export function totalPointsEarned(
  participations: Participation[],
  missionOf: (id: string) => Mission | undefined,
): number {
  let total = 0;
  for (const p of participations) {
    const mission = missionOf(p.missionId);
    if (mission) total += pointsEarned(mission, p.progress);
  }
  return total;
}

const CODE_LETTERS = 'ABCDEFGHJKLMNPQRSTUVWXYZ23456789';

/** A voucher code such as LC-CAFE-7Q2M9X: the reward's first letters, then six random ones. */
export function voucherCode(rewardName: string, random: () => number): string {
  const word = (rewardName.toUpperCase().match(/[A-Z]/g) ?? ['R']).slice(0, 4).join('');
  let tail = '';
  for (let i = 0; i < 6; i += 1) tail += CODE_LETTERS[Math.floor(random() * CODE_LETTERS.length)];
  return `LC-${word.padEnd(4, 'X')}-${tail}`;
}

/** The membership tier by the points a member has earned in all. */
export function membershipTier(lifetimePoints: number): string {
  if (lifetimePoints >= 4000) return 'Platinum';
  if (lifetimePoints >= 1500) return 'Gold';
  if (lifetimePoints >= 500) return 'Silver';
  return 'Bronze';
}

/** Where the API serves a picture (a same-origin path, see getMediaFile). */
export const mediaUrl = (folder: 'avatars' | 'rewards' | 'advertisements', id: string) =>
  `/api/media/${folder}/${id}.svg`;

/** A small, fast, seeded random source (mulberry32). */
export function seededRandom(seed: number): () => number {
  let a = seed >>> 0;
  return () => {
    a = (a + 0x6d2b79f5) >>> 0;
    let t = a;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}
