import { Suspense, useCallback, useEffect } from 'react';
import { Button, Paper, Stack } from '@mui/material';
import { useTranslation } from 'react-i18next';
import { useNavigate, useParams } from 'react-router';
import { ApiError, errorText } from '@/api/api-error';
import { LoadingState } from '@/components/loading-state';
import { PageFrame } from '@/components/page-frame';
import { useMission } from '@/api/missions';
import { paths } from '@/lib/paths';
import { LoadError } from '@/components/load-error';
import { MissionDetails } from './mission-details';
import { ParticipantsPanel } from './participants-panel';
import { useDeleteMission } from './use-delete-mission';
import { loadMissionFormDialog, MissionFormDialog, useMissionForm } from './use-mission-form';
import { useMayCall } from '@/api/roles';

/** One mission: its fields and counts, edit, duplicate and delete, and its participants. */
export function MissionScreen() {
  const { t } = useTranslation('missions');
  const navigate = useNavigate();
  const missionId = useParams().missionId ?? '';
  const mission = useMission(missionId);
  const form = useMissionForm();
  const leave = useCallback(() => void navigate(paths.missions()), [navigate]);
  const deleteMission = useDeleteMission(leave);

  const { resume } = form;
  useEffect(() => {
    if (form.keptEditOf === missionId && mission.data && !form.target) resume(mission.data);
  }, [form.keptEditOf, missionId, mission.data, form.target, resume]);

  const notFound = mission.error instanceof ApiError && mission.error.status === 404;
  const failure = notFound
    ? t('error.notFound')
    : errorText(mission.error, t, 'error.missionFailed');

  const data = mission.data;
  const mayManage = useMayCall('createMission', 'updateMission', 'deleteMission');
  return (
    <PageFrame
      screen="mission"
      title={mission.data?.name}
      actions={
        data &&
        mayManage && (
          <Stack direction="row" spacing={1}>
            <Button
              variant="contained"
              onPointerEnter={() => void loadMissionFormDialog()}
              onFocus={() => void loadMissionFormDialog()}
              onClick={() => form.open('edit', data)}
            >
              {t('detail.edit')}
            </Button>
            <Button variant="outlined" onClick={() => form.open('duplicate', data)}>
              {t('detail.duplicate')}
            </Button>
            <Button variant="outlined" color="error" onClick={() => void deleteMission(data)}>
              {t('detail.delete')}
            </Button>
          </Stack>
        )
      }
    >
      {data ? (
        <>
          <MissionDetails mission={data} />
          <ParticipantsPanel missionId={data._id} />
        </>
      ) : mission.isError && !mission.isFetching ? (
        <Paper variant="outlined">
          <LoadError text={failure} onRetry={() => void mission.refetch()} />
        </Paper>
      ) : (
        <Paper variant="outlined">
          <LoadingState text={t('detail.loading')} minHeight={240} />
        </Paper>
      )}
      {form.target && (
        <Suspense fallback={null}>
          <MissionFormDialog
            target={form.target}
            onClose={form.close}
            onSaved={(saved) => form.saved(saved, form.target?.mode === 'create')}
          />
        </Suspense>
      )}
    </PageFrame>
  );
}
