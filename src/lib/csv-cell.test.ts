import { describe, expect, it } from 'vitest';
import { csvField, isFormulaCell, neutraliseCell } from './csv-cell';

describe('a CSV cell a spreadsheet cannot run', () => {
  it.each([
    ['=1+2', "'=1+2"],
    ['+1+cmd|" /C calc"!A0', `'+1+cmd|" /C calc"!A0`],
    ['-2+3', "'-2+3"],
    ['@SUM(A1:A9)', "'@SUM(A1:A9)"],
    ['\t=1+2', "'\t=1+2"],
    ['\r=1+2', "'\r=1+2"],
    ['-', "'-"],
    ['+44 20 7946 0000', "'+44 20 7946 0000"],
  ])('writes %j as text: %j', (cell, written) => {
    expect(isFormulaCell(cell)).toBe(true);
    expect(neutraliseCell(cell)).toBe(written);
  });

  it.each(['-50', '+3', '-1,280.5', '-1.280,5', '-1\u202f280', '-١٬٢٨٠', 'Eye check', "'=1", ''])(
    'keeps %j as it is (a number, or nothing a spreadsheet runs)',
    (cell) => {
      expect(isFormulaCell(cell)).toBe(false);
      expect(neutraliseCell(cell)).toBe(cell);
    },
  );

  it('quotes after neutralising, so the prefix is inside the quotes', () => {
    expect(csvField('=HYPERLINK("https://evil.example","Open")')).toBe(
      `"'=HYPERLINK(""https://evil.example"",""Open"")"`,
    );
    expect(csvField('\r=1+2')).toBe(`"'\r=1+2"`);
    expect(csvField(-50)).toBe('-50');
    expect(csvField(null)).toBe('');
    expect(csvField(true)).toBe('true');
  });

  it('leaves a neutralised cell as it is when written again', () => {
    expect(neutraliseCell(neutraliseCell('=1+2'))).toBe("'=1+2");
  });
});
