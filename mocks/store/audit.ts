// The audit log: one central recorder around the handlers (handlers/index.ts). Every successful
// admin write is recorded once, with who, when, what, about which record, why, and each field
// before and after. What a write records is ONE line of RECIPES below: the operationId, the
// action, the kind of record and how to take a snapshot of that record (before the write, and
// after it with the answer). The recorder diffs the two snapshots, drops secrets and keeps a
// picture as its address (snapshots only ever hold what the contract answers: URLs, not bytes).
import type { components } from '../../generated/api';
import { staffOf } from './handlers/staff.ts';
import { objectId, type State } from './state.ts';
import type { Answer, BroadcastMessage, Handler, Handlers, Input, OperationId } from './types.ts';

type Schemas = components['schemas'];
export type AuditEntry = Schemas['AuditEntry'];
export type AuditAction = Schemas['AuditAction'];
export type AuditEntityType = Schemas['AuditEntityType'];
export type AuditValue = Schemas['AuditValue'];
export type AuditChange = Schemas['AuditChange'];
export type AuditActor = Schemas['AuditActor'];

/** A record as the audit log sees it: its id, its name, and its fields (flat values). */
export interface Snapshot {
  _id?: string;
  label: string;
  fields: Record<string, AuditValue>;
  /** The member the record belongs to (a visit, a redemption, a participation). */
  memberId?: string;
}

/** How one operation is recorded. `snap` is called before the write and after it (with the answer). */
export interface Recipe<K extends OperationId> {
  /** What was done, or, when the answer decides it, how to tell. */
  action: AuditAction | ((input: Input<K>, answer: Answer<K>) => AuditAction);
  entity: AuditEntityType;
  snap: (state: State, input: Input<K>, answer?: Answer<K>) => Snapshot | undefined;
  /** Present while the change can be reversed (a visit, a points adjustment). */
  reversal?: (entry: AuditEntry) => AuditEntry['reversal'];
  /** A reversal: the record whose entry can no longer be reversed once this succeeds. */
  reverses?: (input: Input<K>) => string;
}

/** Fields never recorded, whatever the record: secrets, and what only the server needs. */
const SECRET = /password|token|secret|otp|code$/i;
const SKIPPED = new Set(['_id', 'createdAt', 'updatedAt', '__v', 'status', 'order']);

/** A record's fields as flat values: nested `{code}` or `{_id}` objects become that value. */
export function flat(record: object, skip: readonly string[] = []): Record<string, AuditValue> {
  const fields: Record<string, AuditValue> = {};
  for (const [key, value] of Object.entries(record)) {
    if (SKIPPED.has(key) || SECRET.test(key) || skip.includes(key)) continue;
    if (value === undefined) continue;
    if (value === null || ['string', 'number', 'boolean'].includes(typeof value))
      fields[key] = value as AuditValue;
    else if (Array.isArray(value)) fields[key] = value.map(String);
    else if (typeof value === 'object' && 'code' in value) fields[key] = Number(value.code);
    else if (typeof value === 'object' && '_id' in value) fields[key] = String(value._id);
    else fields[key] = JSON.stringify(value);
  }
  return fields;
}

const same = (a: AuditValue | undefined, b: AuditValue | undefined) =>
  JSON.stringify(a ?? null) === JSON.stringify(b ?? null);

/** The changes from one snapshot to the next: only the fields that differ. */
export function diff(before: Snapshot | undefined, after: Snapshot | undefined): AuditChange[] {
  const keys = new Set([...Object.keys(before?.fields ?? {}), ...Object.keys(after?.fields ?? {})]);
  const changes: AuditChange[] = [];
  for (const field of keys) {
    const was = before?.fields[field];
    const is = after?.fields[field];
    if (before && after && same(was, is)) continue;
    changes.push({
      field,
      ...(before && was !== undefined ? { before: was } : {}),
      ...(after && is !== undefined ? { after: is } : {}),
      ...(before && after && was === undefined ? { before: null } : {}),
      ...(before && after && is === undefined ? { after: null } : {}),
    });
  }
  return changes;
}

