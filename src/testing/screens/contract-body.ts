// Made-up answers checked against the contract before a screen test serves them, so a test never
// shows the admin something the back end could not send.
import Ajv2020 from 'ajv/dist/2020';
import addFormats from 'ajv-formats';
import { parse } from 'yaml';
import contractText from '../../../openapi/openapi.yaml?raw';

const DOC_ID = 'openapi.yaml';
let ajv: Ajv2020 | undefined;

function contract(): Ajv2020 {
  if (ajv) return ajv;
  ajv = new Ajv2020({ strict: false, allErrors: true });
  addFormats(ajv);
  ajv.addSchema(parse(contractText) as object, DOC_ID);
  return ajv;
}

/** `body`, after checking it is a valid `schema` of the contract (components/schemas). */
export function contractBody<T>(schema: string, body: T): T {
  const validate = contract().getSchema(`${DOC_ID}#/components/schemas/${schema}`);
  if (!validate) throw new Error(`no schema ${schema} in the contract`);
  if (!validate(body)) {
    throw new Error(`not a valid ${schema}: ${JSON.stringify(validate.errors, null, 2)}`);
  }
  return body;
}
