// The audit log's history before today, consistent with the rest of the seed: every seeded visit
// (as the scans log recorded it), every join, every redemption, the catalogue's rewards, missions
// and banners as they were added, and the broadcasts as they were sent, by the clinic's admins.
import { flat, type AuditEntry } from '../audit.ts';
import { ID_KIND, objectId, type State } from '../state.ts';
import { FRONT_DESK } from './scans.ts';

const DAY = 86_400_000;
/** The admin who looks after the catalogue, banners and messages (cannot sign in). */
const CONTENT = { _id: objectId(ID_KIND.account, 0x12), fullName: 'Olivia Bennett' };

type Draft = Omit<AuditEntry, '_id'>;

export function seedAudit(state: State, reference: Date): void {
  const demo = state.accounts.find((account) => account.user.role === 'administrator')?.user;
  const desk = [...(demo ? [{ _id: demo._id, fullName: demo.fullName }] : []), ...FRONT_DESK];
  const office = [CONTENT, ...(demo ? [{ _id: demo._id, fullName: demo.fullName }] : [])];
  const last = reference.getTime();
  const drafts: Draft[] = [];
  const iso = (ms: number) => new Date(Math.floor(ms / 60_000) * 60_000).toISOString();

  // Visits, in the order the scans log recorded them, each moving the progress by one.
  const progress = new Map<string, number>();
  const firstScan = new Map<string, string>();
  for (const scan of state.scans) {
    const key = `${scan.userId}/${scan.missionId}`;
    const done = progress.get(key) ?? 0;
    progress.set(key, done + 1);
    if (!firstScan.has(key)) firstScan.set(key, scan.at);
    drafts.push({
      at: scan.at,
      actor: scan.admin,
      action: 'visit.recorded',
      entity: { type: 'visit', _id: scan._id, label: state.mission(scan.missionId)?.name ?? '' },
      memberId: scan.userId,
      changes: [{ field: 'progress', before: done, after: done + 1 }],
      reversal: { operation: 'reverseVisit', _id: scan._id },
    });
  }

  // Joins: shortly before the first visit, or some days after the member signed up.
  let n = 0;
  for (const list of state.participations.values())
    for (const place of list) {
      const mission = state.mission(place.missionId);
      const member = state.member(place.userId);
      if (!mission || !member) continue;
      n += 1;
      const first = firstScan.get(`${place.userId}/${place.missionId}`);
      const signedUp = Date.parse(member.createdAt ?? '') || last - 60 * DAY;
      // Without a visit yet: some time between sign-up and the reference day, in clinic hours.
      const span = Math.max(DAY, last - signedUp);
      const day = signedUp + (((n * 2_654_435_761) % 1_000) / 1_000) * (span - DAY);
      const at = first
        ? Date.parse(first) - 25 * 60_000
        : Math.floor(day / DAY) * DAY + (8 + (n % 10)) * 3_600_000 + (n % 60) * 60_000;

      drafts.push({
        at: iso(at),
        actor: desk[n % desk.length]!,
        action: 'mission.joined',
        entity: { type: 'mission', _id: mission._id, label: mission.name },
        memberId: place.userId,
        changes: [{ field: 'progress', after: 0 }],
      });
    }

  // Redemptions made at the desk.
  n = 0;
  for (const [rewardId, list] of state.redemptionsByReward)
    for (const { userId, redemption } of list) {
      n += 1;
      if (!redemption._id) continue;
      drafts.push({
        at: redemption.redeemedAt,
        actor: desk[n % desk.length]!,
        action: 'reward.redeemed',
        entity: {
          type: 'redemption',
          _id: redemption._id,
          label: state.reward(rewardId)?.name ?? redemption.name ?? '',
        },
        memberId: userId,
        changes: [{ field: 'pointsUsed', after: redemption.pointsUsed }],
      });
    }

  // The catalogue, the missions and the banners as they were added; the broadcasts as sent.
  for (const [i, reward] of state.rewards.entries()) {
    const status = state.rewardStatus.get(reward._id);
    if (!status) continue;
    const fields = { ...flat(reward), active: true };
    drafts.push({
      at: status.createdAt,
      actor: office[i % office.length]!,
      action: 'reward.created',
      entity: { type: 'reward', _id: reward._id, label: reward.name },
      changes: Object.entries(fields).map(([field, after]) => ({ field, after })),
    });
    if (!status.active)
      drafts.push({
        at: iso(Math.min(last - DAY, Date.parse(status.createdAt) + 200 * DAY)),
        actor: office[(i + 1) % office.length]!,
        action: 'reward.updated',
        entity: { type: 'reward', _id: reward._id, label: reward.name },
        changes: [{ field: 'active', before: true, after: false }],
      });
  }
  for (const [i, mission] of state.missions.entries()) {
    const at = Math.min(
      last - (i + 1) * 2 * DAY - 3_600_000,
      Date.parse(mission.dueDate) - 120 * DAY,
    );
    drafts.push({
      at: iso(at),
      actor: office[i % office.length]!,
      action: 'mission.created',
      entity: { type: 'mission', _id: mission._id, label: mission.name },
      changes: Object.entries(flat(mission)).map(([field, after]) => ({ field, after })),
    });
  }
  for (const [i, ad] of state.advertisements.entries()) {
    drafts.push({
      at: iso(Math.min(last - (i + 2) * 3_600_000, Date.parse(ad.startsAt) - 2 * DAY)),
      actor: office[i % office.length]!,
      action: 'advertisement.created',
      entity: { type: 'advertisement', _id: ad._id, label: ad.title },
      changes: Object.entries(flat(ad)).map(([field, after]) => ({ field, after })),
    });
  }
  for (const [i, message] of state.messages.entries()) {
    drafts.push({
      at: message.createdAt,
      actor: office[i % office.length]!,
      action: 'broadcast.sent',
      entity: { type: 'broadcast', _id: message._id, label: message.body.slice(0, 80) },
      changes: [{ field: 'body', after: message.body }],
    });
  }

  drafts.sort((a, b) => (a.at < b.at ? -1 : a.at > b.at ? 1 : 0));
  for (const draft of drafts) state.audit.add(draft);
}
