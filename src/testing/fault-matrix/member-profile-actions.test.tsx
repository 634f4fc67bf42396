import { describe, test } from 'vitest';
import { CASES, mutationCell } from './member-profile.cells';
import { matrix } from '../network';
import { faultCell } from './faults';

// The matrix: one test per operation and fault.
describe('profile actions under faults', () => {
  for (const mutation of CASES)
    describe(mutation.op, () => {
      for (const fault of matrix.faultsOf(mutation.op))
        test(
          `${mutation.op}: ${fault}`,
          faultCell(mutation.op, fault, (args) => mutationCell(mutation, args)),
        );
    });
});
