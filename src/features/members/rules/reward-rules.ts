import type { components } from '@generated/api';

type Member = components['schemas']['Member'];
type Reward = components['schemas']['Reward'];

export type RedeemCheck = 'memberNotLoaded' | 'notEnoughPoints' | 'ok';

/** A reward is redeemed with the member's points: the member must be loaded and have enough of them. */
export function checkRedeem(
  member: Pick<Member, 'points'> | undefined,
  reward: Pick<Reward, 'pointsRequired'>,
): RedeemCheck {
  if (!member) return 'memberNotLoaded';
  return member.points >= reward.pointsRequired ? 'ok' : 'notEnoughPoints';
}

const REDEEMED_ON = new Intl.DateTimeFormat('en-IN', {
  timeZone: 'Asia/Kolkata',
  day: '2-digit',
  month: '2-digit',
  year: '2-digit',
  hour: '2-digit',
  minute: '2-digit',
  second: '2-digit',
});

/** Redemption times as the specification fixes them: en-IN, Asia/Kolkata, whatever the UI language. */
export function formatRedeemedOn(date: string): string {
  const value = new Date(date);
  return Number.isNaN(value.getTime()) ? '-' : REDEEMED_ON.format(value);
}
