// Named worlds the offline back end can start in or switch to (`--scenario NAME`,
// `POST /__mock/scenario`). Each is built from the deterministic seed; the busy day and the end of
// year then record their visits and redemptions through the store's own handlers, so every index,
// the scans log, the points and the audit log agree as after real use.
import { Sessions } from '../handlers/auth.ts';
import { allHandlers } from '../handlers/index.ts';
import { existsSync } from 'node:fs';
import { loadScenarioFile } from '../record.ts';
import { isCompleted, isExpired, seededRandom } from '../rules.ts';
import { State } from '../state.ts';
import type { Account, Handlers, Input, OperationId } from '../types.ts';
import { seedExamples } from './examples.ts';
import { seedState } from './seed.ts';

export const SCENARIOS = {
  empty:
    'A new programme: no members, missions, rewards, messages or banners; the accounts sign in.',
  default: "Today's seeded clinic (the contract's examples, then --members members).",
  'busy-day':
    'The default clinic with a full front-desk day in progress: visits every few minutes since the morning by three admins, joins and redemptions.',
  'end-of-year':
    'The default clinic with every open mission due today and every participant one visit short of its visit limit.',
  large: 'The default clinic with 100,000 members (lists, search and the dashboard at scale).',
} as const;

export type ScenarioName = keyof typeof SCENARIOS;

export function isScenarioName(name: string): name is ScenarioName {
  return Object.hasOwn(SCENARIOS, name);
}

/** A recorded scenario file (`--record`, then `--scenario FILE.json`). */
export const isScenarioFile = (name: string) => name.endsWith('.json');

export class UnknownScenario extends Error {
  constructor(name: string) {
    super(
      isScenarioFile(name)
        ? `Scenario file ${name} not found`
        : `Unknown scenario "${name}"; scenarios: ${Object.keys(SCENARIOS).join(', ')}, or a recorded FILE.json`,
    );
  }
}

export interface ScenarioOptions {
  /** Members beyond the contract's examples (default 5000; `large` always has 100,000). */
  members?: number;
  seed?: number;
  messages?: number;
  /** When the seeded history ends (seed/today.ts; default the day the seed is written for). */
  until?: Date;
  /** The clock the busy day and the end of year are built against (default: now). */
  now?: Date;
}

/** The state of a named scenario, or of a recorded scenario file. */
export function scenarioState(name: string, options: ScenarioOptions = {}): State {
  if (isScenarioFile(name) && existsSync(name)) return loadScenarioFile(name);
  if (!isScenarioName(name)) throw new UnknownScenario(name);
  const seed = options.seed ?? 2026;
  const base = {
    seed,
    messages: options.messages,
    members: options.members ?? 5000,
    until: options.until,
  };
  const now = options.now ?? new Date();
  switch (name) {
    case 'empty':
      return emptyProgramme();
    case 'default':
      return seedState(base);
    case 'large':
      return seedState({ ...base, members: 100_000 });
    // Their own visits come after the seeded history (the scans log and each visit history stay in
    // time order): a history that would end today ends before them.
    case 'busy-day':
      return busyDay(seedState(endingBy(base, busyDayOf(now).first)), seed, now);
    case 'end-of-year':
      return endOfYear(seedState(endingBy(base, new Date(now.getTime() - HOUR))), seed, now);
  }
}

const HOUR = 3_600_000;

/** The seed's options with its history ending by `at` at the latest. */
const endingBy = <T extends { until?: Date }>(options: T, at: Date): T =>
  options.until && options.until > at ? { ...options, until: at } : options;

/** The busy day's clock: 150 events since midnight, at most two minutes apart, the last now. */
function busyDayOf(now: Date) {
  const startOfDay = new Date(now);
  startOfDay.setUTCHours(0, 0, 0, 0);
  const events = 150;
  const step = Math.min(120_000, (now.getTime() - startOfDay.getTime()) / (events + 1));
  return { events, step, first: new Date(now.getTime() - events * step) };
}

