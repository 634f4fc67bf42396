import type { components } from '@generated/api';

export type JoinedMission = components['schemas']['JoinedMission'];
export type Mission = components['schemas']['Mission'];
type Category = { code: number };

/** Progress bar width in per cent: visits over the visit limit (a missing limit counts as 1), at most 100. */
export function progressPercent(progress: number, visitLimit: number | undefined): number {
  const limit = visitLimit && visitLimit > 0 ? visitLimit : 1;
  return Math.min(100, Math.max(0, (progress / limit) * 100));
}

/** A joined mission is completed once its visits reach the visit limit (1 when missing). */
export function isCompleted(progress: number, visitLimit: number | undefined): boolean {
  return progress >= (visitLimit && visitLimit > 0 ? visitLimit : 1);
}

export type RewardShown =
  | { kind: 'perVisit'; points: number; progress: number; total: number }
  | { kind: 'fixed'; points: number };

/** Point missions earn their points for every visit ('points x progress = total pts'); others a fixed reward. */
export function rewardShown(
  mission: Pick<JoinedMission, 'type' | 'pointsReward' | 'progress'>,
): RewardShown {
  if (mission.type === 'PointBased') {
    return {
      kind: 'perVisit',
      points: mission.pointsReward,
      progress: mission.progress,
      total: mission.pointsReward * mission.progress,
    };
  }
  return { kind: 'fixed', points: mission.pointsReward };
}

/**
 * A mission can be joined until the end (23:59:59.999, local time) of its due date. The due date is the
 * calendar day the back end stored (its UTC date), so a mission due "22 November" is due that day
 * wherever the admin is.
 */
export function isPastDue(dueDate: string, now: Date = new Date()): boolean {
  const due = new Date(dueDate);
  if (Number.isNaN(due.getTime())) return false;
  const endOfDueDay = new Date(
    due.getUTCFullYear(),
    due.getUTCMonth(),
    due.getUTCDate(),
    23,
    59,
    59,
    999,
  );
  return now.getTime() > endOfDueDay.getTime();
}

/** Category code 1 is a visit mission, 2 a point mission; any other code is invalid. */
export type MissionKind = 'visit' | 'point';
export function missionKind(category: Category): MissionKind | undefined {
  if (category.code === 1) return 'visit';
  if (category.code === 2) return 'point';
  return undefined;
}

/** The joined record names its mission by id or embeds the mission itself. */
export function missionIdOf(record: Pick<JoinedMission, 'missionId'>): string {
  return typeof record.missionId === 'string' ? record.missionId : record.missionId._id;
}
