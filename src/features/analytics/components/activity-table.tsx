import { Table, TableBody, TableCell, TableContainer, TableHead, TableRow } from '@mui/material';
import { useTranslation } from 'react-i18next';
import { useDateFormat } from '@/i18n/dates';
import type { ActivityPoint, Metric } from '../rules/metrics';
import { periodLabel } from './period-format';

type ActivityTableProps = {
  caption: string;
  series: readonly ActivityPoint[];
  metrics: readonly Metric[];
};

/** A chart's numbers as a table: one row per interval, one column per series. */
export function ActivityTable({ caption, series, metrics }: ActivityTableProps) {
  const { t } = useTranslation('analytics');
  const { number, locale } = useDateFormat();
  return (
    <TableContainer sx={{ maxHeight: 360 }} tabIndex={0} aria-label={caption}>
      <Table size="small" stickyHeader>
        <caption style={{ captionSide: 'top', position: 'absolute', left: -10_000 }}>
          {caption}
        </caption>
        <TableHead>
          <TableRow>
            <TableCell scope="col">{t('period')}</TableCell>
            {metrics.map((metric) => (
              <TableCell key={metric} scope="col" align="right">
                {t(`metrics.${metric}`)}
              </TableCell>
            ))}
          </TableRow>
        </TableHead>
        <TableBody>
          {series.map((point) => (
            <TableRow key={point.start}>
              <TableCell component="th" scope="row">
                {periodLabel(locale, point.start, point.end)}
              </TableCell>
              {metrics.map((metric) => (
                <TableCell key={metric} align="right">
                  {number(point[metric])}
                </TableCell>
              ))}
            </TableRow>
          ))}
        </TableBody>
      </Table>
    </TableContainer>
  );
}
