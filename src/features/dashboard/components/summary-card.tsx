import { Card, CardActionArea, CardContent, Skeleton, Typography } from '@mui/material';
import type { UseQueryResult } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { useDateFormat } from '@/i18n/dates';
import { Link as RouterLink } from 'react-router';

type SummaryCardProps = {
  label: string;
  to: string;
  query: UseQueryResult<number, unknown>;
};

/** One figure from the server, linking to the screen where it is managed. */
export function SummaryCard({ label, to, query }: SummaryCardProps) {
  const { t } = useTranslation('common');
  const format = useDateFormat();
  return (
    <Card variant="outlined">
      <CardActionArea component={RouterLink} to={to}>
        <CardContent>
          <Typography color="text.secondary" gutterBottom>
            {label}
          </Typography>
          {query.isPending ? (
            <Skeleton width={64} height={40} aria-label={t('loading')} />
          ) : query.isError ? (
            <Typography color="error">{t('home.unavailable')}</Typography>
          ) : (
            <Typography variant="h1" component="p">
              {format.number(query.data)}
            </Typography>
          )}
        </CardContent>
      </CardActionArea>
    </Card>
  );
}