// Snapshots of the records, read from the store.
const missionSnap = (state: State, id: string | undefined): Snapshot | undefined => {
  const mission = id ? state.mission(id) : undefined;
  return mission && { _id: mission._id, label: mission.name, fields: flat(mission) };
};
const rewardSnap = (state: State, id: string | undefined): Snapshot | undefined => {
  const reward = id ? state.reward(id) : undefined;
  if (!reward) return undefined;
  const active = state.isActive(reward._id);
  return { _id: reward._id, label: reward.name, fields: { ...flat(reward), active } };
};
const adSnap = (state: State, id: string | undefined): Snapshot | undefined => {
  const ad = state.advertisements.find((a) => a._id === id);
  return ad && { _id: ad._id, label: ad.title, fields: flat(ad) };
};
const adOrder = (state: State): Snapshot => ({
  label: '',
  fields: { order: state.advertisements.map((ad) => ad.title) },
});
/** Who a message is for, as the log words it: `all`, the view's name, or the tier. */
const audienceText = (audience: NonNullable<BroadcastMessage['audience']>): string =>
  audience.kind === 'view'
    ? (audience.viewName ?? audience.viewId ?? '')
    : audience.kind === 'tier'
      ? (audience.tier ?? '')
      : 'all';
const messageSnap = (state: State, id: string | undefined): Snapshot | undefined => {
  const message = state.messages.find((m) => m._id === id);
  if (!message) return undefined;
  const { audience, reach } = message;
  return {
    _id: message._id,
    label: message.body.slice(0, 80),
    fields: {
      ...flat(message, ['audience', 'reach']),
      // To whom it went, in plain values: the audience, how many it holds and how many it reached.
      ...(audience ? { audience: audienceText(audience) } : {}),
      ...(reach ? { audienceMembers: reach.members, reached: reach.reached } : {}),
      // A message without a status was sent before schedules existed.
      status: message.status ?? 'sent',
    },
  };
};
/** A member as the log names them. */
const memberLabel = (member: { fullName?: string; memberId?: string }) =>
  member.fullName ?? member.memberId ?? '';
const memberSnap = (state: State, id: string): Snapshot | undefined => {
  const member = state.member(id);
  return (
    member && {
      _id: member._id,
      label: memberLabel(member),
      memberId: member._id,
      fields: flat(member, ['role', 'signupMethod', 'memberId', 'referralCode']),
    }
  );
};
/** A member's place in a mission: the mission, the progress, unassigned or not, and the points. */
const placeSnap = (state: State, userId: string, missionId: string): Snapshot | undefined => {
  const place = state.joined(userId).find((p) => p.missionId === missionId);
  const mission = state.mission(missionId);
  const member = state.member(userId);
  if (!place || !mission || !member) return undefined;
  return {
    _id: mission._id,
    label: mission.name,
    memberId: userId,
    fields: {
      progress: place.progress,
      unassignedByAdmin: place.unassignedByAdmin,
      points: member.points,
    },
  };
};
/** A visit: the newest scan of that member and mission, with the place it moved. */
const visitSnap = (state: State, userId: string, missionId: string, done: boolean) => {
  const place = placeSnap(state, userId, missionId);
  if (!place) return undefined;
  const { progress, points } = place.fields;
  const fields = { progress: progress ?? null, points: points ?? null };
  if (!done) return { ...place, _id: undefined, fields };
  const scan = state.scans.findLast((s) => s.userId === userId && s.missionId === missionId);
  return { ...place, _id: scan?._id, fields };
};
const redemptionSnap = (state: State, userId: string, rewardId: string, done: boolean) => {
  const member = state.member(userId);
  const reward = state.reward(rewardId);
  if (!member || !reward) return undefined;
  const made = done ? state.history(userId)[0] : undefined;
  return {
    _id: made?._id,
    label: reward.name,
    memberId: userId,
    fields: { points: member.points, ...(made ? { pointsUsed: made.pointsUsed } : {}) },
  };
};

/** A visit being reversed: before, the visit's place (from the scans log); after, from the answer. */
const reversedVisitSnap = (
  state: State,
  visitId: string,
  answer?: Answer<'reverseVisit'>,
): Snapshot | undefined => {
  const body: unknown = answer?.body;
  const scan = state.scan(visitId);
  const of =
    typeof body === 'object' && body !== null && 'userId' in body && 'missionId' in body
      ? { userId: String(body.userId), missionId: String(body.missionId) }
      : scan;
  const place = of && placeSnap(state, of.userId, of.missionId);
  if (!place) return undefined;
  const { progress, points } = place.fields;
  return { ...place, _id: visitId, fields: { progress: progress ?? null, points: points ?? null } };
};

