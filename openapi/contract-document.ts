// The contract as data, for tests: the parsed document, its local $refs resolved, and an Ajv that
// validates any value against any of its schemas.
import { readFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { parse } from 'yaml';
import Ajv2020 from 'ajv/dist/2020';
import addFormats from 'ajv-formats';

export type Json = null | boolean | number | string | Json[] | { [key: string]: Json };
export type JsonObject = { [key: string]: Json };

export const DOC_ID = 'openapi.yaml';
export const METHODS = [
  'get',
  'put',
  'post',
  'delete',
  'patch',
  'options',
  'head',
  'trace',
] as const;

const contractPath = join(dirname(fileURLToPath(import.meta.url)), 'openapi.yaml');
export const doc = parse(readFileSync(contractPath, 'utf8')) as JsonObject;

export const ajv = new Ajv2020({ strict: false, allErrors: true });
addFormats(ajv);
ajv.addSchema(doc, DOC_ID);

export function isObject(value: Json | undefined): value is JsonObject {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

export function asObject(value: Json | undefined, where: string): JsonObject {
  if (!isObject(value)) throw new Error(`${where} is not an object`);
  return value;
}

/** Follows a local `$ref` (`#/components/...`) inside the document. */
export function resolve(value: Json | undefined, where: string): JsonObject {
  let node = asObject(value, where);
  while (typeof node.$ref === 'string') {
    const ref = node.$ref;
    if (!ref.startsWith('#/')) throw new Error(`${where}: only local $refs are supported (${ref})`);
    let target: Json | undefined = doc;
    for (const part of ref.slice(2).split('/')) {
      const key = part.replace(/~1/g, '/').replace(/~0/g, '~');
      target = asObject(target, ref)[key];
    }
    node = asObject(target, ref);
  }
  return node;
}

/** Makes a schema from the document compilable on its own: local refs point into `openapi.yaml`. */
export function anchorRefs(schema: Json): Json {
  if (Array.isArray(schema)) return schema.map(anchorRefs);
  if (!isObject(schema)) return schema;
  return Object.fromEntries(
    Object.entries(schema).map(([key, value]) => [
      key,
      key === '$ref' && typeof value === 'string' && value.startsWith('#')
        ? DOC_ID + value
        : anchorRefs(value),
    ]),
  );
}

/** A validator for a schema of `components/schemas`, as the contract defines it. */
export function schemaValidator(name: string) {
  return ajv.compile({ $ref: `${DOC_ID}#/components/schemas/${name}` });
}
