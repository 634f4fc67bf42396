// The phases contract:fuzz runs besides its properties: learning the ids the server has from
// its own lists, the contract's example requests with those ids (they must succeed), ignored
// auth, and the schemas' edges (past them, the contract's 400).
import { createContext, entityOf, harvest, prepare } from './check-ids.mjs';
import { buildRequest, isWrite } from './check-plan.mjs';
import { deref, fillPath, requiredHeaders } from './contract.mjs';
import { edgesOf } from './edges.mjs';
import { etagReadOf, ifMatchOf, readPathFor } from './etag.mjs';
import { probe, send } from './http.mjs';
import {
  AUTH_PROBES,
  CAUSE,
  acceptance,
  asShape,
  describeSent,
  noAnswer,
  timing,
  countProbes,
} from './verdicts.mjs';

/** The reads whose answers give the ids of the others, in the order the links run. */
const LEARN = [
  'listMembers',
  'getMember',
  'listJoinedMissions',
  'listJoinableMissions',
  'listRewards',
  'listAdvertisements',
];
/** Members tried one by one with the operations that take just a member id. */
const MEMBERS_TRIED = 5;

/** A fuzz request `{ path: {name: value}, query, body }` from a check-style built request. */
export const asFuzzRequest = (built) => ({
  path: { ...built.values },
  query: { ...built.query },
  body: built.body === undefined ? undefined : structuredClone(built.body),
});

/**
 * Sends a fuzz request; resolves the answer or `{ error }` (a violation: over the time limit, or
 * no answer). `raw` sends the body as it is (see http.mjs). A request past the time limit is a
 * finding, not a wait: when the server then does not answer at all, the run stops sending
 * (`env.stopped` says after what) instead of waiting out every request that is left.
 */
export async function exchange(operation, request, env, headers, raw) {
  if (env.stopped) {
    return {
      error: {
        cause: CAUSE.timeLimit,
        field: 'connection',
        expected: 'an answer',
        problem: `not sent: the server stopped answering (${env.stopped})`,
      },
    };
  }
  const path = fillPath(operation.path, request.path);
  // Every request is timed against the time limit.
  countProbes(env, CAUSE.timeLimit);
  try {
    const sent =
      headers ?? (operation.secured && env.token ? { authorization: `Bearer ${env.token}` } : {});
    const ifMatch = await requiredIfMatch(operation, request, env, sent);
    const answer = await send({
      base: env.target,
      method: operation.method,
      path,
      query: request.query,
      body: request.body,
      bodyType: operation.body?.type,
      raw,
      headers: {
        ...requiredHeaders(operation),
        ...(ifMatch ? { ...sent, 'if-match': ifMatch } : sent),
      },
      timeoutMs: env.timeoutMs,
    });
    if (isWrite(operation) && answer.status >= 200 && answer.status < 300) {
      env.onWrite(operation, request);
    }
    return answer;
  } catch (error) {
    const found = noAnswer(error, env.timeoutMs);
    if (error?.name === 'TimeoutError') {
      try {
        await probe(env.target, Math.min(env.timeoutMs, 2000));
      } catch {
        env.stopped = `after ${operation.method} ${path} got no answer within ${env.timeoutMs} ms`;
      }
    }
    return { error: found };
  }
}

/**
 * A write whose contract requires `If-Match` (428 without it) is sent with the current ETag of
 * what it changes, read just before, as a careful client does; the lost-update probe sends its
 * own. Undefined where none is required or the read gives none.
 */
async function requiredIfMatch(operation, request, env, headers) {
  if (!ifMatchOf(operation)?.required || 'if-match' in headers || !env.operations) return undefined;
  const read = etagReadOf(operation, env.operations);
  if (!read) return undefined;
  const answer = await send({
    base: env.target,
    method: 'GET',
    path: fillPath(read.path, readPathFor(read, operation, request)),
    headers: env.token ? { authorization: `Bearer ${env.token}` } : {},
    timeoutMs: env.timeoutMs,
  });
  return answer.headers.etag;
}

