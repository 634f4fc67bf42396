// contract:fuzz's hardening classes: what a careless or hostile client sends and what a server
// must survive, beyond the schemas. Huge and unsafe numbers, far dates, deep and malformed
// bodies, wrong content types (each must get a 4xx, in time); a request past the time limit (a
// finding, not a wait); CSV cells a spreadsheet would run; a write after which a list answer no
// longer conforms; and a lost update where the contract declares an `ETag`.
import { isFormulaCell } from '../../../src/lib/csv-cell.ts';
import { buildRequest, isWrite } from './check-plan.mjs';
import { deref, isObject } from './contract.mjs';
import { etagReadOf, readPathFor } from './etag.mjs';
import { exchange } from './fuzz-phases.mjs';
import { requestViolations } from './fuzz-requests.mjs';
import { CAUSE, asShape, countProbes, timing } from './verdicts.mjs';

/** Numbers no field means: past what a double holds exactly, and near its limits. */
export const UNSAFE_NUMBERS = ['1e308', '9007199254740993', '-1e308'];
/** Dates no field means: far in the future and at the start of the calendar. */
export const FAR_DATES = {
  date: ['9999-12-31', '0001-01-01'],
  'date-time': ['9999-12-31T00:00:00.000Z', '0001-01-01T00:00:00.000Z'],
};
/** JSON nested this deep: a parser that recurses runs out of stack. */
export const DEPTH = 10_000;
/** Free text a spreadsheet would run, written into every text field of a write. */
export const FORMULA_TEXT = '=HYPERLINK("https://fuzz.invalid","fuzz")';

const MARK = '__fuzz_raw_value__';

const typesOf = (schema) =>
  Array.isArray(schema?.type) ? schema.type : schema?.type ? [schema.type] : [];
const isNumeric = (schema) => typesOf(schema).some((t) => t === 'integer' || t === 'number');
const dateFormat = (schema) =>
  schema?.format === 'date' || schema?.format === 'date-time' ? schema.format : undefined;

/** The request's fields a value can be put in: `{ place, name, schema }` (query, path, body). */
function fieldsOf(doc, operation) {
  const fields = operation.parameters
    .filter((p) => p.in === 'query' || p.in === 'path')
    .map((p) => ({ place: p.in, name: p.name, schema: deref(doc, p.schema) }));
  const body = operation.body && deref(doc, operation.body.schema);
  for (const [name, schema] of Object.entries(isObject(body?.properties) ? body.properties : {})) {
    fields.push({ place: 'body', name, schema: deref(doc, schema) });
  }
  return fields;
}

/** The base request with one field set to `text` exactly as written (a number's digits kept). */
function withRawValue(operation, base, field, text) {
  const request = structuredClone(base);
  if (field.place !== 'body') {
    request[field.place][field.name] = text;
    return { request };
  }
  const body = isObject(request.body) ? { ...request.body } : {};
  if (operation.body.type === 'multipart/form-data') {
    body[field.name] = text;
    return { request: { ...request, body } };
  }
  body[field.name] = MARK;
  const json = JSON.stringify(body).replace(
    `"${MARK}"`,
    isNumericText(text) ? text : JSON.stringify(text),
  );
  return { request, raw: { text: json, type: 'application/json' } };
}
const isNumericText = (text) => /^-?\d/.test(text);

