// @vitest-environment node
// The seeded clinic: deterministic, varied, and consistent with the programme's rules.
import { isValidPhoneNumber } from 'libphonenumber-js/mobile';
import { describe, expect, it } from 'vitest';
import { totalPointsEarned } from '../rules.ts';
import { seedState } from './seed.ts';

const state = seedState({ members: 5000, seed: 2026 });
const population = state.members.filter((m) => m._id.startsWith('6b'));

describe('the seed', () => {
  it('has the sizes of a real clinic', () => {
    expect(state.members.length).toBeGreaterThanOrEqual(5000);
    expect(state.missions).toHaveLength(40);
    expect(state.rewards).toHaveLength(24);
    expect(state.messages).toHaveLength(300);
  });

  it('is the same from the same seed, and different from another', () => {
    const again = seedState({ members: 50, seed: 2026 });
    const other = seedState({ members: 50, seed: 7 });
    expect(again.members.slice(0, 60)).toEqual(
      seedState({ members: 50, seed: 2026 }).members.slice(0, 60),
    );
    expect(other.members.map((m) => m.fullName)).not.toEqual(again.members.map((m) => m.fullName));
  });

  it('keeps the contract examples first', () => {
    expect(state.members[0]?._id).toBe('64b7f0c2a1e4d5f6a7b8c901');
    expect(state.messages[0]?._id).toBe('67d3e4f5a6b7c8d9e0f1a201');
  });

  it('names members in Latin, Arabic, Chinese, Japanese, Cyrillic and Greek scripts', () => {
    const names = state.members.map((m) => m.fullName ?? '').join(' ');
    for (const script of [
      /\p{Script=Latin}/u,
      /\p{Script=Arabic}/u,
      /\p{Script=Han}/u,
      /\p{Script=Hiragana}|\p{Script=Katakana}|\p{Script=Han}/u,
      /\p{Script=Cyrillic}/u,
      /\p{Script=Greek}/u,
    ])
      expect(names).toMatch(script);
  });

  it('gives valid phone numbers, every sign-up method, and members with and without photos', () => {
    // The population's numbers (the contract's examples use fictional ones, such as Ofcom's drama range).
    const numbers = population
      .flatMap((m) => [m.phoneNumber, m.whatsAppNumber])
      .filter((n) => n !== undefined);
    for (const number of numbers.slice(0, 2000))
      expect(isValidPhoneNumber(number), number).toBe(true);
    expect(new Set(state.members.map((m) => m.signupMethod))).toEqual(
      new Set(['phone', 'email', 'whatsapp']),
    );
    const withPhoto = state.members.filter((m) => m.profilePhoto).length;
    expect(withPhoto).toBeGreaterThan(1000);
    expect(withPhoto).toBeLessThan(state.members.length - 1000);
  });

  it('has missions of both categories, some expired, with participants at every stage', () => {
    expect(new Set(state.missions.map((m) => m.category.code))).toEqual(new Set([1, 2]));
    const now = Date.now();
    expect(state.missions.some((m) => new Date(m.dueDate).getTime() < now)).toBe(true);
    const stages = new Set<string>();
    for (const list of state.participations.values())
      for (const p of list) {
        const limit = state.mission(p.missionId)?.visitLimit;
        stages.add(p.progress === 0 ? 'new' : limit && p.progress >= limit ? 'done' : 'going');
        if (p.unassignedByAdmin) stages.add('unassigned');
      }
    expect(stages).toEqual(new Set(['new', 'going', 'done', 'unassigned']));
  });

  it('keeps points = earned on missions − spent on rewards, and visits = progress', () => {
    for (const member of state.members.slice(20, 2000)) {
      const joined = state.joined(member._id);
      const earned = totalPointsEarned(joined, (id) => state.mission(id));
      const spent = state.history(member._id).reduce((sum, r) => sum + r.pointsUsed, 0);
      expect(member.points).toBe(earned - spent);
      for (const p of joined) expect(p.visits).toHaveLength(p.progress);
    }
  });
});
