// Where contract:check and contract:fuzz find the ids their requests need: the flags first,
// then earlier answers (a member from the users list, missions from that member's lists, a
// reward it can afford, the broadcast the run itself sent), and when those fail the contract's
// example id, saying why. The run's state lives in one context object.
import { isObject } from './contract.mjs';

const FLAG = {
  member: '--member-id',
  mission: '--mission-id',
  reward: '--reward-id',
  message: '--message-id',
  visit: '--visit-id',
};
const ENTITY = {
  Member: 'member',
  Mission: 'mission',
  Reward: 'reward',
  BroadcastMessage: 'message',
  Advertisement: 'advertisement',
  PointsAdjustment: 'adjustment',
  MemberBulkJob: 'bulkJob',
};
const BY_NAME = { userId: 'member', missionId: 'mission', rewardId: 'reward', visitId: 'visit' };

/** Which kind of id a parameter or body field holds: `(Member._id)` in its description, else its name. */
export function entityOf(name, description) {
  const named = String(description ?? '').match(/\((\w+)\._id\)/)?.[1];
  return ENTITY[named] ?? BY_NAME[name];
}

/** Ids, records and flags gathered while the check runs. */
export function createContext({ ids = {}, token, credentials, now = new Date() }) {
  return {
    flags: ids,
    token,
    credentials,
    member: undefined,
    memberRecord: undefined,
    /** The signed-in account (getAdminMe), whose name updateAdminMe sends back unchanged. */
    adminMe: undefined,
    joined: [],
    joinable: [],
    /** The programme's missions, as the admin list gives them (with their participant counts). */
    missions: [],
    rewards: [],
    /** The reward catalogue, as the admin list gives it (with redemption counts). */
    catalogue: [],
    /** Every member id the users list gave, for the fuzzer's real-id requests. */
    members: [],
    /** Why a list gave no ids: `{ listMembers: 'listMembers answered 500' }`. */
    failed: {},
    message: undefined,
    broadcastText: `Contract check ${now.toISOString()}: please ignore, it is deleted right away.`,
    broadcastSent: false,
    /** The banners, in display order, and the one this run created (the one it deletes). */
    advertisements: [],
    advertisement: undefined,
    /** A member's points adjustments, and the one this run made (the one it reverses). */
    adjustments: [],
    adjustment: undefined,
    /** The visit this run recorded (its reversal undoes it). */
    visit: undefined,
    /** The bulk job this run started (its reversal undoes it). */
    bulkJob: undefined,
  };
}

const code = (mission) => mission?.category?.code;
const open = (m) =>
  !m.unassignedByAdmin && (m.visitLimit === undefined || m.progress < m.visitLimit);
/** A joined mission carries `missionId` (an id or the embedded mission); a joinable one is the mission. */
const missionId = (m) =>
  m.missionId === undefined
    ? m._id
    : typeof m.missionId === 'string'
      ? m.missionId
      : m.missionId?._id;

/** Joins need a joinable mission of the right category, visits an open joined one. */
const latest = (missions) =>
  missions.reduce(
    (best, m) => (!best || String(m.dueDate) > String(best.dueDate) ? m : best),
    undefined,
  );
const MISSION_RULES = {
  // The mission due last: one past its due date may be refused (expired).
  joinVisitMission: (ctx) => latest(ctx.joinable.filter((m) => code(m) === 1)),
  joinPointMission: (ctx) => latest(ctx.joinable.filter((m) => code(m) === 2)),
  recordVisit: (ctx) => ctx.joined.find((m) => code(m) === 1 && open(m)),
  recordPointVisit: (ctx) => ctx.joined.find((m) => code(m) === 2 && open(m)),
  reassignMember: (ctx) => ctx.joined.find((m) => m.unassignedByAdmin) ?? ctx.joined[0],
  // Changing or deleting a mission members are in may be refused (409): one nobody has joined.
  updateMission: (ctx) => ctx.missions.find((m) => m.participants === 0),
  deleteMission: (ctx) => ctx.missions.find((m) => m.participants === 0),
};

/** The list operation each kind of id comes from (its failure is the reason for a fallback). */
const SOURCE = {
  member: ['listMembers'],
  mission: ['listMissions', 'listJoinedMissions', 'listJoinableMissions', 'listMembers'],
  reward: ['listRewards', 'listRewardCatalogue'],
  message: ['sendBroadcast', 'listBroadcastMessages'],
  advertisement: ['createAdvertisement', 'listAdvertisements'],
  adjustment: ['createPointsAdjustment', 'listPointsAdjustments'],
  visit: ['recordPointVisit', 'recordVisit'],
  bulkJob: ['startMemberBulkJob'],
};