/** Learns the ids the server has from its own lists (through the same plan as the check). */
export async function learnIds(operations, env) {
  const ctx = createContext({ token: env.token });
  for (const id of LEARN) {
    const operation = operations.find((op) => op.id === id);
    if (!operation) continue;
    const built = buildRequest(operation, ctx);
    if (built.missing) continue;
    const answer = await exchange(operation, asFuzzRequest(built), env);
    if (answer.status >= 200 && answer.status < 300) {
      let body;
      try {
        body = JSON.parse(answer.text);
      } catch {
        body = undefined;
      }
      harvest(id, body, ctx);
    } else {
      ctx.failed[id] = `${id} ${answer.error ? 'gave no answer' : `answered ${answer.status}`}`;
    }
  }
  return ctx;
}

/** Judges one answer: a missing answer, slowness, 5xx, shape; `extra` adds the phase's own rule. */
function judge(operation, answer, env, extra = () => []) {
  if (answer.error) return [answer.error];
  const violations = [...timing(answer.ms, env.maxResponseMs)];
  if (answer.status >= 500) {
    violations.push({
      cause: CAUSE.serverFault,
      field: 'status',
      expected: 'no server fault (5xx)',
      problem: String(answer.status),
    });
  }
  violations.push(
    ...asShape(
      env.validator.checkResponse(operation, answer.status, answer.contentType, answer.text),
    ),
  );
  if (answer.status < 500) violations.push(...extra(answer));
  return violations;
}

/** The example request, once per listed member when it takes just a member id. */
function exampleRequests(operation, ctx) {
  const built = buildRequest(operation, ctx);
  if (built.missing) return [];
  const list = [built];
  const memberIds = built.ids.filter((id) => id.entity === 'member' && id.source === 'server');
  if (!isWrite(operation) && memberIds.length === 1 && built.ids.length === 1) {
    const [only] = memberIds;
    const name = only.field.split('.')[1];
    for (const member of ctx.members.filter((m) => m !== only.value).slice(0, MEMBERS_TRIED - 1)) {
      const values = { ...built.values };
      const query = { ...built.query };
      if (only.field.startsWith('path.')) values[name] = member;
      else query[name] = member;
      list.push({
        ...built,
        values,
        query,
        path: fillPath(operation.path, values),
        ids: [{ ...only, value: member }],
      });
    }
  }
  return list;
}

/**
 * The contract's examples with the server's own ids: each must succeed (a 404 for an id the
 * server returned and any other refusal fail). Then ignored auth on the first of them.
 * Resolves `{ failures, notes, base }` (`base`: a valid request for the edges).
 */
export async function examplesPhase(operation, ctx, env) {
  const failures = [];
  await prepare(operation.id, ctx, async (path) => {
    const answer = await exchange({ ...operation, method: 'GET', path, body: undefined }, {}, env);
    return answer.status === 200 ? JSON.parse(answer.text) : undefined;
  }).catch(() => undefined);
  const requests = exampleRequests(operation, ctx);
  for (const built of requests) {
    const request = asFuzzRequest(built);
    const sent = describeSent(operation.method, built.path, built.query, built.body);
    const answer = await exchange(operation, request, env);
    const violations = judge(operation, answer, env, ({ status }) => {
      if (operation.secured && (status === 401 || status === 403)) return [];
      if (operation.id === 'signIn') return [];
      return acceptance(status, built.ids, sent).violations;
    });
    // Only the first request's answer feeds later ones (the others try more members).
    if (built === requests[0] && answer.status >= 200 && answer.status < 300) {
      ownWrite(operation, built, answer, ctx, env);
    }
    if (violations.length > 0) {
      failures.push({
        property: 'the contract example',
        request,
        status: answer.status ?? null,
        violations,
      });
    }
  }
  const notes = [];
  const first = requests[0];
  if (first) {
    for (const id of first.ids.filter((i) => i.source === 'example')) {
      notes.push(`${id.field}: the contract's example ${id.entity} id (${id.why})`);
    }
    const auth = await authPhase(operation, asFuzzRequest(first), env);
    if (auth) failures.push(auth);
  }
  return { failures, notes, base: first && asFuzzRequest(first) };
}

