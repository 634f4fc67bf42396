import dayjs from 'dayjs';
import { describe, expect, it } from 'vitest';
import { dayjsLocaleFor, dayjsLocaleName } from './dayjs-locale';

describe('dayjsLocaleName', () => {
  it('takes the region’s dayjs locale where there is one, else the language’s', () => {
    expect(dayjsLocaleName('en-GB')).toBe('en-gb');
    expect(dayjsLocaleName('en-US')).toBe('en');
    expect(dayjsLocaleName('en')).toBe('en');
    expect(dayjsLocaleName('pt-BR')).toBe('pt-br');
    expect(dayjsLocaleName('pt')).toBe('pt');
    expect(dayjsLocaleName('ja-JP')).toBe('ja');
    expect(dayjsLocaleName('zh')).toBe('zh-cn');
    expect(dayjsLocaleName('zh-TW')).toBe('zh-tw');
    expect(dayjsLocaleName('ar')).toBe('ar');
    expect(dayjsLocaleName('ar-AE')).toBe('ar');
    expect(dayjsLocaleName('ar-SA')).toBe('ar-sa');
  });

  it('falls back to English for a language it does not know', () => {
    expect(dayjsLocaleName('xx')).toBe('en');
    expect(dayjsLocaleName('not a locale')).toBe('en');
  });
});

describe('dayjsLocaleFor', () => {
  it('loads the locale: en-GB writes DD/MM/YYYY, Arabic names April أبريل', async () => {
    expect(await dayjsLocaleFor('en-GB')).toBe('en-gb');
    expect(dayjs.Ls['en-gb']?.formats.L).toBe('DD/MM/YYYY');
    expect(await dayjsLocaleFor('en-US')).toBe('en');
    expect(await dayjsLocaleFor('ar')).toBe('ar');
    expect(
      dayjs(new Date(1990, 3, 15))
        .locale('ar')
        .format('MMMM'),
    ).toBe('أبريل');
    expect(await dayjsLocaleFor('ja')).toBe('ja');
  });
});
