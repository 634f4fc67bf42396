import { describe, expect, it } from 'vitest';
import type { TFunction } from 'i18next';
import { bulkSummary } from './run-bulk';
import { tickedIn } from './use-bulk-actions';

const rows = [{ _id: 'a' }, { _id: 'b' }, { _id: 'c' }];

describe('tickedIn', () => {
  it('names the rows ticked one by one, kept from other pages too', () => {
    expect(tickedIn({ type: 'include', ids: new Set(['b', 'z']) }, rows)).toEqual(['b', 'z']);
  });

  it('reads the header checkbox ("all but these") as the rows of the page shown', () => {
    expect(tickedIn({ type: 'exclude', ids: new Set(['b']) }, rows)).toEqual(['a', 'c']);
    expect(tickedIn({ type: 'exclude', ids: new Set() }, rows)).toEqual(['a', 'b', 'c']);
  });
});

describe('bulkSummary', () => {
  const english: Record<string, string> = {
    'done.end': '{{count}} ended',
    skipped: ', {{count}} skipped',
    notDone: 'Not done:',
  };
  const t = ((key: string, options?: { count?: number }) =>
    (english[key] ?? key).replace('{{count}}', String(options?.count))) as unknown as TFunction;

  it('says what was done and what was skipped, then each skipped row and why, one a line', () => {
    const text = bulkSummary(
      {
        action: 'end',
        done: 1,
        skipped: 2,
        results: [
          { id: 'a', name: 'Flu clinic', status: 'done' },
          { id: 'b', name: 'Skin check', status: 'skipped', reason: 'Mission already ended' },
          { id: 'c', status: 'skipped', reason: 'Mission not found' },
        ],
      },
      t,
    );
    expect(text.split('\n')).toEqual([
      '1 ended, 2 skipped',
      '',
      'Not done:',
      '• Skin check: Mission already ended',
      '• c: Mission not found',
    ]);
  });

  it('says only what was done when nothing was skipped', () => {
    const result = { action: 'end', done: 2, skipped: 0, results: [] };
    expect(bulkSummary(result, t)).toBe('2 ended');
  });
});
