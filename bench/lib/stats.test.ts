// @vitest-environment node
import { describe, expect, it } from 'vitest';
import { row } from './report.mjs';
import { growth, interactionLatencies, percentile } from './stats.mjs';

describe('percentile', () => {
  it('takes the nearest rank, as p75 of web vitals', () => {
    expect(percentile([10, 20, 30, 40], 75)).toBe(30);
    expect(percentile([40, 10, 30, 20, 50], 75)).toBe(40);
    expect(percentile([7], 75)).toBe(7);
    expect(percentile([1, 2, 3], 100)).toBe(3);
    expect(percentile([1, 2, 3], 0)).toBe(1);
    expect(percentile([], 75)).toBeUndefined();
  });
});

describe('interactionLatencies', () => {
  it('keeps the longest entry of each interaction and drops events of none', () => {
    const entries = [
      { interactionId: 1, duration: 24 },
      { interactionId: 1, duration: 56 },
      { interactionId: 2, duration: 16 },
      { interactionId: 0, duration: 200 },
    ];
    expect(interactionLatencies(entries)).toEqual([56, 16]);
  });
});

describe('verdicts', () => {
  it('passes a figure at its budget and fails one above it', () => {
    expect(row('g', 'n', 100, 'ms', 100).pass).toBe(true);
    expect(row('g', 'n', 101, 'ms', 100)).toMatchObject({ pass: false, ratio: 1.01 });
    expect(row('g', 'n', 5, 'ms').pass).toBeNull();
    expect(row('g', 'n', 0, 'count', 0)).toMatchObject({ pass: true, ratio: 0 });
    expect(row('g', 'n', 3, 'count', 0)).toMatchObject({ pass: false, ratio: '∞' });
  });

  it('measures heap growth as a ratio', () => {
    expect(growth(20_000_000, 21_000_000)).toBe(1.05);
  });
});
