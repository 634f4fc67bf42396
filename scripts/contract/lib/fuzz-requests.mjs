// Requests for contract:fuzz. Valid ones are generated from the operation's parameter and body
// schemas; invalid ones break exactly one thing (a missing required field, a wrong type, an
// out-of-range value). The contract's schemas confirm each request is what it claims to be.
import fc from 'fast-check';
import { valueArbitrary } from './arbitraries.mjs';
import { deref, isObject } from './contract.mjs';

export const MISSING = 'missing required field';
export const WRONG_TYPE = 'wrong type';
export const OUT_OF_RANGE = 'out-of-range value';

/** Violations of a request `{ path, query, body }` (typed values) against the operation. */
export function requestViolations(operation, request, validator) {
  const found = [];
  for (const param of operation.parameters) {
    if (param.in !== 'path' && param.in !== 'query') continue;
    const value = request[param.in][param.name];
    const field = `${param.in}.${param.name}`;
    if (value === undefined) {
      if (param.required)
        found.push({ field, expected: 'a required parameter', problem: 'missing' });
    } else {
      found.push(...validator.check(param.schema, value, field));
    }
  }
  if (operation.body) {
    if (request.body === undefined) {
      if (operation.body.required) {
        found.push({ field: 'body', expected: 'a request body', problem: 'missing' });
      }
    } else {
      found.push(...validator.check(operation.body.schema, request.body, 'body'));
    }
  }
  return found;
}

/** A parameter's values; half of them from `pool` (ids the server has) when there is one. */
function withPool(arbitrary, pool) {
  return pool?.length ? fc.oneof(fc.constantFrom(...pool), arbitrary) : arbitrary;
}

function paramsRecord(doc, params, pools) {
  const model = Object.fromEntries(
    params.map((p) => [
      p.name,
      withPool(valueArbitrary(doc, p.schema), pools[`${p.in}.${p.name}`]),
    ]),
  );
  const requiredKeys = params.filter((p) => p.required || p.in === 'path').map((p) => p.name);
  return fc.record(model, { requiredKeys });
}

/** Body fields that hold ids take values from their pool half of the time. */
function bodyWithPools(value, pools) {
  const keys = Object.keys(pools).filter((k) => k.startsWith('body.'));
  if (keys.length === 0) return value;
  const picks = fc.record(
    Object.fromEntries(
      keys.map((k) => [k.slice(5), fc.option(fc.constantFrom(...pools[k]), { nil: undefined })]),
    ),
  );
  return fc.tuple(value, picks).map(([body, chosen]) => {
    if (!isObject(body)) return body;
    const copy = { ...body };
    for (const [key, id] of Object.entries(chosen))
      if (id !== undefined && key in copy) copy[key] = id;
    return copy;
  });
}

/** Requests the contract accepts; ids from `pools` (`{ 'path.id': [...] }`) half of the time. */
export function validRequests(doc, operation, validator, pools = {}) {
  const where = (place) => operation.parameters.filter((p) => p.in === place);
  let body = fc.constant(undefined);
  if (operation.body) {
    const value = bodyWithPools(valueArbitrary(doc, operation.body.schema), pools);
    body = operation.body.required ? value : fc.option(value, { nil: undefined });
  }
  return fc
    .record({
      path: paramsRecord(doc, where('path'), pools),
      query: paramsRecord(doc, where('query'), pools),
      body,
    })
    .filter((request) => requestViolations(operation, request, validator).length === 0);
}

function typesOf(doc, rawSchema) {
  const schema = deref(doc, rawSchema);
  if (!isObject(schema)) return [];
  const branches = [...(schema.anyOf ?? []), ...(schema.oneOf ?? [])];
  if (branches.length > 0) return branches.flatMap((b) => typesOf(doc, b));
  if (Array.isArray(schema.enum)) return [...new Set(schema.enum.map((v) => typeof v))];
  return Array.isArray(schema.type) ? schema.type : schema.type ? [schema.type] : [];
}

/** A value of another JSON type than the schema allows, or undefined when it allows any. */
function wrongTypeValue(doc, schema) {
  const types = typesOf(doc, schema);
  if (types.length === 0) return undefined;
  const candidates = [
    ['integer', 12345],
    ['string', 'abc'],
    ['boolean', true],
    ['object', { unexpected: 'object' }],
    ['array', ['unexpected', 'array']],
  ];
  const allows = (type) => types.includes(type) || (type === 'integer' && types.includes('number'));
  return candidates.find(([type]) => !allows(type))?.[1];
}

