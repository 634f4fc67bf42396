// A broadcast's audience and channel as the send dialog holds them, and its reach as the admin
// reads it.
import type { components } from '@generated/api';
import { TIERS } from '@/lib/membership-tiers';

type Schemas = components['schemas'];
export type MarketingChannel = Schemas['MarketingChannel'];
export type BroadcastAudience = Schemas['BroadcastAudience'];
export type AudienceShown = Schemas['BroadcastAudienceShown'];
export type BroadcastReach = Schemas['BroadcastReach'];
type Tier = Schemas['MembershipTier'];

/** The channels a broadcast can go by, the specification's (app notifications) first. */
export const CHANNELS = [
  'push',
  'email',
  'sms',
  'whatsapp',
] as const satisfies readonly MarketingChannel[];
/** The specification's broadcast: an app notification to all members. */
export const DEFAULT_CHANNEL: MarketingChannel = 'push';

/**
 * The audience as one text, the reach operation's form: `all`, `view:<id>` or `tier:<tier>`
 * (a select's value and the reach query's parameter).
 */
export type AudienceChoice = 'all' | `view:${string}` | `tier:${Tier}`;
export const ALL: AudienceChoice = 'all';

export const viewChoice = (viewId: string): AudienceChoice => `view:${viewId}`;
export const tierChoice = (tier: Tier): AudienceChoice => `tier:${tier}`;
export const TIER_CHOICES = TIERS.map(tierChoice);

/** The send's optional fields: none for all members by app notification (the specification's send). */
export function sendFields(
  choice: AudienceChoice,
  channel: MarketingChannel,
): { audience?: BroadcastAudience; channel?: MarketingChannel } {
  const [kind, value = ''] = choice.split(':');
  const audience: BroadcastAudience | undefined =
    kind === 'view'
      ? { kind: 'view', viewId: value }
      : kind === 'tier'
        ? { kind: 'tier', tier: value as Tier }
        : undefined;
  return {
    ...(audience ? { audience } : {}),
    ...(channel === DEFAULT_CHANNEL ? {} : { channel }),
  };
}

/** A message's audience as sent, as the dialog holds it (all members when it has none). */
export function choiceOf(shown: AudienceShown | undefined): AudienceChoice {
  if (shown?.kind === 'view' && shown.viewId) return viewChoice(shown.viewId);
  if (shown?.kind === 'tier' && shown.tier) return tierChoice(shown.tier);
  return ALL;
}

/**
 * A change of a scheduled message's audience or channel: both said outright (all members too),
 * since an update leaves alone what it does not send.
 */
export function updateFields(
  choice: AudienceChoice,
  channel: MarketingChannel,
): { audience: BroadcastAudience; channel: MarketingChannel } {
  return { audience: sendFields(choice, channel).audience ?? { kind: 'all' }, channel };
}

/** How many were left out in all. */
export const leftOutOf = ({ leftOut }: BroadcastReach) =>
  leftOut.noConsent + leftOut.noContact + leftOut.anonymised;

/** The reasons members were left out, each with its count, only those that apply. */
export function leftOutReasons(
  reach: BroadcastReach,
): { reason: 'noConsent' | 'noContact' | 'anonymised'; count: number }[] {
  return (['noConsent', 'noContact', 'anonymised'] as const)
    .map((reason) => ({ reason, count: reach.leftOut[reason] }))
    .filter(({ count }) => count > 0);
}
