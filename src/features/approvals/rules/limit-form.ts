/** The approval limit form (administrators): a whole number of points within the contract's bounds. */
import * as z from 'zod/mini';

/** The contract's bounds of ApprovalLimit.limit. */
export const LIMIT_MIN = 0;
export const LIMIT_MAX = 100_000;

const message = (key: string) => `approvals:limit.errors.${key}`;

export const limitSchema = z.object({
  limit: z.string().check(
    z.refine((text) => text.trim() !== '', { error: message('required'), abort: true }),
    z.refine((text) => /^\d+$/.test(text.trim()), { error: message('whole'), abort: true }),
    z.refine((text) => Number(text.trim()) <= LIMIT_MAX, message('tooLarge')),
  ),
});

export type LimitForm = { limit: string };

/** What the form sends. */
export const limitOf = (form: LimitForm) => Number(form.limit.trim());
