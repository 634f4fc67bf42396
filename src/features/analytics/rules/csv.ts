import { writeCsv } from '@/lib/csv';
import type { ActivityPoint, Metric } from './metrics';

type Columns = {
  start: string;
  end: string;
  metrics: readonly Metric[];
  title: (metric: Metric) => string;
  day: (day: string) => string;
  number: (value: number) => string;
};

/** The series as CSV: each interval's first and last day, then each metric, the admin's way. */
export function seriesCsv(series: readonly ActivityPoint[], columns: Columns): string {
  return writeCsv([
    [columns.start, columns.end, ...columns.metrics.map(columns.title)],
    ...series.map((point) => [
      columns.day(point.start),
      columns.day(point.end),
      ...columns.metrics.map((metric) => columns.number(point[metric])),
    ]),
  ]);
}
