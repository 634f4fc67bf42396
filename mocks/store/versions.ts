// No lost updates: every editable record (a mission, a member's profile, a reward, an
// advertisement, the administrator's own account) has a version, raised by each successful update
// of it and answered as `version` in its body and as `ETag: "<version>"`. An update whose
// `If-Match` names another version answers 412 with who changed it, when, and the record as it is
// now; nothing is changed. Without `If-Match` the operations that require it answer 428 (the
// contract's validation, see server.ts), the others update as before.
import type { Account, Answer, Handler, Handlers, Input, OperationId } from './types.ts';

type Kind = 'mission' | 'member' | 'reward' | 'advertisement' | 'account' | 'staff';

export interface Stamp {
  version: number;
  at?: string;
  by?: { _id: string; fullName: string };
}

type Record = { _id: string };
type Body = unknown;

interface Versioned {
  kind: Kind;
  /** The records the answer's body carries (each gets its version). */
  records: (body: Body, with_: (record: Record) => Record) => Body;
  /** The one record the operation is about (its ETag), when it is about one. */
  id?: (input: Input<OperationId>) => string | undefined;
  /** For an update: the record as it is now (the 412's `current`), undefined when unknown. */
  current?: (handlers: Handlers, input: Input<OperationId>) => Record | undefined;
}

const asObject = (body: Body) => body as { [key: string]: unknown };
const listOf =
  (field: string) =>
  (body: Body, with_: (record: Record) => Record): Body =>
    typeof body === 'string'
      ? body
      : { ...asObject(body), [field]: (asObject(body)[field] as Record[]).map(with_) };
const itself = (body: Body, with_: (record: Record) => Record): Body => with_(body as Record);
const data = (body: Body, with_: (record: Record) => Record): Body => ({
  ...asObject(body),
  data: with_(asObject(body).data as Record),
});
const path = (name: string) => (input: Input<OperationId>) =>
  (input.path as { [key: string]: string } | undefined)?.[name];
const accountId = (input: Input<OperationId>) => input.account?.user._id;
const okBody = (answer: { status: number; body: unknown }) =>
  answer.status === 200 ? answer.body : undefined;
/** Every row of a list operation, read without paging. */
const everyRow = (answer: { status: number; body: unknown }, field: string) =>
  (asObject(okBody(answer) ?? {})[field] as Record[] | undefined) ?? [];

/** An update's record as it is now: the row of a list operation (every page) with the path's id. */
const listedRow =
  (list: 'listRewardCatalogue' | 'listAdvertisements' | 'listStaff', field: string, id: string) =>
  (h: Handlers, input: Input<OperationId>) =>
    everyRow(
      (h[list] as Handler<OperationId>)({
        ...input,
        query: { page: 1, limit: 1e6 },
        accept: '',
      } as never),
      field,
    ).find((r) => r._id === path(id)(input));
/** The member an update is about, as it is now. */
const memberNow = (h: Handlers, input: Input<OperationId>) =>
  okBody(h.getMember({ ...input, path: { id: path('userId')(input) ?? '' } } as never)) as
    Record | undefined;

const VERSIONED: Partial<{ [K in OperationId]: Versioned }> = {
  listMissions: { kind: 'mission', records: listOf('missions') },
  listTopMissions: { kind: 'mission', records: listOf('missions') },
  getMission: { kind: 'mission', records: itself, id: path('missionId') },
  createMission: { kind: 'mission', records: data },
  updateMission: {
    kind: 'mission',
    records: data,
    id: path('missionId'),
    current: (h, input) =>
      okBody(
        h.getMission({ ...input, path: { missionId: path('missionId')(input) ?? '' } } as never),
      ) as Record | undefined,
  },
  getMember: { kind: 'member', records: itself, id: path('id') },
  // A new version, so an edit form opened before cannot write the removed data back.
  anonymiseMember: {
    kind: 'member',
    records: itself,
    id: path('userId'),
    current: memberNow,
  },
  updateMemberProfile: {
    kind: 'member',
    records: data,
    id: path('userId'),
    current: memberNow,
  },
  listRewardCatalogue: { kind: 'reward', records: listOf('rewards') },
  createReward: { kind: 'reward', records: data },
  updateReward: {
    kind: 'reward',
    records: data,
    id: path('rewardId'),
    current: listedRow('listRewardCatalogue', 'rewards', 'rewardId'),
  },
  listAdvertisements: { kind: 'advertisement', records: listOf('advertisements') },
  createAdvertisement: { kind: 'advertisement', records: data },
  updateAdvertisement: {
    kind: 'advertisement',
    records: data,
    id: path('adId'),
    current: listedRow('listAdvertisements', 'advertisements', 'adId'),
  },
  listStaff: { kind: 'staff', records: listOf('staff') },
  createStaffMember: {
    kind: 'staff',
    records: (body, with_) => ({
      ...asObject(body),
      staff: with_(asObject(body).staff as Record),
    }),
  },
  updateStaffMember: {
    kind: 'staff',
    records: itself,
    id: path('staffId'),
    current: listedRow('listStaff', 'staff', 'staffId'),
  },
  getAdminMe: { kind: 'account', records: itself, id: accountId },
  updateAdminMe: {
    kind: 'account',
    records: data,
    id: accountId,
    current: (h, input) => okBody(h.getAdminMe(input as never)) as Record | undefined,
  },
};