/** A points adjustment: the amount, why, and whether it stands, with the member's balance. */
const adjustmentSnap = (state: State, id: string | undefined): Snapshot | undefined => {
  const adjustment = id ? state.adjustments.get(id) : undefined;
  const member = adjustment && state.member(adjustment.userId);
  if (!adjustment || !member) return undefined;
  return {
    _id: adjustment._id,
    label: memberLabel(member),
    memberId: member._id,
    fields: {
      amount: adjustment.amount,
      reason: adjustment.reason,
      ...(adjustment.note ? { note: adjustment.note } : {}),
      reversed: Boolean(adjustment.reversal),
      points: member.points,
    },
  };
};
/** The adjustment an answer carries (its body is the adjustment itself). */
const answeredId = (answer: unknown): string | undefined => {
  const body: unknown = typeof answer === 'object' && answer && 'body' in answer && answer.body;
  return typeof body === 'object' && body !== null && '_id' in body ? String(body._id) : undefined;
};

/** The signed-in admin's own account: name and photo only (never the password). */
const accountSnap = (account: Input<'updateAdminMe'>['account']): Snapshot | undefined =>
  account && {
    _id: account.user._id,
    label: account.user.fullName,
    fields: {
      fullName: account.user.fullName,
      profilePhoto: account.user.profilePhoto ?? null,
    },
  };

/** A staff account: name, e-mail, role and status (never its password). */
const staffSnap = (state: State, id: string | undefined): Snapshot | undefined => {
  const account = id ? state.accounts.find((a) => a.user._id === id) : undefined;
  if (!account) return undefined;
  const { fullName, email, role, active } = staffOf(account);
  return { _id: account.user._id, label: fullName, fields: { fullName, email, role, active } };
};
/** A request for approval: the amount, why, where it stands, and the member's balance. */
const approvalSnap = (state: State, id: string | undefined): Snapshot | undefined => {
  const request = state.approvals.find((a) => a._id === id);
  const member = request && state.member(request.userId);
  if (!request || !member) return undefined;
  return {
    _id: request._id,
    label: request.memberName,
    memberId: member._id,
    fields: {
      amount: request.amount,
      reason: request.reason,
      ...(request.note ? { note: request.note } : {}),
      status: request.status,
      points: member.points,
    },
  };
};
/** A member's marketing consent: each channel given or not, and how. */
const consentSnap = (state: State, id: string): Snapshot | undefined => {
  const member = state.member(id);
  if (!member) return undefined;
  const fields: Record<string, AuditValue> = {};
  for (const consent of state.consentsOf(member)) {
    fields[`${consent.channel}Consent`] = consent.granted;
    fields[`${consent.channel}ConsentHow`] = consent.source ?? null;
  }
  return { _id: member._id, label: memberLabel(member), memberId: id, fields };
};
/** The approval limit, as one record of its own. */
const LIMIT_ID = objectId(0x75, 1);
const limitSnap = (state: State): Snapshot => ({
  _id: LIMIT_ID,
  label: 'Approval limit',
  fields: { limit: state.approvalLimit },
});
/** A 202: the adjustment became a request for approval. */
const isRequest = (answer: unknown) =>
  typeof answer === 'object' && answer !== null && 'status' in answer && answer.status === 202;

/** The created staff account's id (the answer's `staff._id`). */
const createdStaffId = (answer: unknown): string | undefined => {
  const body: unknown = typeof answer === 'object' && answer && 'body' in answer && answer.body;
  if (typeof body !== 'object' || body === null || !('staff' in body)) return undefined;
  const staff: unknown = body.staff;
  return typeof staff === 'object' && staff !== null && '_id' in staff
    ? String(staff._id)
    : undefined;
};

/** The answer's `data._id` (a created record). */
const createdId = (answer: unknown): string | undefined => {
  if (typeof answer !== 'object' || answer === null || !('body' in answer)) return undefined;
  const body: unknown = answer.body;
  if (typeof body !== 'object' || body === null || !('data' in body)) return undefined;
  const data: unknown = body.data;
  return typeof data === 'object' && data !== null && '_id' in data ? String(data._id) : undefined;
};

type Recipes = { [K in OperationId]?: Recipe<K> };

/**
 * Every write the audit log records: ONE line per operation. To record a new operation, add its
 * line here (action, kind of record, and the snapshot of the record it changes).
 */
