// The causes a verdict names, and the judgements contract:check and contract:fuzz share: a
// refused valid request, an id the server lost, ignored auth, a slow answer or none at all.
import { requiredHeaders } from './contract.mjs';
import { networkReason, send } from './http.mjs';

/** Every cause a failing operation can name, in the words of the reports. */
export const CAUSE = {
  shape: 'answer breaks the contract',
  serverFault: 'server fault',
  refusedValid: 'refused a valid request',
  lostId: 'lost an id it returned',
  ignoredAuth: 'ignored auth',
  roleLetThrough: 'let a role through',
  roleRefused: 'refused an allowed role',
  acceptedInvalid: 'accepted an invalid request',
  wrongRefusal: 'refused without the contract’s 400',
  slow: 'slow',
  noAnswer: 'no answer',
  timeLimit: 'over the time limit',
  unsafeNumber: 'accepted an unsafe number',
  farDate: 'accepted a far date',
  badBody: 'mishandled a malformed body',
  contentType: 'accepted a wrong content type',
  csvFormula: 'CSV formula cell',
  poisonedList: 'a write broke a list',
  lostUpdate: 'lost update',
};

export const DEFAULT_MAX_RESPONSE_MS = 5000;

/**
 * Counts `n` probes of a class (a cause of CAUSE) in the run's tally, `env.probes`: what the
 * report says was tried, class by class, beside what was found.
 */
export function countProbes(env, cause, n = 1) {
  if (!env.probes || n === 0) return;
  env.probes[cause] = (env.probes[cause] ?? 0) + n;
}

/** The distinct causes of a row's violations, in order. */
export function causesOf(violations) {
  return [...new Set(violations.map((v) => v.cause).filter(Boolean))];
}

/** Marks schema violations (which carry no cause yet) as shape faults. */
export function asShape(violations) {
  return violations.map((v) => ({ cause: CAUSE.shape, ...v }));
}

/** `PUT /api/profile/64b… {"email":…}`: a request as one line for a report. */
export function describeSent(method, path, query = {}, body) {
  const search = new URLSearchParams(
    Object.entries(query)
      .filter(([, v]) => v !== undefined)
      .map(([k, v]) => [k, String(v)]),
  ).toString();
  const text = body === undefined ? '' : ` ${JSON.stringify(body)}`;
  const line = `${method} ${path}${search ? `?${search}` : ''}${text}`;
  return line.length > 300 ? `${line.slice(0, 297)}...` : line;
}

/** A slow answer as a violation, or none. */
export function timing(ms, maxMs) {
  if (ms <= maxMs) return [];
  return [
    {
      cause: CAUSE.slow,
      field: 'time',
      expected: `an answer within ${maxMs} ms (--max-response-time)`,
      problem: `slow (${ms} ms)`,
    },
  ];
}

/** A request that got no answer: over the time limit when the timeout ran out, else the connection's fate. */
export function noAnswer(error, timeoutMs) {
  if (error?.name === 'TimeoutError') {
    return {
      cause: CAUSE.timeLimit,
      field: 'time',
      expected: 'an answer',
      problem: `slow (no answer within ${timeoutMs} ms)`,
    };
  }
  const reason = networkReason(error);
  const closed = /closed|socket|reset|ECONNRESET|EPIPE|terminated/i.test(reason);
  return {
    cause: CAUSE.noAnswer,
    field: 'connection',
    expected: 'an HTTP answer',
    problem: `no answer: ${closed ? 'connection closed' : reason}`,
  };
}

/**
 * What a 4xx to a request built to succeed means. `ids`: where each id came from
 * (`{ field, value, source }`, source `server`, `flag` or `example`). Resolves
 * `{ violations, note }`: a 404 for an id the server returned and any other refusal fail; a 404
 * or 409 for the contract's example ids is only noted.
 */
export function acceptance(status, ids, sent) {
  if (status < 400) return { violations: [], note: '' };
  const real = ids.filter((id) => id.source === 'server' || id.source === 'flag');
  const examplesOnly = ids.length > 0 && real.length === 0;
  if ((status === 404 || status === 409) && examplesOnly) {
    return {
      violations: [],
      note: `answered ${status} to the contract's example ids; the success answer was not seen`,
    };
  }
  if (status === 404 && real.length > 0) {
    const named = real
      .map((id) => `${id.field} ${id.value}${id.source === 'flag' ? ' (from a flag)' : ''}`)
      .join(', ');
    return {
      violations: [
        {
          cause: CAUSE.lostId,
          field: 'status',
          expected: `200 for ${named}, which the server itself returned`,
          problem: `404: ${sent}`,
        },
      ],
      note: '',
    };
  }
  return {
    violations: [
      {
        cause: CAUSE.refusedValid,
        field: 'status',
        expected: 'a 2xx: the contract says this request is valid',
        problem: `${status} (refused a valid request): ${sent}`,
      },
    ],
    note: '',
  };
}