/** Every probe of the operation: `{ cause, field, label, request, raw? }`. */
export function hardeningProbes(doc, operation, base) {
  const probes = [];
  for (const field of fieldsOf(doc, operation)) {
    const where = `${field.place}.${field.name}`;
    if (isNumeric(field.schema)) {
      for (const text of UNSAFE_NUMBERS) {
        probes.push({
          cause: CAUSE.unsafeNumber,
          field: where,
          label: `the number ${text}`,
          ...withRawValue(operation, base, field, text),
        });
      }
    }
    const format = dateFormat(field.schema);
    if (format) {
      for (const text of FAR_DATES[format]) {
        probes.push({
          cause: CAUSE.farDate,
          field: where,
          label: `the date ${text}`,
          ...withRawValue(operation, base, field, text),
        });
      }
    }
  }
  if (operation.body?.type === 'application/json') {
    const json = JSON.stringify(base.body ?? {});
    const bad = (label, text, type = 'application/json') => ({
      cause: CAUSE.badBody,
      field: 'body',
      label,
      request: base,
      raw: { text, type },
    });
    probes.push(
      bad('malformed JSON', '{"unclosed": '),
      bad(`JSON nested ${DEPTH} deep`, '['.repeat(DEPTH) + ']'.repeat(DEPTH)),
    );
    if (operation.body.required) {
      for (const [label, type] of [
        ['JSON sent as text/plain', 'text/plain'],
        ['JSON with no content type', null],
      ]) {
        probes.push({
          cause: CAUSE.contentType,
          field: 'header content-type',
          label,
          request: base,
          raw: { text: json, type },
        });
      }
    }
  }
  if (operation.body?.type === 'multipart/form-data') {
    probes.push({
      cause: CAUSE.badBody,
      field: 'body',
      label: 'a malformed multipart form',
      request: base,
      raw: {
        text: '--fuzz\r\nContent-Disposition: form-data; name="x"\r\n\r\nno end',
        type: 'multipart/form-data; boundary=fuzz',
      },
    });
    if (operation.body.required) {
      probes.push({
        cause: CAUSE.contentType,
        field: 'header content-type',
        label: 'a form sent as JSON',
        request: base,
        raw: { text: JSON.stringify(base.body ?? {}), type: 'application/json' },
      });
    }
  }
  return probes;
}

/** A probe's answer: a 4xx in time, or a violation of the probe's class. */
function judgeProbe(probe, answer, env) {
  if (answer.error) return [answer.error];
  const violations = [...timing(answer.ms, env.maxResponseMs)];
  if (answer.status >= 400 && answer.status < 500) return violations;
  violations.push({
    cause: probe.cause,
    field: probe.field,
    expected: `a 4xx for ${probe.label}`,
    problem: answer.status < 300 ? `accepted with ${answer.status}` : String(answer.status),
  });
  return violations;
}

/**
 * The hardening probes of one operation (writes: formula text first, and the lost update where
 * the contract declares an ETag). Resolves `{ failures, count }`.
 */
export async function hardeningPhase(operation, base, env) {
  if (!base) return { failures: [], count: 0 };
  const failures = [];
  const probes = hardeningProbes(env.doc, operation, base);
  for (const probe of probes) {
    countProbes(env, probe.cause);
    const answer = await exchange(operation, probe.request, env, undefined, probe.raw);
    const violations = judgeProbe(probe, answer, env);
    if (violations.length > 0) {
      failures.push({
        property: `${probe.label} in ${probe.field}`,
        request: probe.request,
        status: answer.status ?? null,
        violations,
      });
    }
  }
  let count = probes.length;
  if (isWrite(operation)) {
    const formula = await formulaWrite(operation, base, env);
    count += formula.count;
    countProbes(env, CAUSE.csvFormula, formula.count);
    failures.push(...formula.failures);
    const lost = await lostUpdate(operation, base, env);
    count += lost.count;
    countProbes(env, CAUSE.lostUpdate, lost.count);
    failures.push(...lost.failures);
  }
  return { failures, count };
}

