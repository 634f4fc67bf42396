import { describe, expect, it } from 'vitest';
import {
  EMPTY_ADJUSTMENT,
  adjustmentSchema,
  balanceAfter,
  parseAmount,
  restoredAdjustmentForm,
  signedAmount,
  type AdjustmentForm,
} from './points-adjustment';

const form = (change: Partial<AdjustmentForm>): AdjustmentForm => ({
  ...EMPTY_ADJUSTMENT,
  amount: '50',
  reason: 'goodwill',
  ...change,
});
const errorsOf = (balance: number, change: Partial<AdjustmentForm>) => {
  const result = adjustmentSchema(balance).safeParse(form(change));
  return result.success
    ? {}
    : Object.fromEntries(result.error.issues.map((i) => [i.path.join('.'), i.message]));
};

describe('parseAmount', () => {
  it.each([
    ['50', 50],
    [' 1,250 ', 1250],
    ['100 000', 100000],
    ['١٢٣', 123],
    ['0', 0],
  ])('reads %j as %d', (text, value) => expect(parseAmount(text)).toBe(value));

  it.each(['', '-5', '1.5e3', '12a', '+3', '１２x'])('refuses %j', (text) =>
    expect(parseAmount(text)).toBeUndefined(),
  );
});

describe('balance preview', () => {
  it('adds a credit and takes a debit', () => {
    expect(signedAmount('credit', 50)).toBe(50);
    expect(signedAmount('debit', 50)).toBe(-50);
    expect(balanceAfter(1200, 'credit', 50)).toBe(1250);
    expect(balanceAfter(1200, 'debit', 200)).toBe(1000);
    expect(balanceAfter(30, 'debit', 31)).toBe(-1);
  });
});

describe('adjustmentSchema', () => {
  it('gives the body the server takes: signed amount, reason, trimmed note', () => {
    expect(adjustmentSchema(100).parse(form({ note: '  Waited long  ' }))).toEqual({
      amount: 50,
      reason: 'goodwill',
      note: 'Waited long',
    });
    expect(adjustmentSchema(100).parse(form({ direction: 'debit', note: ' ' }))).toEqual({
      amount: -50,
      reason: 'goodwill',
    });
  });

  it('checks the amount: required, whole, not zero, at most 100,000', () => {
    expect(errorsOf(10, { amount: '' })).toEqual({ amount: 'adjustments:errors.amountRequired' });
    expect(errorsOf(10, { amount: '2.5' })).toEqual({ amount: 'adjustments:errors.amountWhole' });
    expect(errorsOf(10, { amount: '0' })).toEqual({ amount: 'adjustments:errors.amountZero' });
    expect(errorsOf(10, { amount: '100001' })).toEqual({
      amount: 'adjustments:errors.amountTooLarge',
    });
    expect(errorsOf(10, { amount: '100000' })).toEqual({});
  });

  it('never lets a debit take the balance below zero; down to zero is fine', () => {
    expect(errorsOf(120, { direction: 'debit', amount: '121' })).toEqual({
      amount: 'adjustments:errors.belowZero',
    });
    expect(errorsOf(120, { direction: 'debit', amount: '120' })).toEqual({});
    expect(errorsOf(0, { direction: 'credit', amount: '121' })).toEqual({});
  });

  it('needs a reason, and a note for "other" (at most 500 characters)', () => {
    expect(errorsOf(0, { reason: '' })).toEqual({ reason: 'adjustments:errors.reasonRequired' });
    expect(errorsOf(0, { reason: 'other', note: '  ' })).toEqual({
      note: 'adjustments:errors.noteRequired',
    });
    expect(errorsOf(0, { reason: 'other', note: 'Old paper card' })).toEqual({});
    expect(errorsOf(0, { reason: 'complaint', note: '' })).toEqual({});
    expect(errorsOf(0, { note: 'x'.repeat(501) })).toEqual({
      note: 'adjustments:errors.noteTooLong',
    });
  });
});

describe('restoredAdjustmentForm', () => {
  it('takes back a kept draft, and ignores what is not one', () => {
    const draft = { direction: 'debit', amount: '40', reason: 'other', note: 'Typed' };
    expect(restoredAdjustmentForm(draft)).toEqual(draft);
    expect(restoredAdjustmentForm({ direction: 'up', reason: 'lucky', amount: 4 })).toEqual(
      EMPTY_ADJUSTMENT,
    );
    expect(restoredAdjustmentForm(undefined)).toEqual(EMPTY_ADJUSTMENT);
  });
});
