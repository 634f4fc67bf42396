import type { TFunction } from 'i18next';
import { describe, expect, it, vi } from 'vitest';
import { fetchRedemptionsCsv } from '@/api/rewards';
import { dateFormat } from '@/i18n/dates';
import { downloadCsv, parseCsv } from '@/lib/csv';
import { exportRedemptions } from './export-redemptions';

vi.mock('@/api/rewards', () => ({ fetchRedemptionsCsv: vi.fn() }));
vi.mock('@/lib/csv', async (original) => ({
  ...(await original<typeof import('@/lib/csv')>()),
  downloadCsv: vi.fn(),
}));

describe('the redemptions file', () => {
  it("writes a member's name that starts a formula as text, and the points as a number", async () => {
    vi.mocked(fetchRedemptionsCsv).mockResolvedValue(
      'userId,fullName,memberId,pointsUsed,code,redeemedAt\r\n' +
        'u1,-2+3+SUM(A1:A9),LC-1,-50,+CODE,2026-11-20T10:00:00.000Z\r\n',
    );
    await exportRedemptions(
      'r1',
      ((key: string) => key) as unknown as TFunction,
      dateFormat('en-GB'),
    );
    const [, row] = parseCsv(vi.mocked(downloadCsv).mock.calls[0]![1]);
    expect(row?.[1]).toBe("'-2+3+SUM(A1:A9)");
    expect(row?.[3]).toBe('-50');
    expect(row?.[4]).toBe("'+CODE");
  });
});
