import { describe, expect, it } from 'vitest';
import { waitInWords } from './wait';

describe('waitInWords', () => {
  it('says minutes, rounded up, from a minute on', () => {
    expect(waitInWords(840, 'en-GB')).toBe('in 14 minutes');
    expect(waitInWords(841, 'en-GB')).toBe('in 15 minutes');
    expect(waitInWords(60, 'en-GB')).toBe('in 1 minute');
  });

  it('says seconds under a minute, never zero', () => {
    expect(waitInWords(45, 'en-GB')).toBe('in 45 seconds');
    expect(waitInWords(0, 'en-GB')).toBe('in 1 second');
  });

  it("uses the language's own words and plurals", () => {
    expect(waitInWords(300, 'ru')).toBe('через 5 минут');
    expect(waitInWords(120, 'de')).toBe('in 2 Minuten');
  });
});
