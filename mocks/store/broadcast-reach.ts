// A broadcast's audience and reach: who an audience holds (all members, a saved members view, a
// membership tier) and which of them a message on a channel reaches. A member is reached when
// they are not anonymised, have a contact for the channel and consented to marketing on it; the
// others are left out under the first reason that applies (anonymised, no contact, no consent).
import type { components } from '../../generated/api';
import { memberTest, type MemberSelection } from './member-filters.ts';
import type { MarketingChannel } from './privacy.ts';
import type { State } from './state.ts';
import type { Account, Member } from './types.ts';

type Schemas = components['schemas'];
export type BroadcastAudience = Schemas['BroadcastAudience'];
export type AudienceShown = Schemas['BroadcastAudienceShown'];
export type BroadcastReach = Schemas['BroadcastReach'];
type MembershipTier = Schemas['MembershipTier'];

/** The channel of the specification's broadcast (an app notification, /api/notification). */
export const BROADCAST_CHANNEL: MarketingChannel = 'push';

/** Whether the member has a contact the channel can use (every member has the app). */
function hasContact(member: Member, channel: MarketingChannel): boolean {
  if (channel === 'email') return Boolean(member.email);
  if (channel === 'sms') return Boolean(member.phoneNumber);
  if (channel === 'whatsapp') return Boolean(member.whatsAppNumber);
  return true;
}

export type Resolved =
  | { ok: true; shown: AudienceShown; members: (member: Member, index: number) => boolean }
  | { ok: false };

/** The query's form of an audience (`all`, `view:<id>`, `tier:<tier>`) as the send's. */
export function audienceOfQuery(text: string | undefined): BroadcastAudience {
  const [kind, value = ''] = (text ?? 'all').split(':');
  if (kind === 'view') return { kind, viewId: value };
  if (kind === 'tier') return { kind, tier: value as MembershipTier };
  return { kind: 'all' };
}

/**
 * Which members the audience holds (anonymised ones included, so they can be counted as left
 * out). A view must be a members view the caller may see, else it is unknown.
 */
export function resolveAudience(
  state: State,
  audience: BroadcastAudience | undefined,
  account: Account | undefined,
  now: Date,
): Resolved {
  if (!audience || audience.kind === 'all')
    return { ok: true, shown: { kind: 'all' }, members: () => true };
  if (audience.kind === 'tier') {
    const wanted = audience.tier.toLowerCase();
    return {
      ok: true,
      shown: { kind: 'tier', tier: audience.tier },
      members: (member) => member.membership?.toLowerCase() === wanted,
    };
  }
  const view = state.savedViews.find(
    (v) =>
      v._id === audience.viewId &&
      v.list === 'members' &&
      (v.shared || v.owner._id === account?.user._id),
  );
  if (!view) return { ok: false };
  const test = memberTest(state, view.filters as MemberSelection, now);
  return {
    ok: true,
    shown: { kind: 'view', viewId: view._id, viewName: view.name },
    // The view's filters never select an anonymised member; the audience still counts those
    // its filters would select, as left out.
    members: (member, index) =>
      test(member.anonymisedAt ? { ...member, anonymisedAt: undefined } : member, index),
  };
}

/** How many members the audience holds, reaches on the channel, and leaves out by reason. */
export function reachOf(
  state: State,
  members: (member: Member, index: number) => boolean,
  channel: MarketingChannel,
): BroadcastReach {
  const reach: BroadcastReach = {
    members: 0,
    reached: 0,
    leftOut: { noConsent: 0, noContact: 0, anonymised: 0 },
  };
  state.members.forEach((member, index) => {
    if (!members(member, index)) return;
    reach.members += 1;
    if (member.anonymisedAt) reach.leftOut.anonymised += 1;
    else if (!hasContact(member, channel)) reach.leftOut.noContact += 1;
    else if (!state.consentsOf(member).some((c) => c.channel === channel && c.granted))
      reach.leftOut.noConsent += 1;
    else reach.reached += 1;
  });
  return reach;
}
