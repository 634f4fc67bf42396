// What contract:check sends to each operation: the order of the calls, which ones change data,
// and the request itself (ids from check-ids.mjs, bodies from the run or the contract's examples).
import { entityOf, idFor } from './check-ids.mjs';
import { fillPath, isObject } from './contract.mjs';

/** Reads first (each feeds ids to the next), then writes. Operations not listed run after. */
export const ORDER = [
  'signIn',
  'listMembers',
  'getMember',
  'listJoinedMissions',
  'listJoinableMissions',
  'getVisitHistory',
  'listRewards',
  'getRewardHistory',
  'listBroadcastMessages',
  'updateMemberProfile',
  'joinVisitMission',
  'joinPointMission',
  'recordVisit',
  'recordPointVisit',
  'reverseVisit',
  'reassignMember',
  'redeemReward',
  'sendBroadcast',
  'updateBroadcastMessage',
  'cancelBroadcastMessage',
  'deleteBroadcastMessage',
];

/**
 * Calls that would end the session the run uses (its token stops working): not sent. The store's
 * tests and the browser suite check sign-out.
 */
export const ENDS_SESSION = new Set(['signOut']);
export const ENDS_SESSION_NOTE = 'ends the session the run uses: not sent';

/** Calls that are not GET but change nothing. */
const SAFE = new Set(['signIn', 'previewMemberBulkAction']);

export function isWrite(operation) {
  return !['GET', 'HEAD', 'OPTIONS'].includes(operation.method) && !SAFE.has(operation.id);
}

export function orderOperations(operations) {
  const lastRead = ORDER.indexOf('listBroadcastMessages');
  const rank = (op) => {
    const index = ORDER.indexOf(op.id);
    if (index >= 0) return index;
    return isWrite(op) ? ORDER.length : lastRead + 0.5;
  };
  return [...operations].sort((a, b) => rank(a) - rank(b));
}

/** The current profile sent back unchanged (a no-op update), as the multipart form the app sends. */
function profileForm(op, ctx) {
  const member = ctx.memberRecord;
  if (!member) {
    const why = ctx.failed.getMember ?? ctx.failed.listMembers ?? 'getMember gave no profile';
    return { value: op.body.example, fallback: `the contract's example profile (${why})` };
  }
  const form = {
    email: member.email ?? '',
    phoneNumber: member.phoneNumber ?? '',
    whatsAppNumber: member.whatsAppNumber ?? '',
  };
  for (const key of ['fullName', 'gender', 'memberId', 'referralCode', 'membership']) {
    if (member[key]) form[key] = member[key];
  }
  if (member.dateOfBirth) form.dateOfBirth = String(member.dateOfBirth).slice(0, 10);
  return { value: form };
}

/** The signed-in admin's name, unchanged (a no-op update that never renames the account). */
function adminMeForm(op, ctx) {
  const name = ctx.adminMe?.fullName;
  if (typeof name === 'string') return { value: { fullName: name } };
  return { missing: 'no current name: getAdminMe gave none (the check never renames the account)' };
}

/**
 * The password set again to itself: the only change that leaves the account as it was. Without the
 * password (a run with a token only) the change is not sent: the example would lock the admin out.
 */
function samePassword(op, ctx) {
  const password = ctx.credentials?.password;
  if (typeof password === 'string')
    return { value: { currentPassword: password, newPassword: password } };
  return {
    missing:
      'no current password: pass --email and --password to check it (it sets the same password again)',
  };
}

const BODIES = {
  signIn: (op, ctx) => ({ value: ctx.credentials ?? op.body.example }),
  updateAdminMe: (op, ctx) => adminMeForm(op, ctx),
  changeAdminPassword: (op, ctx) => samePassword(op, ctx),
  updateMemberProfile: (op, ctx) => profileForm(op, ctx),
  // Scheduled a day ahead, then edited (its text unchanged), cancelled and deleted: a run never
  // sends a message to the members.
  sendBroadcast: (op, ctx) => ({
    value: { body: ctx.broadcastText, sendAt: new Date(Date.now() + 86_400_000).toISOString() },
  }),
  updateBroadcastMessage: (op, ctx) => ({ value: { body: ctx.broadcastText } }),
};

/** The contract's example body with its ids (userId, missionId, rewardId) taken from the run. */
function exampleWithIds(operation, ctx, ids) {
  const example = operation.body.example;
  if (!isObject(example)) return { value: example };
  const body = { ...example };
  const properties = operation.body.schema?.properties ?? {};
  for (const key of Object.keys(body)) {
    const entity = entityOf(key, properties[key]?.description);
    if (!entity) continue;
    const id = idFor(entity, operation, ctx, example[key]);
    if (id.missing) return id;
    ids.push({ ...id, entity, field: `body.${key}` });
    body[key] = id.value;
  }
  return { value: body };
}

/** `member id 64b7…: the contract's example (listMembers answered 500)`, for each fallback. */
export function fallbackNotes(request) {
  const notes = request.ids
    .filter((id) => id.source === 'example')
    .map((id) => `${id.field}: the contract's example ${id.entity} id (${id.why})`);
  if (request.fallback) notes.push(`body: ${request.fallback}`);
  return notes;
}

/**
 * The request for an operation: `{ path, values, query, body, bodyType, ids, fallback }` (`ids`:
 * where each id came from), or `{ missing }` saying which value is lacking.
 */
export function buildRequest(operation, ctx) {
  const values = {};
  const query = {};
  const ids = [];
  for (const param of operation.parameters) {
    if (param.in !== 'path' && !(param.in === 'query' && param.required)) continue;
    const entity = entityOf(param.name, param.description);
    const id = entity
      ? idFor(entity, operation, ctx, param.example)
      : param.example !== undefined
        ? { value: param.example }
        : { missing: `no value for ${param.in} parameter ${param.name}` };
    if (id.missing) return { missing: id.missing };
    if (entity) ids.push({ ...id, entity, field: `${param.in}.${param.name}` });
    if (param.in === 'path') values[param.name] = id.value;
    else query[param.name] = id.value;
  }
  let body;
  let fallback;
  if (operation.body) {
    const built = (BODIES[operation.id] ?? exampleWithIds)(operation, ctx, ids);
    if (built.missing) return { missing: built.missing };
    body = built.value;
    fallback = built.fallback;
  }
  const path = fillPath(operation.path, values);
  return { path, values, query, body, bodyType: operation.body?.type, ids, fallback };
}
