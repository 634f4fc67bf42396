// fast-check arbitraries of values that a JSON schema of the contract accepts.
import fc from 'fast-check';
import { deref, isObject } from './contract.mjs';

const MAX_STRING = 30;
const MAX_ITEMS = 3;

const FORMATS = {
  email: () => fc.emailAddress(),
  'date-time': () =>
    fc
      .date({ min: new Date('1900-01-01'), max: new Date('2100-12-31'), noInvalidDate: true })
      .map((d) => d.toISOString()),
  date: () =>
    fc
      .date({ min: new Date('1900-01-01'), max: new Date('2100-12-31'), noInvalidDate: true })
      .map((d) => d.toISOString().slice(0, 10)),
  uri: () => fc.webUrl(),
};

function stringArbitrary(schema) {
  const min = schema.minLength ?? 0;
  const max = schema.maxLength ?? Math.max(min, MAX_STRING);
  const fits = (s) => [...s].length >= min && [...s].length <= max;
  if (schema.format && FORMATS[schema.format]) return FORMATS[schema.format]().filter(fits);
  if (schema.pattern) return fc.stringMatching(new RegExp(schema.pattern, 'u')).filter(fits);
  const size = { minLength: min, maxLength: Math.min(max, Math.max(min, MAX_STRING)) };
  return fc.oneof(fc.string(size), fc.string({ ...size, unit: 'grapheme' })).filter(fits);
}

function numberArbitrary(schema, integer) {
  const low =
    schema.minimum ?? (schema.exclusiveMinimum !== undefined ? schema.exclusiveMinimum + 1 : -1e6);
  const high =
    schema.maximum ?? (schema.exclusiveMaximum !== undefined ? schema.exclusiveMaximum - 1 : 1e6);
  return integer
    ? fc.integer({ min: Math.ceil(low), max: Math.floor(high) })
    : fc.double({ min: low, max: high, noNaN: true, noDefaultInfinity: true });
}

function objectArbitrary(doc, schema) {
  const properties = schema.properties ?? {};
  const required = (schema.required ?? []).filter((key) => key in properties);
  const model = Object.fromEntries(
    Object.entries(properties).map(([key, value]) => [key, valueArbitrary(doc, value)]),
  );
  return fc.record(model, { requiredKeys: required });
}

function typedArbitrary(doc, schema, type) {
  switch (type) {
    case 'string':
      return stringArbitrary(schema);
    case 'integer':
      return numberArbitrary(schema, true);
    case 'number':
      return numberArbitrary(schema, false);
    case 'boolean':
      return fc.boolean();
    case 'null':
      return fc.constant(null);
    case 'array': {
      const items = schema.items ? valueArbitrary(doc, schema.items) : fc.anything();
      const minLength = schema.minItems ?? 0;
      const maxLength = Math.min(schema.maxItems ?? MAX_ITEMS, Math.max(minLength, MAX_ITEMS));
      return fc.array(items, { minLength, maxLength });
    }
    case 'object':
      return objectArbitrary(doc, schema);
    default:
      return fc.constant(null);
  }
}

/** Values the schema accepts (most of the time: combine with the validator to be sure). */
export function valueArbitrary(doc, rawSchema) {
  const schema = deref(doc, rawSchema);
  if (!isObject(schema)) return fc.anything();
  if ('const' in schema) return fc.constant(schema.const);
  if (Array.isArray(schema.enum)) return fc.constantFrom(...schema.enum);
  for (const key of ['oneOf', 'anyOf']) {
    if (Array.isArray(schema[key]))
      return fc.oneof(...schema[key].map((s) => valueArbitrary(doc, s)));
  }
  if (Array.isArray(schema.allOf) && schema.allOf.length > 0)
    return valueArbitrary(doc, schema.allOf[0]);
  const types = Array.isArray(schema.type)
    ? schema.type
    : [schema.type ?? (schema.properties ? 'object' : 'string')];
  return fc.oneof(...types.map((type) => typedArbitrary(doc, schema, type)));
}
