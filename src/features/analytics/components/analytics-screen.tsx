import { Alert, Button, Paper, Skeleton, Stack, Typography } from '@mui/material';
import DownloadIcon from '@mui/icons-material/Download';
import InsightsOutlined from '@mui/icons-material/InsightsOutlined';
import { useTranslation } from 'react-i18next';
import { errorText } from '@/api/api-error';
import { EmptyState } from '@/components/empty-state';
import { LoadError } from '@/components/load-error';
import { PageFrame } from '@/components/page-frame';
import { useDateFormat } from '@/i18n/dates';
import { useActivity } from '@/api/analytics';
import { isEmpty, type ChartKey } from '../rules/metrics';
import { ChartPanel } from './chart-panel';
import { downloadCsv } from './download-csv';
import { dayLabel } from './period-format';
import { RangeControls } from './range-controls';
import { TotalsCards } from './totals-cards';
import { useActivityRange } from './use-activity-range';

const CHART_KEYS: readonly ChartKey[] = ['activity', 'points'];

/** The programme over time: totals against the previous range, charts with their tables, CSV. */
export function AnalyticsScreen() {
  const { t } = useTranslation('analytics');
  const format = useDateFormat();
  const { range, setRange, tz, today } = useActivityRange();
  const activity = useActivity({ ...range, tz });
  const report = activity.data;
  const failed = activity.isError && !report && !activity.isFetching;
  const failure = errorText(activity.error, t, 'error.failed');

  return (
    <PageFrame
      screen="analytics"
      actions={
        <Button
          variant="outlined"
          startIcon={<DownloadIcon />}
          disabled={!report || activity.isPlaceholderData}
          onClick={() => report && downloadCsv(report, t, format)}
        >
          {t('csv.button')}
        </Button>
      }
    >
      <Paper variant="outlined" sx={{ p: 2 }}>
        <Stack spacing={1}>
          <RangeControls range={range} today={today} onChange={setRange} />
          <Typography variant="body2" color="text.secondary">
            {t('timeZone', { timeZone: tz })}
          </Typography>
        </Stack>
      </Paper>
      {failed ? (
        <Paper variant="outlined">
          <LoadError text={failure} onRetry={() => void activity.refetch()} />
        </Paper>
      ) : !report ? (
        <Stack spacing={2} role="status" aria-busy="true" aria-label={t('loading')}>
          <Skeleton variant="rounded" height={120} />
          <Skeleton variant="rounded" height={340} />
        </Stack>
      ) : isEmpty(report.totals) ? (
        <EmptyState
          icon={<InsightsOutlined color="primary" sx={{ fontSize: 48 }} />}
          title={t('empty.title')}
          text={t('empty.text', {
            from: dayLabel(format.locale, report.from),
            to: dayLabel(format.locale, report.to),
          })}
        />
      ) : (
        <Stack spacing={2} aria-busy={activity.isFetching}>
          {report.interval !== range.interval && (
            <Alert severity="info">
              {t('coarser', { interval: t(`interval.${report.interval}`) })}
            </Alert>
          )}
          <TotalsCards totals={report.totals} previous={report.previousTotals} />
          {CHART_KEYS.map((chart) => (
            <ChartPanel
              key={chart}
              chart={chart}
              series={report.series}
              interval={report.interval}
            />
          ))}
        </Stack>
      )}
    </PageFrame>
  );
}
