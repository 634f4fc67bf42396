// The activity counts kept between calls, built with the store. A write for one member (a visit,
// a join, a redemption, a reassignment, a profile edit: the operation names the member as
// `userId`) takes that member's events away before it runs and adds them back after, so the
// figures move as soon as the admin acts; a write that cannot change them (sign-in, broadcasts, a
// new mission, deleting one nobody joined) leaves them; any other write (every operation the
// contract does not declare as GET) drops them, and the next activity call counts afresh.
import { contractDocument } from '../contract.ts';
import type { State } from '../state.ts';
import type { Handlers, OperationId } from '../types.ts';
import { ActivityHistogram } from './histogram.ts';

/** The operationIds of the contract's GET operations (the reads). */
function readOperations(): Set<string> {
  const reads = new Set<string>();
  const paths = contractDocument.paths;
  if (typeof paths !== 'object' || paths === null) return reads;
  for (const item of Object.values(paths)) {
    if (typeof item !== 'object' || item === null || !('get' in item)) continue;
    const get: unknown = item.get;
    if (typeof get === 'object' && get !== null && 'operationId' in get)
      reads.add(String(get.operationId));
  }
  return reads;
}

const READS = readOperations();
const HARMLESS = new Set<string>([
  'signIn',
  'updateAdminMe',
  'changeAdminPassword',
  'sendBroadcast',
  'deleteBroadcastMessage',
  'createMission',
  'deleteMission',
]);

/** The member a write names (`userId` in its path or body). */
function memberOf(input: unknown): string | undefined {
  if (typeof input !== 'object' || input === null) return undefined;
  for (const part of ['path', 'body'] as const) {
    const value: unknown = part in input ? Reflect.get(input, part) : undefined;
    if (typeof value === 'object' && value !== null && 'userId' in value) {
      const userId: unknown = value.userId;
      if (typeof userId === 'string') return userId;
    }
  }
  return undefined;
}

export class ActivityCache {
  private readonly state: State;
  private histogram: ActivityHistogram | undefined;

  constructor(state: State) {
    this.state = state;
    this.histogram = ActivityHistogram.of(state);
  }

  current(): ActivityHistogram {
    this.histogram ??= ActivityHistogram.of(this.state);
    return this.histogram;
  }

  /** Forgets the counts: the next activity call counts afresh. */
  drop(): void {
    this.histogram = undefined;
  }

  /** Runs a write, keeping the counts right. */
  private around<T>(input: unknown, write: () => T): T {
    const histogram = this.histogram;
    const memberId = memberOf(input);
    if (!histogram || memberId === undefined) {
      this.drop();
      return write();
    }
    if (!histogram.count(this.state, -1, memberId)) {
      this.drop();
      return write();
    }
    try {
      return write();
    } finally {
      if (!histogram.count(this.state, 1, memberId)) this.drop();
    }
  }

  /** The same handlers; each write keeps the counts right (see above). */
  keptByWrites(handlers: Handlers): Handlers {
    const wrapped: Handlers = { ...handlers };
    for (const id of Object.keys(handlers) as OperationId[]) {
      if (READS.has(id) || HARMLESS.has(id)) continue;
      const write = handlers[id] as (input: unknown) => unknown;
      Object.assign(wrapped, { [id]: (input: unknown) => this.around(input, () => write(input)) });
    }
    return wrapped;
  }
}
