// contract:fuzz: property-based checks per operation, straight against the target (Prism would
// stop the invalid requests before they reach it); answers are judged by the contract's schemas.
import fc from 'fast-check';
import { CommandError } from './args.mjs';
import { isWrite, orderOperations } from './check-plan.mjs';
import { fillPath, listOperations, loadContract } from './contract.mjs';
import { invalidRequests, validRequests } from './fuzz-requests.mjs';
import { networkReason, probe, send } from './http.mjs';
import { summarize } from './report.mjs';
import { createValidator } from './validate.mjs';

class Unreached extends Error {}

class Broken extends Error {
  constructor(property, request, status, violations) {
    super(`${property}: ${violations.map((v) => v.field).join(', ')}`);
    Object.assign(this, { property, request, status, violations });
  }
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
 * Runs the properties. `options`: target, contract, token, runs (per property, default 100),
 * seed, operations (ids to keep), allowWrites, timeoutMs. Resolves the report (see report.mjs).
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
  const env = { doc, validator, target, token: options.token, runs, seed, timeoutMs };
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
  return summarize('contract:fuzz', rows, {
    target,
    contract,
    seed,
    runs,
    allowWrites,
    startedAt: new Date(started).toISOString(),
    durationMs: Date.now() - started,
    hints: rows.some((r) => r.refused)
      ? ['Secured operations answered 401/403: pass a valid --token (or CONTRACT_CHECK_TOKEN).']
      : [],
  });
}

async function fuzzOperation(operation, env) {
  const { doc, validator, target, token, runs, seed, timeoutMs } = env;
  const exchange = async (request) => {
    try {
      return await send({
        base: target,
        method: operation.method,
        path: fillPath(operation.path, request.path),
        query: request.query,
        body: request.body,
        bodyType: operation.body?.type,
        headers: operation.secured && token ? { authorization: `Bearer ${token}` } : {},
        timeoutMs,
      });
    } catch (error) {
      throw new Unreached(`no answer: ${networkReason(error)}`);
    }
  };

  const validProperty = fc.asyncProperty(
    validRequests(doc, operation, validator),
    async (request) => {
      const answer = await exchange(request);
      if (operation.secured && (answer.status === 401 || answer.status === 403)) {
        throw new Unreached(`answered ${answer.status} to a valid request: the token was refused`);
      }
      const violations = validator.checkResponse(
        operation,
        answer.status,
        answer.contentType,
        answer.text,
      );
      if (answer.status >= 500) {
        violations.unshift({
          field: 'status',
          expected: 'no server fault (5xx) for a valid request',
          problem: String(answer.status),
        });
      }
      if (violations.length > 0)
        throw new Broken('a valid request', request, answer.status, violations);
    },
  );

  const invalid = invalidRequests(doc, operation, validator);
  const invalidProperty =
    invalid &&
    fc.asyncProperty(invalid, async ({ request, kind, field }) => {
      const answer = await exchange(request);
      const property = `an invalid request (${kind}: ${field})`;
      const violations =
        answer.status >= 400 && answer.status < 500
          ? validator.checkResponse(operation, answer.status, answer.contentType, answer.text)
          : [
              {
                field: 'status',
                expected: `a 4xx for ${property}`,
                problem: String(answer.status),
              },
            ];
      if (violations.length > 0) throw new Broken(property, request, answer.status, violations);
    });

  const results = [];
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
    results.push(error);
  }
  const counted = `${runs} valid${invalidProperty ? ` and ${runs} invalid` : ''} requests`;
  if (results.length === 0) {
    const none = invalidProperty ? '' : ' (it has no parameter or body to break)';
    return { verdict: 'pass', note: `${counted} answered as the contract says${none}` };
  }
  return {
    verdict: 'fail',
    status: results[0].status,
    violations: results.flatMap((r) => r.violations),
    note: results
      .map((r) => `${r.property} got ${r.status}: ${describeRequest(operation, r.request)}`)
      .join('; '),
    failures: results.map((r) => ({
      property: r.property,
      request: r.request,
      status: r.status,
      violations: r.violations,
    })),
  };
}