/** The example write with every free-text field starting a formula, for the CSV check to find. */
async function formulaWrite(operation, base, env) {
  const schema = operation.body && deref(env.doc, operation.body.schema);
  if (!isObject(schema?.properties) || !isObject(base.body)) return { failures: [], count: 0 };
  const request = structuredClone(base);
  let changed = false;
  for (const [name, raw] of Object.entries(schema.properties)) {
    const field = deref(env.doc, raw);
    const free =
      typesOf(field).includes('string') && !field.format && !field.enum && !field.pattern;
    if (!free || typeof request.body[name] !== 'string') continue;
    const text = FORMULA_TEXT.length <= (field.maxLength ?? Infinity) ? FORMULA_TEXT : '=1+1';
    request.body[name] = text;
    changed = true;
  }
  if (!changed || requestViolations(operation, request, env.validator).length > 0) {
    return { failures: [], count: 0 };
  }
  const answer = await exchange(operation, request, env);
  const violations = answer.error ? [answer.error] : [...timing(answer.ms, env.maxResponseMs)];
  if (!answer.error && answer.status >= 500) {
    violations.push({
      cause: CAUSE.serverFault,
      field: 'status',
      expected: 'no server fault (5xx) for text that starts with =',
      problem: String(answer.status),
    });
  }
  const failures =
    violations.length > 0
      ? [
          {
            property: 'text that starts a formula',
            request,
            status: answer.status ?? null,
            violations,
          },
        ]
      : [];
  return { failures, count: 1 };
}

/**
 * Where the contract declares an ETag: read it, write with it, read the new one, then write
 * with the first again. That stale write must get 412; a 2xx is an update lost without a word.
 */
async function lostUpdate(operation, base, env) {
  const read = etagReadOf(operation, env.operations);
  if (!read) return { failures: [], count: 0 };
  const readRequest = { path: readPathFor(read, operation, base), query: {}, body: undefined };
  const etagOf = async () => {
    const answer = await exchange(read, readRequest, env);
    return { answer, etag: answer.headers?.etag };
  };
  const write = (etag) =>
    exchange(operation, base, env, { ...authOf(operation, env), 'if-match': etag });
  const failures = [];
  const fail = (problem, status, expected) =>
    failures.push({
      property: 'a lost update',
      request: base,
      status,
      violations: [{ cause: CAUSE.lostUpdate, field: 'header if-match', expected, problem }],
    });
  const first = await etagOf();
  if (first.answer.error)
    return {
      failures: [
        {
          property: 'a lost update',
          request: readRequest,
          status: null,
          violations: [first.answer.error],
        },
      ],
      count: 1,
    };
  if (!first.etag) {
    fail(
      `${read.id} answered ${first.answer.status} without an ETag`,
      first.answer.status,
      `${read.id} answers an ETag (the contract declares one)`,
    );
    return { failures, count: 1 };
  }
  const fresh = await write(first.etag);
  if (fresh.error || fresh.status < 200 || fresh.status >= 300) return { failures, count: 2 };
  const second = await etagOf();
  if (!second.etag || second.etag === first.etag) return { failures, count: 3 };
  const stale = await write(first.etag);
  if (stale.error)
    return {
      failures: [
        { property: 'a lost update', request: base, status: null, violations: [stale.error] },
      ],
      count: 4,
    };
  if (stale.status !== 412) {
    fail(
      stale.status < 300
        ? `accepted with ${stale.status} a write based on ${first.etag}, changed since to ${second.etag}`
        : String(stale.status),
      stale.status,
      '412 for a write with a stale If-Match',
    );
  }
  return { failures, count: 4 };
}

const authOf = (operation, env) =>
  operation.secured && env.token ? { authorization: `Bearer ${env.token}` } : {};

/** The reads a write could break: GETs without path parameters that answer JSON. */
export function listReads(operations) {
  return operations.filter(
    (op) =>
      op.method === 'GET' &&
      !op.parameters.some((p) => p.in === 'path') &&
      op.responses['200']?.media?.type === 'application/json',
  );
}

/** A list read as large as the contract lets a page be. */
function listRequest(read, env) {
  const built = buildRequest(read, env.ctx);
  if (built.missing) return undefined;
  const query = { ...built.query };
  const limit = read.parameters.find((p) => p.in === 'query' && p.name === 'limit');
  const schema = limit && deref(env.doc, limit.schema);
  const biggest =
    schema?.maximum ?? (Array.isArray(schema?.enum) ? Math.max(...schema.enum) : undefined);
  if (biggest !== undefined) query.limit = biggest;
  return { path: {}, query, body: undefined };
}

