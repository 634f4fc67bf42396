import * as z from 'zod/mini';
import type { components } from '@generated/api';

export type PointsAdjustment = components['schemas']['PointsAdjustment'];
/** A front-desk adjustment above the approval limit: waiting for a manager's decision. */
export type ApprovalRequest = components['schemas']['ApprovalRequest'];

/** Whether the answer to an adjustment is a request for approval (the balance did not move). */
export const isApprovalRequest = (
  answer: PointsAdjustment | ApprovalRequest,
): answer is ApprovalRequest => 'status' in answer;
export type AdjustmentReason = components['schemas']['PointsAdjustmentReason'];
export type AdjustmentInput = components['schemas']['PointsAdjustmentInput'];

/** The reasons, in the order the form lists them. */
export const ADJUSTMENT_REASONS = [
  'goodwill',
  'correction',
  'complaint',
  'expired',
  'other',
] as const satisfies readonly AdjustmentReason[];

/** The largest credit or debit one adjustment may make (the contract's bound). */
export const ADJUSTMENT_LIMIT = 100_000;
export const NOTE_MAX = 500;
export const DIRECTIONS = ['credit', 'debit'] as const;
export type Direction = (typeof DIRECTIONS)[number];

/** The first code point of each script's 0-9 an admin may type (Arabic, Persian, Devanagari, full width). */
const ZEROS = [0x0660, 0x06f0, 0x0966, 0xff10];

/**
 * The amount typed, as a whole number of points: digits only, in any of the scripts above; spaces
 * and thousands separators between groups of three ("1,250", "1.250", "100 000") are ignored.
 * Anything else (a sign, a decimal, a letter): undefined.
 */
export function parseAmount(text: string): number | undefined {
  const western = text.replace(/\p{Nd}/gu, (digit) => {
    const code = digit.codePointAt(0)!;
    const zero = ZEROS.find((z) => code >= z && code <= z + 9);
    return zero === undefined ? digit : String(code - zero);
  });
  let compact = western.trim().replace(/[\s'\u066c\u00a0\u202f]/g, '');
  if (/^\d{1,3}([.,]\d{3})+$/.test(compact)) compact = compact.replace(/[.,]/g, '');
  if (!/^\d+$/.test(compact)) return undefined;
  const value = Number(compact);
  return Number.isSafeInteger(value) ? value : undefined;
}

/** The signed amount sent: positive credits, negative debits. */
export const signedAmount = (direction: Direction, amount: number) =>
  direction === 'debit' ? -amount : amount;

/** The balance once the adjustment is applied (may be negative: the form refuses that). */
export const balanceAfter = (balance: number, direction: Direction, amount: number) =>
  balance + signedAmount(direction, amount);

export type AdjustmentForm = {
  direction: Direction;
  amount: string;
  reason: AdjustmentReason | '';
  note: string;
};

export const EMPTY_ADJUSTMENT: AdjustmentForm = {
  direction: 'credit',
  amount: '',
  reason: '',
  note: '',
};

const E = 'adjustments:errors.';

/**
 * The form's rules for a member with `balance` points: a whole amount from 1 to 100,000, a
 * reason, a note for "other" (at most 500 characters), and never a balance below zero. Its output
 * is the body the server takes.
 */
export function adjustmentSchema(balance: number) {
  const form = z
    .object({
      direction: z.enum(DIRECTIONS),
      amount: z.string(),
      reason: z.enum(['', ...ADJUSTMENT_REASONS]),
      note: z.string(),
    })
    .check(
      z.superRefine((values, context) => {
        const issue = (path: keyof AdjustmentForm, message: string) =>
          context.addIssue({ code: 'custom', path: [path], message: E + message, input: values });
        const amount = parseAmount(values.amount);
        if (!values.amount.trim()) issue('amount', 'amountRequired');
        else if (amount === undefined) issue('amount', 'amountWhole');
        else if (amount === 0) issue('amount', 'amountZero');
        else if (amount > ADJUSTMENT_LIMIT) issue('amount', 'amountTooLarge');
        else if (balanceAfter(balance, values.direction, amount) < 0) issue('amount', 'belowZero');
        if (!values.reason) issue('reason', 'reasonRequired');
        const note = values.note.trim();
        if (values.reason === 'other' && !note) issue('note', 'noteRequired');
        if (note.length > NOTE_MAX) issue('note', 'noteTooLong');
      }),
    );
  return z.pipe(
    form,
    z.transform((values): AdjustmentInput => {
      const note = values.note.trim();
      return {
        amount: signedAmount(values.direction, parseAmount(values.amount) ?? 0),
        reason: values.reason as AdjustmentReason,
        ...(note ? { note } : {}),
      };
    }),
  );
}

/** A draft kept from an expired session, when it still has the form's shape; else the empty form. */
export function restoredAdjustmentForm(kept: unknown): AdjustmentForm {
  if (typeof kept !== 'object' || kept === null) return EMPTY_ADJUSTMENT;
  const form = { ...EMPTY_ADJUSTMENT };
  const value = kept as Record<string, unknown>;
  if (value.direction === 'credit' || value.direction === 'debit') form.direction = value.direction;
  if (typeof value.amount === 'string') form.amount = value.amount;
  if (typeof value.note === 'string') form.note = value.note;
  if (ADJUSTMENT_REASONS.includes(value.reason as AdjustmentReason))
    form.reason = value.reason as AdjustmentReason;
  return form;
}
