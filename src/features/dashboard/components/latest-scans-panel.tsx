import {
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
import { latestScansQuery } from '@/api/dashboard';
import { Panel } from './panel';
import { paths } from '@/lib/paths';

/** The latest visits recorded by admins: when, for which member and mission, and by whom. */
export function LatestScansPanel() {
  const { t } = useTranslation('dashboard');
  const format = useDateFormat();
  const scans = useQuery({ ...latestScansQuery() });
  const title = t('scans.title');
  return (
    <Panel
      title={title}
      query={scans}
      skeleton={
        <Stack spacing={1}>
          {Array.from({ length: 5 }, (_, i) => (
            <Skeleton key={i} variant="rounded" height={32} />
          ))}
        </Stack>
      }
    >
      {(data) =>
        data.scans.length === 0 ? (
          <Typography color="text.secondary">{t('scans.empty')}</Typography>
        ) : (
          <Table size="small" aria-label={title}>
            <TableHead>
              <TableRow>
                <TableCell component="th" scope="col">
                  {t('scans.at')}
                </TableCell>
                <TableCell component="th" scope="col">
                  {t('scans.member')}
                </TableCell>
                <TableCell component="th" scope="col">
                  {t('scans.mission')}
                </TableCell>
                <TableCell component="th" scope="col">
                  {t('scans.admin')}
                </TableCell>
              </TableRow>
            </TableHead>
            <TableBody>
              {data.scans.map((scan) => (
                <TableRow key={scan._id}>
                  <TableCell>{format.dateTime(scan.at)}</TableCell>
                  <TableCell>
                    <Link component={RouterLink} to={paths.member({ id: scan.member._id })}>
                      {scan.member.fullName ?? scan.member.memberId ?? t('scans.unnamed')}
                    </Link>
                  </TableCell>
                  <TableCell>
                    <Link
                      component={RouterLink}
                      to={paths.mission({ missionId: scan.mission._id })}
                    >
                      {scan.mission.name}
                    </Link>
                  </TableCell>
                  <TableCell>{scan.admin.fullName}</TableCell>
                </TableRow>
              ))}
            </TableBody>
          </Table>
        )
      }
    </Panel>
  );
}
