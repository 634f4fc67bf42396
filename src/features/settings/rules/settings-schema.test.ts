import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import { LANGUAGE_CODES } from '@/i18n/languages';
import { ANIMATIONS, LAYOUTS, NAVBARS, THEMES } from '@/settings/settings-atoms';
import { settingsSchema } from './settings-schema';

const RUNS = { numRuns: 1000 };

const settings = fc.record({
  theme: fc.constantFrom(...THEMES),
  language: fc.constantFrom(...LANGUAGE_CODES),
  layout: fc.constantFrom(...LAYOUTS),
  navbar: fc.constantFrom(...NAVBARS),
  animation: fc.constantFrom(...ANIMATIONS),
  semidark: fc.boolean(),
});

describe('settingsSchema', () => {
  it('accepts every combination of the specification’s values', () => {
    fc.assert(
      fc.property(settings, (values) => settingsSchema.safeParse(values).success),
      RUNS,
    );
  });

  it('refuses any value that is not one of them', () => {
    const known = {
      theme: THEMES,
      language: LANGUAGE_CODES,
      layout: LAYOUTS,
      navbar: NAVBARS,
      animation: ANIMATIONS,
    };
    fc.assert(
      fc.property(
        settings,
        fc.constantFrom<keyof typeof known>('theme', 'language', 'layout', 'navbar', 'animation'),
        fc.string(),
        (values, field, text) => {
          const allowed: readonly string[] = known[field];
          return (
            settingsSchema.safeParse({ ...values, [field]: text }).success ===
            allowed.includes(text)
          );
        },
      ),
      RUNS,
    );
    expect(settingsSchema.safeParse({ theme: 'blue' }).success).toBe(false);
  });
});
