// The edges of an operation's schemas, for contract:fuzz's boundary phase: empty and
// whitespace-only strings where the contract forbids them, maximum lengths and one past them,
// numbers at and past their limits, unknown enum values and missing required fields. Each edge
// is applied to a request the contract accepts; the contract's validator says whether the
// result is valid (it must be accepted) or not (it must get the contract's 400).
import { deref, isObject } from './contract.mjs';
import { requestViolations } from './fuzz-requests.mjs';

/** Candidate values at and past the limits of one schema: `[{ label, value }]`. */
function edgeValues(doc, rawSchema) {
  const schema = deref(doc, rawSchema);
  if (!isObject(schema)) return [];
  const values = [];
  for (const branch of [...(schema.anyOf ?? []), ...(schema.oneOf ?? [])]) {
    values.push(...edgeValues(doc, branch));
  }
  const types = Array.isArray(schema.type) ? schema.type : [schema.type];
  if (types.includes('string') && !Array.isArray(schema.enum)) {
    values.push({ label: 'empty string', value: '' }, { label: 'whitespace only', value: '   ' });
    if (schema.maxLength !== undefined) {
      values.push(
        { label: `maxLength ${schema.maxLength}`, value: 'x'.repeat(schema.maxLength) },
        { label: `maxLength ${schema.maxLength} + 1`, value: 'x'.repeat(schema.maxLength + 1) },
      );
    }
  }
  if (types.includes('integer') || types.includes('number')) {
    for (const key of ['minimum', 'maximum']) {
      if (schema[key] === undefined) continue;
      const past = key === 'minimum' ? schema[key] - 1 : schema[key] + 1;
      values.push(
        { label: `${key} ${schema[key]}`, value: schema[key] },
        { label: `${key} ${schema[key]} ${key === 'minimum' ? '- 1' : '+ 1'}`, value: past },
      );
    }
  }
  if (Array.isArray(schema.enum)) {
    values.push({
      label: 'unknown enum value',
      value: typeof schema.enum[0] === 'number' ? 987654 : 'NotInTheEnum',
    });
  }
  return values;
}

/**
 * Every edge of the operation, applied to `base` (a valid request `{ path, query, body }` with
 * typed values): `[{ field, label, request, valid }]`.
 */
export function edgesOf(doc, operation, validator, base) {
  const edges = [];
  const add = (field, label, request) =>
    edges.push({
      field,
      label,
      request,
      valid: requestViolations(operation, request, validator).length === 0,
    });
  for (const param of operation.parameters) {
    if (param.in !== 'path' && param.in !== 'query') continue;
    const field = `${param.in}.${param.name}`;
    for (const { label, value } of edgeValues(doc, param.schema)) {
      // An empty path segment is another URL, not an empty parameter.
      if (param.in === 'path' && String(value).trim() === '') continue;
      const request = structuredClone(base);
      request[param.in][param.name] = value;
      add(field, label, request);
    }
  }
  const schema = operation.body && deref(doc, operation.body.schema);
  if (!isObject(schema) || !isObject(base.body)) return edges;
  for (const key of schema.required ?? []) {
    const request = structuredClone(base);
    delete request.body[key];
    add(`body.${key}`, 'missing required field', request);
  }
  for (const [key, propSchema] of Object.entries(schema.properties ?? {})) {
    for (const { label, value } of edgeValues(doc, propSchema)) {
      // A multipart form carries text only.
      if (operation.body.type !== 'application/json' && typeof value !== 'string') continue;
      const request = structuredClone(base);
      request.body[key] = value;
      add(`body.${key}`, label, request);
    }
  }
  return edges;
}
