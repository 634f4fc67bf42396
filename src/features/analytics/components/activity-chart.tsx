import { useTheme } from '@mui/material';
import { BarChart } from '@mui/x-charts/BarChart';
import { LineChart } from '@mui/x-charts/LineChart';
import { useTranslation } from 'react-i18next';
import { useDateFormat } from '@/i18n/dates';
import type { ActivityPoint, Metric } from '../rules/metrics';
import type { Interval } from '../rules/range';
import { axisLabel, periodLabel } from './period-format';

type ActivityChartProps = {
  kind: 'line' | 'bar';
  title: string;
  series: readonly ActivityPoint[];
  metrics: readonly Metric[];
  interval: Interval;
};

/** The series as a line or bar chart; time runs the reading way (right to left in Arabic). */
export function ActivityChart({ kind, title, series, metrics, interval }: ActivityChartProps) {
  const { t } = useTranslation('analytics');
  const { number, locale } = useDateFormat();
  const rtl = useTheme().direction === 'rtl';
  const byStart = new Map(series.map((point) => [point.start, point]));
  const xAxis = [
    {
      scaleType: kind === 'bar' ? ('band' as const) : ('point' as const),
      data: series.map((point) => point.start),
      reverse: rtl,
      valueFormatter: (start: string, context: { location: string }) => {
        const point = byStart.get(start);
        return context.location === 'tooltip' && point
          ? periodLabel(locale, point.start, point.end)
          : axisLabel(locale, interval, start);
      },
    },
  ];
  const yAxis = [
    {
      position: rtl ? ('right' as const) : ('left' as const),
      valueFormatter: (value: number) => number(value),
      width: 56,
    },
  ];
  const chartSeries = metrics.map((metric) => ({
    id: metric,
    label: t(`metrics.${metric}`),
    data: series.map((point) => point[metric]),
    valueFormatter: (value: number | null) => (value === null ? '' : number(value)),
  }));
  const common = { xAxis, yAxis, height: 300, 'aria-label': title } as const;
  return kind === 'bar' ? (
    <BarChart {...common} series={chartSeries} />
  ) : (
    <LineChart
      {...common}
      series={chartSeries.map((s) => ({
        ...s,
        curve: 'linear' as const,
        showMark: series.length <= 31,
      }))}
    />
  );
}
