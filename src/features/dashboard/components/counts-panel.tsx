import { Box, Card, CardActionArea, CardContent, Skeleton, Typography } from '@mui/material';
import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { Link as RouterLink } from 'react-router';
import { useDateFormat } from '@/i18n/dates';
import { countsQuery } from '@/api/dashboard';
import { Panel } from './panel';
import { paths } from '@/lib/paths';

/** Each figure and the screen where it is managed. */
const CARDS = [
  { key: 'members', to: paths.users() },
  { key: 'activeMissions', to: paths.missions() },
  { key: 'rewards', to: paths.rewards() },
  { key: 'redemptionsThisMonth', to: paths.rewards() },
  { key: 'visitsToday', to: paths.analytics() },
] as const;

const GRID = {
  display: 'grid',
  gap: 2,
  gridTemplateColumns: { xs: '1fr', sm: 'repeat(2, 1fr)', lg: 'repeat(5, 1fr)' },
} as const;

/** The programme's figures today, as cards that lead to their screens. */
export function CountsPanel() {
  const { t } = useTranslation('dashboard');
  const format = useDateFormat();
  const counts = useQuery({ ...countsQuery() });
  return (
    <Panel
      title={t('counts.title')}
      query={counts}
      skeleton={
        <Box sx={GRID}>
          {CARDS.map((card) => (
            <Skeleton key={card.key} variant="rounded" height={96} />
          ))}
        </Box>
      }
    >
      {(data) => (
        <Box component="ul" sx={{ ...GRID, listStyle: 'none', m: 0, p: 0 }}>
          {CARDS.map((card) => (
            <Card component="li" key={card.key} variant="outlined">
              <CardActionArea component={RouterLink} to={card.to} sx={{ height: '100%' }}>
                <CardContent>
                  <Typography color="text.secondary" gutterBottom>
                    {t(`counts.${card.key}`)}
                  </Typography>
                  <Typography component="p" sx={{ fontSize: '2rem', fontWeight: 600 }}>
                    {format.number(data[card.key])}
                  </Typography>
                </CardContent>
              </CardActionArea>
            </Card>
          ))}
        </Box>
      )}
    </Panel>
  );
}
