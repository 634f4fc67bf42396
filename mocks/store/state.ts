// The store's data, in memory, with the indexes its reads need.
import type {
  Account,
  BroadcastMessage,
  Member,
  Mission,
  Participation,
  ApprovalRequest,
  PointsAdjustment,
  Redemption,
  Reversal,
  Reward,
  Scan,
  StoredAdvertisement,
  StoredView,
  BulkJobRecord,
} from './types.ts';
import { AuditLog } from './audit-log.ts';
import { ImageStore } from './images.ts';
import { CHANNELS, seededConsent, type MarketingConsent } from './privacy.ts';

/** Every seeded id (and every id made later) is 24 lower-case hex characters: a kind, then a count. */
export function objectId(kind: number, n: number): string {
  return kind.toString(16).padStart(2, '0') + n.toString(16).padStart(22, '0');
}

export const ID_KIND = {
  member: 0x6b,
  mission: 0x6c,
  participation: 0x6d,
  reward: 0x6e,
  redemption: 0x6f,
  message: 0x70,
  account: 0x71,
  scan: 0x72,
  advertisement: 0x7a,
  adjustment: 0x73,
  approval: 0x74,
  view: 0x75,
  bulkJob: 0x76,
} as const;

/** The text a search matches: full name, e-mail, phone, WhatsApp and member id, lower case. */
export function haystackOf(member: Member): string {
  return [member.fullName, member.email, member.phoneNumber, member.whatsAppNumber, member.memberId]
    .filter(Boolean)
    .join('\n')
    .toLowerCase();
}

export class State {
  readonly members: Member[] = [];
  readonly haystacks: string[] = [];
  private readonly memberById = new Map<string, number>();
  private readonly emailOwner = new Map<string, string>();
  readonly missions: Mission[] = [];
  private readonly missionById = new Map<string, Mission>();
  readonly participations = new Map<string, Participation[]>();
  readonly rewards: Reward[] = [];
  /** The catalogue's own facts about each reward: redeemable or retired, and when it was added. */
  readonly rewardStatus = new Map<string, { active: boolean; createdAt: string }>();
  /** Each reward's redemptions (who redeemed, and the record in their history). */
  readonly redemptionsByReward = new Map<string, { userId: string; redemption: Redemption }[]>();
  readonly redemptions = new Map<string, Redemption[]>();
  messages: BroadcastMessage[] = [];
  readonly accounts: Account[] = [];
  /** Every visit recorded by an admin, oldest first (each new one is appended). */
  readonly scans: Scan[] = [];
  /** Banners, kept in display order (`order` 1, 2, 3…). */
  advertisements: StoredAdvertisement[] = [];
  /** Front-desk adjustments above the limit, waiting for a decision or decided, oldest first. */
  readonly approvals: ApprovalRequest[] = [];
  /** The largest adjustment (either way) the front desk makes without approval. */
  approvalLimit = 100;
  /** Points adjustments by id; `adjustmentsOf` gives a member's, newest first. */
  readonly adjustments = new Map<string, PointsAdjustment>();
  private readonly adjustmentsByMember = new Map<string, string[]>();
  /** Saved views of the lists, oldest first (a change replaces the record). */
  savedViews: StoredView[] = [];
  /** Each person's default view of each list: `${accountId} ${list}` → the view's id. */
  readonly defaultViews = new Map<string, string>();
  /** Bulk jobs on members, oldest first (a running job's progress changes in place). */
  bulkJobs: BulkJobRecord[] = [];
  /** Uploaded pictures (re-encoded copies only), served by getMediaFile. */
  readonly images = new ImageStore();
  /** Every admin write, oldest first (audit.ts records them; the seed adds the history). */
  readonly audit = new AuditLog();
  /** Consent changes recorded since the seed, by member (the seed's own is derived, privacy.ts). */
  readonly consents = new Map<string, MarketingConsent[]>();
  private counter = 0;

  /** A fresh id of that kind, never used by the seed. */
  nextId(kind: number): string {
    this.counter += 1;
    return objectId(kind, 0xf00000 + this.counter);
  }

  addMember(member: Member): void {
    if (this.memberById.has(member._id)) return;
    this.memberById.set(member._id, this.members.length);
    this.members.push(member);
    this.haystacks.push(haystackOf(member));
    if (member.email) this.emailOwner.set(member.email.toLowerCase(), member._id);
  }

  member(id: string): Member | undefined {
    const index = this.memberById.get(id);
    return index === undefined ? undefined : this.members[index];
  }

  /** Puts the changed member in place and keeps the search and e-mail indexes up to date. */
  replaceMember(before: Member, after: Member): void {
    const index = this.memberById.get(before._id);
    if (index === undefined) return;
    this.members[index] = after;
    this.haystacks[index] = haystackOf(after);
    if (before.email) this.emailOwner.delete(before.email.toLowerCase());
    if (after.email) this.emailOwner.set(after.email.toLowerCase(), after._id);
  }

  emailOwnerOf(email: string): string | undefined {
    return this.emailOwner.get(email.toLowerCase());
  }

  addMission(mission: Mission): void {
    if (this.missionById.has(mission._id)) return;
    this.missionById.set(mission._id, mission);
    this.missions.push(mission);
  }

