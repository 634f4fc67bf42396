import { useState } from 'react';
import {
  Box,
  Button,
  FormControlLabel,
  Skeleton,
  Stack,
  Switch,
  ToggleButton,
  ToggleButtonGroup,
  Typography,
} from '@mui/material';
import DownloadIcon from '@mui/icons-material/Download';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { useDateFormat } from '@/i18n/dates';
import { downloadCsv } from '@/lib/csv';
import { userStatsQuery, type Period } from '@/api/dashboard';
import { chartLabelText } from '../rules/chart-labels';
import { newMembersCsv } from '../rules/new-members-csv';
import { NewMembersChart } from './new-members-chart';
import { NewMembersTable } from './new-members-table';
import { Panel } from './panel';

const PERIODS: readonly Period[] = ['week', 'month', 'year'];
const isPeriod = (value: unknown): value is Period => PERIODS.some((period) => period === value);

/** New members per day (week, month) or month (year), as a chart or, on demand, a table. */
export function NewMembersPanel() {
  const { t } = useTranslation('dashboard');
  const format = useDateFormat();
  const [period, setPeriod] = useState<Period>('week');
  const [tableView, setTableView] = useState(false);
  const stats = useQuery({
    ...userStatsQuery(period),
    placeholderData: keepPreviousData,
  });
  const label = t(`newMembers.label.${period}`);
  const periodHeader = t(period === 'year' ? 'newMembers.month' : 'newMembers.day');
  const download = () => {
    if (!stats.data) return;
    downloadCsv(
      `new-members-${period}.csv`,
      newMembersCsv(stats.data, {
        period: periodHeader,
        count: t('newMembers.series'),
        locale: format.locale,
        number: format.number,
      }),
    );
  };
  return (
    <Panel
      title={t('newMembers.title')}
      query={stats}
      actions={
        <Stack
          direction="row"
          spacing={2}
          useFlexGap
          sx={{ alignItems: 'center', flexWrap: 'wrap' }}
        >
          <ToggleButtonGroup
            size="small"
            exclusive
            value={period}
            aria-label={t('newMembers.period')}
            onChange={(_, value: unknown) => {
              if (isPeriod(value)) setPeriod(value);
            }}
          >
            {PERIODS.map((value) => (
              <ToggleButton key={value} value={value}>
                {t(`newMembers.${value}`)}
              </ToggleButton>
            ))}
          </ToggleButtonGroup>
          <FormControlLabel
            control={
              <Switch
                checked={tableView}
                onChange={(event) => setTableView(event.target.checked)}
              />
            }
            label={t('newMembers.tableView')}
          />
          <Button
            size="small"
            variant="outlined"
            startIcon={<DownloadIcon />}
            onClick={download}
            disabled={!stats.data}
          >
            {t('newMembers.csv')}
          </Button>
        </Stack>
      }
      skeleton={<Skeleton variant="rounded" height={260} />}
    >
      {(data) => {
        const labels = data.chartLabels.map((text) => chartLabelText(text, format.locale));
        return (
          <Box aria-busy={stats.isPlaceholderData}>
            <Typography color="text.secondary" sx={{ mb: 1 }}>
              {t('newMembers.total', { total: format.number(data.totalUsers) })}
            </Typography>
            {tableView ? (
              <Box
                role="region"
                aria-label={label}
                tabIndex={0}
                sx={{ maxHeight: 260, overflowY: 'auto' }}
              >
                <NewMembersTable
                  label={label}
                  periodHeader={periodHeader}
                  countHeader={t('newMembers.series')}
                  labels={labels}
                  counts={data.chartCounts}
                  formatNumber={format.number}
                />
              </Box>
            ) : (
              <NewMembersChart
                label={label}
                labels={labels}
                counts={data.chartCounts}
                formatNumber={format.number}
              />
            )}
          </Box>
        );
      }}
    </Panel>
  );
}
