// The front desk's rules: numbered missions, the duplicate guard and the Undo window.
import type { components } from '@generated/api';

export type LookupMatch = components['schemas']['LookupMatch'];
export type DeskMission = components['schemas']['DeskMission'];
export type DeskMember = components['schemas']['DeskMember'];

/** Missions are numbered 1 to 9: one key each. */
export const MAX_NUMBERED = 9;
/** How long a recorded visit offers Undo (seconds). */
export const UNDO_SECONDS = 30;
/** The reason sent with an Undo (kept with the reversal, for the audit trail). */
export const UNDO_REASON = 'Undone at the front desk';

/** Which operation records a visit on the mission: category 1 is a visit mission, else points. */
export const missionKindOf = (mission: Pick<DeskMission, 'category'>): 'visit' | 'point' =>
  mission.category.code === 1 ? 'visit' : 'point';

/** The mission a number key picks (1 to 9), or undefined. */
export function missionForKey(key: string, missions: readonly DeskMission[]) {
  if (!/^[1-9]$/.test(key)) return undefined;
  return missions.slice(0, MAX_NUMBERED)[Number(key) - 1];
}

/**
 * A key that starts the next member's lookup while a card is shown: any printable character that
 * is not one of the card's mission numbers.
 */
export function startsNewScan(key: string, missionCount: number): boolean {
  if ([...key].length !== 1 || key === ' ') return false;
  const numbered = Math.min(missionCount, MAX_NUMBERED);
  return !(/^[1-9]$/.test(key) && Number(key) <= numbered);
}

/**
 * Whether a key pressed on `target` went astray: the target takes no typing of its own (not a text
 * field, not inside a dialog, menu or pop-up list), so the desk takes the key: after a click on the
 * page, a button or the setting beside the desk, a scan still lands and a number still picks.
 */
export function strayKey(target: EventTarget | null): boolean {
  if (!(target instanceof Element)) return true;
  if (target instanceof HTMLElement && target.isContentEditable) return false;
  if (target.closest('input, textarea, select')) return false;
  return !target.closest('[role="dialog"], [role="alertdialog"], [role="menu"], .MuiModal-root');
}

/**
 * The last visit on the mission when it is within the guard's window: how many whole minutes ago,
 * and who recorded it. A window of 0 turns the guard off.
 */
export function recentVisit(
  mission: DeskMission,
  now: number,
  windowMinutes: number,
): { minutes: number; by: string } | undefined {
  const last = mission.lastVisit;
  if (!last || windowMinutes <= 0) return undefined;
  const elapsed = Math.max(0, now - Date.parse(last.at));
  if (Number.isNaN(elapsed) || elapsed >= windowMinutes * 60_000) return undefined;
  return { minutes: Math.floor(elapsed / 60_000), by: last.by.fullName };
}

/** The one member the lookup settles on: the only match, or the only exact one. */
export function settledMatch(matches: readonly LookupMatch[]): LookupMatch | undefined {
  if (matches.length === 1) return matches[0];
  const exact = matches.filter((m) => m.exact);
  return exact.length === 1 ? exact[0] : undefined;
}

/** Seconds left to undo a visit recorded at `recordedAt` (0 once the window has passed). */
export function undoSecondsLeft(recordedAt: number, now: number): number {
  const left = Math.ceil((recordedAt + UNDO_SECONDS * 1000 - now) / 1000);
  return Math.min(UNDO_SECONDS, Math.max(0, left));
}

/** How far the mission has come: "2 / 5", or "2" when it has no visit limit. */
export function progressOf(mission: DeskMission): { progress: number; limit?: number } {
  return mission.visitLimit === undefined
    ? { progress: mission.progress }
    : { progress: mission.progress, limit: mission.visitLimit };
}
