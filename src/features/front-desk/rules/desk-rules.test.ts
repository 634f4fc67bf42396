import { describe, expect, it } from 'vitest';
import {
  missionKindOf,
  missionForKey,
  recentVisit,
  settledMatch,
  startsNewScan,
  strayKey,
  undoSecondsLeft,
  type DeskMission,
  type LookupMatch,
} from './desk-rules';

const mission = (n: number, lastVisit?: DeskMission['lastVisit']): DeskMission => ({
  missionId: n.toString(16).padStart(24, '0'),
  name: `Mission ${n}`,
  category: { name: 'Visit', code: 1 },
  type: 'VisitBased',
  progress: 1,
  visitLimit: 5,
  pointsReward: 100,
  ...(lastVisit ? { lastVisit } : {}),
});

const at = Date.parse('2026-11-26T10:00:00Z');
const visit = (minutesAgo: number) => ({
  visitId: '72'.padEnd(24, '0'),
  at: new Date(at - minutesAgo * 60_000).toISOString(),
  by: { _id: '71'.padEnd(24, '0'), fullName: 'Amelia Clarke' },
});

describe('missionForKey', () => {
  const missions = [mission(1), mission(2), mission(3)];
  it('picks the mission of a number key, 1 to 9', () => {
    expect(missionForKey('1', missions)?.name).toBe('Mission 1');
    expect(missionForKey('3', missions)?.name).toBe('Mission 3');
  });
  it('picks nothing for 0, a number past the list, or another key', () => {
    expect(missionForKey('0', missions)).toBeUndefined();
    expect(missionForKey('4', missions)).toBeUndefined();
    expect(missionForKey('a', missions)).toBeUndefined();
    expect(missionForKey('Enter', missions)).toBeUndefined();
  });
  it('numbers only the first nine', () => {
    const many = Array.from({ length: 12 }, (_, i) => mission(i + 1));
    expect(missionForKey('9', many)?.name).toBe('Mission 9');
  });
});

describe('missionKindOf', () => {
  it('records a visit mission by the visit operation and any other by the points one', () => {
    expect(missionKindOf({ category: { code: 1 } } as never)).toBe('visit');
    expect(missionKindOf({ category: { code: 2 } } as never)).toBe('point');
  });
});

describe('startsNewScan', () => {
  it('is any printable key but the card’s mission numbers', () => {
    expect(startsNewScan('L', 3)).toBe(true);
    expect(startsNewScan('0', 3)).toBe(true);
    expect(startsNewScan('+', 3)).toBe(true);
    expect(startsNewScan('4', 3)).toBe(true);
    expect(startsNewScan('2', 3)).toBe(false);
    expect(startsNewScan('Enter', 3)).toBe(false);
    expect(startsNewScan('Shift', 3)).toBe(false);
    expect(startsNewScan(' ', 3)).toBe(false);
  });
});

describe('recentVisit (the duplicate guard)', () => {
  it('finds a visit within the window, in whole minutes, with who recorded it', () => {
    expect(recentVisit(mission(1, visit(3.5)), at, 10)).toEqual({
      minutes: 3,
      by: 'Amelia Clarke',
    });
    expect(recentVisit(mission(1, visit(0.2)), at, 10)?.minutes).toBe(0);
  });
  it('lets a visit past the window, no visit, or a guard turned off through', () => {
    expect(recentVisit(mission(1, visit(10)), at, 10)).toBeUndefined();
    expect(recentVisit(mission(1), at, 10)).toBeUndefined();
    expect(recentVisit(mission(1, visit(1)), at, 0)).toBeUndefined();
  });
  it('treats a server clock slightly ahead as just now', () => {
    expect(recentVisit(mission(1, visit(-0.5)), at, 10)?.minutes).toBe(0);
  });
});

describe('settledMatch', () => {
  const match = (n: number, exact: boolean): LookupMatch => ({
    member: { _id: n.toString(16).padStart(24, '0'), points: 0 },
    matchedBy: 'memberId',
    exact,
    missions: [],
  });
  it('settles on the only match, or the only exact one', () => {
    expect(settledMatch([match(1, false)])?.member._id).toBe(match(1, false).member._id);
    expect(settledMatch([match(1, true), match(2, false)])?.member._id).toBe(
      match(1, true).member._id,
    );
  });
  it('leaves a choice when several match alike, and nothing when none', () => {
    expect(settledMatch([match(1, false), match(2, false)])).toBeUndefined();
    expect(settledMatch([match(1, true), match(2, true)])).toBeUndefined();
    expect(settledMatch([])).toBeUndefined();
  });
});

describe('undoSecondsLeft', () => {
  it('counts down 30 seconds from the recording', () => {
    expect(undoSecondsLeft(at, at)).toBe(30);
    expect(undoSecondsLeft(at, at + 29_100)).toBe(1);
    expect(undoSecondsLeft(at, at + 30_000)).toBe(0);
    // A clock read before the visit was recorded still shows the whole window, no more.
    expect(undoSecondsLeft(at, at - 5_000)).toBe(30);
  });
});

describe('strayKey', () => {
  const inside = (html: string, selector: string) => {
    document.body.innerHTML = html;
    return document.querySelector(selector);
  };
  it('takes a key that lands on the page, a button or a select that is closed', () => {
    expect(strayKey(document.body)).toBe(true);
    expect(strayKey(document)).toBe(true);
    expect(strayKey(inside('<main><button>Undo</button></main>', 'button'))).toBe(true);
    expect(strayKey(inside('<div role="combobox" tabindex="0"></div>', 'div'))).toBe(true);
  });
  it('leaves a key typed into a field, or inside a dialog or an open menu', () => {
    expect(strayKey(inside('<form><input></form>', 'input'))).toBe(false);
    expect(strayKey(inside('<textarea></textarea>', 'textarea'))).toBe(false);
    expect(strayKey(inside('<div role="dialog"><button>OK</button></div>', 'button'))).toBe(false);
    expect(strayKey(inside('<ul role="menu"><li tabindex="0">Off</li></ul>', 'li'))).toBe(false);
    expect(strayKey(inside('<div class="MuiModal-root"><ul><li>5</li></ul></div>', 'li'))).toBe(
      false,
    );
  });
});