export const etagOf = (version: number) => `"${version}"`;

/** True when an update's If-Match names another version than the current one (`*` names any). */
export const isStale = (ifMatch: string | undefined, version: number) => {
  const sent = ifMatch?.trim();
  return sent !== undefined && sent !== '*' && sent !== etagOf(version);
};

/** The 412 of an update made from an older version: who changed the record, when, and it now. */
export const changedMeanwhile = <R>(stamp: Stamp, current: R) => ({
  status: 412 as const,
  body: {
    error: 'Changed by someone else',
    message:
      stamp.by && stamp.at
        ? `${stamp.by.fullName} changed this at ${stamp.at}.`
        : 'This is not the current version.',
    ...(stamp.by ? { changedBy: stamp.by } : {}),
    ...(stamp.at ? { changedAt: stamp.at } : {}),
    current,
  },
  headers: { etag: etagOf(stamp.version) },
});

export class Versions {
  private readonly stamps = new Map<string, Stamp>();

  private readonly now: () => Date;

  constructor(now: () => Date) {
    this.now = now;
  }

  /** The record's current version (1 until its first update). */
  of(kind: Kind, id: string): Stamp {
    return this.stamps.get(`${kind}:${id}`) ?? { version: 1 };
  }

  private raise(kind: Kind, id: string, account: Account | undefined): Stamp {
    const stamp: Stamp = {
      version: this.of(kind, id).version + 1,
      at: this.now().toISOString(),
      ...(account ? { by: { _id: account.user._id, fullName: account.user.fullName } } : {}),
    };
    this.stamps.set(`${kind}:${id}`, stamp);
    return stamp;
  }

  /** The handlers, with every operation that answers or updates a versioned record wrapped. */
  wrap(handlers: Handlers): Handlers {
    const wrapped: Handlers = { ...handlers };
    for (const id of Object.keys(VERSIONED) as OperationId[]) {
      const handler = handlers[id] as Handler<OperationId>;
      const versioned = VERSIONED[id]!;
      (wrapped as { [key: string]: Handler<OperationId> })[id] = (input) =>
        this.run(versioned, input, handler, handlers);
    }
    return wrapped;
  }

  private run(
    versioned: Versioned,
    input: Input<OperationId>,
    handler: Handler<OperationId>,
    handlers: Handlers,
  ): Answer<OperationId> {
    const { kind } = versioned;
    const id = versioned.id?.(input);
    const withVersion = (record: Record) => ({
      ...record,
      version: this.of(kind, record._id).version,
    });
    if (versioned.current && id !== undefined) {
      const current = versioned.current(handlers, input);
      const stamp = this.of(kind, id);
      if (current && isStale(input.ifMatch, stamp.version))
        return changedMeanwhile(stamp, withVersion(current)) as unknown as Answer<OperationId>;
    }
    const answer = handler(input);
    if (answer.status !== 200) return answer;
    if (versioned.current && id !== undefined) this.raise(kind, id, input.account);
    const body = versioned.records(answer.body, withVersion);
    const etag = id === undefined ? undefined : etagOf(this.of(kind, id).version);
    return {
      ...answer,
      body,
      ...(etag ? { headers: { ...answer.headers, etag } } : {}),
    } as Answer<OperationId>;
  }
}
