// contract:check: Prism's validating proxy (--errors) in front of the target, one request per
// operation, each answer judged by Prism and, when Prism lets it through, by the contract's schemas.
import { CommandError } from './args.mjs';
import { createContext, harvest, prepare } from './check-ids.mjs';
import { buildRequest, isWrite, orderOperations } from './check-plan.mjs';
import { listOperations, loadContract } from './contract.mjs';
import { networkReason, parseJson, probe, send } from './http.mjs';
import { PRISM_ERROR, prismViolations, startPrism } from './prism.mjs';
import { summarize } from './report.mjs';
import { createValidator } from './validate.mjs';

/**
 * Runs the check. `options`: target, contract, token, credentials, ids {member, mission, reward,
 * message}, allowWrites, timeoutMs, proxyPort. Resolves the report (see report.mjs).
 */
export async function runCheck(options, { onProgress = () => {} } = {}) {
  const { target, contract, allowWrites = false, timeoutMs = 10_000, proxyPort } = options;
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
  const ctx = createContext(options);
  const env = { ctx, prism, validator, allowWrites, timeoutMs };
  const rows = [];
  try {
    for (const [index, operation] of operations.entries()) {
      onProgress({ index, total: operations.length, operation });
      rows.push(await checkOperation(operation, env));
    }
  } finally {
    await prism.stop();
  }
  return summarize('contract:check', rows, {
    target,
    contract,
    allowWrites,
    startedAt: new Date(started).toISOString(),
    durationMs: Date.now() - started,
    hints: hints(rows),
  });
}

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
  const mark = prism.mark();
  let answer;
  try {
    const headers = operation.secured ? auth() : {};
    answer = await send({
      base: prism.url,
      method: operation.method,
      ...request,
      headers,
      timeoutMs,
    });
  } catch (error) {
    return { ...row, verdict: 'unreached', note: `no answer: ${networkReason(error)}` };
  }
  return judge(operation, answer, { ...row, ms: answer.ms, sent: request.path }, env, mark);
}

async function judge(operation, answer, row, env, mark) {
  const body = parseJson(answer.text);
  const fromPrism =
    String(answer.contentType).includes('problem+json') && typeof body?.type === 'string'
      ? body.type
      : undefined;
  if (fromPrism === `${PRISM_ERROR}VIOLATIONS`) {
    const status = await env.prism.upstreamStatus(mark);
    return {
      ...row,
      status,
      verdict: 'fail',
      violations: prismViolations(body.validation, status),
    };
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
    return { ...row, verdict: 'unreached', note: `no answer through Prism: ${body.title}` };
  }
  // Prism let the answer through: it is the target's own.
  const { status } = answer;
  const violations = env.validator.checkResponse(
    operation,
    status,
    answer.contentType,
    answer.text,
  );
  if (violations.length > 0) {
    return {
      ...row,
      status,
      verdict: 'fail',
      violations,
      note: 'the contract schemas (Ajv) found this',
    };
  }
  if (status >= 500) {
    const fault = {
      field: 'status',
      expected: 'no server fault for a valid request',
      problem: `${status}`,
    };
    return { ...row, status, verdict: 'fail', violations: [fault] };
  }
  if (operation.secured && status === 401) {
    const note = 'answered 401: the token was refused (pass a valid --token)';
    return { ...row, status, verdict: 'unreached', refused: true, note };
  }
  if (operation.secured && status === 403) {
    const note = "answered 403: the token is not an administrator's";
    return { ...row, status, verdict: 'unreached', note };
  }
  if (status < 300) harvest(operation.id, body, env.ctx);
  const note =
    status >= 400
      ? `answered ${status}; its error body conforms, the success answer was not seen`
      : '';
  return { ...row, status, verdict: 'pass', note };
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
