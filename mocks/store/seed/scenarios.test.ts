// @vitest-environment node
// What each scenario is for, as the screens would show it.
import { describe, expect, it } from 'vitest';
import { isCompleted, isExpired } from '../rules.ts';
import { scenarioState, SCENARIOS } from './scenarios.ts';
import { historyEnd } from './today.ts';

const now = new Date('2026-11-27T14:00:00.000Z');
const small = { members: 150, now };

describe('scenarios', () => {
  it('empty: a new programme whose accounts sign in', () => {
    const state = scenarioState('empty', small);
    expect(state.members).toEqual([]);
    expect(state.missions).toEqual([]);
    expect(state.rewards).toEqual([]);
    expect(state.messages).toEqual([]);
    expect(state.accounts.map((a) => a.user.email)).toContain('admin@londonclinic.example');
  });

  it('busy-day: visits every few minutes today by three admins, all before now', () => {
    const state = scenarioState('busy-day', small);
    const today = state.scans.filter((scan) => scan.at.startsWith('2026-11-27'));
    expect(today.length).toBeGreaterThan(60);
    expect(new Set(today.map((scan) => scan.admin._id)).size).toBe(3);
    expect(today.every((scan) => new Date(scan.at) < now)).toBe(true);
    expect(
      [...state.redemptions.values()].flat().some((r) => r.redeemedAt.startsWith('2026-11-27')),
    ).toBe(true);
  });

  it('end-of-year: open missions due today, participants one visit from the limit', () => {
    const state = scenarioState('end-of-year', small);
    const open = state.missions.filter((m) => !isExpired(m, now));
    expect(open.length).toBeGreaterThan(0);
    expect(open.every((m) => m.dueDate === '2026-11-27T00:00:00.000Z')).toBe(true);
    const atLimit = [...state.participations.values()].flat().filter((p) => {
      const mission = state.mission(p.missionId)!;
      return open.includes(mission) && mission.visitLimit && !p.unassignedByAdmin;
    });
    expect(atLimit.length).toBeGreaterThan(0);
    for (const p of atLimit) {
      const mission = state.mission(p.missionId)!;
      expect(p.progress).toBeGreaterThanOrEqual(mission.visitLimit! - 1);
      expect(p.visits).toHaveLength(p.progress);
      if (p.progress === mission.visitLimit! - 1)
        expect(isCompleted(mission, p.progress)).toBe(false);
    }
  });

  it('on a seed whose history ends today, the day so far comes after it: the logs stay in time order', () => {
    const inOrder = (times: string[]) => times.every((at, i) => i === 0 || times[i - 1]! <= at);
    for (const name of ['busy-day', 'end-of-year']) {
      // Enough members for seeded visits this morning, between the busy day's first and noon.
      const state = scenarioState(name, { members: 1500, now, until: historyEnd(now) });
      expect(inOrder(state.scans.map((scan) => scan.at)), name).toBe(true);
      expect(inOrder(state.audit.entries.map((entry) => entry.at)), name).toBe(true);
      for (const p of [...state.participations.values()].flat())
        expect(inOrder([...p.visits].reverse()), name).toBe(true);
    }
  });

  it('refuses an unknown name with the list', () => {
    expect(() => scenarioState('christmas')).toThrow(
      `Unknown scenario "christmas"; scenarios: ${Object.keys(SCENARIOS).join(', ')}, or a recorded FILE.json`,
    );
  });
});
