import { describe, expect, it } from 'vitest';
import { auditList } from './list-params';

const DEFAULT_AUDIT_LIST = auditList.defaults;
const parseAuditList = (params: URLSearchParams) => auditList.parse(params);

const ADMIN = '6650a1b2c3d4e5f6a7b8c9d0';

describe('the audit log in the address', () => {
  it('reads an empty address as the first page, unfiltered', () => {
    expect(parseAuditList(new URLSearchParams())).toEqual({ page: 1, limit: 10, search: '' });
  });

  it('reads every filter, and drops the invalid ones', () => {
    const good = new URLSearchParams(
      `actor=${ADMIN}&action=mission.created&entity=mission&from=2026-11-01&to=2026-11-22&page=3&limit=50`,
    );
    expect(parseAuditList(good)).toEqual({
      search: '',
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
    const next = auditList.write(new URLSearchParams('lang=fr&limit=50'), list);
    expect(next.toString()).toBe('lang=fr&page=2&action=reward.updated');
    expect(parseAuditList(next)).toEqual(list);
  });

  it('starts again from the first page on a new filter, and clears one', () => {
    const list = { ...DEFAULT_AUDIT_LIST, page: 4, actor: ADMIN };
    expect(auditList.withFilter(list, { entity: 'reward' })).toEqual({
      ...DEFAULT_AUDIT_LIST,
      actor: ADMIN,
      entity: 'reward',
    });
    expect(auditList.withFilter(list, { actor: undefined })).toEqual(DEFAULT_AUDIT_LIST);
    expect(auditList.withFilter(list, { actor: '' })).toEqual(DEFAULT_AUDIT_LIST);
  });

  it('asks the server for the page, or for every page when exporting', () => {
    const list = { ...DEFAULT_AUDIT_LIST, page: 2, from: '2026-11-01' };
    expect(auditList.queryOf(list)).toEqual({ page: 2, limit: 10, from: '2026-11-01' });
    expect(auditList.allPagesQueryOf(list)).toEqual({ from: '2026-11-01' });
  });
});
