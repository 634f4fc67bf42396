import { Card, CardContent, Grid, Stack, Typography } from '@mui/material';
import TrendingDownIcon from '@mui/icons-material/TrendingDown';
import TrendingFlatIcon from '@mui/icons-material/TrendingFlat';
import TrendingUpIcon from '@mui/icons-material/TrendingUp';
import { useTranslation } from 'react-i18next';
import { useDateFormat } from '@/i18n/dates';
import { changeOf, METRICS, type ActivityCounts, type Metric } from '../rules/metrics';

type TotalsCardsProps = { totals: ActivityCounts; previous: ActivityCounts };

/** Each total of the range, and how it compares with the previous range of the same length. */
export function TotalsCards({ totals, previous }: TotalsCardsProps) {
  const { t } = useTranslation('analytics');
  const { number, locale } = useDateFormat();
  const percent = new Intl.NumberFormat(locale, { style: 'percent', maximumFractionDigits: 1 });
  const comparison = (metric: Metric) => {
    const change = changeOf(totals[metric], previous[metric]);
    if (change === undefined)
      return { text: t('totals.new'), Icon: TrendingUpIcon, tone: 'success.main' };
    const amount = percent.format(Math.abs(change) / 100);
    if (change > 0)
      return {
        text: t('totals.up', { change: amount }),
        Icon: TrendingUpIcon,
        tone: 'success.main',
      };
    if (change < 0)
      return {
        text: t('totals.down', { change: amount }),
        Icon: TrendingDownIcon,
        tone: 'error.main',
      };
    return { text: t('totals.same'), Icon: TrendingFlatIcon, tone: 'text.secondary' };
  };
  return (
    <Grid
      container
      spacing={2}
      component="ul"
      aria-label={t('totals.title')}
      sx={{ listStyle: 'none', p: 0, m: 0 }}
    >
      {METRICS.map((metric) => {
        const { text, Icon, tone } = comparison(metric);
        return (
          <Grid key={metric} size={{ xs: 12, sm: 6, lg: 'grow' }} component="li">
            <Card variant="outlined" sx={{ height: '100%' }}>
              <CardContent>
                <Typography variant="body2" color="text.secondary" component="h2">
                  {t(`metrics.${metric}`)}
                </Typography>
                <Typography variant="h4" component="p" data-metric={metric}>
                  {number(totals[metric])}
                </Typography>
                <Stack direction="row" spacing={0.5} sx={{ alignItems: 'center', color: tone }}>
                  <Icon fontSize="small" aria-hidden />
                  <Typography variant="body2" color="text.secondary">
                    {text}
                  </Typography>
                </Stack>
              </CardContent>
            </Card>
          </Grid>
        );
      })}
    </Grid>
  );
}
