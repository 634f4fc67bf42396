import { describe, expect, it } from 'vitest';
import { leftOutOf, leftOutReasons, sendFields, tierChoice, viewChoice } from './audience';

const reach = {
  members: 500,
  reached: 412,
  leftOut: { noConsent: 60, noContact: 28, anonymised: 0 },
};

describe('a broadcast audience', () => {
  it('sends nothing more than the body for all members by app notification', () => {
    expect(sendFields('all', 'push')).toEqual({});
  });

  it('sends a view, a tier and another channel as the contract says', () => {
    expect(sendFields(viewChoice('750000000000000000000002'), 'whatsapp')).toEqual({
      audience: { kind: 'view', viewId: '750000000000000000000002' },
      channel: 'whatsapp',
    });
    expect(sendFields(tierChoice('Gold'), 'push')).toEqual({
      audience: { kind: 'tier', tier: 'Gold' },
    });
  });

  it('counts those left out and names only the reasons that apply', () => {
    expect(leftOutOf(reach)).toBe(88);
    expect(leftOutReasons(reach)).toEqual([
      { reason: 'noConsent', count: 60 },
      { reason: 'noContact', count: 28 },
    ]);
  });
});
