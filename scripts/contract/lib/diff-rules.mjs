// Compares two versions of the contract and classifies each change as breaking (for the app or
// for clients) or compatible. Requests flow to the server: narrowing them breaks clients.
// Answers flow to the app: widening them (or removing what it reads) breaks the app.
import { deref, isObject, listOperations } from './contract.mjs';

const UPPER = ['maxLength', 'maxItems', 'maximum', 'exclusiveMaximum'];
const LOWER = ['minLength', 'minItems', 'minimum', 'exclusiveMinimum'];

/** The set of JSON types a schema allows (`integer` counts as part of `number`). */
function typesOf(schema) {
  if (!isObject(schema)) return null;
  if (schema.type) return new Set(Array.isArray(schema.type) ? schema.type : [schema.type]);
  if (Array.isArray(schema.enum)) {
    return new Set(
      schema.enum.map((v) => (v === null ? 'null' : Number.isInteger(v) ? 'integer' : typeof v)),
    );
  }
  if (schema.properties) return new Set(['object']);
  return null; // any type
}

const within = (type, set) => set.has(type) || (type === 'integer' && set.has('number'));
const subset = (a, b) => [...a].every((type) => within(type, b));

function createCollector(base, head) {
  const changes = [];
  const seen = new Set();
  const add = (breaking, kind, operation, where, message) =>
    changes.push({ class: breaking ? 'breaking' : 'compatible', kind, operation, where, message });

  /** `direction` is `request` or `response`; `where` names the place, e.g. `response 200 body.users[]`. */
  function schemas(rawBase, rawHead, direction, operation, where, depth = 0) {
    const key = `${JSON.stringify(rawBase?.$ref ?? where)}|${JSON.stringify(rawHead?.$ref ?? where)}|${direction}|${operation}`;
    if (depth > 40 || (rawBase?.$ref && seen.has(key))) return;
    if (rawBase?.$ref) seen.add(key);
    const a = deref(base, rawBase);
    const b = deref(head, rawHead);
    if (!isObject(a) || !isObject(b)) return;
    const request = direction === 'request';
    const note = (breaking, kind, message) => add(breaking, kind, operation, where, message);

    const typesA = typesOf(a);
    const typesB = typesOf(b);
    if (JSON.stringify([...(typesA ?? [])].sort()) !== JSON.stringify([...(typesB ?? [])].sort())) {
      const from = typesA ? [...typesA].join('|') : 'any';
      const to = typesB ? [...typesB].join('|') : 'any';
      const narrowed = typesB && (!typesA || subset(typesB, typesA));
      const widened = typesA && (!typesB || subset(typesA, typesB));
      if (narrowed) note(request, 'type-narrowed', `type narrowed from ${from} to ${to}`);
      else if (widened) note(!request, 'type-widened', `type widened from ${from} to ${to}`);
      else note(true, 'type-changed', `type changed from ${from} to ${to}`);
    }

    if (Array.isArray(a.enum) || Array.isArray(b.enum)) {
      if (Array.isArray(a.enum) && Array.isArray(b.enum)) {
        const removed = a.enum.filter((v) => !b.enum.includes(v));
        const added = b.enum.filter((v) => !a.enum.includes(v));
        if (removed.length)
          note(true, 'enum-value-removed', `enum value removed: ${removed.join(', ')}`);
        if (added.length)
          note(!request, 'enum-value-added', `enum value added: ${added.join(', ')}`);
      } else if (Array.isArray(b.enum)) {
        note(request, 'enum-added', `values now limited to ${b.enum.join(', ')}`);
      } else {
        note(!request, 'enum-removed', 'values no longer limited to a list');
      }
    }

    for (const [keys, tighter] of [
      [UPPER, (x, y) => y < x],
      [LOWER, (x, y) => y > x],
    ]) {
      for (const k of keys) {
        if (a[k] === b[k]) continue;
        const tightened = a[k] === undefined || (b[k] !== undefined && tighter(a[k], b[k]));
        const text = `${k} ${a[k] ?? 'none'} -> ${b[k] ?? 'none'}`;
        if (tightened) note(request, 'constraint-tightened', `${text} (tightened)`);
        else note(!request, 'constraint-loosened', `${text} (loosened)`);
      }
    }
    for (const k of ['pattern', 'format']) {
      if (a[k] === b[k]) continue;
      const text = `${k} ${a[k] ?? 'none'} -> ${b[k] ?? 'none'}`;
      if (a[k] === undefined) note(request, 'constraint-tightened', `${text} (added)`);
      else if (b[k] === undefined) note(!request, 'constraint-loosened', `${text} (removed)`);
      else note(true, 'constraint-changed', text);
    }

    const propsA = isObject(a.properties) ? a.properties : {};
    const propsB = isObject(b.properties) ? b.properties : {};
    const requiredA = new Set(a.required ?? []);
    const requiredB = new Set(b.required ?? []);
    const at = (name) => `${where}.${name}`;
    for (const name of Object.keys(propsA)) {
      if (name in propsB) continue;
      if (request) {
        const closed = b.additionalProperties === false;
        add(
          closed,
          'request-field-removed',
          operation,
          at(name),
          closed ? 'request field removed; sending it is now rejected' : 'request field removed',
        );
      } else {
        add(true, 'response-field-removed', operation, at(name), 'response field removed');
      }
    }
    for (const name of Object.keys(propsB)) {
      if (name in propsA) continue;
      if (request && requiredB.has(name))
        add(
          true,
          'required-request-field-added',
          operation,
          at(name),
          'new required request field',
        );
      else
        add(
          false,
          `${direction}-field-added`,
          operation,
          at(name),
          `${request ? 'optional request' : 'response'} field added`,
        );
    }
    for (const name of Object.keys(propsA)) {
      if (!(name in propsB)) continue;
      const was = requiredA.has(name);
      const is = requiredB.has(name);
      if (!was && is)
        add(request, 'field-became-required', operation, at(name), 'field became required');
      if (was && !is)
        add(!request, 'field-became-optional', operation, at(name), 'field became optional');
      schemas(propsA[name], propsB[name], direction, operation, at(name), depth + 1);
    }
    if (a.additionalProperties !== false && b.additionalProperties === false) {
      note(request, 'object-closed', 'object closed (additionalProperties: false)');
    }
    if (a.additionalProperties === false && b.additionalProperties !== false) {
      note(!request, 'object-opened', 'object opened to properties it does not list');
    }

    if (a.items && b.items)
      schemas(a.items, b.items, direction, operation, `${where}[]`, depth + 1);

    for (const k of ['oneOf', 'anyOf']) {
      const listA = Array.isArray(a[k]) ? a[k] : [];
      const listB = Array.isArray(b[k]) ? b[k] : [];
      if (listB.length < listA.length)
        note(request, 'variant-removed', `${k} lost ${listA.length - listB.length} variant(s)`);
      if (listB.length > listA.length)
        note(!request, 'variant-added', `${k} gained ${listB.length - listA.length} variant(s)`);
      for (let i = 0; i < Math.min(listA.length, listB.length); i += 1) {
        schemas(listA[i], listB[i], direction, operation, `${where}(${k} ${i + 1})`, depth + 1);
      }
    }
  }

  return { changes, add, schemas };
}

