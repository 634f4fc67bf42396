import type { TFunction } from 'i18next';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { fetchMissionsCsv, fetchParticipantsCsv } from '@/api/missions';
import { dateFormat } from '@/i18n/dates';
import { downloadCsv, parseCsv } from '@/lib/csv';
import { exportMissions, exportParticipants } from './export-files';

vi.mock('@/api/missions', () => ({ fetchMissionsCsv: vi.fn(), fetchParticipantsCsv: vi.fn() }));
vi.mock('@/lib/csv', async (original) => ({
  ...(await original<typeof import('@/lib/csv')>()),
  downloadCsv: vi.fn(),
}));

const t = ((key: string) => key) as unknown as TFunction;
const format = dateFormat('en-GB');
const written = () => parseCsv(vi.mocked(downloadCsv).mock.calls[0]![1]);

beforeEach(() => vi.mocked(downloadCsv).mockClear());

describe('the missions files', () => {
  it('writes a mission name that starts a formula as text, and negative numbers as numbers', async () => {
    // A back end that does not neutralise its cells, and one number out of the usual range.
    vi.mocked(fetchMissionsCsv).mockResolvedValue(
      'id,name,category,type,pointsReward,visitLimit,dueDate,participants,completed\r\n' +
        'm1,"=HYPERLINK(""https://evil.example"",""Open"")",1,VisitBased,-50,2,2099-04-30,1280,0\r\n',
    );
    await exportMissions({}, t, format);
    const [, row] = written();
    expect(row?.[1]).toBe(`'=HYPERLINK("https://evil.example","Open")`);
    expect(row?.[4]).toBe('-50');
    expect(row?.[7]).toBe('1,280');
  });

  it("writes a participant's name and member id that start a formula as text", async () => {
    vi.mocked(fetchParticipantsCsv).mockResolvedValue(
      'userId,fullName,memberId,progress,visitLimit,lastVisitAt,completed,unassigned\r\n' +
        'u1,@SUM(1+9),\t=1+2,1,2,,false,false\r\n',
    );
    await exportParticipants('m1', {}, t, format);
    const [, row] = written();
    expect(row?.slice(1, 3)).toEqual(["'@SUM(1+9)", "'\t=1+2"]);
  });
});
