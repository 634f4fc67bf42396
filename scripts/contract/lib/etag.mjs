// Where the contract declares an ETag: which read gives a write its `If-Match`, and that read's
// request for the write's resource. The read is the GET of the same address, else a GET whose
// answer declares an `ETag` and whose path names the same kinds of record (a member's profile
// read at /api/user/{id}, written at /api/profile/{userId}).
import { entityOf } from './check-ids.mjs';

const pathParams = (operation) => operation.parameters.filter((p) => p.in === 'path');
const kindsOf = (operation) =>
  pathParams(operation).map((p) => entityOf(p.name, p.description) ?? p.name);
const answersEtag = (operation) =>
  Object.entries(operation.responses).some(
    ([status, r]) => status.startsWith('2') && r.headers?.etag,
  );

/** The write's `If-Match` parameter, if the contract declares one. */
export const ifMatchOf = (operation) =>
  operation.parameters.find((p) => p.in === 'header' && p.name.toLowerCase() === 'if-match');

/** The read whose ETag a PUT or PATCH takes, or undefined where the contract declares none. */
export function etagReadOf(operation, operations) {
  if (operation.method !== 'PUT' && operation.method !== 'PATCH') return undefined;
  const reads = operations.filter((op) => op.method === 'GET');
  const same = reads.find((op) => op.path === operation.path);
  if (same && (answersEtag(same) || ifMatchOf(operation))) return same;
  // Only a declared If-Match sends the search to other addresses.
  if (!ifMatchOf(operation)) return undefined;
  const kinds = kindsOf(operation).join(',');
  return reads.find((op) => answersEtag(op) && kindsOf(op).join(',') === kinds);
}

/** The read's path values for the write's request (the same records, by kind and order). */
export function readPathFor(read, operation, request) {
  const values = pathParams(operation).map((p) => request.path[p.name]);
  return Object.fromEntries(pathParams(read).map((p, i) => [p.name, values[i]]));
}
