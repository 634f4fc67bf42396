// No lost updates: the records the app edits (a mission, a member's profile, a reward, an
// advertisement, the admin's own account) carry a `version`; every update sends it back as
// `If-Match`, and a 412 says who changed the record meanwhile, when, and what it is now.
import type { components } from '@generated/api';
import { ApiError } from './api-error';

/** The If-Match of an update made from this version: its ETag, or `*` when none was sent. */
export const ifMatch = (version: number | undefined): string =>
  version === undefined ? '*' : `"${version}"`;

/** The answer to an update made from an older version: who changed the record, when, and it now. */
export type ChangedMeanwhile<R> = {
  changedBy?: components['schemas']['AuditActor'];
  changedAt?: string;
  current: R;
};

/** The 412's details when the error is one, else undefined. */
export function changedMeanwhile<R = unknown>(error: unknown): ChangedMeanwhile<R> | undefined {
  if (!(error instanceof ApiError) || error.status !== 412) return undefined;
  const body = error.body;
  if (typeof body !== 'object' || body === null || !('current' in body)) return undefined;
  return body as ChangedMeanwhile<R>;
}