/** Keeps the ids an example's answer gives; the run's own broadcast, once deleted, is not left behind. */
function ownWrite(operation, built, answer, ctx, env) {
  let body;
  try {
    body = JSON.parse(answer.text);
  } catch {
    body = undefined;
  }
  if (operation.id === 'deleteBroadcastMessage' && built.values.id === ctx.message) {
    env.ledger.deleted.push(`broadcast message ${ctx.message}`);
    env.ledger.broadcasts = env.ledger.broadcasts.filter((t) => t !== ctx.broadcastText);
  }
  harvest(operation.id, body, ctx);
}

async function authPhase(operation, request, env) {
  if (!operation.secured) return undefined;
  const violations = [];
  let status = null;
  for (const { name, headers } of AUTH_PROBES) {
    const answer = await exchange(operation, request, env, headers);
    if (answer.error) {
      violations.push({ ...answer.error, problem: `${answer.error.problem} (${name})` });
    } else if (answer.status !== 401) {
      status = answer.status;
      violations.push({
        cause: CAUSE.ignoredAuth,
        field: 'status',
        expected: `401 for a request ${name}`,
        problem: `${answer.status} ${name} (ignored auth)`,
      });
    } else {
      const shape = env.validator.checkResponse(operation, 401, answer.contentType, answer.text);
      violations.push(...asShape(shape));
    }
  }
  return violations.length > 0
    ? { property: 'ignored auth', request, status, violations }
    : undefined;
}

/** The schemas' edges: past them the contract's 400 (never a 2xx), at them no refusal. */
export async function edgesPhase(operation, base, env) {
  if (!base) return { failures: [], count: 0 };
  const declares400 = Boolean(operation.responses['400']);
  const failures = [];
  const edges = edgesOf(env.doc, operation, env.validator, base);
  for (const edge of edges) {
    const answer = await exchange(operation, edge.request, env);
    const what = `${edge.label}: ${edge.field}`;
    const violations = judge(operation, answer, env, ({ status }) => {
      if (!edge.valid) {
        if (status >= 200 && status < 300) {
          return [
            {
              cause: CAUSE.acceptedInvalid,
              field: edge.field,
              expected: `${declares400 ? '400' : 'a 4xx'}: the contract forbids it (${edge.label})`,
              problem: `accepted with ${status}`,
            },
          ];
        }
        const wanted = declares400 ? status === 400 : status >= 400;
        return wanted
          ? []
          : [
              {
                cause: CAUSE.wrongRefusal,
                field: edge.field,
                expected: `the contract's 400 for ${edge.label}`,
                problem: String(status),
              },
            ];
      }
      if (isWrite(operation) || operation.secured === false) return [];
      if (status === 401 || status === 403 || status === 404) return [];
      return acceptance(status, [], `${operation.method} ${what}`).violations;
    });
    if (violations.length > 0) {
      failures.push({
        property: `the edge ${what}`,
        request: edge.request,
        status: answer.status ?? null,
        violations,
      });
    }
  }
  return { failures, count: edges.length };
}

/** Pools of real ids per parameter, for the generated requests: `{ 'path.id': [...] }`. */
export function idPools(doc, operation, ctx) {
  const pools = {};
  const add = (key, values) => {
    const list = values.filter((v) => typeof v === 'string');
    if (list.length > 0) pools[key] = list;
  };
  const missionIds = [...ctx.joined, ...ctx.joinable].map((m) =>
    m.missionId === undefined
      ? m._id
      : typeof m.missionId === 'string'
        ? m.missionId
        : m.missionId?._id,
  );
  const byEntity = {
    member: ctx.members,
    mission: missionIds,
    reward: ctx.rewards.map((r) => r._id),
  };
  for (const param of operation.parameters) {
    const entity = entityOf(param.name, param.description);
    if (entity && byEntity[entity]) add(`${param.in}.${param.name}`, byEntity[entity]);
  }
  const properties = (operation.body && deref(doc, operation.body.schema)?.properties) ?? {};
  for (const [key, schema] of Object.entries(properties)) {
    const entity = entityOf(key, schema?.description);
    if (entity && byEntity[entity]) add(`body.${key}`, byEntity[entity]);
  }
  return pools;
}
