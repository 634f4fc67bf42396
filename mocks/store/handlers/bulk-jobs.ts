// Bulk actions on members: a dry run, then a job that runs in the background in chunks (the
// server keeps answering between them), its progress, and its reversal as a whole within 24 hours.
// A finished job is ONE audit entry with its counts; its reversal is another.
import {
  invalidSelection,
  MEMBER_FILTER_NAMES,
  memberTest,
  type MemberSelection as Filters,
} from '../member-filters.ts';
import { isExpired } from '../rules.ts';
import { ID_KIND, type State } from '../state.ts';
import type {
  Account,
  BulkJobRecord,
  Handler,
  Member,
  MemberBulkAction,
  MemberBulkJob,
  MemberBulkRequest,
  MemberBulkSkip,
  PointsAdjustment,
} from '../types.ts';
import { fail, ok } from './errors.ts';

/** A job may be reversed for this long after it started (ms). */
export const REVERSAL_WINDOW_MS = 24 * 60 * 60 * 1000;
/** A chunk of a job runs for at most this long before the server answers again (ms). */
const SLICE_MS = 20;
/** How many jobs the list answers. */
const RECENT = 20;
/** Roles that see everyone's jobs; the others see their own. */
const SEE_ALL = new Set(['administrator', 'auditor']);

type Skip = MemberBulkSkip['reason'];
type Outcome = 'change' | Skip;
type Refusal = ReturnType<typeof fail<400>> | ReturnType<typeof fail<404>>;

/** The members a selection holds, by id, with the ticked ids no member has counted apart. */
interface Selected {
  ids: string[];
  notFound: number;
}

const actorOf = (account: Account) => ({ _id: account.user._id, fullName: account.user.fullName });

/** Skipped counts by reason, in a fixed order, without zeros. */
const skippedOf = (counts: Map<Skip, number>): MemberBulkSkip[] =>
  (['alreadyJoined', 'notEnoughPoints', 'notFound'] as const)
    .filter((reason) => (counts.get(reason) ?? 0) > 0)
    .map((reason) => ({ reason, count: counts.get(reason)! }));