/** `GET /api/user/{}`: the same operation even when a path parameter is renamed. */
const keyOf = (op) => `${op.method} ${op.path.replace(/\{[^}]+\}/g, '{}')}`;
/** The path parameters' names in the order the path template has them. */
const pathNames = (path) => [...path.matchAll(/\{([^}]+)\}/g)].map((m) => m[1]);

/** Parameters keyed by place: a path parameter by its position in the path, others by name. */
function params(op) {
  const names = pathNames(op.path);
  return new Map(
    op.parameters.map((p) => [
      p.in === 'path' ? `path#${names.indexOf(p.name)}` : `${p.in}:${p.name}`,
      p,
    ]),
  );
}

/**
 * Path parameters that changed place: a reorder (`/a/{x}/{y}` -> `/a/{y}/{x}`) sends every
 * client's values to the wrong parameter; a rename that keeps the position changes nothing on
 * the wire.
 */
function pathParameterChanges(a, b, name, add) {
  const before = pathNames(a.path);
  const after = pathNames(b.path);
  const moved = before.some((n, i) => n !== after[i] && after.includes(n));
  if (moved) {
    add(
      true,
      'path-parameter-reordered',
      name,
      'path',
      `path parameters reordered: ${a.path} -> ${b.path}`,
    );
    return;
  }
  before.forEach((n, i) => {
    if (after[i] !== undefined && after[i] !== n) {
      add(
        false,
        'path-parameter-renamed',
        name,
        `path.${n}`,
        `path parameter renamed to ${after[i]} (same position)`,
      );
    }
  });
}

