import { Button, CircularProgress } from '@mui/material';
import { useTranslation } from 'react-i18next';
import { isNetworkError, serverErrorText } from '@/api/api-error';
import { useDialogs } from '@/components/dialogs/dialogs-context';
import { useOneAtATime } from '@/lib/use-one-at-a-time';
import { useReassign, useRecordVisit } from '@/api/missions';
import { isCompleted, missionIdOf, missionKind, type JoinedMission } from '../rules/mission-rules';
import { useMayCall } from '@/api/roles';

const SUCCESS_MS = 2000;

/** 'Reassign' for a mission the admin unassigned; otherwise 'Visit' until the mission is completed. */
export function JoinedMissionAction({
  memberId,
  mission,
}: {
  memberId: string;
  mission: JoinedMission;
}) {
  const { t } = useTranslation('members');
  const dialogs = useDialogs();
  const oneAtATime = useOneAtATime();
  const visit = useRecordVisit();
  const reassign = useReassign();
  const mayVisit = useMayCall('recordVisit', 'recordPointVisit');
  const mayReassign = useMayCall('reassignMember');
  const missionId = missionIdOf(mission);

  const recordVisit = () =>
    oneAtATime(async () => {
      const kind = missionKind(mission.category);
      if (!kind) {
        await dialogs.alert({
          kind: 'error',
          title: t('alerts.unknownCategory'),
          text: t('alerts.unknownCategoryText'),
        });
        return;
      }
      try {
        await visit.mutateAsync({ memberId, missionId, kind });
        void dialogs.alert({
          kind: 'success',
          title: t('alerts.visitRecorded'),
          timerMs: SUCCESS_MS,
        });
      } catch (error) {
        void dialogs.alert({
          kind: 'error',
          title: t('alerts.scanFailed'),
          text: serverErrorText(error, t('alerts.scanFailedText')),
        });
      }
    });

  const reassignMember = () =>
    oneAtATime(async () => {
      try {
        await reassign.mutateAsync({ memberId, missionId });
        void dialogs.alert({ kind: 'success', title: t('alerts.reassigned') });
      } catch (error) {
        void dialogs.alert(
          isNetworkError(error)
            ? {
                kind: 'error',
                title: t('alerts.somethingWentWrong'),
                text: t('alerts.reassignUnexpected'),
              }
            : {
                kind: 'error',
                title: t('alerts.reassignFailed'),
                text: t('alerts.reassignFailedText'),
              },
        );
      }
    });

  if (mission.unassignedByAdmin) {
    if (!mayReassign) return null;
    return (
      <Button
        size="small"
        variant="outlined"
        color="warning"
        disabled={reassign.isPending}
        aria-busy={reassign.isPending}
        startIcon={
          reassign.isPending ? (
            <CircularProgress size={14} color="inherit" aria-hidden="true" />
          ) : undefined
        }
        onClick={(event) => {
          event.stopPropagation();
          void reassignMember();
        }}
      >
        {t('missions.reassign')}
      </Button>
    );
  }
  const completed = isCompleted(mission.progress, mission.visitLimit);
  if (!mayVisit) return null;
  return (
    <Button
      size="small"
      variant="contained"
      disabled={completed || visit.isPending}
      onClick={(event) => {
        event.stopPropagation();
        void recordVisit();
      }}
    >
      {completed
        ? t('missions.completed')
        : visit.isPending
          ? t('missions.visiting')
          : t('missions.visit')}
    </Button>
  );
}
