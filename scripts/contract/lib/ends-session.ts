// For the tools' tests: sign-out is not sent by contract:check or contract:fuzz (it would end the
// session the run uses), so its row is skipped with that reason; every other row must pass.
import { expect } from 'vitest';
import { ENDS_SESSION, ENDS_SESSION_NOTE } from './check-plan.mjs';

export function endsSession(row: { operation: string; verdict: string; note?: string }): boolean {
  if (!ENDS_SESSION.has(row.operation)) return false;
  expect(row).toMatchObject({ verdict: 'skipped', note: ENDS_SESSION_NOTE });
  return true;
}
