// The contract, read once: its document (for routing) and its named examples, each checked
// against its schema so that the seed's types are the generated ones, never assumed.
import { readFileSync } from 'node:fs';
import Ajv2020 from 'ajv/dist/2020.js';
import addFormats from 'ajv-formats';
import { parse } from 'yaml';
import type { components } from '../../generated/api';

export const CONTRACT_PATH = new URL('../../openapi/openapi.yaml', import.meta.url);

type Node = { [key: string]: unknown };
const isNode = (value: unknown): value is Node =>
  typeof value === 'object' && value !== null && !Array.isArray(value);

function asNode(value: unknown, where: string): Node {
  if (!isNode(value)) throw new Error(`contract: ${where} is not an object`);
  return value;
}

const parsed: unknown = parse(readFileSync(CONTRACT_PATH, 'utf8'));
export const contractDocument = asNode(parsed, 'the document');

const ajv = new Ajv2020({ strict: false });
addFormats(ajv);
ajv.addSchema(contractDocument, 'contract');

/** Follows local `$ref`s (`#/components/...`). */
export function follow(value: unknown, where: string): Node {
  let node = asNode(value, where);
  while (typeof node.$ref === 'string') {
    let target: unknown = contractDocument;
    for (const key of node.$ref.slice(2).split('/')) target = asNode(target, node.$ref)[key];
    node = asNode(target, node.$ref);
  }
  return node;
}

function operationNode(operationId: string): Node {
  for (const item of Object.values(asNode(contractDocument.paths, 'paths'))) {
    for (const op of Object.values(asNode(item, 'path item'))) {
      if (isNode(op) && op.operationId === operationId) return op;
    }
  }
  throw new Error(`contract: no operation ${operationId}`);
}

/** The named examples of an operation's answer with that status (JSON answers only). */
export function answerExamples(operationId: string, status: string): Map<string, unknown> {
  const responses = asNode(operationNode(operationId).responses, `${operationId} responses`);
  if (!(status in responses)) return new Map();
  const response = follow(responses[status], `${operationId} ${status}`);
  const media = asNode(response.content, `${operationId} ${status}`)['application/json'];
  if (!isNode(media) || !isNode(media.examples)) return new Map();
  return new Map(
    Object.entries(media.examples).map(([name, example]) => [
      name,
      // A copy: the seed keeps (and moves the dates of) what it is given.
      structuredClone(follow(example, `${operationId} ${status} ${name}`).value),
    ]),
  );
}

/** The named examples of an operation's request body. */
export function requestExamples(operationId: string): unknown[] {
  const body = follow(operationNode(operationId).requestBody, `${operationId} requestBody`);
  return Object.values(asNode(body.content, `${operationId} request`)).flatMap((media) =>
    isNode(media) && isNode(media.examples)
      ? Object.values(media.examples).map((example) =>
          structuredClone(follow(example, operationId).value),
        )
      : [],
  );
}

type SchemaName = keyof components['schemas'];

/** Checks a value against one of the contract's schemas and gives it that schema's type. */
export function asSchema<N extends SchemaName>(name: N, value: unknown): components['schemas'][N] {
  const validate = ajv.compile<components['schemas'][N]>({
    $ref: `contract#/components/schemas/${name}`,
  });
  if (!validate(value)) {
    throw new Error(`contract example is not a ${name}: ${JSON.stringify(validate.errors)}`);
  }
  return value;
}

/** The first example of an operation's answer, checked against a schema. */
export function firstExample<N extends SchemaName>(
  operationId: string,
  status: string,
  name: N,
): components['schemas'][N] {
  const [first] = answerExamples(operationId, status).values();
  return asSchema(name, first);
}

const fieldValidators = new Map<string, ReturnType<typeof ajv.compile>>();

/**
 * Why fields a write is about to store would break the contract's schema of the record the answers
 * show (`undefined` when they fit). Every write that stores text or numbers a client chose checks
 * them here before it stores them, so nothing stored can make a later answer invalid.
 */
export function unstorable(name: SchemaName, fields: Record<string, unknown>): string | undefined {
  const schemas = asNode(asNode(contractDocument.components, 'components').schemas, 'schemas');
  const declared = asNode(follow(schemas[name], name).properties, `${name} properties`);
  for (const [field, value] of Object.entries(fields)) {
    if (value === undefined || !(field in declared)) continue;
    const ref = `contract#/components/schemas/${name}/properties/${field}`;
    let validate = fieldValidators.get(ref);
    if (!validate) {
      validate = ajv.compile({ $ref: ref });
      fieldValidators.set(ref, validate);
    }
    if (!validate(value)) return `${field} ${validate.errors?.[0]?.message ?? 'is invalid'}`;
  }
  return undefined;
}

/** The names of an operation's query parameters, in the contract's order. */
export function queryParameterNames(operationId: string): string[] {
  const parameters = operationNode(operationId).parameters;
  return (Array.isArray(parameters) ? parameters : [])
    .map((parameter, i) => follow(parameter, `${operationId} parameter ${i}`))
    .filter((parameter) => parameter.in === 'query')
    .map((parameter) => String(parameter.name));
}
