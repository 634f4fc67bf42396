import type { components } from '@generated/api';

export type ActivityPoint = components['schemas']['ActivityPoint'];
export type ActivityCounts = components['schemas']['ActivityCounts'];
export type ActivityReport = components['schemas']['ActivityReport'];

export const METRICS = [
  'newMembers',
  'visits',
  'redemptions',
  'pointsEarned',
  'pointsRedeemed',
] as const satisfies readonly (keyof ActivityCounts)[];
export type Metric = (typeof METRICS)[number];

/** The two charts: counts of people and events (lines), and points (bars). */
export const CHARTS = {
  activity: { kind: 'line', metrics: ['newMembers', 'visits', 'redemptions'] },
  points: { kind: 'bar', metrics: ['pointsEarned', 'pointsRedeemed'] },
} as const satisfies Record<string, { kind: 'line' | 'bar'; metrics: readonly Metric[] }>;
export type ChartKey = keyof typeof CHARTS;

/**
 * The change from the previous range to this one, in per cent (rounded to one decimal); undefined
 * when the previous range had none (no percentage of nothing).
 */
export function changeOf(current: number, previous: number): number | undefined {
  if (previous === 0) return current === 0 ? 0 : undefined;
  return Math.round(((current - previous) / previous) * 1000) / 10;
}

/** True when nothing at all happened in the range. */
export const isEmpty = (totals: ActivityCounts) => METRICS.every((metric) => totals[metric] === 0);
