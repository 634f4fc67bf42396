// Where contract:check finds the ids its requests need: the flags first, then earlier answers
// (a member from the users list, missions from that member's lists, a reward it can afford,
// the broadcast the check itself sent). The run's state lives in one context object.
import { isObject } from './contract.mjs';

const FLAG = {
  member: '--member-id',
  mission: '--mission-id',
  reward: '--reward-id',
  message: '--message-id',
};
const ENTITY = {
  Member: 'member',
  Mission: 'mission',
  Reward: 'reward',
  BroadcastMessage: 'message',
};
const BY_NAME = { userId: 'member', missionId: 'mission', rewardId: 'reward' };

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
    joined: [],
    joinable: [],
    rewards: [],
    message: undefined,
    broadcastText: `Contract check ${now.toISOString()}: please ignore, it is deleted right away.`,
    broadcastSent: false,
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
const MISSION_RULES = {
  joinVisitMission: (ctx) => ctx.joinable.find((m) => code(m) === 1),
  joinPointMission: (ctx) => ctx.joinable.find((m) => code(m) === 2),
  recordVisit: (ctx) => ctx.joined.find((m) => code(m) === 1 && open(m)),
  recordPointVisit: (ctx) => ctx.joined.find((m) => code(m) === 2 && open(m)),
  reassignMember: (ctx) => ctx.joined.find((m) => m.unassignedByAdmin) ?? ctx.joined[0],
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
      const points = ctx.memberRecord?.points ?? Infinity;
      return (ctx.rewards.find((r) => r.pointsRequired <= points) ?? ctx.rewards[0])?._id;
    }
    default:
      return ctx.message;
  }
}

const WHY = {
  member: 'the users list gave none',
  mission: 'no suitable mission in the earlier answers',
  reward: 'the rewards list gave none',
  message: 'the broadcast the check sent was not found in the list',
};

/** `{ value }`, or `{ missing }` saying why there is no id and which flag gives one. */
export function idFor(entity, operation, ctx) {
  const value = ctx.flags[entity] || found(entity, operation.id, ctx);
  return value !== undefined
    ? { value }
    : { missing: `no ${entity} id (${WHY[entity]}); pass ${FLAG[entity]}` };
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
      break;
    case 'getMember':
      ctx.memberRecord = body;
      break;
    case 'listJoinedMissions':
      ctx.joined = list(body.missions);
      break;
    case 'listJoinableMissions':
      ctx.joinable = list(body.missions);
      break;
    case 'listRewards':
      ctx.rewards = list(body.rewards);
      break;
    case 'sendBroadcast':
      ctx.broadcastSent = true;
      break;
  }
}

/** Before deleting: finds the message this run sent (the list is read again, through Prism). */
export async function prepare(operationId, ctx, get) {
  if (operationId !== 'deleteBroadcastMessage' || ctx.flags.message || !ctx.broadcastSent) return;
  const answer = await get('/api/notification/all');
  const mine = answer?.messages?.find((m) => m.body === ctx.broadcastText);
  if (mine) ctx.message = mine._id;
}
