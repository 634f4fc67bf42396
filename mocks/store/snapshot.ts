// A copy of the store's whole state (`POST /__mock/snapshot`, `/__mock/restore`).
// A structured clone of the 100,000-member clinic takes seconds (over a million records), so the
// copy shares what the store never changes in place: every list and index is copied, and the
// records are shared, except those the handlers change in place (a participation's progress and
// visits, an account's user and password, an audit entry's `reversal`), which are copied. A State
// field this module does not know is structured-cloned, so a new field is never shared.
// snapshot.test.ts runs every kind of write after a copy and checks that the copy did not change.
//
// `copyState` copies at once; `copyStateSoon` copies in slices between requests (the next copy a
// restore swaps in is made that way, so a restore itself takes milliseconds).
import { AuditLog } from './audit-log.ts';
import { ImageStore } from './images.ts';
import { State } from './state.ts';
import type { Account, Participation } from './types.ts';

type Fields = Record<string, unknown>;
/** The copy yields after this many records, so that requests are answered between slices. */
const SLICE = 5_000;

function* copyContainer(value: unknown): Generator<void, unknown> {
  if (Array.isArray(value)) return value.slice();
  if (value instanceof Map) {
    const copy = new Map();
    let n = 0;
    for (const [key, item] of value) {
      copy.set(key, Array.isArray(item) ? item.slice() : item);
      if (++n % SLICE === 0) yield;
    }
    return copy;
  }
  if (value instanceof Set) return new Set(value);
  if (typeof value === 'object' && value !== null) return structuredClone(value);
  return value;
}

function* copyParticipations(from: Map<string, Participation[]>) {
  const copy = new Map<string, Participation[]>();
  let n = 0;
  for (const [userId, list] of from) {
    copy.set(
      userId,
      list.map((p) => ({ ...p, visits: p.visits.slice() })),
    );
    if (++n % SLICE === 0) yield;
  }
  return copy;
}

function* copyAudit(audit: AuditLog): Generator<void, AuditLog> {
  const from = audit as unknown as Fields & { entries: { reversal?: unknown }[] };
  const copy = Object.create(AuditLog.prototype) as Fields;
  // An entry's reversal is deleted in place when its visit is reversed: those entries are copied.
  const replaced = new Map<object, object>();
  const entries = from.entries.slice();
  for (let i = 0; i < entries.length; i += 1) {
    const entry = entries[i]!;
    if (entry.reversal) {
      const own = { ...entry };
      replaced.set(entry, own);
      entries[i] = own;
    }
    if (i % SLICE === SLICE - 1) yield;
  }
  for (const [key, value] of Object.entries(from)) {
    if (key === 'entries') copy[key] = entries;
    else if (value instanceof Map) {
      const index = new Map<string, object[]>();
      let n = 0;
      for (const [id, list] of value as Map<string, object[]>) {
        index.set(
          id,
          list.map((entry) => replaced.get(entry) ?? entry),
        );
        if (++n % SLICE === 0) yield;
      }
      copy[key] = index;
    } else copy[key] = yield* copyContainer(value);
  }
  return copy as unknown as AuditLog;
}

function* copying(state: State): Generator<void, State> {
  const copy = Object.create(State.prototype) as Fields;
  for (const [key, value] of Object.entries(state)) {
    if (key === 'participations')
      copy[key] = yield* copyParticipations(value as Map<string, Participation[]>);
    else if (key === 'accounts')
      copy[key] = (value as Account[]).map((account) => ({ ...account }));
    else if (value instanceof AuditLog) copy[key] = yield* copyAudit(value);
    else if (value instanceof ImageStore) {
      const images = Object.create(ImageStore.prototype) as Fields;
      for (const [field, part] of Object.entries(value)) images[field] = yield* copyContainer(part);
      copy[key] = images;
    } else copy[key] = yield* copyContainer(value);
    yield;
  }
  return copy as unknown as State;
}

/** A copy of the state, made at once. */
export function copyState(state: State): State {
  const steps = copying(state);
  for (;;) {
    const step = steps.next();
    if (step.done) return step.value;
  }
}

/** A copy of a state nobody changes meanwhile, made in slices between other work. */
export function copyStateSoon(state: State): Promise<State> {
  const steps = copying(state);
  return new Promise((resolve, reject) => {
    const next = () => {
      try {
        const step = steps.next();
        if (step.done) resolve(step.value);
        else setImmediate(next);
      } catch (error) {
        reject(error as Error);
      }
    };
    setImmediate(next);
  });
}
