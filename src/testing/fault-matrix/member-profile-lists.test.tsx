import { describe, test } from 'vitest';
import { QUERIES, getVisitHistory, queryCell } from './member-profile.cells';
import { FAULTS, faultCell } from './faults';

// The matrix: one test per operation and fault.
describe('profile lists under faults', () => {
  for (const query of QUERIES)
    describe(query.op, () => {
      for (const fault of FAULTS)
        test(
          `${query.op}: ${fault}`,
          faultCell(query.op, fault, (args) => queryCell(query, args)),
        );
    });
  describe('getVisitHistory', () => {
    for (const fault of FAULTS)
      test(`getVisitHistory: ${fault}`, faultCell('getVisitHistory', fault, getVisitHistory));
  });
});
