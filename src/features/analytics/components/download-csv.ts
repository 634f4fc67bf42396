import type { TFunction } from 'i18next';
import type { DateFormat } from '@/i18n/dates';
import { downloadCsv as offerCsv } from '@/lib/csv';
import { seriesCsv } from '../rules/csv';
import { METRICS, type ActivityReport } from '../rules/metrics';
import { dayLabel } from './period-format';

/** Offers the series as a CSV file, in the admin's language and formats. */
export function downloadCsv(report: ActivityReport, t: TFunction, format: DateFormat): void {
  const text = seriesCsv(report.series, {
    start: t('csv.start'),
    end: t('csv.end'),
    metrics: METRICS,
    title: (metric) => t(`metrics.${metric}`),
    day: (day) => dayLabel(format.locale, day),
    number: format.number,
  });
  offerCsv(`activity-${report.from}-${report.to}-${report.interval}.csv`, text);
}
