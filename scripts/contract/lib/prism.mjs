// What Prism reports about each answer, named like the toolkit's own findings; Prism itself is
// started by the offline back end's launcher, which the toolkit reuses.
import { fieldName } from './validate.mjs';

export { PRISM_ERROR, freePort, startPrism } from '../../../mocks/lib/prism.mjs';

/** Prism's `validation` list as `{ field, expected, problem }`, named like the toolkit's own. */
export function prismViolations(validation, status) {
  return (Array.isArray(validation) ? validation : []).map((item) => {
    const location = item.location ?? [];
    const side = location[0] === 'response' || location[0] === 'request' ? 1 : 0;
    const [where, ...rest] = location.slice(side);
    const message = String(item.message ?? '');
    if (!where) {
      const declared = message.match(/defined in the document: (.*)$/);
      return {
        field: 'status',
        expected: declared ? `one of ${declared[1].split(',').join(', ')}` : message,
        problem: status ? `${status} is not declared` : message,
      };
    }
    const prefix = where === 'headers' ? 'header' : where;
    if (item.code === 'required') {
      const name = message.match(/required property '([^']+)'/)?.[1] ?? '?';
      return {
        field: fieldName(prefix, [...rest, name]),
        expected: 'a required field',
        problem: 'missing',
      };
    }
    if (item.code === 'additionalProperties') {
      const name = message.match(/found '([^']+)'/)?.[1] ?? '?';
      return {
        field: fieldName(prefix, [...rest, name]),
        expected: 'no property beyond those the schema lists (additionalProperties: false)',
        problem: 'extra property',
      };
    }
    const must = message.match(/must (.*)$/)?.[1];
    return {
      field: fieldName(prefix, rest),
      expected: must ? (item.code === 'type' ? must.replace(/^be /, '') : must) : message,
      problem: item.code === 'type' ? 'wrong type' : (item.code ?? 'invalid'),
    };
  });
}
