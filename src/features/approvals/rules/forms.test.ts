import { describe, expect, it } from 'vitest';
import { limitOf, limitSchema } from './limit-form';
import { approvalList, statusOf } from './list-params';
import { rejectSchema } from './reject-form';

const errors = (schema: typeof limitSchema | typeof rejectSchema, form: object) =>
  schema.safeParse(form).error?.issues.map((issue) => issue.message) ?? [];

describe('the approval limit', () => {
  it('is a whole number of points from 0 to 100,000', () => {
    expect(errors(limitSchema, { limit: ' ' })).toEqual(['approvals:limit.errors.required']);
    expect(errors(limitSchema, { limit: '12.5' })).toEqual(['approvals:limit.errors.whole']);
    expect(errors(limitSchema, { limit: '-1' })).toEqual(['approvals:limit.errors.whole']);
    expect(errors(limitSchema, { limit: '100001' })).toEqual(['approvals:limit.errors.tooLarge']);
    expect(errors(limitSchema, { limit: '0' })).toEqual([]);
    expect(errors(limitSchema, { limit: '100000' })).toEqual([]);
    expect(limitOf({ limit: ' 250 ' })).toBe(250);
  });
});

describe('a rejection', () => {
  it('needs a reason of at most 500 characters', () => {
    expect(errors(rejectSchema, { reason: '  ' })).toEqual(['approvals:reject.errors.required']);
    expect(errors(rejectSchema, { reason: 'x'.repeat(501) })).toEqual([
      'approvals:reject.errors.tooLong',
    ]);
    expect(errors(rejectSchema, { reason: 'Needs a note' })).toEqual([]);
  });
});

describe('the list in the address', () => {
  it('shows the pending requests unless the address names another status', () => {
    const read = (query: string) => approvalList.parse(new URLSearchParams(query));
    expect(statusOf(read(''))).toBe('pending');
    expect(statusOf(read('status=rejected'))).toBe('rejected');
    expect(statusOf(read('status=unknown'))).toBe('pending');
    expect(approvalList.queryOf(read('status=approved&page=2'))).toEqual({
      page: 2,
      limit: 10,
      status: 'approved',
    });
    expect(approvalList.queryOf(read(''))).toEqual({ page: 1, limit: 10 });
  });
});
