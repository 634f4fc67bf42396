import {
  LinearProgress,
  Link,
  Skeleton,
  Stack,
  Table,
  TableBody,
  TableCell,
  TableHead,
  TableRow,
  Typography,
} from '@mui/material';
import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { Link as RouterLink } from 'react-router';
import { useDateFormat } from '@/i18n/dates';
import { TOP_MISSIONS, topMissionsQuery } from '@/api/missions';
import { shareText } from '../rules/chart-labels';
import { Panel } from './panel';
import { paths } from '@/lib/paths';

/** The missions with the most participants, and how many of them completed. */
export function TopMissionsPanel() {
  const { t } = useTranslation('dashboard');
  const format = useDateFormat();
  const top = useQuery({ ...topMissionsQuery() });
  const title = t('topMissions.title', { limit: format.number(TOP_MISSIONS) });
  return (
    <Panel
      title={title}
      query={top}
      skeleton={
        <Stack spacing={1}>
          {Array.from({ length: TOP_MISSIONS }, (_, i) => (
            <Skeleton key={i} variant="rounded" height={40} />
          ))}
        </Stack>
      }
    >
      {({ missions }) =>
        missions.length === 0 ? (
          <Typography color="text.secondary">{t('topMissions.empty')}</Typography>
        ) : (
          <Table size="small" aria-label={title}>
            <TableHead>
              <TableRow>
                <TableCell component="th" scope="col">
                  {t('topMissions.mission')}
                </TableCell>
                <TableCell component="th" scope="col" align="right">
                  {t('topMissions.participants')}
                </TableCell>
                <TableCell component="th" scope="col" sx={{ minWidth: 120 }}>
                  {t('topMissions.completion')}
                </TableCell>
              </TableRow>
            </TableHead>
            <TableBody>
              {missions.map((mission) => {
                const share = shareText(mission.completed, mission.participants, format.locale);
                const percent =
                  mission.participants > 0
                    ? Math.round((100 * mission.completed) / mission.participants)
                    : 0;
                return (
                  <TableRow key={mission._id}>
                    <TableCell component="th" scope="row">
                      <Link component={RouterLink} to={paths.mission({ missionId: mission._id })}>
                        {mission.name}
                      </Link>
                    </TableCell>
                    <TableCell align="right">{format.number(mission.participants)}</TableCell>
                    <TableCell>
                      <Typography variant="body2">
                        {t('topMissions.completed', {
                          completed: format.number(mission.completed),
                          share,
                        })}
                      </Typography>
                      <LinearProgress
                        variant="determinate"
                        value={percent}
                        aria-label={t('topMissions.completionOf', { name: mission.name })}
                        aria-valuetext={share}
                      />
                    </TableCell>
                  </TableRow>
                );
              })}
            </TableBody>
          </Table>
        )
      }
    </Panel>
  );
}
