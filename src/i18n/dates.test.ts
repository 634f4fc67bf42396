// @vitest-environment node
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { dateFormat, formatLocale } from './dates';

describe('formatLocale', () => {
  it('takes the region of a browser in the UI language', () => {
    expect(formatLocale('en', ['en-GB'])).toBe('en-GB');
    expect(formatLocale('en', ['en-US', 'en'])).toBe('en-US');
    expect(formatLocale('ja', ['ja-JP'])).toBe('ja-JP');
    expect(formatLocale('zh', ['zh-TW'])).toBe('zh-TW');
  });

  it('takes the first browser language of the UI language, skipping the others', () => {
    expect(formatLocale('en', ['fr-FR', 'en-AU', 'en-GB'])).toBe('en-AU');
    expect(formatLocale('de', ['en-GB', 'de-CH'])).toBe('de-CH');
  });

  it('keeps the UI language alone when the browser speaks another', () => {
    expect(formatLocale('en', ['ja-JP'])).toBe('en');
    expect(formatLocale('ja', ['en-GB'])).toBe('ja');
    expect(formatLocale('fr', [])).toBe('fr');
  });

  it('writes Arabic (`ae`) as ar, refined by an Arabic browser', () => {
    expect(formatLocale('ae', ['en-GB'])).toBe('ar');
    expect(formatLocale('ae', ['ar-AE', 'en'])).toBe('ar-AE');
    expect(formatLocale('ae', ['ar-EG'])).toBe('ar-EG');
    // The product's code is not Arabic to a browser.
    expect(formatLocale('en', ['ae'])).toBe('en');
  });

  it('falls back to English for a missing or unknown UI language, and skips broken tags', () => {
    expect(formatLocale(undefined, ['en-GB'])).toBe('en-GB');
    expect(formatLocale('xx', ['ja-JP'])).toBe('en');
    expect(formatLocale('en', ['', '*', 'en_GB'])).toBe('en-GB');
  });
});

describe('dateFormat', () => {
  const dateOfBirth = '1990-04-15T00:00:00.000Z';

  it('writes a calendar day in the locale’s order', () => {
    expect(dateFormat('en-GB').date(dateOfBirth)).toBe('15/04/1990');
    expect(dateFormat('en-US').date(dateOfBirth)).toBe('4/15/1990');
    expect(dateFormat('en').date('1990-04-15')).toBe('4/15/1990');
    expect(dateFormat('ja').date(dateOfBirth)).toBe('1990/4/15');
    expect(dateFormat('de').date(dateOfBirth)).toBe('15.4.1990');
    // Arabic marks each part right-to-left; Arabic-Indic digits where the region writes them.
    expect(dateFormat('ar').date(dateOfBirth)).toBe('15\u200f/4\u200f/1990');
    expect(dateFormat('ar-EG').date(dateOfBirth)).toBe('١٥\u200f/٤\u200f/١٩٩٠');
  });

  it('keeps any stored day, in any year, as its UTC date', () => {
    const format = dateFormat('en-GB');
    const two = (value: number) => String(value).padStart(2, '0');
    fc.assert(
      fc.property(
        fc.date({
          min: new Date('1900-01-01Z'),
          max: new Date('2200-12-31Z'),
          noInvalidDate: true,
        }),
        (moment) => {
          const day = [moment.getUTCDate(), moment.getUTCMonth() + 1].map(two);
          const expected = [...day, moment.getUTCFullYear()].join('/');
          expect(format.date(moment.toISOString())).toBe(expected);
          expect(format.date(moment.toISOString().slice(0, 10))).toBe(expected);
        },
      ),
      { numRuns: 1000 },
    );
  });

  it('writes a moment as the locale’s own date and time, in the local time zone', () => {
    const sent = '2026-11-21T17:30:05.000Z';
    for (const locale of ['en-GB', 'en-US', 'ar', 'ja', 'fr']) {
      expect(dateFormat(locale).dateTime(sent)).toBe(new Date(sent).toLocaleString(locale));
    }
  });

  it('shows a text that is not a date as it is', () => {
    expect(dateFormat('en-GB').date('not a date')).toBe('not a date');
    expect(dateFormat('en-GB').dateTime('')).toBe('');
  });

  it('writes numbers in the same locale', () => {
    expect(dateFormat('en-GB').number(5400)).toBe('5,400');
    expect(dateFormat('de').number(5400)).toBe('5.400');
    expect(dateFormat('en-GB').locale).toBe('en-GB');
  });
});
