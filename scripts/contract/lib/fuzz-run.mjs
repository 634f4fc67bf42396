// contract:fuzz: property-based checks per operation, straight against the target (Prism would
// stop the invalid requests before they reach it); answers are judged by the contract's schemas.
import fc from 'fast-check';
import { CommandError } from './args.mjs';
import { ENDS_SESSION, ENDS_SESSION_NOTE, isWrite, orderOperations } from './check-plan.mjs';
import { cleanupReport, createLedger, deleteBroadcasts, recordWrite } from './cleanup.mjs';
import { deref, fillPath, listOperations, loadContract } from './contract.mjs';
import { csvPhase, hardeningPhase, listsAfterWrite, readLists } from './fuzz-hardening.mjs';
import { edgesPhase, examplesPhase, exchange, idPools, learnIds } from './fuzz-phases.mjs';
import { invalidRequests, validRequests } from './fuzz-requests.mjs';
import { probe, send } from './http.mjs';
import { summarize } from './report.mjs';
import { createValidator } from './validate.mjs';
import {
  CAUSE,
  DEFAULT_MAX_RESPONSE_MS,
  acceptance,
  asShape,
  causesOf,
  timing,
} from './verdicts.mjs';

class Unreached extends Error {}

class Broken extends Error {
  constructor(property, request, status, violations) {
    super(`${property}: ${violations.map((v) => v.field).join(', ')}`);
    Object.assign(this, { property, request, status, violations });
  }
}

/** GET and DELETE straight to the target with the run's token, for the clean-up. */
function clientOf({ target, token, timeoutMs }) {
  const headers = token ? { authorization: `Bearer ${token}` } : {};
  return {
    get: async (path) => {
      const answer = await send({ base: target, method: 'GET', path, headers, timeoutMs });
      return answer.status === 200 ? JSON.parse(answer.text) : undefined;
    },
    del: async (id) => {
      const path = `/api/notification/${encodeURIComponent(id)}`;
      return (await send({ base: target, method: 'DELETE', path, headers, timeoutMs })).status;
    },
  };
}

export function newSeed() {
  return (Date.now() ^ Math.floor(Math.random() * 0x7fffffff)) | 0;
}

/** `GET /api/user/…?page=2 {"body":…}`: a request as one line for the report. */
export function describeRequest(operation, request) {
  const query = new URLSearchParams(
    Object.entries(request.query)
      .filter(([, v]) => v !== undefined)
      .map(([k, v]) => [k, String(v)]),
  ).toString();
  const body = request.body === undefined ? '' : ` ${JSON.stringify(request.body)}`;
  const line = `${operation.method} ${fillPath(operation.path, request.path)}${query ? `?${query}` : ''}${body}`;
  return line.length > 300 ? `${line.slice(0, 297)}...` : line;
}

/**
 * Runs the phases. `options`: target, contract, token, runs (per property, default 100), seed,
 * operations (ids to keep), allowWrites, timeoutMs, maxResponseMs, boundaries (default true).
 * Resolves the report (see report.mjs).
 */
