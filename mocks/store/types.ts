// The store's types, all taken from the generated contract types: no shape is written by hand.
import type { components, operations } from '../../generated/api';
import type { Decoded } from './images.ts';

type Schemas = components['schemas'];
export type Member = Schemas['Member'];
export type Mission = Schemas['Mission'];
export type MissionOverview = Schemas['MissionOverview'];
export type MissionInput = Schemas['MissionInput'];
export type JoinedMission = Schemas['JoinedMission'];
export type Reward = Schemas['Reward'];
export type RewardOverview = Schemas['RewardOverview'];
export type Redemption = Schemas['Redemption'];
export type BroadcastMessage = Schemas['BroadcastMessage'];
export type SessionUser = Schemas['SessionUser'];
export type ProfileUpdate = Schemas['ProfileUpdate'];
export type Advertisement = Schemas['Advertisement'];
export type PointsAdjustment = Schemas['PointsAdjustment'];
export type StaffMember = Schemas['StaffMember'];
export type ApprovalRequest = Schemas['ApprovalRequest'];
export type SavedView = Schemas['SavedView'];
/**
 * A saved view as the store keeps it: whether it is the caller's default, and its count, are
 * derived; its version (1 until its first change) and who changed it last, kept with it.
 */
export type StoredView = Omit<SavedView, 'isDefault' | 'count' | 'version'> & {
  version?: number;
  changedBy?: Schemas['AuditActor'];
  changedAt?: string;
};
export type MemberBulkJob = Schemas['MemberBulkJob'];
export type MemberBulkAction = Schemas['MemberBulkAction'];
export type MemberBulkRequest = Schemas['MemberBulkRequest'];
export type MemberBulkSkip = Schemas['MemberBulkSkip'];
/** A bulk job as the store keeps it: the job, the members it takes, and what it changed. */
export interface BulkJobRecord {
  job: MemberBulkJob;
  /** The members it takes, by id, in order (the ticked ids no member has are not among them). */
  members: string[];
  /** How many ticked ids no member has (handled at once, skipped as `notFound`). */
  notFound: number;
  /** Each change, to undo it: the member, and the participation made (or the member again). */
  made: [memberId: string, made: string][];
}
/** A banner as the store keeps it: its status is derived on every answer. */
export type StoredAdvertisement = Omit<Advertisement, 'status'>;

export type OperationId = keyof operations;
type Responses<K extends OperationId> = operations[K]['responses'];
type BodyOf<R> = R extends { content: infer C } ? C[keyof C] : never;

/** One of the answers the contract declares for the operation: its status and its body. */
export type Answer<K extends OperationId> = {
  [S in keyof Responses<K>]: {
    status: S & number;
    body: BodyOf<Responses<K>[S]>;
    type?: string;
    /** Binary content answered instead of `body` (an uploaded picture). */
    bytes?: Buffer;
    /** Headers the contract declares for the answer (`ETag`, `Retry-After`), lower case. */
    headers?: Record<string, string>;
  };
}[keyof Responses<K>];

type Part<K extends OperationId, P extends 'path' | 'query'> = NonNullable<
  operations[K]['parameters'][P]
>;
type RequestBody<K extends OperationId> = operations[K] extends {
  requestBody: { content: infer C };
}
  ? C[keyof C]
  : undefined;

/** A request the store answers, already checked against the contract (path, query and body). */
export interface Input<K extends OperationId> {
  path: Part<K, 'path'>;
  query: Part<K, 'query'>;
  body: RequestBody<K>;
  /** The account the bearer token belongs to (secured operations only). */
  account: Account | undefined;
  /** The request's Accept header (a list answers `text/csv` when asked). */
  accept: string;
  /**
   * The request's file parts by field name, already decoded (images.ts): a clean re-encoded
   * picture, or why it is refused. Nothing is stored until the handler keeps it.
   */
  images: Record<string, Decoded>;
  /** The request's Idempotency-Key header (the writes that accept one, see idempotency.ts). */
  idempotencyKey?: string;
  /** Who is calling: the signed-in account's id, else the bearer token (idempotency.ts). */
  caller?: string;
  /** The bearer token the request carries (sign-out revokes it). */
  token?: string;
  /** The request's If-Match header (versions.ts). */
  ifMatch?: string;
}

/** A demo account that can sign in. */
export interface Account {
  /** The account as sign-in answers it, its role included. */
  user: SessionUser;
  password: string;
  /** False once deactivated: no sign-in, and its tokens answer 401. */
  active?: boolean;
  /** Until the temporary password is replaced. */
  mustChangePassword?: boolean;
  lastSignInAt?: string;
  createdAt?: string;
}

/** A member's participation in a mission, with the visits recorded (newest first). */
export interface Participation {
  _id: string;
  userId: string;
  missionId: string;
  progress: number;
  lastVisitAt: string | null;
  unassignedByAdmin: boolean;
  visits: string[];
  /** Answered with the whole mission embedded in `missionId` (as the contract allows). */
  embedded: boolean;
}

/** A visit as the scans log keeps it: who recorded it, for which member and mission, and when. */
export interface Scan {
  _id: string;
  admin: { _id: string; fullName: string };
  userId: string;
  missionId: string;
  at: string;
}

/** Who reversed a visit, when and why. */
export interface Reversal {
  at: string;
  by: { _id: string; fullName: string };
  reason: string;
}

export type Handler<K extends OperationId> = (input: Input<K>) => Answer<K>;
export type Handlers = { [K in OperationId]: Handler<K> };
