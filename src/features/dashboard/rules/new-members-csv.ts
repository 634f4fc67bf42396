import { writeCsv } from '@/lib/csv';
import { chartLabelText } from './chart-labels';

type Columns = {
  /** The first column's title (day or month) and the count's. */
  period: string;
  count: string;
  locale: string;
  number: (value: number) => string;
};

/** The new-members series as CSV: each label in the admin's locale, then its count. */
export function newMembersCsv(
  series: { chartLabels: readonly string[]; chartCounts: readonly number[] },
  columns: Columns,
): string {
  return writeCsv([
    [columns.period, columns.count],
    ...series.chartLabels.map((text, i) => [
      chartLabelText(text, columns.locale),
      columns.number(series.chartCounts[i] ?? 0),
    ]),
  ]);
}
