/** Rejecting a request: the reason is required (the contract's bound: 500 characters). */
import * as z from 'zod/mini';

export const REASON_MAX = 500;

const message = (key: string) => `approvals:reject.errors.${key}`;

export const rejectSchema = z.object({
  reason: z.string().check(
    z.refine((text) => text.trim() !== '', { error: message('required'), abort: true }),
    z.refine((text) => text.trim().length <= REASON_MAX, message('tooLong')),
  ),
});

export type RejectForm = { reason: string };
