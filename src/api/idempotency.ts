// The one Idempotency-Key policy. Every write whose operation declares the header in the contract
// (join, visit, reverse a visit, redeem, adjust points, reverse an adjustment, the bulk actions on
// missions, rewards and advertisements) sends a key made for the admin's action. The key stays the
// same while that action is sent again without a final answer (the automatic retries after a lost
// connection, or the admin sending the very same request again after no answer or a server fault:
// the first try may have been recorded), and a fresh one is made once the server has answered for
// good (a success or a 4xx refusal) or when what is sent changed. So a retry can never record a
// second visit or spend points twice. Those writes, and only those, retry a lost connection at most
// twice (like queries); a server's answer, even a 5xx, is final for a write. The write hooks of
// src/api apply it (see write.ts).
import { useState } from 'react';
import type { paths } from '@generated/api';
import { ApiError, isNetworkError } from './api-error';

type WriteMethod = 'post' | 'put' | 'patch' | 'delete';

/** `Name` when the operation declares the Idempotency-Key header, else never. */
type WhenKeyed<Op, Name> = Op extends { parameters: { header?: infer Header } }
  ? [NonNullable<Header>] extends [never]
    ? never
    : 'Idempotency-Key' extends keyof NonNullable<Header>
      ? Name
      : never
  : never;

/** Every write of the contract that declares the Idempotency-Key header, as "method path". */
export type KeyedOperation = {
  [P in keyof paths]: {
    [M in WriteMethod]: WhenKeyed<paths[P][M], `${M} ${P}`>;
  }[WriteMethod];
}[keyof paths];

/** The same list at run time; the type check fails when it and the contract disagree. */
const KEYED = {
  'post /api/user-mission/join': true,
  'post /api/point-mission/join': true,
  'post /api/vouchers/redeem': true,
  'post /api/visit/admin-scan/{userId}/{missionId}': true,
  'post /api/point-mission/admin-scan/{userId}/{missionId}': true,
  'post /api/visits/{visitId}/reverse': true,
  'post /api/users/{userId}/points-adjustments': true,
  'post /api/points-adjustments/{adjustmentId}/reverse': true,
  'post /api/approvals/{approvalId}/decision': true,
  'post /api/bulk-jobs': true,
  'post /api/bulk-jobs/{jobId}/reverse': true,
  'post /api/admin/missions/bulk': true,
  'post /api/admin/rewards/bulk': true,
  'post /api/admin/advertisements/bulk': true,
} as const satisfies Record<KeyedOperation, true>;

/** Whether the contract declares the Idempotency-Key header for the operation. */
export const declaresIdempotencyKey = (method: string, path: string): boolean =>
  `${method} ${path}` in KEYED;

export const MAX_WRITE_RETRIES = 2;

/** A keyed write is retried only when the connection was lost, at most twice. */
export function shouldRetryWrite(failureCount: number, error: unknown): boolean {
  return isNetworkError(error) && failureCount < MAX_WRITE_RETRIES;
}

/** The mutation options of every keyed write. */
export const idempotentRetry = {
  retry: shouldRetryWrite,
  retryDelay: (attempt: number) => 300 * 2 ** attempt,
} as const;

/** Whether the server's answer ends the action: a later send is a new action with a new key. */
export const isFinalAnswer = (error: unknown): boolean =>
  error instanceof ApiError && error.status >= 400 && error.status < 500;

/** The key of one action: kept while the same request is sent again, see the top of this file. */
export class ActionKey {
  private current: { of: string; key: string } | null = null;

  constructor(private readonly freshKey: () => string = () => crypto.randomUUID()) {}

  /** The key for this request: the last one when the same request is sent again. */
  keyFor(request: unknown): string {
    const of = JSON.stringify(request);
    if (this.current?.of !== of) this.current = { of, key: this.freshKey() };
    return this.current.key;
  }

  /** The server answered with success: the action is over. */
  done(): void {
    this.current = null;
  }

  /** A failure: a refusal the server decided ends the action; no answer or a 5xx keeps its key. */
  failed(error: unknown): void {
    if (isFinalAnswer(error)) this.current = null;
  }
}

/** One ActionKey for the life of a write hook. */
export function useActionKey(): ActionKey {
  const [key] = useState(() => new ActionKey());
  return key;
}
