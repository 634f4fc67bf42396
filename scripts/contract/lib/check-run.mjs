// contract:check: Prism's validating proxy (--errors) in front of the target, one request per
// operation, each answer judged by Prism and, when Prism lets it through, by the contract's schemas.
import { CommandError } from './args.mjs';
import { createContext, harvest, prepare } from './check-ids.mjs';
import { buildRequest, fallbackNotes, isWrite, orderOperations } from './check-plan.mjs';
import { cleanupReport, createLedger, deleteBroadcasts, recordWrite } from './cleanup.mjs';
import { listOperations, loadContract } from './contract.mjs';
import { parseJson, probe, send } from './http.mjs';
import { PRISM_ERROR, prismViolations, startPrism } from './prism.mjs';
import { summarize } from './report.mjs';
import { createValidator } from './validate.mjs';
import {
  CAUSE,
  DEFAULT_MAX_RESPONSE_MS,
  acceptance,
  asShape,
  causesOf,
  describeSent,
  noAnswer,
  probeAuth,
  probeRoles,
  timing,
} from './verdicts.mjs';

/**
 * Runs the check. `options`: target, contract, token, credentials, ids {member, mission, reward,
 * message}, allowWrites, timeoutMs, maxResponseMs, proxyPort, roles (`[{ name, token }]`: each
 * secured operation is also called as each role; the administrator's token is the main one when
 * no other is given). Resolves the report (report.mjs).
 */
export async function runCheck(options, { onProgress = () => {} } = {}) {
  const { target, contract, allowWrites = false, timeoutMs = 10_000, proxyPort } = options;
  const maxResponseMs = options.maxResponseMs ?? DEFAULT_MAX_RESPONSE_MS;
  const doc = loadContract(contract);
  const validator = createValidator(doc);
  const operations = orderOperations(listOperations(doc));
  try {
    await probe(target, Math.min(timeoutMs, 5000));
  } catch (error) {
    throw new CommandError(
      `the target ${target} does not answer (${error.message}). Is the server running, and is the address right?`,
    );
  }
  const started = Date.now();
  const prism = await startPrism('proxy', contract, [target, '--errors'], { port: proxyPort });
  const roles = options.roles ?? [];
  const known = new Set(doc.components?.schemas?.Role?.enum ?? []);
  const unknown = roles.filter((role) => !known.has(role.name)).map((role) => role.name);
  if (unknown.length > 0) {
    await prism.stop();
    throw new CommandError(
      `--role ${unknown.join(', ')}: not a role of the contract (${[...known].join(', ') || 'it has no Role schema'})`,
    );
  }
  const main = options.token ? options : { ...options, token: mainToken(roles) };
  const ctx = createContext(main);
  const ledger = createLedger();
  const env = {
    ctx,
    prism,
    validator,
    allowWrites,
    timeoutMs,
    maxResponseMs,
    target,
    ledger,
    roles,
  };
  const rows = [];
  try {
    for (const [index, operation] of operations.entries()) {
      onProgress({ index, total: operations.length, operation });
      rows.push(await checkOperation(operation, env));
    }
    await deleteBroadcasts(ledger, clientOf(env));
  } finally {
    await prism.stop();
  }
  return summarize('contract:check', rows, {
    target,
    contract,
    allowWrites,
    startedAt: new Date(started).toISOString(),
    durationMs: Date.now() - started,
    maxResponseMs,
    cleanup: cleanupReport(ledger),
    hints: hints(rows),
    ...(roles.length > 0 ? { roles: roles.map((role) => role.name) } : {}),
  });
}

/** Without --token, the run's own calls use the administrator's role token (else the first). */
function mainToken(roles) {
  return (roles.find((role) => role.name === 'administrator') ?? roles[0])?.token;
}

/**
 * A role's own body where the run's would change another account: the role's account keeps its
 * own name (read with its token first).
 */
function roleBody(operation, env) {
  if (operation.id !== 'updateAdminMe') return undefined;
  return async (role) => {
    const answer = await send({
      base: env.target,
      method: 'GET',
      path: '/api/admin/me',
      headers: { authorization: `Bearer ${role.token}` },
      timeoutMs: env.timeoutMs,
    }).catch(() => undefined);
    const name = answer?.status === 200 ? parseJson(answer.text)?.fullName : undefined;
    return typeof name === 'string'
      ? { body: { fullName: name } }
      : {
          missing:
            'its own name could not be read (GET /api/admin/me), so its account is left alone',
        };
  };
}

