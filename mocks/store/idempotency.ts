// Idempotent writes: every write that changes points or progress accepts an `Idempotency-Key`
// header, and so do the bulk actions (a retry answers the first result, rather than "not found"
// for the rows the first try deleted). The first answer to a key is kept for 24 hours, by caller (the signed-in account, else
// the token), operation and key: a repeated key answers that first answer again (same status and
// body) with no second effect; the same key with a different request (other path, query or body)
// answers 409 "Idempotency key reused". A 500 is not kept, so a retry after a fault runs again.
import { fail } from './handlers/errors.ts';
import type { Answer, Handler, Handlers, Input, OperationId } from './types.ts';

/** The operations that honour the key: adding one is one line here (and its contract parameter). */
export const IDEMPOTENT_OPERATIONS = [
  'joinVisitMission',
  'joinPointMission',
  'recordVisit',
  'recordPointVisit',
  'redeemReward',
  'reverseVisit',
  'createPointsAdjustment',
  'reversePointsAdjustment',
  'decideApproval',
  'startMemberBulkJob',
  'reverseMemberBulkJob',
  'bulkMissions',
  'bulkRewards',
  'bulkAdvertisements',
] as const satisfies readonly OperationId[];

/** How long a key is remembered (ms). */
export const KEY_LIFETIME_MS = 24 * 60 * 60 * 1000;

interface Kept {
  fingerprint: string;
  answer: unknown;
  at: number;
}

/** What makes two requests the same: the operation's path, query and body. */
const fingerprintOf = (input: Input<OperationId>): string =>
  JSON.stringify([input.path ?? {}, input.query ?? {}, input.body ?? null]);

export class IdempotentWrites {
  private readonly kept = new Map<string, Kept>();
  private readonly now: () => Date;

  constructor(now: () => Date) {
    this.now = now;
  }

  /** The handlers, with every idempotent operation's handler wrapped. */
  wrap(handlers: Handlers): Handlers {
    const wrapped: Handlers = { ...handlers };
    for (const id of IDEMPOTENT_OPERATIONS) this.install(wrapped, id);
    return wrapped;
  }

  /** How many keys are remembered now (for tests). */
  get size(): number {
    this.forgetExpired();
    return this.kept.size;
  }

  private install<K extends (typeof IDEMPOTENT_OPERATIONS)[number]>(
    handlers: Handlers,
    id: K,
  ): void {
    const handler = handlers[id] as Handler<K>;
    const around: Handler<K> = (input) => this.run(id, input, handler);
    (handlers as Record<K, Handler<K>>)[id] = around;
  }

  private run<K extends OperationId>(id: K, input: Input<K>, handler: Handler<K>): Answer<K> {
    const key = input.idempotencyKey;
    if (!key) return handler(input);
    this.forgetExpired();
    const slot = JSON.stringify([input.caller ?? '', id, key]);
    const fingerprint = fingerprintOf(input as Input<OperationId>);
    const seen = this.kept.get(slot);
    if (seen) {
      if (seen.fingerprint !== fingerprint)
        return fail(
          409,
          'Idempotency key reused',
          'This Idempotency-Key was already used for a different request.',
        ) as Answer<K>;
      return structuredClone(seen.answer) as Answer<K>;
    }
    const answer = handler(input);
    if (answer.status !== 500)
      this.kept.set(slot, {
        fingerprint,
        answer: structuredClone(answer),
        at: this.now().getTime(),
      });
    return answer;
  }

  /** Keys older than a day are forgotten (the oldest are first in the map). */
  private forgetExpired(): void {
    const oldest = this.now().getTime() - KEY_LIFETIME_MS;
    for (const [slot, kept] of this.kept) {
      if (kept.at > oldest) break;
      this.kept.delete(slot);
    }
  }
}
