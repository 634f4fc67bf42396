import { describe, expect, it } from 'vitest';
import { localizedCsv, parseCsv, writeCsv } from './csv';

describe('CSV', () => {
  it('reads quoted fields, doubled quotes and CRLF, and writes them back', () => {
    const text = 'id,name\r\n1,"Eye, Check ""Plus"""\r\n2,ليلى\r\n';
    const rows = parseCsv(text);
    expect(rows).toEqual([
      ['id', 'name'],
      ['1', 'Eye, Check "Plus"'],
      ['2', 'ليلى'],
    ]);
    expect(writeCsv(rows)).toBe(text);
  });

  it('translates the header and formats values the admin’s way', () => {
    const out = localizedCsv('dueDate,participants\n2026-12-20,1280\n', {
      dueDate: { title: 'Due date', format: (v) => v.split('-').reverse().join('/') },
      participants: { title: 'Participants', format: (v) => Number(v).toLocaleString('en-GB') },
    });
    expect(out).toBe('Due date,Participants\r\n20/12/2026,"1,280"\r\n');
  });

  it('writes a cell a spreadsheet would run as text, also one the server sent as it is', () => {
    expect(writeCsv([['=1+2', '-50', '@x']])).toBe("'=1+2,-50,'@x\r\n");
    const out = localizedCsv('name,points\r\n"=HYPERLINK(""https://evil.example"")",-50\r\n', {
      name: { title: 'Name' },
      points: { title: 'Points', format: (v) => Number(v).toLocaleString('en-GB') },
    });
    expect(parseCsv(out)).toEqual([
      ['Name', 'Points'],
      ['\'=HYPERLINK("https://evil.example")', '-50'],
    ]);
  });
});
