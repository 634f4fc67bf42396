import { describe, expect, it } from 'vitest';
import {
  auditQueryOf,
  DEFAULT_AUDIT_LIST,
  parseAuditList,
  withAuditList,
  withFilter,
  withPageInRange,
} from './list-params';

const ADMIN = '6650a1b2c3d4e5f6a7b8c9d0';

describe('the audit log in the address', () => {
  it('reads an empty address as the first page, unfiltered', () => {
    expect(parseAuditList(new URLSearchParams())).toEqual(DEFAULT_AUDIT_LIST);
  });

  it('reads every filter, and drops the invalid ones', () => {
    const good = new URLSearchParams(
      `actor=${ADMIN}&action=mission.created&entity=mission&from=2026-11-01&to=2026-11-22&page=3&limit=50`,
    );
    expect(parseAuditList(good)).toEqual({
      page: 3,
      limit: 50,
      actor: ADMIN,
      action: 'mission.created',
      entity: 'mission',
      from: '2026-11-01',
      to: '2026-11-22',
    });
    const bad = new URLSearchParams(
      'actor=nobody&action=mission.exploded&entity=planet&from=2026-02-30&to=22/11/2026&page=-1&limit=7',
    );
    expect(parseAuditList(bad)).toEqual(DEFAULT_AUDIT_LIST);
  });

  it('reads days the wrong way round the right way round', () => {
    const list = parseAuditList(new URLSearchParams('from=2026-11-22&to=2026-11-01'));
    expect(list).toMatchObject({ from: '2026-11-01', to: '2026-11-22' });
  });

  it('writes only what differs from the defaults, keeping other parameters', () => {
    const list = { ...DEFAULT_AUDIT_LIST, action: 'reward.updated' as const, page: 2 };
    const next = withAuditList(new URLSearchParams('lang=fr&limit=50'), list);
    expect(next.toString()).toBe('lang=fr&action=reward.updated&page=2');
    expect(parseAuditList(next)).toEqual(list);
  });

  it('starts again from the first page on a new filter, and clears one', () => {
    const list = { ...DEFAULT_AUDIT_LIST, page: 4, actor: ADMIN };
    expect(withFilter(list, { entity: 'reward' })).toEqual({
      ...DEFAULT_AUDIT_LIST,
      actor: ADMIN,
      entity: 'reward',
    });
    expect(withFilter(list, { actor: undefined })).toEqual(DEFAULT_AUDIT_LIST);
  });

  it('asks the server for the page, or for every page when exporting', () => {
    const list = { ...DEFAULT_AUDIT_LIST, page: 2, from: '2026-11-01' };
    expect(auditQueryOf(list)).toEqual({ page: 2, limit: 10, from: '2026-11-01' });
    expect(auditQueryOf(list, false)).toEqual({ from: '2026-11-01' });
  });

  it('keeps the page within the filtered total', () => {
    expect(withPageInRange({ ...DEFAULT_AUDIT_LIST, page: 9 }, 25).page).toBe(3);
    expect(withPageInRange({ ...DEFAULT_AUDIT_LIST, page: 9 }, 0).page).toBe(1);
  });
});
