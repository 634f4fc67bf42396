import { describe, expect, it } from 'vitest';
import { formatPoints, numberLocale, orNotAvailable, profilePath } from './member-display';

describe('orNotAvailable', () => {
  it('shows a value as it is', () => {
    expect(orNotAvailable('ليلى حداد', 'N/A')).toBe('ليلى حداد');
  });

  it('shows N/A for a missing, empty or blank value', () => {
    expect(orNotAvailable(undefined, 'N/A')).toBe('N/A');
    expect(orNotAvailable('', 'N/A')).toBe('N/A');
    expect(orNotAvailable('   ', 'N/A')).toBe('N/A');
  });
});

describe('formatPoints', () => {
  it('groups digits the language’s way', () => {
    expect(formatPoints(5400, 'en')).toBe('5,400');
    expect(formatPoints(0, 'en')).toBe('0');
    expect(formatPoints(1280, 'de')).toBe('1.280');
  });

  it('writes Arabic (ae) numbers as ar does', () => {
    expect(numberLocale('ae')).toBe('ar');
    expect(formatPoints(5400, 'ae')).toBe((5400).toLocaleString('ar'));
  });

  it('falls back to English without a language', () => {
    expect(numberLocale(undefined)).toBe('en');
  });
});

describe('profilePath', () => {
  it('opens the member’s profile', () => {
    expect(profilePath('64b7f0c2a1e4d5f6a7b8c901')).toBe(
      '/apps/list/view/64b7f0c2a1e4d5f6a7b8c901',
    );
  });
});