function found(entity, operationId, ctx) {
  switch (entity) {
    case 'member':
      return ctx.member;
    case 'mission': {
      const rule = MISSION_RULES[operationId] ?? ((c) => c.joined[0] ?? c.joinable[0]);
      const mission = rule(ctx);
      return mission && missionId(mission);
    }
    case 'reward': {
      // Changing or deleting a reward members redeemed may be refused (409): one never redeemed.
      if (operationId === 'updateReward' || operationId === 'deleteReward')
        return ctx.catalogue.find((r) => r.redemptions === 0)?._id;
      const points = ctx.memberRecord?.points ?? Infinity;
      return ctx.rewards.find((r) => r.pointsRequired <= points)?._id;
    }
    case 'advertisement':
      // A delete takes the banner this run created (else the last one), never the examples'.
      return operationId === 'deleteAdvertisement'
        ? (ctx.advertisement ?? ctx.advertisements.at(-1)?._id)
        : ctx.advertisements[0]?._id;
    case 'adjustment':
      // A reversal undoes the adjustment this run made, else one not reversed yet.
      return ctx.adjustment ?? ctx.adjustments.find((a) => !a?.reversal)?._id;
    case 'visit':
      // Only the visit this run recorded is reversed, never one the clinic recorded.
      return ctx.visit;
    case 'bulkJob':
      // Only the job this run started is read and reversed.
      return ctx.bulkJob;
    default:
      return ctx.message;
  }
}

const WHY = {
  member: 'the users list gave none',
  mission: 'no suitable mission in the earlier answers',
  reward: 'no reward the member can afford in the rewards list',
  message: 'the broadcast this run sent was not found in the list',
  advertisement: 'the advertisements list gave none',
  adjustment: "the member's points adjustments gave none",
  visit: 'this run recorded no visit',
  bulkJob: 'this run started no bulk job',
};

/** Why an entity has no id from the server: the failed list that should have given one, first. */
function whyMissing(entity, ctx) {
  const failed = SOURCE[entity].map((id) => ctx.failed[id]).find(Boolean);
  return failed ?? WHY[entity];
}

/**
 * `{ value, source }` (source `flag`, `server` or `example`; an example comes with `why`), or
 * `{ missing }` when there is no example either, saying which flag gives one.
 */
export function idFor(entity, operation, ctx, example) {
  if (ctx.flags[entity]) return { value: ctx.flags[entity], source: 'flag' };
  const value = found(entity, operation.id, ctx);
  if (value !== undefined) return { value, source: 'server' };
  const why = whyMissing(entity, ctx);
  if (example !== undefined) return { value: example, source: 'example', why, entity };
  return { missing: `no ${entity} id (${why}); pass ${FLAG[entity]}` };
}

/** Keeps what later calls need from a successful answer. */
export function harvest(operationId, body, ctx) {
  if (!isObject(body)) return;
  const list = (value) => (Array.isArray(value) ? value : []);
  switch (operationId) {
    case 'signIn':
      if (ctx.credentials && !ctx.token && typeof body.token === 'string') ctx.token = body.token;
      break;
    case 'listMembers':
      ctx.member ??= body.users?.[0]?._id;
      ctx.members = list(body.users).flatMap((u) => (typeof u?._id === 'string' ? [u._id] : []));
      break;
    case 'getMember':
      ctx.memberRecord = body;
      break;
    case 'startMemberBulkJob':
      if (typeof body._id === 'string') ctx.bulkJob ??= body._id;
      break;
    case 'getAdminMe':
      ctx.adminMe = body;
      break;
    case 'listJoinedMissions':
      ctx.joined = list(body.missions);
      break;
    case 'listJoinableMissions':
      ctx.joinable = list(body.missions);
      break;
    case 'listMissions':
      ctx.missions = list(body.missions);
      break;
    case 'listRewards':
      ctx.rewards = list(body.rewards);
      break;
    case 'listRewardCatalogue':
      ctx.catalogue = list(body.rewards);
      break;
    case 'sendBroadcast':
      ctx.broadcastSent = true;
      break;
    case 'listAdvertisements':
      ctx.advertisements = list(body.advertisements);
      break;
    case 'createAdvertisement':
      ctx.advertisement = body.data?._id;
      break;
    case 'listPointsAdjustments':
      ctx.adjustments = list(body.adjustments);
      break;
    case 'createPointsAdjustment':
      ctx.adjustment = body._id;
      break;
    case 'recordVisit':
    case 'recordPointVisit':
      if (typeof body.visitId === 'string') ctx.visit = body.visitId;
      break;
  }
}

/** The writes made to the message this run sent (edited, cancelled, then deleted). */
const OWN_MESSAGE = new Set([
  'updateBroadcastMessage',
  'cancelBroadcastMessage',
  'deleteBroadcastMessage',
]);

/** Before editing, cancelling or deleting: finds the message this run sent (the list is read again, through Prism). */
export async function prepare(operationId, ctx, get) {
  // The admin's own name is sent back unchanged: the check never renames the account it runs as.
  if (operationId === 'updateAdminMe') {
    ctx.adminMe ??= await get('/api/admin/me');
    return;
  }
  if (!OWN_MESSAGE.has(operationId) || ctx.flags.message || !ctx.broadcastSent) return;
  const answer = await get('/api/notification/all');
  const mine = answer?.messages?.find((m) => m.body === ctx.broadcastText);
  if (mine) ctx.message = mine._id;
}