export async function runFuzz(options, { onProgress = () => {} } = {}) {
  const {
    target,
    contract,
    runs = 100,
    seed = newSeed(),
    allowWrites = false,
    timeoutMs = 10_000,
  } = options;
  const doc = loadContract(contract);
  const validator = createValidator(doc);
  let operations = orderOperations(listOperations(doc));
  if (options.operations?.length) {
    const unknown = options.operations.filter((id) => !operations.some((op) => op.id === id));
    if (unknown.length > 0) throw new CommandError(`unknown operation ${unknown.join(', ')}`);
    operations = operations.filter((op) => options.operations.includes(op.id));
  }
  try {
    await probe(target, Math.min(timeoutMs, 5000));
  } catch (error) {
    throw new CommandError(
      `the target ${target} does not answer (${error.message}). Is the server running, and is the address right?`,
    );
  }
  const started = Date.now();
  const ledger = createLedger();
  const env = {
    doc,
    validator,
    target,
    token: options.token,
    runs,
    seed,
    timeoutMs,
    maxResponseMs: options.maxResponseMs ?? DEFAULT_MAX_RESPONSE_MS,
    boundaries: options.boundaries ?? true,
    /** Probes sent per hardening class (cause): the report's `probes`. */
    probes: {},
    ledger,
    onWrite: (operation, request) =>
      recordWrite(ledger, operation.id, { body: request.body }, request.path),
  };
  env.operations = listOperations(doc);
  env.ctx = await learnIds(env.operations, env);
  // The lists as they are before any write: a write after which one no longer conforms broke it.
  if (allowWrites) env.lists = await readLists(env);
  const rows = [];
  for (const [index, operation] of operations.entries()) {
    onProgress({ index, total: operations.length, operation });
    const row = {
      operation: operation.id,
      method: operation.method,
      path: operation.path,
      origin: operation.origin,
      secured: operation.secured,
      status: null,
      verdict: 'pass',
      violations: [],
      note: '',
      ms: 0,
    };
    if (env.stopped) {
      rows.push({
        ...row,
        verdict: 'unreached',
        note: `the server stopped answering ${env.stopped}`,
      });
      continue;
    }
    if (ENDS_SESSION.has(operation.id)) {
      rows.push({ ...row, verdict: 'skipped', note: ENDS_SESSION_NOTE });
      continue;
    }
    if (isWrite(operation) && !allowWrites) {
      rows.push({
        ...row,
        verdict: 'skipped',
        note: 'changes data: run with --allow-writes to fuzz it',
      });
      continue;
    }
    const began = Date.now();
    rows.push({ ...row, ...(await fuzzOperation(operation, env)), ms: Date.now() - began });
  }
  if (!env.stopped) addCsvFindings(rows, await csvPhase(env), operations);
  await deleteBroadcasts(ledger, clientOf(env));
  ledger.leftBehind = [...new Set(ledger.leftBehind)];
  return summarize('contract:fuzz', rows, {
    target,
    contract,
    seed,
    runs,
    allowWrites,
    maxResponseMs: env.maxResponseMs,
    startedAt: new Date(started).toISOString(),
    durationMs: Date.now() - started,
    probes: env.probes,
    cleanup: cleanupReport(ledger),
    hints: rows.some((r) => r.refused)
      ? ['Secured operations answered 401/403: pass a valid --token (or CONTRACT_CHECK_TOKEN).']
      : [],
  });
}

/** Adds the CSV check's findings (after every write) to the rows of the operations it read. */
function addCsvFindings(rows, found, operations) {
  for (const row of rows) {
    const failure = found.get(row.operation);
    if (!failure || row.verdict === 'skipped' || row.verdict === 'unreached') continue;
    const operation = operations.find((op) => op.id === row.operation);
    const told = `${failure.property} got 200: ${describeRequest(operation, failure.request)} (Accept: text/csv)`;
    row.note = row.verdict === 'pass' ? told : `${told}; ${row.note}`;
    row.verdict = 'fail';
    row.status ??= 200;
    row.violations = [...row.violations, ...failure.violations];
    row.causes = causesOf(row.violations);
    row.failures = [...(row.failures ?? []), failure];
  }
}

/** A property's check: resolves the answer's violations (the phase's own rule via `extra`). */
function propertyJudge(operation, env, answer, extra) {
  if (answer.error) return [answer.error];
  const violations = [...timing(answer.ms, env.maxResponseMs)];
  if (answer.status < 500) violations.push(...extra(answer));
  return violations;
}

/**
 * True for an answer whose `error` is one the operation's response lists in `x-rule-refusals`:
 * a rule no schema can say (getActivity's "Range too long" relates two parameters).
 */
function isRuleRefusal(doc, operation, status, text) {
  const item = deref(doc, doc.paths[operation.path]);
  const raw = item?.[operation.method.toLowerCase()]?.responses?.[String(status)];
  const refusals = raw ? deref(doc, raw)['x-rule-refusals'] : undefined;
  if (!Array.isArray(refusals)) return false;
  try {
    return refusals.includes(JSON.parse(text)?.error);
  } catch {
    return false;
  }
}

