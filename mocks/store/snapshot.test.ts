// @vitest-environment node
// A copy shares the records the store never changes in place: every kind of write on the state
// after a copy leaves the copy exactly as it was.
import { describe, expect, it } from 'vitest';
import { Sessions } from './handlers/auth.ts';
import { allHandlers } from './handlers/index.ts';
import { seededRandom } from './rules.ts';
import { seedState } from './seed/seed.ts';
import { copyState, copyStateSoon } from './snapshot.ts';
import type { Account, Handlers, Input, OperationId } from './types.ts';

function world() {
  const state = seedState({ members: 150, seed: 2026 });
  const handlers: Handlers = allHandlers(state, new Sessions(), () => new Date(), seededRandom(1));
  const admin = state.accounts.find((account) => account.user.role === 'administrator')!;
  const call = <K extends OperationId>(id: K, parts: Partial<Input<K>>, account: Account = admin) =>
    (handlers[id] as (input: Input<K>) => { status: number; body: unknown })({
      query: {},
      accept: '',
      images: {},
      account,
      ...parts,
    } as Input<K>);
  return { state, call, admin };
}

describe('copyState', () => {
  it('keeps a copy unchanged through every kind of write', async () => {
    const { state, call, admin } = world();
    const copy = copyState(state);
    const soon = await copyStateSoon(state);
    const reference = structuredClone(copy);

    // A visit (progress, visits, points, scans, audit), its reversal (the audit entry's reversal).
    const open = [...state.participations.values()].flat().find((p) => {
      const mission = state.mission(p.missionId)!;
      return (
        !p.unassignedByAdmin &&
        new Date(mission.dueDate) > new Date() &&
        (mission.visitLimit ?? Infinity) > p.progress
      );
    })!;
    const mission = state.mission(open.missionId)!;
    const visit = mission.category.code === 1 ? 'recordVisit' : 'recordPointVisit';
    const path = { userId: open.userId, missionId: open.missionId };
    expect(call(visit, { path } as Partial<Input<typeof visit>>).status).toBe(200);
    const seeded = state.scans[0]!;
    const reversed = call('reverseVisit', {
      path: { visitId: seeded._id },
      body: { reason: 'Recorded for the wrong member' },
    });
    expect([200, 409]).toContain(reversed.status);
    const unassigned = [...state.participations.values()].flat().find((p) => p.unassignedByAdmin);
    if (unassigned)
      call('reassignMember', {
        path: { userId: unassigned.userId, missionId: unassigned.missionId },
      } as Partial<Input<'reassignMember'>>);
    // The account's own changes, a redemption, a message, a points adjustment, a banner deleted.
    expect(
      call('changeAdminPassword', {
        body: { currentPassword: admin.password, newPassword: 'a-much-longer-new-passphrase-42' },
      }).status,
    ).toBe(200);
    call('updateAdminMe', { body: { fullName: 'Renamed Admin' } } as Partial<
      Input<'updateAdminMe'>
    >);
    const rich = state.members.find((m) => m.points >= 5000) ?? state.members[0]!;
    call('redeemReward', { body: { userId: rich._id, rewardId: state.rewards[0]!._id } });
    call('sendBroadcast', { body: { body: 'After the copy.' } } as Partial<Input<'sendBroadcast'>>);
    call('createPointsAdjustment', {
      path: { userId: rich._id },
      body: { amount: 25, reason: 'goodwill' },
    } as Partial<Input<'createPointsAdjustment'>>);
    call('deleteAdvertisement', { path: { adId: state.advertisements[0]!._id } } as Partial<
      Input<'deleteAdvertisement'>
    >);

    expect(structuredClone(copy)).toEqual(reference);
    expect(structuredClone(soon)).toEqual(reference);
    expect(structuredClone(state)).not.toEqual(reference);
    // The copy is a working State: its indexes answer.
    expect(copy.member(rich._id)).toEqual(reference.members.find((m) => m._id === rich._id));
    expect(copy.audit.ofMember(rich._id).length).toBeLessThan(
      state.audit.ofMember(rich._id).length,
    );
  });
});
