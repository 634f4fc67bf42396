// Validates values and answers against the contract's own schemas (Ajv, JSON Schema 2020-12).
import Ajv2020 from 'ajv/dist/2020.js';
import addFormats from 'ajv-formats';
import { declaredResponse, isObject } from './contract.mjs';

const DOC_ID = 'contract.json';

/** `/rewards/0/pointsRequired` -> `rewards[0].pointsRequired`, with a prefix such as `body`. */
export function fieldName(prefix, segments) {
  return segments.reduce(
    (name, segment) => (/^\d+$/.test(segment) ? `${name}[${segment}]` : `${name}.${segment}`),
    prefix,
  );
}

function pointerSegments(pointer) {
  return pointer
    .split('/')
    .slice(1)
    .map((s) => s.replace(/~1/g, '/').replace(/~0/g, '~'));
}

/** One Ajv error as `{ field, expected, problem }`. */
function violationOf(error, prefix) {
  const at = pointerSegments(error.instancePath);
  const { keyword, params } = error;
  if (keyword === 'required') {
    return {
      field: fieldName(prefix, [...at, params.missingProperty]),
      expected: 'a required field',
      problem: 'missing',
    };
  }
  if (keyword === 'additionalProperties') {
    return {
      field: fieldName(prefix, [...at, params.additionalProperty]),
      expected: 'no property beyond those the schema lists (additionalProperties: false)',
      problem: 'extra property',
    };
  }
  const field = fieldName(prefix, at);
  if (keyword === 'type') return { field, expected: String(params.type), problem: 'wrong type' };
  if (keyword === 'enum') {
    return { field, expected: `one of ${params.allowedValues.join(', ')}`, problem: error.message };
  }
  if (keyword === 'pattern')
    return { field, expected: `matches ${params.pattern}`, problem: error.message };
  if (keyword === 'format')
    return { field, expected: `format ${params.format}`, problem: error.message };
  return { field, expected: error.message ?? keyword, problem: keyword };
}

/** Makes a schema node compilable on its own: local refs point into the registered document. */
function anchorRefs(node) {
  if (Array.isArray(node)) return node.map(anchorRefs);
  if (!isObject(node)) return node;
  return Object.fromEntries(
    Object.entries(node).map(([key, value]) => [
      key,
      key === '$ref' && typeof value === 'string' && value.startsWith('#')
        ? DOC_ID + value
        : anchorRefs(value),
    ]),
  );
}

/** A validator bound to one contract document. */
export function createValidator(doc) {
  const ajv = new Ajv2020({ strict: false, allErrors: true, validateFormats: true });
  addFormats(ajv);
  ajv.addSchema(doc, DOC_ID);
  const compiled = new WeakMap();

  function compile(schema) {
    if (!isObject(schema)) return () => true;
    let validate = compiled.get(schema);
    if (!validate) {
      validate = ajv.compile(anchorRefs(schema));
      compiled.set(schema, validate);
    }
    return validate;
  }

  /** Violations of `value` against `schema`, fields named from `prefix` (`body`, `query.page`). */
  function check(schema, value, prefix = 'body') {
    const validate = compile(schema);
    if (validate(value)) return [];
    // Ajv reports each failed branch of oneOf/anyOf; keep the deepest, most specific errors.
    const errors = validate.errors ?? [];
    const specific = errors.filter((e) => !['oneOf', 'anyOf', 'if'].includes(e.keyword));
    const seen = new Set();
    return (specific.length > 0 ? specific : errors)
      .map((error) => violationOf(error, prefix))
      .filter((v) => {
        const key = `${v.field}|${v.expected}`;
        return seen.has(key) ? false : (seen.add(key), true);
      });
  }

  function isValid(schema, value) {
    return compile(schema)(value) === true;
  }

  /**
   * Violations of an answer: the status must be declared, and a declared JSON body must parse
   * and match its schema. `bodyText` is the raw body.
   */
  function checkResponse(operation, status, contentType, bodyText) {
    const declared = declaredResponse(operation, status);
    if (!declared) {
      return [
        {
          field: 'status',
          expected: `one of ${Object.keys(operation.responses).join(', ')}`,
          problem: `${status} is not declared`,
        },
      ];
    }
    const media = declared.media;
    if (!media || !media.schema) return [];
    if (!String(contentType ?? '').includes(media.type.split(';')[0])) {
      return [
        {
          field: 'header content-type',
          expected: media.type,
          problem: contentType ? `got ${contentType}` : 'missing',
        },
      ];
    }
    // A picture or other text answer: its text is the value its schema describes.
    if (!media.type.includes('json')) return check(media.schema, bodyText);
    let body;
    try {
      body = JSON.parse(bodyText);
    } catch {
      return [{ field: 'body', expected: 'JSON', problem: 'the body is not valid JSON' }];
    }
    return check(media.schema, body);
  }

  return { check, isValid, checkResponse };
}