export function bulkJobHandlers(state: State, now: () => Date) {
  /** The members the selection holds now, or why it cannot be read (nothing changed). */
  function select(request: MemberBulkRequest, account: Account): Selected | Refusal {
    const { filters, viewId, ids, exclude = [] } = request.selection;
    const given = [filters, viewId, ids].filter((part) => part !== undefined).length;
    if (given !== 1)
      return fail(400, 'Invalid selection', 'Send exactly one of filters, viewId and ids.');
    if (ids) {
      const unique = [...new Set(ids)];
      const found = unique.filter((id) => {
        const member = state.member(id);
        return member !== undefined && !member.anonymisedAt;
      });
      return { ids: found, notFound: unique.length - found.length };
    }
    let chosen: Filters;
    if (viewId !== undefined) {
      const view = state.savedViews.find(
        (v) => v._id === viewId && (v.shared || v.owner._id === account.user._id),
      );
      if (!view || view.list !== 'members') return fail(404, 'View not found');
      chosen = view.filters;
    } else {
      chosen = filters!;
      const unknown = Object.keys(chosen).find((key) => !MEMBER_FILTER_NAMES.includes(key));
      if (unknown !== undefined)
        return fail(400, 'Unknown filter', `Unknown parameter ${JSON.stringify(unknown)}.`);
    }
    const invalid = invalidSelection(chosen);
    if (invalid) return fail(400, 'Invalid filter', invalid);
    const left = new Set(exclude);
    const test = memberTest(state, chosen, now());
    const selected: string[] = [];
    state.members.forEach((member, index) => {
      if (test(member, index) && !left.has(member._id)) selected.push(member._id);
    });
    return { ids: selected, notFound: 0 };
  }

  /** What the action does to one member now, or why the action cannot run at all. */
  function planOf(action: MemberBulkAction): ((member: Member) => Outcome) | Refusal {
    if (action.type === 'joinMission') {
      const mission = state.mission(action.missionId);
      if (!mission) return fail(404, 'Mission not found');
      if (isExpired(mission, now()))
        return fail(400, 'Mission has expired', 'This mission has already expired.');
      return (member) =>
        state.joined(member._id).some((p) => p.missionId === action.missionId)
          ? 'alreadyJoined'
          : 'change';
    }
    if (action.points === 0) return fail(400, 'Amount cannot be zero');
    if (!action.reason.trim())
      return fail(400, 'Invalid request', 'A reason is required for a points adjustment.');
    return (member) => (member.points + action.points < 0 ? 'notEnoughPoints' : 'change');
  }

  /** The selection and the plan, or the refusal (no member selected: 400). */
  function prepare(body: MemberBulkRequest, account: Account) {
    const plan = planOf(body.action);
    if (typeof plan !== 'function') return plan;
    const selected = select(body, account);
    if ('status' in selected) return selected;
    if (selected.ids.length === 0)
      return fail(400, 'No members match', 'The selection holds no member; nothing was changed.');
    return { plan, selected };
  }

  const previewMemberBulkAction: Handler<'previewMemberBulkAction'> = ({ body, account }) => {
    const prepared = prepare(body, account!);
    if ('status' in prepared) return prepared;
    const { plan, selected } = prepared;
    const counts = new Map<Skip, number>([['notFound', selected.notFound]]);
    let willChange = 0;
    for (const id of selected.ids) {
      const outcome = plan(state.member(id)!);
      if (outcome === 'change') willChange += 1;
      else counts.set(outcome, (counts.get(outcome) ?? 0) + 1);
    }
    return ok({
      total: selected.ids.length + selected.notFound,
      willChange,
      skipped: skippedOf(counts),
    });
  };

  /**
   * Applies the job's action to one member (the plan said `change`); what to undo it by: the
   * mission place made, or the points adjustment kept in the member's adjustments as any other
   * (reason `other`, the job's reason as its note, made by the job's author).
   */
  function apply(job: MemberBulkJob, member: Member): string {
    const { action } = job;
    const at = now().toISOString();
    if (action.type === 'joinMission') {
      const _id = state.nextId(ID_KIND.participation);
      state.addParticipation({
        _id,
        userId: member._id,
        missionId: action.missionId,
        progress: 0,
        lastVisitAt: null,
        unassignedByAdmin: false,
        visits: [],
        embedded: false,
      });
      return _id;
    }
    const balanceAfter = member.points + action.points;
    state.replaceMember(member, { ...member, points: balanceAfter, updatedAt: at });
    const adjustment: PointsAdjustment = {
      _id: state.nextId(ID_KIND.adjustment),
      userId: member._id,
      amount: action.points,
      reason: 'other',
      note: action.reason.trim(),
      balanceBefore: member.points,
      balanceAfter,
      at,
      by: job.createdBy,
    };
    state.putAdjustment(adjustment);
    return adjustment._id;
  }

  /** The one audit entry of a finished job, with its counts. */
  function audit(record: BulkJobRecord): void {
    const { job } = record;
    const skipped = job.skipped.reduce((sum, s) => sum + s.count, 0);
    state.audit.add({
      at: now().toISOString(),
      actor: job.createdBy,
      action: job.action.type === 'joinMission' ? 'bulk.mission-joined' : 'bulk.points-adjusted',
      entity: { type: 'bulk-job', _id: job._id, label: job.label },
      ...(job.action.type === 'adjustPoints' ? { reason: job.action.reason } : {}),
      changes: [
        { field: 'members', after: job.changed },
        { field: 'skipped', after: skipped },
        ...(job.action.type === 'adjustPoints'
          ? [{ field: 'points', after: job.action.points }]
          : []),
      ],
    });
  }

  /** Runs the job's next chunk, then yields to the server until the next one. */
  function runChunk(record: BulkJobRecord, plan: (member: Member) => Outcome) {
    const { job, members } = record;
    const counts = new Map(job.skipped.map((s) => [s.reason, s.count] as const));
    const until = Date.now() + SLICE_MS;
    job.status = 'running';
    try {
      while (job.done < job.total && Date.now() < until) {
        const id = members[job.done - record.notFound]!;
        const member = state.member(id);
        const outcome = member && !member.anonymisedAt ? plan(member) : 'notFound';
        if (outcome === 'change') {
          record.made.push([id, apply(job, member!)]);
          job.changed += 1;
        } else counts.set(outcome, (counts.get(outcome) ?? 0) + 1);
        job.done += 1;
      }
    } catch {
      job.status = 'failed';
    }
    job.skipped = skippedOf(counts);
    if (job.status === 'failed' || job.done >= job.total) {
      if (job.status !== 'failed') job.status = 'done';
      job.finishedAt = now().toISOString();
      audit(record);
      return;
    }
    setImmediate(() => runChunk(record, plan));
  }

  const startMemberBulkJob: Handler<'startMemberBulkJob'> = ({ body, account }) => {
    const prepared = prepare(body, account!);
    if ('status' in prepared) return prepared;
    const { plan, selected } = prepared;
    const mission =
      body.action.type === 'joinMission' ? state.mission(body.action.missionId) : undefined;
    const job: MemberBulkJob = {
      _id: state.nextId(ID_KIND.bulkJob),
      action: body.action,
      label:
        mission?.name ?? (body.action.type === 'adjustPoints' ? body.action.reason.trim() : ''),
      status: 'queued',
      total: selected.ids.length + selected.notFound,
      // The ticked ids no member has are handled at once.
      done: selected.notFound,
      changed: 0,
      skipped: skippedOf(new Map([['notFound', selected.notFound]])),
      createdBy: actorOf(account!),
      createdAt: now().toISOString(),
    };
    const record: BulkJobRecord = {
      job,
      members: selected.ids,
      notFound: selected.notFound,
      made: [],
    };
    state.bulkJobs.push(record);
    const answer = { status: 202 as const, body: structuredClone(job) };
    setImmediate(() => runChunk(record, plan));
    return answer;
  };

  const visible = (record: BulkJobRecord, account: Account) =>
    SEE_ALL.has(account.user.role) || record.job.createdBy._id === account.user._id;

  const listMemberBulkJobs: Handler<'listMemberBulkJobs'> = ({ account }) => {
    const jobs = state.bulkJobs
      .filter((record) => visible(record, account!))
      .slice(-RECENT)
      .reverse()
      .map((record) => record.job);
    return ok({ jobs });
  };

  const find = (jobId: string, account: Account) => {
    const record = state.bulkJobs.find((r) => r.job._id === jobId);
    return record && visible(record, account) ? record : undefined;
  };

  const getMemberBulkJob: Handler<'getMemberBulkJob'> = ({ path, account }) => {
    const record = find(path.jobId, account!);
    return record ? ok(record.job) : fail(404, 'Job not found');
  };

  /**
   * Undoes one change; false when it must stay (a visit since, points spent since, or the
   * adjustment reversed on its own already). An adjustment undone is marked reversed, as one
   * reversed on the member's profile.
   */
  function undo(
    action: MemberBulkAction,
    memberId: string,
    made: string,
    reversal: { reason: string; at: string; by: PointsAdjustment['by'] },
  ): boolean {
    const member = state.member(memberId);
    if (!member) return false;
    if (action.type === 'joinMission') {
      const places = state.joined(memberId);
      const index = places.findIndex((p) => p._id === made);
      if (index < 0 || places[index]!.progress > 0) return false;
      places.splice(index, 1);
      return true;
    }
    const adjustment = state.adjustments.get(made);
    if (!adjustment || adjustment.reversal) return false;
    const balanceAfter = member.points - action.points;
    if (balanceAfter < 0) return false;
    state.replaceMember(member, { ...member, points: balanceAfter, updatedAt: reversal.at });
    state.putAdjustment({ ...adjustment, reversal: { ...reversal, balanceAfter } });
    return true;
  }

  const reverseMemberBulkJob: Handler<'reverseMemberBulkJob'> = ({ path, body, account }) => {
    const reason = body.reason.trim();
    if (!reason) return fail(400, 'Invalid request', 'A reason is required to reverse a job.');
    const record = state.bulkJobs.find((r) => r.job._id === path.jobId);
    if (!record) return fail(404, 'Job not found');
    const { job } = record;
    if (job.reversal)
      return fail(
        409,
        'Job already reversed',
        `This job was reversed at ${job.reversal.at} by ${job.reversal.by.fullName}.`,
      );
    if (now().getTime() - Date.parse(job.createdAt) > REVERSAL_WINDOW_MS)
      return fail(
        400,
        'A job can be reversed only within 24 hours',
        `This job started at ${job.createdAt}.`,
      );
    if (job.status === 'queued' || job.status === 'running')
      return fail(409, 'Job still running', 'Wait until the job has finished, then reverse it.');
    const by = actorOf(account!);
    const at = now().toISOString();
    let undone = 0;
    for (const [memberId, made] of record.made)
      if (undo(job.action, memberId, made, { reason, at, by })) undone += 1;
    job.reversal = { at, by, reason, undone, kept: record.made.length - undone };
    record.made = [];
    state.audit.add({
      at,
      actor: by,
      action: 'bulk.reversed',
      entity: { type: 'bulk-job', _id: job._id, label: job.label },
      reason,
      changes: [
        { field: 'members', before: job.changed, after: job.reversal.kept },
        { field: 'undone', after: undone },
      ],
    });
    return ok(job);
  };

  return {
    previewMemberBulkAction,
    startMemberBulkJob,
    listMemberBulkJobs,
    getMemberBulkJob,
    reverseMemberBulkJob,
  };
}
