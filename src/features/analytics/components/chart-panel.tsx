import { useId, useState } from 'react';
import { FormControlLabel, Paper, Stack, Switch, Typography } from '@mui/material';
import { useTranslation } from 'react-i18next';
import { CHARTS, type ActivityPoint, type ChartKey } from '../rules/metrics';
import type { Interval } from '../rules/range';
import { ActivityChart } from './activity-chart';
import { ActivityTable } from './activity-table';

type ChartPanelProps = { chart: ChartKey; series: readonly ActivityPoint[]; interval: Interval };

/** One chart with its title and a "Table view" switch that shows the same numbers as a table. */
export function ChartPanel({ chart, series, interval }: ChartPanelProps) {
  const { t } = useTranslation('analytics');
  const [table, setTable] = useState(false);
  const headingId = useId();
  const { kind, metrics } = CHARTS[chart];
  const title = t(`charts.${chart}`);
  return (
    <Paper variant="outlined" component="section" aria-labelledby={headingId} sx={{ p: 2 }}>
      <Stack direction="row" sx={{ alignItems: 'center', justifyContent: 'space-between', mb: 1 }}>
        <Typography variant="h2" id={headingId} sx={{ fontSize: '1.125rem' }}>
          {title}
        </Typography>
        <FormControlLabel
          control={<Switch checked={table} onChange={(event) => setTable(event.target.checked)} />}
          label={t('tableView')}
        />
      </Stack>
      {table ? (
        <ActivityTable caption={title} series={series} metrics={metrics} />
      ) : (
        <ActivityChart
          kind={kind}
          title={title}
          series={series}
          metrics={metrics}
          interval={interval}
        />
      )}
    </Paper>
  );
}
