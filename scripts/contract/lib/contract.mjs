// Reads the contract (OpenAPI 3.1, YAML or JSON) and lists its operations with their refs resolved.
import { readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { parse } from 'yaml';

export const DEFAULT_CONTRACT = fileURLToPath(
  new URL('../../../openapi/openapi.yaml', import.meta.url),
);
export const METHODS = ['get', 'put', 'post', 'delete', 'patch', 'options', 'head', 'trace'];

export function isObject(value) {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

/** Parses a contract's text; throws a readable error when it is not an OpenAPI 3.x document. */
export function parseContract(text, where = 'contract') {
  const doc = parse(text);
  if (!isObject(doc) || typeof doc.openapi !== 'string' || !isObject(doc.paths)) {
    throw new Error(`${where} is not an OpenAPI document (no "openapi" version or "paths")`);
  }
  return doc;
}

export function loadContract(path = DEFAULT_CONTRACT) {
  return parseContract(readFileSync(path, 'utf8'), path);
}

/** Follows local `$ref`s (`#/components/...`) until it reaches a node that is not a reference. */
export function deref(doc, node) {
  let current = node;
  const seen = new Set();
  while (isObject(current) && typeof current.$ref === 'string') {
    const ref = current.$ref;
    if (!ref.startsWith('#/')) throw new Error(`only local $refs are supported (${ref})`);
    if (seen.has(ref)) throw new Error(`circular $ref ${ref}`);
    seen.add(ref);
    current = ref
      .slice(2)
      .split('/')
      .map((part) => part.replace(/~1/g, '/').replace(/~0/g, '~'))
      .reduce((target, key) => (isObject(target) ? target[key] : undefined), doc);
    if (current === undefined) throw new Error(`unresolved $ref ${ref}`);
  }
  return current;
}

/** The JSON schema of a content map (`application/json`, else the first media type). */
function mediaOf(doc, content) {
  if (!isObject(content)) return undefined;
  const type = 'application/json' in content ? 'application/json' : Object.keys(content)[0];
  if (type === undefined) return undefined;
  const media = deref(doc, content[type]);
  return { type, schema: media.schema, examples: media.examples, example: media.example };
}

function firstExample(doc, media) {
  if (!media) return undefined;
  if (media.example !== undefined) return media.example;
  const first = isObject(media.examples) ? Object.values(media.examples)[0] : undefined;
  return first === undefined ? undefined : deref(doc, first).value;
}

/**
 * Every operation of the contract, in document order, with parameters, request body and
 * responses resolved: `{ id, method, path, secured, roles, origin, parameters, body, responses }`
 * (`roles`: the roles its security requirement names; none: any valid token).
 */
export function listOperations(doc) {
  const rootSecurity = Array.isArray(doc.security) ? doc.security : [];
  return Object.entries(doc.paths).flatMap(([path, rawItem]) => {
    const item = deref(doc, rawItem);
    return METHODS.filter((method) => isObject(item[method])).map((method) => {
      const op = item[method];
      const byKey = new Map();
      for (const raw of [...(item.parameters ?? []), ...(op.parameters ?? [])]) {
        const param = deref(doc, raw);
        byKey.set(`${param.in}:${param.name}`, param);
      }
      const requestBody = op.requestBody ? deref(doc, op.requestBody) : undefined;
      const bodyMedia = requestBody ? mediaOf(doc, requestBody.content) : undefined;
      const responses = Object.fromEntries(
        Object.entries(op.responses ?? {}).map(([status, raw]) => {
          const response = deref(doc, raw);
          const media = mediaOf(doc, response.content);
          const headers = Object.fromEntries(
            Object.entries(response.headers ?? {}).map(([name, h]) => [name.toLowerCase(), h]),
          );
          const csv = response.content?.['text/csv'] ? { type: 'text/csv' } : undefined;
          return [status, { media, example: firstExample(doc, media), headers, csv }];
        }),
      );
      const security = Array.isArray(op.security) ? op.security : rootSecurity;
      // The roles the security requirements name (OpenAPI 3.1 lets a bearer scheme list them).
      const roles = [
        ...new Set(security.flatMap((s) => (isObject(s) ? Object.values(s).flat() : []))),
      ];
      return {
        id: op.operationId ?? `${method.toUpperCase()} ${path}`,
        method: method.toUpperCase(),
        path,
        origin: op['x-origin'],
        secured: security.length > 0 && !security.some((s) => Object.keys(s).length === 0),
        roles,
        parameters: [...byKey.values()],
        body: bodyMedia && {
          required: requestBody.required === true,
          type: bodyMedia.type,
          schema: bodyMedia.schema,
          example: firstExample(doc, bodyMedia),
        },
        responses,
      };
    });
  });
}

/** The declared response for a status: the exact code, then `4XX`-style ranges, then `default`. */
export function declaredResponse(operation, status) {
  const { responses } = operation;
  return (
    responses[String(status)] ?? responses[`${String(status)[0]}XX`] ?? responses.default ?? null
  );
}

/** Fills `{name}` path templates. */
export function fillPath(path, values) {
  return path.replace(/\{([^}]+)\}/g, (_, name) => encodeURIComponent(String(values[name])));
}
