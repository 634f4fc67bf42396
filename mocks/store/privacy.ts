// A member's marketing consent: per channel, given or not, when and how. The seed's consent is
// derived from the member (a fixed hash of the id, so the population's seeded numbers do not move);
// a change staff record replaces the channel's entry. Health-data consent is not kept here.
import type { components } from '../../generated/api';
import type { Member } from './types.ts';

type Schemas = components['schemas'];
export type MarketingChannel = Schemas['MarketingChannel'];
export type MarketingConsent = Schemas['MarketingConsent'];

export const CHANNELS: readonly MarketingChannel[] = ['email', 'sms', 'whatsapp', 'push'];

/** A number in [0, 1) fixed by the text (FNV-1a). */
function hashed(text: string): number {
  let h = 0x811c9dc5;
  for (let i = 0; i < text.length; i += 1) {
    h ^= text.charCodeAt(i);
    h = Math.imul(h, 0x01000193);
  }
  return (h >>> 0) / 4294967296;
}

/**
 * A moment between the member's sign-up and their last change (a share `part` of the way), to the
 * minute: seeded consent is never dated before the member existed or after the seed.
 */
function between(member: Member, part: number): string {
  const since = new Date(member.createdAt ?? '2025-01-01T00:00:00.000Z').getTime();
  const until = Math.max(since, new Date(member.updatedAt ?? since).getTime());
  const at = since + part * (until - since);
  return new Date(Math.floor(at / 60_000) * 60_000).toISOString();
}

/**
 * The seed's consent for one channel: a realistic mix. Most members with an e-mail address agreed
 * at sign-up; fewer to SMS and WhatsApp (only where they gave a number); about half allowed app
 * notifications in the app; some withdrew later in the app. Members never asked have no `at`.
 */
export function seededConsent(member: Member, channel: MarketingChannel): MarketingConsent {
  const roll = hashed(`${member._id}:${channel}`);
  const reachable = {
    email: Boolean(member.email),
    sms: Boolean(member.phoneNumber),
    whatsapp: Boolean(member.whatsAppNumber),
    push: true,
  }[channel];
  const agrees = { email: 0.7, sms: 0.45, whatsapp: 0.4, push: 0.55 }[channel];
  if (!reachable || roll >= agrees + 0.15) return { channel, granted: false };
  const source = channel === 'push' ? 'member-app' : 'sign-up';
  const given = channel === 'push' ? between(member, roll / 4) : between(member, 0);
  if (roll < agrees) return { channel, granted: true, at: given, source };
  // Agreed once, withdrew later in the app.
  return {
    channel,
    granted: false,
    at: between(member, 0.5 + roll / 4),
    source: 'member-app',
  };
}

/** Replaces each personal text (a name, an e-mail address, a number) by `label` wherever it appears. */
export function forgetting(personal: readonly (string | undefined)[], label: string) {
  const texts = personal.filter((text): text is string => Boolean(text));
  return (text: string) => texts.reduce((done, t) => done.split(t).join(label), text);
}
