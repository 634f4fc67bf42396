// @vitest-environment node
import { describe, expect, it } from 'vitest';
import { roundsOf } from './screen-loads.mjs';

const page = { sent: 0, arrived: 50, document: true, issuer: true };

describe('roundsOf', () => {
  it('counts what the page names itself as round 1, and what its scripts ask for after', () => {
    const entry = { sent: 60, arrived: 300, issuer: true };
    const screen = { sent: 61, arrived: 320, issuer: true };
    const words = { sent: 62, arrived: 200, issuer: false };
    const data = { sent: 400, arrived: 500, issuer: false };
    expect(roundsOf([page, entry, screen, words])).toBe(1);
    expect(roundsOf([page, entry, screen, words, data])).toBe(2);
  });

  it("adds a round for each script that had to arrive before the next was asked for", () => {
    const entry = { sent: 60, arrived: 300, issuer: true };
    const route = { sent: 310, arrived: 600, issuer: true };
    const words = { sent: 311, arrived: 400, issuer: false };
    const data = { sent: 700, arrived: 800, issuer: false };
    expect(roundsOf([data, words, route, entry, page])).toBe(3);
  });

  it('ignores answers that are not scripts: data does not ask for more', () => {
    const entry = { sent: 60, arrived: 300, issuer: true };
    const data = { sent: 310, arrived: 350, issuer: false };
    const more = { sent: 360, arrived: 380, issuer: false };
    expect(roundsOf([page, entry, data, more])).toBe(2);
  });
});