/** The requests of the ignored-auth probe: no Authorization header, and a bearer without a token. */
export const AUTH_PROBES = [
  { name: 'without a token', headers: {} },
  { name: 'with a malformed token', headers: { authorization: 'Bearer' } },
];

/**
 * Ignored auth: a bearer-secured operation is sent straight to the target without a token and
 * with a malformed one; anything but a conforming 401 is a violation.
 */
export async function probeAuth(operation, request, { target, validator, timeoutMs }) {
  if (!operation.secured) return [];
  const violations = [];
  for (const probe of AUTH_PROBES) {
    let answer;
    try {
      answer = await send({
        base: target,
        method: operation.method,
        path: request.path,
        query: request.query,
        body: request.body,
        bodyType: operation.body?.type,
        headers: { ...requiredHeaders(operation), ...probe.headers },
        timeoutMs,
      });
    } catch (error) {
      violations.push({ ...noAnswer(error, timeoutMs), problem: `${probe.name}: no answer` });
      continue;
    }
    if (answer.status !== 401) {
      violations.push({
        cause: CAUSE.ignoredAuth,
        field: 'status',
        expected: `401 for a request ${probe.name}`,
        problem: `${answer.status} ${probe.name} (ignored auth): ${describeSent(operation.method, request.path, request.query)}`,
      });
      continue;
    }
    const shape = validator.checkResponse(operation, 401, answer.contentType, answer.text);
    violations.push(
      ...asShape(shape).map((v) => ({ ...v, problem: `${v.problem} (${probe.name})` })),
    );
  }
  return violations;
}

/**
 * The role matrix: the request is sent straight to the target once as each given role
 * (`roles`: `{ name, token }`). A role the operation does not name must get the contract's 403;
 * a role it names must not get 403. `bodyFor(role)` may give a role its own body (`{ body }`) or
 * say why it is not sent (`{ missing }`). Resolves `{ violations, statuses, notes, succeeded }`
 * (`succeeded`: the roles whose call was answered 2xx).
 */
export async function probeRoles(
  operation,
  request,
  { roles, target, validator, timeoutMs },
  bodyFor,
) {
  const violations = [];
  const statuses = {};
  const notes = [];
  const succeeded = [];
  if (!operation.secured || roles.length === 0) return { violations, statuses, notes, succeeded };
  const allowed = operation.roles;
  const allowedText = allowed.length > 0 ? allowed.join(', ') : 'no role';
  for (const role of roles) {
    const own = bodyFor ? await bodyFor(role) : undefined;
    if (own?.missing) {
      notes.push(`not sent as ${role.name}: ${own.missing}`);
      continue;
    }
    let answer;
    try {
      answer = await send({
        base: target,
        method: operation.method,
        path: request.path,
        query: request.query,
        body: own ? own.body : request.body,
        bodyType: operation.body?.type,
        headers: { authorization: `Bearer ${role.token}` },
        timeoutMs,
      });
    } catch (error) {
      violations.push({ ...noAnswer(error, timeoutMs), problem: `${role.name}: no answer` });
      continue;
    }
    statuses[role.name] = answer.status;
    const said = `${role.name} called ${operation.id}: ${answer.status}; the contract allows ${allowedText}`;
    if (answer.status === 401) {
      violations.push({
        cause: CAUSE.roleRefused,
        field: 'status',
        expected: `the ${role.name} token to be accepted (--role ${role.name}=TOKEN)`,
        problem: `${said} (the token was refused)`,
      });
    } else if (allowed.includes(role.name)) {
      if (answer.status === 403)
        violations.push({
          cause: CAUSE.roleRefused,
          field: 'status',
          expected: `no 403 for ${role.name}, which the contract allows`,
          problem: said,
        });
      else if (answer.status >= 200 && answer.status < 300) succeeded.push(role.name);
    } else if (answer.status !== 403) {
      violations.push({
        cause: CAUSE.roleLetThrough,
        field: 'status',
        expected: `403 for ${role.name}, which the contract does not allow`,
        problem: said,
      });
      if (answer.status >= 200 && answer.status < 300) succeeded.push(role.name);
    } else {
      const shape = validator.checkResponse(operation, 403, answer.contentType, answer.text);
      violations.push(
        ...asShape(shape).map((v) => ({ ...v, problem: `${v.problem} (${role.name})` })),
      );
    }
  }
  return { violations, statuses, notes, succeeded };
}
