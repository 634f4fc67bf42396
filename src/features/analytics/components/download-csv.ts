import type { TFunction } from 'i18next';
import type { DateFormat } from '@/i18n/dates';
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
  // A byte-order mark, so spreadsheet programs read the UTF-8 text (Arabic, Chinese) right.
  const url = URL.createObjectURL(new Blob(['\uFEFF', text], { type: 'text/csv;charset=utf-8' }));
  const link = document.createElement('a');
  link.href = url;
  link.download = `activity-${report.from}-${report.to}-${report.interval}.csv`;
  document.body.append(link);
  link.click();
  link.remove();
  setTimeout(() => URL.revokeObjectURL(url), 0);
}
