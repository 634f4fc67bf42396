// @vitest-environment node
import { describe, expect, it } from 'vitest';
import { cacheControlOf } from './cache-headers';

describe('cacheControlOf', () => {
  it('keeps hashed assets a year without checking, and revalidates translations', () => {
    expect(cacheControlOf('/assets/index-Dpt4qtuS.js')).toBe('public, max-age=31536000, immutable');
    expect(cacheControlOf('/locales/ae/common.json')).toBe('no-cache');
    expect(cacheControlOf('/')).toBeUndefined();
    expect(cacheControlOf('/favicon.svg')).toBeUndefined();
  });
});
