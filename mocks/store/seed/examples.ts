// The contract's named examples, first in the store, so fixtures that name them keep working.
// Pictures on the unreachable example host are served by the store itself instead.
import { DEMO_ACCOUNTS } from '../../accounts.mjs';
import { answerExamples, asSchema, firstExample, requestExamples } from '../contract.ts';
import { mediaUrl } from '../rules.ts';
import { ID_KIND, objectId, type State } from '../state.ts';
import type { JoinedMission, Member, Mission } from '../types.ts';

/** The member the contract's profile examples (history, visits, joined missions) belong to. */
export const EXAMPLE_MEMBER_ID = firstExample('getMember', '200', 'Member')._id;

const localPhoto = (member: Member): Member =>
  member.profilePhoto ? { ...member, profilePhoto: mediaUrl('avatars', member._id) } : member;

function exampleMembers(): Member[] {
  const single = [...answerExamples('getMember', '200').values()].map((v) => asSchema('Member', v));
  const page = firstExample('listMembers', '200', 'MemberPage').users;
  return [...single, ...page].map(localPhoto);
}

/** A mission known only from a joined record: the rest is made up, plainly. */
function missionOf(record: JoinedMission): Mission {
  if (typeof record.missionId !== 'string') return record.missionId;
  return {
    _id: record.missionId,
    name: record.name,
    description: `${record.name}: visits recorded by the clinic on the member's behalf.`,
    category: record.category,
    pointsReward: record.pointsReward,
    dueDate: '2027-06-30T00:00:00.000Z',
    ...(record.visitLimit === undefined ? {} : { visitLimit: record.visitLimit }),
    type: record.type,
  };
}

/** Timestamps for a seeded participation: the last visit, then one every two weeks before it. */
function visitsBefore(last: string | null, progress: number): string[] {
  if (!last) return [];
  const at = new Date(last).getTime();
  return Array.from({ length: progress }, (_, i) =>
    new Date(at - i * 14 * 86_400_000).toISOString(),
  );
}

export function seedExamples(state: State): void {
  for (const member of exampleMembers()) state.addMember(member);

  const signIn = firstExample('signIn', '200', 'SignInResult').user;
  const [credentials] = requestExamples('signIn').map((v) => asSchema('SignInRequest', v));
  state.accounts.push({
    user: signIn.profilePhoto
      ? { ...signIn, profilePhoto: mediaUrl('avatars', signIn._id) }
      : signIn,
    password: credentials?.password ?? DEMO_ACCOUNTS.administrator.password,
  });
  // One account for each other role (mocks/accounts.mjs); the front desk is the former reception.
  const others = ['front-desk', 'programme-manager', 'auditor'] as const;
  for (const [i, role] of others.entries()) {
    const { email, password, fullName } = DEMO_ACCOUNTS[role];
    // Ids 1, 4 and 5 (2 and 3 are the administrators below).
    const n = i === 0 ? 1 : i + 3;
    state.accounts.push({
      user: { _id: objectId(ID_KIND.account, n), fullName, email, role },
      password,
    });
  }
  // Two more administrators whose own accounts the browser tests change (name, photo, password),
  // so the demo administrator others sign in as concurrently is never touched.
  state.accounts.push({
    user: {
      _id: objectId(ID_KIND.account, 2),
      fullName: 'Omar Haddad',
      email: 'omar.haddad@londonclinic.example',
      role: 'administrator',
    },
    password: 'saffron-lantern-harbour',
  });
  state.accounts.push({
    user: {
      _id: objectId(ID_KIND.account, 3),
      fullName: 'Sofia Marin',
      email: 'sofia.marin@londonclinic.example',
      role: 'administrator',
    },
    password: 'juniper-compass-meadow',
  });
  // The account the contract's example of a staff change is about (a receptionist nobody signs
  // in as), so that example never changes a demo account's role.
  const changed = firstExample('updateStaffMember', '200', 'StaffMember');
  state.accounts.push({
    user: {
      _id: changed._id,
      fullName: changed.fullName,
      email: changed.email,
      role: 'front-desk',
    },
    password: 'cobalt-pier-meridian-58',
  });
  // The contract's example request for approval, waiting.
  for (const request of firstExample('listApprovals', '200', 'ApprovalPage').approvals)
    state.approvals.push(request);

  for (const mission of firstExample('listJoinableMissions', '200', 'JoinableMissionList').missions)
    state.addMission(mission);

  const joined = firstExample('listJoinedMissions', '200', 'JoinedMissionList').missions;
  const visits = firstExample('getVisitHistory', '200', 'VisitHistory').visitHistory;
  for (const [index, record] of joined.entries()) {
    const mission = missionOf(record);
    state.addMission(mission);
    const embedded = typeof record.missionId !== 'string';
    state.addParticipation({
      _id: record._id ?? objectId(ID_KIND.participation, index + 1),
      userId: record.userId ?? EXAMPLE_MEMBER_ID,
      missionId: mission._id,
      progress: record.progress,
      lastVisitAt: record.lastVisitAt,
      unassignedByAdmin: record.unassignedByAdmin,
      visits: embedded ? [...visits] : visitsBefore(record.lastVisitAt, record.progress),
      embedded,
    });
  }

  for (const reward of firstExample('listRewards', '200', 'RewardList').rewards)
    state.rewards.push(
      reward.image ? { ...reward, image: mediaUrl('rewards', reward._id) } : reward,
    );

  const byName = new Map(state.rewards.map((reward) => [reward.name, reward]));
  for (const entry of firstExample('getRewardHistory', '200', 'RewardHistory').history) {
    const reward = byName.get(entry.name);
    const image = entry.image && reward?.image ? reward.image : undefined;
    state.addRedemption(EXAMPLE_MEMBER_ID, { ...entry, image }, reward?._id ?? '');
    if (!image) delete state.history(EXAMPLE_MEMBER_ID).at(-1)?.image;
  }

  state.messages.push(
    ...firstExample('listBroadcastMessages', '200', 'BroadcastMessageList').messages,
  );
}