async function fuzzOperation(operation, env) {
  const { doc, validator, runs, seed } = env;
  const { failures, notes, base } = await examplesPhase(operation, env.ctx, env);

  const validProperty = fc.asyncProperty(
    validRequests(doc, operation, validator, idPools(doc, operation, env.ctx)),
    async (request) => {
      const answer = await exchange(operation, request, env);
      if (operation.secured && !answer.error && (answer.status === 401 || answer.status === 403)) {
        throw new Unreached(`answered ${answer.status} to a valid request: the token was refused`);
      }
      const violations = propertyJudge(operation, env, answer, ({ status, contentType, text }) => {
        const found = asShape(validator.checkResponse(operation, status, contentType, text));
        // A read of ids that may not exist: a 404 is an answer; any other 4xx refuses it, but
        // for a refusal the contract names for requests its schemas allow (x-rule-refusals).
        if (
          operation.method === 'GET' &&
          status >= 400 &&
          status !== 404 &&
          status !== 409 &&
          !isRuleRefusal(doc, operation, status, text)
        ) {
          const sent = describeRequest(operation, request);
          found.push(...acceptance(status, [], sent).violations);
        }
        return found;
      });
      if (!answer.error && answer.status >= 500) {
        violations.unshift({
          cause: CAUSE.serverFault,
          field: 'status',
          expected: 'no server fault (5xx) for a valid request',
          problem: String(answer.status),
        });
      }
      if (violations.length > 0)
        throw new Broken('a valid request', request, answer.status ?? null, violations);
    },
  );

  const invalid = invalidRequests(doc, operation, validator);
  const invalidProperty =
    invalid &&
    fc.asyncProperty(invalid, async ({ request, kind, field }) => {
      const answer = await exchange(operation, request, env);
      const property = `an invalid request (${kind}: ${field})`;
      const violations = propertyJudge(operation, env, answer, ({ status, contentType, text }) =>
        status >= 400 && status < 500
          ? asShape(validator.checkResponse(operation, status, contentType, text))
          : [
              {
                cause: status < 300 ? CAUSE.acceptedInvalid : CAUSE.wrongRefusal,
                field: 'status',
                expected: `a 4xx for ${property}`,
                problem: String(status),
              },
            ],
      );
      if (!answer.error && answer.status >= 500) {
        violations.push({
          cause: CAUSE.serverFault,
          field: 'status',
          expected: `a 4xx for ${property}`,
          problem: String(answer.status),
        });
      }
      if (violations.length > 0)
        throw new Broken(property, request, answer.status ?? null, violations);
    });

  for (const property of [validProperty, invalidProperty]) {
    if (!property) continue;
    const details = await fc.check(property, { seed, numRuns: runs, endOnFailure: true });
    if (!details.failed) continue;
    const error = details.errorInstance;
    if (error instanceof Unreached) {
      return { verdict: 'unreached', note: error.message, refused: /refused/.test(error.message) };
    }
    if (!(error instanceof Broken)) {
      return {
        verdict: 'unreached',
        note: `the property crashed: ${String(error?.message ?? error)}`,
      };
    }
    failures.push(error);
  }
  const edges = env.boundaries
    ? await edgesPhase(operation, base, env)
    : { failures: [], count: 0 };
  failures.push(...edges.failures);
  const hardening = await hardeningPhase(operation, base, env);
  failures.push(...hardening.failures);
  if (isWrite(operation)) failures.push(...(await listsAfterWrite(operation, env)));
  const counted = `${runs} valid${invalidProperty ? ` and ${runs} invalid` : ''} requests, ${edges.count} edges, ${hardening.count} hardening probes`;
  const fallback = notes.join('; ');
  if (failures.length === 0) {
    const none = invalidProperty ? '' : ' (it has no parameter or body to break)';
    const note = `${counted} answered as the contract says${none}`;
    return { verdict: 'pass', note: [note, fallback].filter(Boolean).join('; ') };
  }
  const seen = new Set();
  const violations = failures
    .flatMap((r) => r.violations)
    .filter((v) => {
      const key = `${v.cause}|${v.field}|${v.problem}|${v.expected}`;
      return seen.has(key) ? false : (seen.add(key), true);
    });
  const told = failures.map(
    (r) => `${r.property} got ${r.status ?? 'no answer'}: ${describeRequest(operation, r.request)}`,
  );
  if (told.length > 3)
    told.splice(3, told.length - 3, `${told.length - 3} more in the JSON report`);
  return {
    verdict: 'fail',
    status: failures[0].status,
    violations,
    causes: causesOf(violations),
    note: [
      ...failures.map(
        (r) =>
          `${r.property} got ${r.status ?? 'no answer'}: ${describeRequest(operation, r.request)}`,
      ),
      fallback,
    ]
      .filter(Boolean)
      .join('; '),
    failures: failures.map((r) => ({
      property: r.property,
      request: r.request,
      status: r.status,
      violations: r.violations,
    })),
  };
}