/** Reads every list and says how each answers now: `Map(id → { status, sent, violations })`. */
export async function readLists(env) {
  const found = new Map();
  for (const read of listReads(env.operations)) {
    const request = listRequest(read, env);
    if (!request) continue;
    const answer = await exchange(read, request, env);
    if (answer.error) continue;
    const violations =
      answer.status >= 500
        ? [{ field: 'status', problem: String(answer.status) }]
        : answer.status >= 200 && answer.status < 300
          ? asShape(
              env.validator.checkResponse(read, answer.status, answer.contentType, answer.text),
            )
          : [];
    const query = new URLSearchParams(
      Object.entries(request.query).map(([k, v]) => [k, String(v)]),
    );
    const sent = `GET ${read.path}${String(query) ? `?${query}` : ''}`;
    found.set(read.id, { status: answer.status, sent, violations });
  }
  return found;
}

/** After a write operation: each list that conformed before and no longer does is its finding. */
export async function listsAfterWrite(operation, env) {
  if (!env.lists) return [];
  const now = await readLists(env);
  countProbes(env, CAUSE.poisonedList, now.size);
  const failures = [];
  for (const [id, answer] of now) {
    if (answer.violations.length === 0 || (env.lists.get(id)?.violations.length ?? 0) > 0) continue;
    env.lists.set(id, answer);
    const [first] = answer.violations;
    failures.push({
      property: `after its writes, ${id} (${answer.sent})`,
      request: { path: {}, query: {}, body: undefined },
      status: answer.status,
      violations: [
        {
          cause: CAUSE.poisonedList,
          field: id,
          expected: `${id} still answers as the contract says after ${operation.id}`,
          problem: `${first.field}: ${first.problem}`,
        },
      ],
    });
  }
  return failures;
}

/** CSV text (RFC 4180) read into rows. */
export function parseCsv(text) {
  const rows = [];
  let row = [];
  let field = '';
  let quoted = false;
  const endField = () => {
    row.push(field);
    field = '';
  };
  const endRow = () => {
    endField();
    rows.push(row);
    row = [];
  };
  for (let i = 0; i < text.length; i += 1) {
    const c = text[i];
    if (quoted) {
      if (c === '"' && text[i + 1] === '"') {
        field += '"';
        i += 1;
      } else if (c === '"') quoted = false;
      else field += c;
    } else if (c === '"') quoted = true;
    else if (c === ',') endField();
    else if (c === '\n' || c === '\r') {
      if (c === '\r' && text[i + 1] === '\n') i += 1;
      endRow();
    } else field += c;
  }
  if (field !== '' || row.length > 0) endRow();
  return rows;
}

/** The operations that answer `text/csv`, asked for it: any cell a spreadsheet would run is a finding. */
export async function csvPhase(env) {
  const found = new Map();
  for (const operation of env.operations) {
    if (operation.method !== 'GET' || !operation.responses['200']?.csv) continue;
    const built = buildRequest(operation, env.ctx);
    if (built.missing) continue;
    const request = { path: { ...built.values }, query: { ...built.query }, body: undefined };
    const headers = { ...authOf(operation, env), accept: 'text/csv' };
    const answer = await exchange(operation, request, env, headers);
    if (answer.error || answer.status !== 200 || !String(answer.contentType).includes('text/csv'))
      continue;
    countProbes(env, CAUSE.csvFormula);
    const [header = [], ...rows] = parseCsv(answer.text.replace(/^\uFEFF/, ''));
    const cells = rows.flatMap((row, r) =>
      row.map((cell, c) => ({ cell, where: `row ${r + 1}, ${header[c] ?? `column ${c + 1}`}` })),
    );
    const formulas = cells.filter(({ cell }) => isFormulaCell(cell));
    if (formulas.length === 0) continue;
    found.set(operation.id, {
      property: 'its CSV answer',
      request,
      status: 200,
      violations: formulas.slice(0, 3).map(({ cell, where }) => ({
        cause: CAUSE.csvFormula,
        field: where,
        expected: "a cell a spreadsheet shows as text (a leading ')",
        problem: `${JSON.stringify(cell.slice(0, 60))} would run as a formula`,
      })),
    });
  }
  return found;
}