/** Values that break the schema's ranges: lengths, patterns, formats, enums, bounds. */
function outOfRangeValues(doc, rawSchema) {
  const schema = deref(doc, rawSchema);
  if (!isObject(schema)) return [];
  const values = [];
  for (const branch of [...(schema.anyOf ?? []), ...(schema.oneOf ?? [])]) {
    values.push(...outOfRangeValues(doc, branch));
  }
  if (Array.isArray(schema.enum))
    values.push(typeof schema.enum[0] === 'number' ? 7 : 'NotOneOfThem');
  if (schema.maxLength !== undefined) values.push('x'.repeat(schema.maxLength + 1));
  if (schema.minLength > 0) values.push('');
  if (schema.pattern) values.push('not valid!', 'ZZ');
  if (schema.format) values.push(`not-a-${schema.format}`);
  if (schema.minimum !== undefined) values.push(schema.minimum - 1);
  if (schema.maximum !== undefined) values.push(schema.maximum + 1);
  if (schema.exclusiveMinimum !== undefined) values.push(schema.exclusiveMinimum);
  if (schema.exclusiveMaximum !== undefined) values.push(schema.exclusiveMaximum);
  return [...new Set(values)];
}

/** Every way to break one part of the operation's request: `{ kind, field, values, apply }`. */
export function mutationsOf(doc, operation, validator) {
  const list = [];
  const add = (kind, field, values, apply) => {
    if (values.length > 0) list.push({ kind, field, values, apply });
  };
  const invalid = (schema) => (v) => !validator.isValid(schema, v);
  for (const param of operation.parameters) {
    if (param.in !== 'path' && param.in !== 'query') continue;
    const field = `${param.in}.${param.name}`;
    const set = (request, value) => {
      const copy = structuredClone(request);
      copy[param.in][param.name] = value;
      return copy;
    };
    if (param.in === 'query' && param.required) add(MISSING, field, [undefined], set);
    const stringOnWire = (v) => param.in === 'query' || (typeof v === 'string' && v !== '');
    const wrong = wrongTypeValue(doc, param.schema);
    // On the wire every parameter is text: only a number-typed one can get the wrong type.
    if (typeof wrong === 'string') add(WRONG_TYPE, field, [wrong], set);
    const ranged = outOfRangeValues(doc, param.schema).filter(invalid(param.schema));
    add(OUT_OF_RANGE, field, ranged.filter(stringOnWire), set);
  }
  const body = operation.body;
  if (!body) return list;
  if (body.required)
    add(MISSING, 'body', [undefined], (request) => ({ ...request, body: undefined }));
  const schema = deref(doc, body.schema);
  const properties = isObject(schema?.properties) ? schema.properties : {};
  const setField = (key) => (request, value) => {
    const copy = structuredClone(request);
    copy.body = isObject(copy.body) ? copy.body : {};
    if (value === undefined) delete copy.body[key];
    else copy.body[key] = value;
    return copy;
  };
  for (const key of schema?.required ?? []) add(MISSING, `body.${key}`, [undefined], setField(key));
  for (const [key, propSchema] of Object.entries(properties)) {
    const field = `body.${key}`;
    const wrong = wrongTypeValue(doc, propSchema);
    // A multipart form carries text only: a wrong JSON type cannot be sent in one.
    if (wrong !== undefined && body.type === 'application/json')
      add(WRONG_TYPE, field, [wrong], setField(key));
    const ranged = outOfRangeValues(doc, propSchema).filter(invalid(propSchema));
    add(OUT_OF_RANGE, field, ranged, setField(key));
  }
  return list;
}

/** Requests that break the contract in one known way: `{ request, kind, field }`, or null when none can be made. */
export function invalidRequests(doc, operation, validator) {
  const mutations = mutationsOf(doc, operation, validator);
  if (mutations.length === 0) return null;
  const valid = validRequests(doc, operation, validator);
  return fc
    .oneof(
      ...mutations.map((m) =>
        fc.tuple(valid, fc.constantFrom(...m.values)).map(([request, value]) => ({
          request: m.apply(request, value),
          kind: m.kind,
          field: m.field,
        })),
      ),
    )
    .filter(({ request }) => requestViolations(operation, request, validator).length > 0);
}