export const RECIPES: Recipes = {
  reverseVisit: {
    action: 'visit.reversed',
    entity: 'visit',
    snap: (s, i, a) => reversedVisitSnap(s, i.path.visitId, a),
    reverses: (i) => i.path.visitId,
  },
  createPointsAdjustment: {
    action: (_, a) => (isRequest(a) ? 'points.adjustment-requested' : 'points.adjusted'),
    entity: 'points-adjustment',
    snap: (s, _, a) =>
      a && (isRequest(a) ? approvalSnap(s, answeredId(a)) : adjustmentSnap(s, answeredId(a))),
    reversal: (e) =>
      e.action === 'points.adjusted'
        ? { operation: 'reversePointsAdjustment', _id: e.entity._id }
        : undefined,
  },
  decideApproval: {
    action: (i) =>
      i.body.decision === 'approved' ? 'points.adjustment-approved' : 'points.adjustment-rejected',
    entity: 'approval',
    snap: (s, i) => approvalSnap(s, i.path.approvalId),
  },
  setApprovalLimit: {
    action: 'settings.approval-limit',
    entity: 'setting',
    snap: (s) => limitSnap(s),
  },
  reversePointsAdjustment: {
    action: 'points.adjustment-reversed',
    entity: 'points-adjustment',
    snap: (s, i) => adjustmentSnap(s, i.path.adjustmentId),
    reverses: (i) => i.path.adjustmentId,
  },
  updateAdminMe: {
    action: 'account.updated',
    entity: 'account',
    snap: (_, i) => accountSnap(i.account),
  },
  changeAdminPassword: {
    action: 'account.password-changed',
    entity: 'account',
    // Who changed their password and when; what it was or is never enters the log.
    snap: (_, i) =>
      i.account && { _id: i.account.user._id, label: i.account.user.fullName, fields: {} },
  },
  createMission: {
    action: 'mission.created',
    entity: 'mission',
    snap: (s, _, a) => a && missionSnap(s, createdId(a)),
  },
  updateMission: {
    action: 'mission.updated',
    entity: 'mission',
    snap: (s, i) => missionSnap(s, i.path.missionId),
  },
  deleteMission: {
    action: 'mission.deleted',
    entity: 'mission',
    snap: (s, i) => missionSnap(s, i.path.missionId),
  },
  joinVisitMission: {
    action: 'mission.joined',
    entity: 'mission',
    snap: (s, i) => placeSnap(s, i.body.userId, i.body.missionId),
  },
  joinPointMission: {
    action: 'mission.joined',
    entity: 'mission',
    snap: (s, i) => placeSnap(s, i.body.userId, i.body.missionId),
  },
  reassignMember: {
    action: 'member.reassigned',
    entity: 'mission',
    snap: (s, i) => placeSnap(s, i.path.userId, i.path.missionId),
  },
  recordVisit: {
    action: 'visit.recorded',
    entity: 'visit',
    snap: (s, i, a) => visitSnap(s, i.path.userId, i.path.missionId, !!a),
    reversal: (e) => ({ operation: 'reverseVisit', _id: e.entity._id }),
  },
  recordPointVisit: {
    action: 'visit.recorded',
    entity: 'visit',
    snap: (s, i, a) => visitSnap(s, i.path.userId, i.path.missionId, !!a),
    reversal: (e) => ({ operation: 'reverseVisit', _id: e.entity._id }),
  },
  redeemReward: {
    action: 'reward.redeemed',
    entity: 'redemption',
    snap: (s, i, a) => redemptionSnap(s, i.body.userId, i.body.rewardId, !!a),
  },
  recordConsentChange: {
    action: 'member.consent-changed',
    entity: 'consent',
    snap: (s, i) => consentSnap(s, i.path.userId),
  },
  exportMemberData: {
    action: 'member.exported',
    entity: 'member',
    // Who exported whose data and when: the data itself is not copied into the log.
    snap: (s, i) => {
      const member = s.member(i.path.userId);
      return (
        member && { _id: member._id, label: memberLabel(member), memberId: member._id, fields: {} }
      );
    },
  },
  anonymiseMember: {
    action: 'member.anonymised',
    entity: 'member',
    // Named by the member ID only: the entry itself shows nothing that was removed.
    snap: (s, i) => {
      const member = s.member(i.path.userId);
      return (
        member && {
          _id: member._id,
          label: member.memberId || member._id,
          memberId: member._id,
          fields: { anonymised: Boolean(member.anonymisedAt) },
        }
      );
    },
  },
  updateMemberProfile: {
    action: 'member.updated',
    entity: 'member',
    snap: (s, i) => memberSnap(s, i.path.userId),
  },
  createReward: {
    action: 'reward.created',
    entity: 'reward',
    snap: (s, _, a) => a && rewardSnap(s, createdId(a)),
  },
  updateReward: {
    action: 'reward.updated',
    entity: 'reward',
    snap: (s, i) => rewardSnap(s, i.path.rewardId),
  },
  deleteReward: {
    action: 'reward.deleted',
    entity: 'reward',
    snap: (s, i) => rewardSnap(s, i.path.rewardId),
  },
  createAdvertisement: {
    action: 'advertisement.created',
    entity: 'advertisement',
    snap: (s, _, a) => a && adSnap(s, createdId(a)),
  },
  updateAdvertisement: {
    action: 'advertisement.updated',
    entity: 'advertisement',
    snap: (s, i) => adSnap(s, i.path.adId),
  },
  deleteAdvertisement: {
    action: 'advertisement.deleted',
    entity: 'advertisement',
    snap: (s, i) => adSnap(s, i.path.adId),
  },
  reorderAdvertisements: {
    action: 'advertisement.reordered',
    entity: 'advertisement',
    snap: (s, i) => ({ ...adOrder(s), ...adSnap(s, i.body.ids[0]), fields: adOrder(s).fields }),
  },
  sendBroadcast: {
    action: (i) =>
      i.body.test
        ? 'broadcast.test-sent'
        : i.body.sendAt
          ? 'broadcast.scheduled'
          : 'broadcast.sent',
    entity: 'broadcast',
    snap: (s, _, a) => a && messageSnap(s, s.messages[0]?._id),
  },
  deleteBroadcastMessage: {
    action: 'broadcast.deleted',
    entity: 'broadcast',
    snap: (s, i) => messageSnap(s, i.path.id),
  },
  updateBroadcastMessage: {
    action: 'broadcast.updated',
    entity: 'broadcast',
    snap: (s, i) => messageSnap(s, i.path.id),
  },
  cancelBroadcastMessage: {
    action: 'broadcast.cancelled',
    entity: 'broadcast',
    snap: (s, i) => messageSnap(s, i.path.id),
  },
  createStaffMember: {
    action: 'staff.created',
    entity: 'staff',
    snap: (s, _, a) => a && staffSnap(s, createdStaffId(a)),
  },
  updateStaffMember: {
    action: 'staff.updated',
    entity: 'staff',
    snap: (s, i) => staffSnap(s, i.path.staffId),
  },
};

