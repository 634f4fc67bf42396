import type { TFunction } from 'i18next';
import { describe, expect, it, vi } from 'vitest';
import { fetchStaffCsv } from '@/api/staff';
import { dateFormat } from '@/i18n/dates';
import { downloadCsv, parseCsv } from '@/lib/csv';
import { exportStaff } from './export-file';

vi.mock('@/api/staff', () => ({ fetchStaffCsv: vi.fn() }));
vi.mock('@/lib/csv', async (original) => ({
  ...(await original<typeof import('@/lib/csv')>()),
  downloadCsv: vi.fn(),
}));

describe('the staff file', () => {
  it('asks for the searched list, names the columns and values in words, and keeps a formula as text', async () => {
    vi.mocked(fetchStaffCsv).mockResolvedValue(
      'id,fullName,email,role,active,lastSignInAt,mustChangePassword\r\n' +
        '"u1","=HYPERLINK(""https://evil.example"")",a@b.co,front-desk,false,,true\r\n',
    );
    const t = ((key: string) => `<${key}>`) as unknown as TFunction;
    await exportStaff({ search: 'ada', sort: 'email' }, t, dateFormat('en-GB'));
    expect(fetchStaffCsv).toHaveBeenCalledWith({ search: 'ada', sort: 'email' });
    const [name, text] = vi.mocked(downloadCsv).mock.calls[0]!;
    expect(name).toMatch(/^staff-\d{4}-\d{2}-\d{2}\.csv$/);
    const [header, row] = parseCsv(text);
    expect(header).toEqual([
      '<csv.id>',
      '<columns.name>',
      '<columns.email>',
      '<columns.role>',
      '<columns.status>',
      '<columns.lastSignIn>',
      '<csv.mustChangePassword>',
    ]);
    expect(row).toEqual([
      'u1',
      `'=HYPERLINK("https://evil.example")`,
      'a@b.co',
      '<common:roles.front-desk>',
      '<status.deactivated>',
      '',
      '<csv.yes>',
    ]);
  });
});