/** GET and DELETE through Prism with the run's token, for the clean-up. */
function clientOf({ prism, ctx, timeoutMs }) {
  const headers = () => (ctx.token ? { authorization: `Bearer ${ctx.token}` } : {});
  return {
    get: async (path) => {
      const answer = await send({
        base: prism.url,
        method: 'GET',
        path,
        headers: headers(),
        timeoutMs,
      });
      return answer.status === 200 ? parseJson(answer.text) : undefined;
    },
    del: async (id) => {
      const path = `/api/notification/${encodeURIComponent(id)}`;
      const answer = await send({
        base: prism.url,
        method: 'DELETE',
        path,
        headers: headers(),
        timeoutMs,
      });
      return answer.status;
    },
  };
}

/** Operations whose answers give the ids of later ones: their failure is the reason for a fallback. */
const SOURCES = new Set([
  'listMembers',
  'getMember',
  'listJoinedMissions',
  'listJoinableMissions',
  'listRewards',
  'listBroadcastMessages',
  'sendBroadcast',
]);

async function checkOperation(operation, env) {
  const { ctx, prism, timeoutMs } = env;
  const row = {
    operation: operation.id,
    method: operation.method,
    path: operation.path,
    origin: operation.origin,
    secured: operation.secured,
    status: null,
    verdict: 'pass',
    violations: [],
    causes: [],
    note: '',
    ms: 0,
  };
  if (isWrite(operation) && !env.allowWrites) {
    return {
      ...row,
      verdict: 'skipped',
      note: 'changes data: run with --allow-writes to check it',
    };
  }
  const auth = () => (ctx.token ? { authorization: `Bearer ${ctx.token}` } : {});
  await prepare(operation.id, ctx, async (path) => {
    const answer = await send({ base: prism.url, method: 'GET', path, headers: auth(), timeoutMs });
    return answer.status === 200 ? parseJson(answer.text) : undefined;
  }).catch(() => undefined);
  const request = buildRequest(operation, ctx);
  if (request.missing)
    return { ...row, verdict: 'unreached', note: `not sent: ${request.missing}` };
  const sent = describeSent(operation.method, request.path, request.query, request.body);
  const notes = fallbackNotes(request);
  const mark = prism.mark();
  let judged;
  try {
    const headers = operation.secured ? auth() : {};
    const answer = await send({
      base: prism.url,
      method: operation.method,
      ...request,
      headers,
      timeoutMs,
    });
    judged = await judge(operation, answer, { ...row, ms: answer.ms, sent: request.path }, env, {
      mark,
      request,
      sent,
    });
  } catch (error) {
    judged = { ...row, verdict: 'fail', violations: [noAnswer(error, timeoutMs)] };
  }
  if (SOURCES.has(operation.id) && !(judged.status >= 200 && judged.status < 300)) {
    const what = judged.status ? `answered ${judged.status}` : 'gave no answer';
    ctx.failed[operation.id] = `${operation.id} ${what}`;
  }
  if (judged.verdict !== 'unreached' && !judged.refused) {
    const probes = await probeAuth(operation, request, env);
    if (probes.length > 0) {
      judged = { ...judged, verdict: 'fail', violations: [...judged.violations, ...probes] };
    }
  }
  if (isWrite(operation) && judged.status >= 200 && judged.status < 300) {
    noteWrite(operation, request, env);
  }
  // The role matrix, after the run's own call (which made the ids the roles' calls use).
  let roleStatuses;
  if (
    operation.secured &&
    env.roles.length > 0 &&
    judged.verdict !== 'unreached' &&
    !judged.refused
  ) {
    const byRole = await probeRoles(operation, request, env, roleBody(operation, env));
    roleStatuses = byRole.statuses;
    notes.push(...byRole.notes);
    // Each role's successful write is listed (or cleaned up) as the run's own is.
    if (isWrite(operation)) byRole.succeeded.forEach(() => noteWrite(operation, request, env));
    if (byRole.violations.length > 0) {
      judged = {
        ...judged,
        verdict: 'fail',
        violations: [...judged.violations, ...byRole.violations],
      };
    }
  }
  const note = [judged.note, ...notes].filter(Boolean).join('; ');
  return {
    ...judged,
    note,
    causes: causesOf(judged.violations),
    ...(roleStatuses ? { roles: roleStatuses } : {}),
  };
}