  mission(id: string): Mission | undefined {
    return this.missionById.get(id);
  }

  /** Puts the changed mission in place (same id). */
  replaceMission(after: Mission): void {
    const index = this.missions.findIndex((m) => m._id === after._id);
    if (index < 0) return;
    this.missions[index] = after;
    this.missionById.set(after._id, after);
  }

  removeMission(id: string): void {
    const index = this.missions.findIndex((m) => m._id === id);
    if (index >= 0) this.missions.splice(index, 1);
    this.missionById.delete(id);
  }

  /** Every participation in the mission, in the order members were added. */
  participantsOf(missionId: string): Participation[] {
    const found: Participation[] = [];
    for (const list of this.participations.values())
      for (const p of list) if (p.missionId === missionId) found.push(p);
    return found;
  }

  /** Participants and completions per mission, counted in one pass. */
  missionCounts(): Map<string, { participants: number; completed: number }> {
    const counts = new Map<string, { participants: number; completed: number }>();
    for (const list of this.participations.values()) {
      for (const p of list) {
        const mission = this.missionById.get(p.missionId);
        if (!mission) continue;
        const count = counts.get(p.missionId) ?? { participants: 0, completed: 0 };
        count.participants += 1;
        if (mission.visitLimit !== undefined && p.progress >= mission.visitLimit)
          count.completed += 1;
        counts.set(p.missionId, count);
      }
    }
    return counts;
  }

  joined(userId: string): Participation[] {
    return this.participations.get(userId) ?? [];
  }

  addParticipation(participation: Participation): void {
    const list = this.participations.get(participation.userId);
    if (list) list.push(participation);
    else this.participations.set(participation.userId, [participation]);
  }

  history(userId: string): Redemption[] {
    return this.redemptions.get(userId) ?? [];
  }

  /** Adds a redemption of that reward; the history is kept newest first. */
  addRedemption(userId: string, redemption: Redemption, rewardId: string, newest = false): void {
    const list = this.redemptions.get(userId) ?? [];
    if (newest) list.unshift(redemption);
    else list.push(redemption);
    this.redemptions.set(userId, list);
    const ofReward = this.redemptionsByReward.get(rewardId) ?? [];
    ofReward.push({ userId, redemption });
    this.redemptionsByReward.set(rewardId, ofReward);
  }

  /** A reward of the catalogue, active or retired. */
  reward(id: string): Reward | undefined {
    return this.rewards.find((r) => r._id === id);
  }

  /** Whether members can redeem it (a reward the catalogue knows nothing more about can). */
  isActive(rewardId: string): boolean {
    return this.rewardStatus.get(rewardId)?.active ?? true;
  }

  removeReward(id: string): void {
    const index = this.rewards.findIndex((r) => r._id === id);
    if (index >= 0) this.rewards.splice(index, 1);
    this.rewardStatus.delete(id);
    this.redemptionsByReward.delete(id);
  }

  private scansMade = 0;

  /** Appends a visit to the scans log (its time is the newest so far); its id is never reused. */
  addScan(scan: Omit<Scan, '_id'>): Scan {
    this.scansMade += 1;
    const added = { _id: objectId(ID_KIND.scan, this.scansMade), ...scan };
    this.scans.push(added);
    return added;
  }

  /** The visit of the scans log with that id. */
  scan(id: string): Scan | undefined {
    for (let i = this.scans.length - 1; i >= 0; i -= 1)
      if (this.scans[i]!._id === id) return this.scans[i];
    return undefined;
  }

  /** Takes a reversed visit out of the scans log, remembering who reversed it and when. */
  removeScan(id: string, reversal: Reversal): void {
    const index = this.scans.findIndex((scan) => scan._id === id);
    if (index >= 0) this.scans.splice(index, 1);
    this.reversals.set(id, reversal);
  }

  /** Reversed visits by id: who reversed each, when and why. */
  readonly reversals = new Map<string, Reversal>();

  /** The newest visit of the scans log for that member and mission. */
  lastScan(userId: string, missionId: string): Scan | undefined {
    for (let i = this.scans.length - 1; i >= 0; i -= 1) {
      const scan = this.scans[i]!;
      if (scan.userId === userId && scan.missionId === missionId) return scan;
    }
    return undefined;
  }

  /** Keeps a new adjustment (newest first for its member), or a changed one in place. */
  putAdjustment(adjustment: PointsAdjustment): void {
    if (!this.adjustments.has(adjustment._id)) {
      const ids = this.adjustmentsByMember.get(adjustment.userId) ?? [];
      ids.unshift(adjustment._id);
      this.adjustmentsByMember.set(adjustment.userId, ids);
    }
    this.adjustments.set(adjustment._id, adjustment);
  }

  /** The member's points adjustments, newest first. */
  adjustmentsOf(userId: string): PointsAdjustment[] {
    return (this.adjustmentsByMember.get(userId) ?? []).flatMap((id) => {
      const adjustment = this.adjustments.get(id);
      return adjustment ? [adjustment] : [];
    });
  }

  /** The member's marketing consent for every channel: as recorded since, else as seeded. */
  consentsOf(member: Member): MarketingConsent[] {
    return this.consents.get(member._id) ?? CHANNELS.map((c) => seededConsent(member, c));
  }
}
