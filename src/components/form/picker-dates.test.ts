import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import dayjs from 'dayjs';
import { dayjsLocaleFor } from '@/i18n/dayjs-locale';
import { fromPickerValue, PART_TYPED_DATE, toPickerValue } from './picker-dates';

describe('picker dates', () => {
  it('shows the stored day and gives back the same day, in every locale', async () => {
    for (const dateLocale of ['en', 'en-GB', 'ar', 'zh', 'fr']) {
      const locale = await dayjsLocaleFor(dateLocale);
      const value = toPickerValue('1990-04-15')?.locale(locale) ?? null;
      expect(value?.date()).toBe(15);
      expect(fromPickerValue(value)).toBe('1990-04-15');
    }
  });

  it('round-trips any day from year 1 to 9999', () => {
    fc.assert(
      fc.property(
        fc
          .date({
            min: new Date('0001-01-01T00:00:00Z'),
            max: new Date('9999-12-31T00:00:00Z'),
            noInvalidDate: true,
          })
          .map((date) => date.toISOString().slice(0, 10)),
        (day) => fromPickerValue(toPickerValue(day)) === day,
      ),
      { numRuns: 1000 },
    );
  });

  it('reads no date as empty, and a part-typed date as such', () => {
    expect(toPickerValue('')).toBeNull();
    expect(fromPickerValue(null)).toBe('');
    expect(fromPickerValue(dayjs('not a date'))).toBe(PART_TYPED_DATE);
    expect(toPickerValue(PART_TYPED_DATE)).toBeNull();
  });
});