function noteWrite(operation, request, { ctx, ledger }) {
  if (operation.id === 'deleteBroadcastMessage') {
    const id = request.values.id;
    const own = !ctx.flags.message && id === ctx.message;
    const whose = ctx.flags.message ? ' (--message-id)' : own ? '' : " (the contract's example id)";
    ledger.deleted.push(`broadcast message ${id}${whose}`);
    if (own) ledger.broadcasts = ledger.broadcasts.filter((t) => t !== ctx.broadcastText);
    return;
  }
  const unchanged = operation.id === 'updateMemberProfile' && !request.fallback;
  recordWrite(ledger, operation.id, { ...request, unchanged }, request.values);
}

async function judge(operation, answer, row, env, { mark, request, sent }) {
  const body = parseJson(answer.text);
  const slow = timing(answer.ms, env.maxResponseMs);
  const fromPrism =
    String(answer.contentType).includes('problem+json') && typeof body?.type === 'string'
      ? body.type
      : undefined;
  if (fromPrism === `${PRISM_ERROR}VIOLATIONS`) {
    const status = await env.prism.upstreamStatus(mark);
    const violations = asShape(prismViolations(body.validation, status));
    return { ...row, status, verdict: 'fail', violations: [...violations, ...slow] };
  }
  if (fromPrism === `${PRISM_ERROR}UNAUTHORIZED`) {
    const note = 'not forwarded: no bearer token was given (pass --token)';
    return { ...row, status: 401, verdict: 'unreached', refused: true, note };
  }
  if (fromPrism === `${PRISM_ERROR}UNPROCESSABLE_ENTITY`) {
    const what = prismViolations(body.validation).map((v) => `${v.field}: ${v.expected}`);
    const note = `not forwarded: the request breaks the contract (${what.join('; ')}); check the id flags`;
    return { ...row, verdict: 'unreached', note };
  }
  if (fromPrism?.startsWith(PRISM_ERROR) || fromPrism === 'FetchError') {
    // Prism forwarded the request and the target gave no answer it could read.
    const violation = {
      ...noAnswer({ cause: { message: String(body.detail ?? body.title) } }),
      problem: 'no answer: connection closed',
    };
    return { ...row, verdict: 'fail', violations: [violation], note: `Prism: ${body.title}` };
  }
  // Prism let the answer through: it is the target's own.
  const { status } = answer;
  const shape = asShape(
    env.validator.checkResponse(operation, status, answer.contentType, answer.text),
  );
  if (shape.length > 0) {
    const note = 'the contract schemas (Ajv) found this';
    return { ...row, status, verdict: 'fail', violations: [...shape, ...slow], note };
  }
  if (status >= 500) {
    const fault = {
      cause: CAUSE.serverFault,
      field: 'status',
      expected: 'no server fault for a valid request',
      problem: `${status}: ${sent}`,
    };
    return { ...row, status, verdict: 'fail', violations: [fault, ...slow] };
  }
  if (operation.secured && status === 401) {
    const note = 'answered 401: the token was refused (pass a valid --token)';
    return { ...row, status, verdict: 'unreached', refused: true, note };
  }
  if (operation.secured && status === 403) {
    const note = "answered 403: the token's role may not call it (give an administrator's token)";
    return { ...row, status, verdict: 'unreached', note };
  }
  if (status < 300) harvest(operation.id, body, env.ctx);
  // Sign-in with the contract's example credentials may be refused: they are not the server's.
  const judged =
    operation.id === 'signIn' && !env.ctx.credentials
      ? {
          violations: [],
          note: status >= 400 ? `answered ${status} to the example credentials` : '',
        }
      : acceptance(status, request.ids, sent);
  const violations = [...judged.violations, ...slow];
  return {
    ...row,
    status,
    verdict: violations.length > 0 ? 'fail' : 'pass',
    violations,
    note: judged.note,
  };
}

function hints(rows) {
  const list = [];
  const secured = rows.filter((r) => r.secured && r.status !== null);
  if (secured.length > 0 && secured.every((r) => r.refused)) {
    list.push(
      'Every operation that needs a token was refused (401): the token is wrong, expired or missing. ' +
        'Pass a valid one with --token (or CONTRACT_CHECK_TOKEN), or --email and --password to sign in first.',
    );
  }
  const answered = rows.filter((r) => r.status !== null);
  if (answered.length > 1 && answered.every((r) => r.status === 404)) {
    list.push('Every operation answered 404: is --target the API address, with any path prefix?');
  }
  return list;
}
