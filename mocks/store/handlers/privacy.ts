// A member's data: marketing consent per channel (read, and changes staff record with a reason),
// everything held about a member exported in one document, and a member anonymised for good.
import { CHANNELS, forgetting } from '../privacy.ts';
import type { State } from '../state.ts';
import type { Account, Handler, Member } from '../types.ts';
import { fail, ok } from './errors.ts';

const CHANNEL_NAMES = {
  email: 'e-mail',
  sms: 'SMS',
  whatsapp: 'WhatsApp',
  push: 'app notifications',
};

/** Who recorded a change: the signed-in account. */
const recorder = (account: Account | undefined) => ({
  _id: account?.user._id ?? '000000000000000000000000',
  fullName: account?.user.fullName ?? 'Administrator',
});

export function privacyHandlers(state: State, now: () => Date) {
  const getMemberConsents: Handler<'getMemberConsents'> = ({ path }) => {
    const member = state.member(path.userId);
    if (!member) return fail(404, 'User not found');
    return ok({ userId: member._id, consents: state.consentsOf(member) });
  };

  const recordConsentChange: Handler<'recordConsentChange'> = ({ path, body, account }) => {
    const member = state.member(path.userId);
    if (!member) return fail(404, 'User not found');
    const reason = body.reason.trim();
    if (!reason) return fail(400, 'A reason is required to change consent');
    if (member.anonymisedAt)
      return fail(409, 'Member anonymised', 'An anonymised member has no consent to record.');
    const consents = state.consentsOf(member);
    const current = consents.find((c) => c.channel === body.channel);
    if (current?.granted === body.granted)
      return fail(
        409,
        'Consent already recorded',
        `The member's consent for ${CHANNEL_NAMES[body.channel]} is already recorded as ${body.granted ? 'given' : 'not given'}.`,
      );
    const changed = consents.map((c) =>
      c.channel === body.channel
        ? {
            channel: c.channel,
            granted: body.granted,
            at: now().toISOString(),
            source: body.source,
            recordedBy: recorder(account),
            reason,
          }
        : c,
    );
    state.consents.set(member._id, changed);
    return ok({ userId: member._id, consents: changed });
  };

  const exportMemberData: Handler<'exportMemberData'> = ({ path, account }) => {
    const member = state.member(path.userId);
    if (!member) return fail(404, 'User not found');
    const missions = state.joined(member._id).flatMap((place) => {
      const mission = state.mission(place.missionId);
      return mission
        ? [
            {
              missionId: mission._id,
              name: mission.name,
              progress: place.progress,
              unassignedByAdmin: place.unassignedByAdmin,
              visits: [...place.visits],
            },
          ]
        : [];
    });
    return ok({
      exportedAt: now().toISOString(),
      exportedBy: recorder(account),
      member,
      consents: state.consentsOf(member),
      missions,
      redemptions: state.history(member._id),
      pointsAdjustments: state.adjustmentsOf(member._id),
      auditEntries: [...state.audit.ofMember(member._id)],
    });
  };

  const anonymiseMember: Handler<'anonymiseMember'> = ({ path, body }) => {
    const member = state.member(path.userId);
    if (!member) return fail(404, 'User not found');
    if (member.anonymisedAt) return fail(409, 'Member already anonymised');
    const confirmation = member.memberId || member._id;
    if (body.memberId.trim().toLowerCase() !== confirmation.toLowerCase())
      return fail(400, 'The member ID does not match', `Type ${confirmation} to confirm.`);
    const at = now().toISOString();
    // Only what statistics need stays: no name, contact, photo, birthday, gender or referral code.
    const { _id, memberId, membership, points, signupMethod, createdAt } = member;
    const anonymised: Member = {
      _id,
      points,
      signupMethod,
      ...(memberId ? { memberId } : {}),
      ...(membership ? { membership } : {}),
      ...(createdAt ? { createdAt } : {}),
      updatedAt: at,
      anonymisedAt: at,
    };
    state.replaceMember(member, anonymised);
    if (member.profilePhoto) state.images.remove(member.profilePhoto);
    state.consents.set(
      _id,
      CHANNELS.map((channel) => ({ channel, granted: false })),
    );
    // What named them elsewhere names them by their member ID now.
    const personal = [member.fullName, member.email, member.phoneNumber, member.whatsAppNumber];
    state.audit.forget(_id, personal, confirmation);
    const scrub = forgetting(personal, confirmation);
    for (const adjustment of state.adjustmentsOf(_id))
      if (adjustment.note) state.putAdjustment({ ...adjustment, note: scrub(adjustment.note) });
    for (const [index, request] of state.approvals.entries())
      if (request.userId === _id) state.approvals[index] = { ...request, memberName: confirmation };
    return ok(anonymised);
  };

  return { getMemberConsents, recordConsentChange, exportMemberData, anonymiseMember };
}
