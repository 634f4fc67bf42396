// Bulk actions on missions, rewards and advertisements. Each row runs the single operation's own
// handler, as the router calls it (its rules, its 409, its audit entry, its new version), so no
// rule is written twice here; what is added is only when a row has nothing to do (a mission
// already ended, a reward already retired). A row that cannot be done is reported with the
// single operation's own words and the others go on. The contract refuses bad input (no ids, more
// than 100, an id twice, an unknown action) before anything runs.
import { advertisementStatus } from '../advertisement-rules.ts';
import type { State } from '../state.ts';
import type { components } from '../../../generated/api';
import type { Handler, Handlers, Input, OperationId } from '../types.ts';
import { ok } from './errors.ts';

type BulkRow = components['schemas']['BulkRow'];
type BulkResult = components['schemas']['BulkResult'];

/** A row with nothing to do, or the single operation that does it. */
type Reply = { status: number; body: unknown };
type Step = { skip: string } | { run: () => Reply };

/** The words of a refusal: its error, and its message when it says more. */
function reasonOf(answer: Reply): string {
  const body = answer.body as { error?: unknown; message?: unknown } | undefined;
  const error = typeof body?.error === 'string' ? body.error : `Refused (${answer.status})`;
  const message = typeof body?.message === 'string' ? body.message : undefined;
  return message && message !== error ? `${error} — ${message}` : error;
}

/** The day (UTC) of an instant, YYYY-MM-DD. */
const dayOf = (date: Date) => date.toISOString().slice(0, 10);

/** The most visits a mission may ask for (the contract's `MissionInput.visitLimit`). */
const VISIT_LIMIT_MAX = 1000;

export function bulkHandlers(routed: () => Handlers, state: State, now: () => Date) {
  /** Calls one single operation for a row, as the caller of the bulk action. */
  const single =
    <K extends OperationId>(id: K, caller: Input<OperationId>, parts: Partial<Input<K>>) =>
    () =>
      (routed()[id] as Handler<K>)({
        account: caller.account,
        caller: caller.caller,
        token: caller.token,
        accept: '',
        images: {},
        path: undefined as never,
        query: undefined as never,
        body: undefined as never,
        ...parts,
      }) as Reply;

  /** Runs the steps in the order of the ids, each row done or skipped with its reason. */
  const runAll = (
    action: string,
    ids: readonly string[],
    nameOf: (id: string) => string | undefined,
    stepOf: (id: string) => Step,
  ) => {
    const results: BulkRow[] = ids.map((id) => {
      const name = nameOf(id);
      const step = stepOf(id);
      const answer = 'run' in step ? step.run() : undefined;
      const row = { id, ...(name === undefined ? {} : { name }) };
      if (answer?.status === 200) return { ...row, status: 'done' as const };
      const reason = answer ? reasonOf(answer) : 'skip' in step ? step.skip : '';
      return { ...row, status: 'skipped' as const, reason };
    });
    const done = results.filter((r) => r.status === 'done').length;
    const body: BulkResult = { action, done, skipped: results.length - done, results };
    return ok(body);
  };

  const bulkMissions: Handler<'bulkMissions'> = (input) => {
    const { action, ids } = input.body;
    return runAll(
      action,
      ids,
      (id) => state.mission(id)?.name,
      (missionId): Step => {
        const mission = state.mission(missionId);
        if (!mission) return { skip: 'Mission not found' };
        if (action === 'delete')
          return { run: single('deleteMission', input, { path: { missionId } }) };
        const today = dayOf(now());
        if (mission.dueDate.slice(0, 10) <= today)
          return {
            skip: `Mission already ended — Its due date is ${mission.dueDate.slice(0, 10)}.`,
          };
        // Ending is an update with today's due date, as the missions screen's single End does.
        const body = {
          name: mission.name,
          description: mission.description,
          category: mission.category.code,
          type: mission.type,
          pointsReward: mission.pointsReward,
          visitLimit: mission.visitLimit ?? VISIT_LIMIT_MAX,
          dueDate: today,
        };
        return { run: single('updateMission', input, { path: { missionId }, body }) };
      },
    );
  };

  const bulkRewards: Handler<'bulkRewards'> = (input) => {
    const { action, ids } = input.body;
    return runAll(
      action,
      ids,
      (id) => state.reward(id)?.name,
      (rewardId): Step => {
        if (!state.reward(rewardId)) return { skip: 'Reward not found' };
        if (action === 'delete')
          return { run: single('deleteReward', input, { path: { rewardId } }) };
        const active = action === 'reactivate';
        if (state.isActive(rewardId) === active)
          return { skip: active ? 'Reward already active' : 'Reward already retired' };
        return { run: single('updateReward', input, { path: { rewardId }, body: { active } }) };
      },
    );
  };

  const bulkAdvertisements: Handler<'bulkAdvertisements'> = (input) => {
    const { action, ids } = input.body;
    const find = (id: string) => state.advertisements.find((ad) => ad._id === id);
    return runAll(
      action,
      ids,
      (id) => find(id)?.title,
      (adId): Step => {
        const ad = find(adId);
        if (!ad) return { skip: 'Advertisement not found' };
        if (action === 'delete')
          return { run: single('deleteAdvertisement', input, { path: { adId } }) };
        const at = now();
        const fields = {
          title: ad.title,
          link: ad.link,
          startsAt: ad.startsAt,
          endsAt: ad.endsAt,
          active: ad.active ? ('true' as const) : ('false' as const),
        };
        if (action === 'reactivate') {
          if (ad.active) return { skip: 'Advertisement already active' };
          const body = { ...fields, active: 'true' as const };
          return { run: single('updateAdvertisement', input, { path: { adId }, body }) };
        }
        const status = advertisementStatus({ ...ad, active: true }, at);
        if (status === 'ended') return { skip: 'Advertisement already ended' };
        if (status === 'scheduled')
          return {
            skip: `Advertisement not started — It starts at ${ad.startsAt}; switch it off or delete it instead.`,
          };
        const body = { ...fields, endsAt: at.toISOString() };
        return { run: single('updateAdvertisement', input, { path: { adId }, body }) };
      },
    );
  };

  return { bulkMissions, bulkRewards, bulkAdvertisements };
}