/** Every change between two parsed contracts: `{ changes, baseVersion, headVersion }`. */
export function diffContracts(base, head) {
  const { changes, add, schemas } = createCollector(base, head);
  const headOps = new Map(listOperations(head).map((op) => [keyOf(op), op]));
  const baseOps = new Map(listOperations(base).map((op) => [keyOf(op), op]));
  for (const [key, a] of baseOps) {
    const name = `${a.method} ${a.path} (${a.id})`;
    const b = headOps.get(key);
    if (!b) {
      add(true, 'operation-removed', name, 'operation', 'operation removed');
      continue;
    }
    if (!a.secured && b.secured)
      add(true, 'security-added', name, 'security', 'now needs a bearer token');
    if (a.secured && !b.secured)
      add(false, 'security-removed', name, 'security', 'no longer needs a token');
    if (a.origin !== b.origin)
      add(false, 'origin-changed', name, 'x-origin', `x-origin ${a.origin} -> ${b.origin}`);

    pathParameterChanges(a, b, name, add);
    const paramsA = params(a);
    const paramsB = params(b);
    for (const [k, p] of paramsA) {
      const q = paramsB.get(k);
      const where = `${p.in}.${p.name}`;
      if (p.in === 'path' && q) {
        schemas(p.schema, q.schema, 'request', name, where);
        continue;
      }
      if (!q) {
        add(true, 'parameter-removed', name, where, 'parameter removed (the app sends it)');
        continue;
      }
      if (!p.required && q.required)
        add(true, 'parameter-became-required', name, where, 'parameter became required');
      schemas(p.schema, q.schema, 'request', name, where);
    }
    for (const [k, q] of paramsB) {
      if (paramsA.has(k)) continue;
      const where = `${q.in}.${q.name}`;
      if (q.required) add(true, 'required-parameter-added', name, where, 'new required parameter');
      else add(false, 'parameter-added', name, where, 'optional parameter added');
    }

    if (a.body && !b.body)
      add(true, 'request-body-removed', name, 'request body', 'request body removed');
    if (!a.body && b.body)
      add(
        b.body.required,
        'request-body-added',
        name,
        'request body',
        `${b.body.required ? 'required' : 'optional'} request body added`,
      );
    if (a.body && b.body) {
      if (!a.body.required && b.body.required)
        add(
          true,
          'request-body-became-required',
          name,
          'request body',
          'request body became required',
        );
      if (a.body.type !== b.body.type)
        add(
          true,
          'media-type-changed',
          name,
          'request body',
          `media type ${a.body.type} -> ${b.body.type}`,
        );
      else schemas(a.body.schema, b.body.schema, 'request', name, 'body');
    }

    for (const [status, ra] of Object.entries(a.responses)) {
      const rb = b.responses[status];
      if (!rb) {
        add(true, 'status-removed', name, `response ${status}`, `status ${status} removed`);
        continue;
      }
      const where = `response ${status} body`;
      if (ra.media && !rb.media)
        add(true, 'response-body-removed', name, where, 'response body removed');
      else if (ra.media && rb.media && ra.media.type !== rb.media.type) {
        add(
          true,
          'media-type-changed',
          name,
          where,
          `media type ${ra.media.type} -> ${rb.media.type}`,
        );
      } else if (ra.media && rb.media)
        schemas(ra.media.schema, rb.media.schema, 'response', name, where);
    }
    for (const status of Object.keys(b.responses)) {
      if (!(status in a.responses))
        add(false, 'status-added', name, `response ${status}`, `status ${status} added`);
    }
  }
  for (const [key, b] of headOps) {
    if (!baseOps.has(key))
      add(
        false,
        'operation-added',
        `${b.method} ${b.path} (${b.id})`,
        'operation',
        'operation added',
      );
  }
  return {
    changes,
    baseVersion: String(base.info?.version ?? ''),
    headVersion: String(head.info?.version ?? ''),
  };
}

/** The major of a version such as `1.4.0` or `v2`, or NaN. */
export function majorOf(version) {
  return Number(String(version).match(/^v?(\d+)/)?.[1] ?? NaN);
}
