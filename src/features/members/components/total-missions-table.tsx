import { Button, CircularProgress, TableCell, TableRow } from '@mui/material';
import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { useDateFormat } from '@/i18n/dates';
import { serverErrorText } from '@/api/api-error';
import { useDialogs } from '@/components/dialogs/dialogs-context';
import { useOneAtATime } from '@/lib/use-one-at-a-time';
import { joinableMissionsQuery, useJoinMission } from '@/api/missions';
import { isPastDue, missionKind, type Mission } from '../rules/mission-rules';
import { ListPanel } from './list-panel';
import { PagedTable } from './paged-table';
import { SENT_BY_THE_ROUTE } from '@/lib/screen-prefetch';
import { useMayCall } from '@/api/roles';

type JoinableAnswer = { missions: Mission[] };
// Filtered when the list arrives (not at every render): Join checks the due date again at the click.
const withoutPastDue = (data: JoinableAnswer) =>
  data.missions.filter((mission) => !isPastDue(mission.dueDate));

/** Missions the member can still join (due date not past), each with Join. */
export function TotalMissionsTable({ memberId }: { memberId: string }) {
  const { t } = useTranslation('members');
  const format = useDateFormat();
  const dialogs = useDialogs();
  const oneAtATime = useOneAtATime();
  const join = useJoinMission();
  const mayJoin = useMayCall('joinVisitMission', 'joinPointMission');
  const joinable = useQuery({
    ...joinableMissionsQuery(memberId),
    ...SENT_BY_THE_ROUTE,
    select: withoutPastDue,
  });
  const missions = joinable.data ?? [];

  const joinMission = (mission: Mission) =>
    oneAtATime(async () => {
      if (isPastDue(mission.dueDate)) {
        await dialogs.alert({
          kind: 'warning',
          title: t('alerts.missionExpired'),
          text: t('alerts.missionExpiredText'),
        });
        return;
      }
      const kind = missionKind(mission.category);
      if (!kind) {
        await dialogs.alert({
          kind: 'error',
          title: t('alerts.error'),
          text: t('alerts.invalidCategory'),
        });
        return;
      }
      try {
        await join.mutateAsync({ memberId, missionId: mission._id, kind });
        void dialogs.alert({ kind: 'success', title: t('alerts.missionJoined'), timerMs: 2000 });
      } catch (error) {
        void dialogs.alert({
          kind: 'error',
          title: t('alerts.joinFailed'),
          text: serverErrorText(error, t('alerts.joinFailedText')),
        });
      }
    });

  return (
    <ListPanel
      title={t('joinable.title')}
      query={joinable}
      isEmpty={missions.length === 0}
      emptyText={t('joinable.empty')}
    >
      <PagedTable
        label={t('joinable.title')}
        headers={[
          t('joinable.name'),
          t('joinable.description'),
          t('joinable.category'),
          t('joinable.pointReward'),
          t('joinable.dueDate'),
          t('joinable.visitLimit'),
          t('joinable.actions'),
        ]}
        rows={missions}
        renderRow={(mission) => (
          <TableRow key={mission._id}>
            <TableCell sx={{ overflowWrap: 'anywhere' }}>{mission.name}</TableCell>
            <TableCell sx={{ overflowWrap: 'anywhere', minWidth: 160 }}>
              {mission.description}
            </TableCell>
            <TableCell sx={{ overflowWrap: 'anywhere' }}>{mission.category.name}</TableCell>
            <TableCell>{mission.pointsReward}</TableCell>
            <TableCell sx={{ whiteSpace: 'nowrap' }}>{format.date(mission.dueDate)}</TableCell>
            <TableCell>{mission.visitLimit ?? '-'}</TableCell>
            <TableCell>
              {mayJoin && (
                <Button
                  size="small"
                  variant="contained"
                  disabled={join.isPending}
                  aria-busy={join.isPending && join.variables?.missionId === mission._id}
                  startIcon={
                    join.isPending && join.variables?.missionId === mission._id ? (
                      <CircularProgress size={14} color="inherit" aria-hidden="true" />
                    ) : undefined
                  }
                  onClick={() => void joinMission(mission)}
                  aria-label={t('joinable.joinLabel', { name: mission.name })}
                >
                  {t('joinable.join')}
                </Button>
              )}
            </TableCell>
          </TableRow>
        )}
      />
    </ListPanel>
  );
}