/** Only the accounts that sign in. */
function emptyProgramme(): State {
  const examples = new State();
  seedExamples(examples);
  const state = new State();
  state.accounts.push(...examples.accounts);
  return state;
}

/** Calls the store's own handlers, as a signed-in admin would, with a clock of its own. */
function driver(state: State, seed: number, clock: { at: Date }) {
  const handlers: Handlers = allHandlers(state, new Sessions(), () => clock.at, seededRandom(seed));
  return <K extends OperationId>(id: K, account: Account, parts: Partial<Input<K>>) => {
    const input = { query: {}, accept: '', images: {}, account, ...parts } as Input<K>;
    return (handlers[id] as (input: Input<K>) => { status: number })(input).status;
  };
}

const admins = (state: State) =>
  state.accounts.filter((account) => account.user.role === 'administrator');

/** Today so far: a visit every two minutes by one of three admins, joins and redemptions. */
function busyDay(state: State, seed: number, now: Date): State {
  const random = seededRandom(seed + 7);
  const clock = { at: now };
  const call = driver(state, seed, clock);
  const desk = admins(state).slice(0, 3);
  const open = state.missions.filter((mission) => !isExpired(mission, now));
  const { events, step } = busyDayOf(now);
  let done = 0;
  for (let i = 0; i < events * 4 && done < events; i += 1) {
    clock.at = new Date(now.getTime() - (events - done) * step);
    const account = desk[done % desk.length]!;
    const member = state.members[Math.floor(random() * state.members.length)];
    const mission = open[Math.floor(random() * open.length)];
    if (!member || !mission) break;
    const code = mission.category.code === 1 ? 1 : 2;
    const joined = state.joined(member._id).some((p) => p.missionId === mission._id);
    if (!joined && done % 5 === 0) {
      const join = code === 1 ? 'joinVisitMission' : 'joinPointMission';
      if (call(join, account, { body: { userId: member._id, missionId: mission._id } }) === 200)
        done += 1;
      continue;
    }
    if (done % 11 === 10) {
      const reward = state.rewards.find(
        (r) => state.isActive(r._id) && r.pointsRequired <= member.points,
      );
      if (
        reward &&
        call('redeemReward', account, { body: { userId: member._id, rewardId: reward._id } }) ===
          200
      )
        done += 1;
      continue;
    }
    const participation = state.joined(member._id).find((p) => {
      const joinedMission = state.mission(p.missionId);
      return (
        joinedMission &&
        !p.unassignedByAdmin &&
        !isExpired(joinedMission, now) &&
        !isCompleted(joinedMission, p.progress)
      );
    });
    if (!participation) continue;
    const visited = state.mission(participation.missionId)!;
    const visit = visited.category.code === 1 ? 'recordVisit' : 'recordPointVisit';
    const path = { userId: member._id, missionId: visited._id };
    if (call(visit, account, { path } as Partial<Input<typeof visit>>) === 200) done += 1;
  }
  return state;
}

/** Every open mission due today; each participant one visit short of the visit limit. */
function endOfYear(state: State, seed: number, now: Date): State {
  const today = new Date(now);
  today.setUTCHours(0, 0, 0, 0);
  for (const mission of state.missions)
    if (!isExpired(mission, now))
      state.replaceMission({ ...mission, dueDate: today.toISOString() });
  const clock = { at: new Date(now.getTime() - HOUR) };
  const call = driver(state, seed, clock);
  const [account] = admins(state);
  if (!account) return state;
  for (const [userId, participations] of state.participations) {
    for (const participation of participations) {
      const mission = state.mission(participation.missionId);
      if (!mission?.visitLimit || isExpired(mission, now) || participation.unassignedByAdmin)
        continue;
      const visit = mission.category.code === 1 ? 'recordVisit' : 'recordPointVisit';
      const path = { userId, missionId: mission._id };
      while (participation.progress < mission.visitLimit - 1) {
        if (call(visit, account, { path } as Partial<Input<typeof visit>>) !== 200) break;
      }
    }
  }
  return state;
}
