import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import { broadcastSchema } from './broadcast-schema';

const RUNS = { numRuns: 1000 };
const blank = fc.stringMatching(/^[ \t\n\r\u00a0\u2028\u3000\ufeff]*$/);

describe('broadcastSchema', () => {
  it('refuses an empty or blank message with the catalogue’s message', () => {
    fc.assert(
      fc.property(blank, (body) => {
        const result = broadcastSchema.safeParse({ body });
        return !result.success && result.error.issues[0]?.message === 'broadcast:send.empty';
      }),
      RUNS,
    );
  });

  it('sends any other message without the white space around it, the rest as typed', () => {
    fc.assert(
      fc.property(
        fc.string({ unit: 'grapheme', minLength: 1 }),
        blank,
        blank,
        (text, before, after) => {
          fc.pre(text.trim() !== '');
          const sent = broadcastSchema.parse({ body: `${before}${text}${after}` });
          return sent.body === text.trim();
        },
      ),
      RUNS,
    );
  });

  it('keeps markup, zero-width characters and right-to-left text', () => {
    const body = '<b>\u200bمرحبا</b> 🙂';
    expect(broadcastSchema.parse({ body: `  ${body}\n` })).toEqual({ body });
  });
});