/** The request's reason (`body.reason`, with `body.note` when there is one). */
function reasonOf(input: { body?: unknown }): string | undefined {
  const body = input.body;
  if (typeof body !== 'object' || body === null || !('reason' in body)) return undefined;
  const reason = typeof body.reason === 'string' ? body.reason : undefined;
  const note = 'note' in body && typeof body.note === 'string' ? body.note.trim() : '';
  return reason && (note ? `${reason}: ${note}` : reason);
}

/** Wraps the handlers: each successful write of RECIPES adds one entry to `state.audit`. */
export function recording(handlers: Handlers, state: State, now: () => Date): Handlers {
  const wrapped: Record<string, unknown> = { ...handlers };
  for (const id of Object.keys(RECIPES) as OperationId[]) {
    wrapped[id] = around(id, handlers[id] as Handler<typeof id>, state, now);
  }
  return wrapped as Handlers;
}

function around<K extends OperationId>(
  id: K,
  handler: Handler<K>,
  state: State,
  now: () => Date,
): Handler<K> {
  const recipe = RECIPES[id] as Recipe<K> | undefined;
  if (!recipe) return handler;
  return (input) => {
    const before = recipe.snap(state, input);
    // Who acted, as they were when they acted (renaming oneself changes the account).
    const actor = input.account && {
      _id: input.account.user._id,
      fullName: input.account.user.fullName,
    };
    const answer = handler(input);
    const status = Number(answer.status);
    if (status < 200 || status >= 300 || !actor) return answer;
    const action =
      typeof recipe.action === 'function' ? recipe.action(input, answer) : recipe.action;
    const isDelete = action.endsWith('.deleted');
    const isCreate = /\.(created|sent|joined|requested)$/.test(action);
    const after = isDelete ? undefined : recipe.snap(state, input, answer);
    const subject = after ?? before;
    if (!subject) return answer;
    const entityId = after?._id ?? before?._id;
    if (!entityId) return answer;
    const reason = reasonOf(input);
    const memberId = subject.memberId;
    const entry = state.audit.add({
      at: now().toISOString(),
      actor,
      action,
      entity: { type: recipe.entity, _id: entityId, label: subject.label },
      ...(memberId ? { memberId } : {}),
      ...(reason ? { reason } : {}),
      changes: diff(isCreate ? undefined : before, after),
    });
    const reversal = recipe.reversal?.(entry);
    if (reversal) entry.reversal = reversal;
    if (recipe.reverses) state.audit.reversed(recipe.reverses(input));
    return answer;
  };
}
