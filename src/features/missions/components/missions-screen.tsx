import { Suspense, useCallback, useEffect } from 'react';
import { Button, Paper, Stack } from '@mui/material';
import AddIcon from '@mui/icons-material/Add';
import { useTranslation } from 'react-i18next';
import { errorText } from '@/api/api-error';
import { useExport } from '@/components/list/use-export';
import { useListState } from '@/components/list/use-list-state';
import { useListSavedViews } from '@/api/saved-views';
import { SavedViews } from '@/components/list/saved-views/saved-views';
import { PageFrame } from '@/components/page-frame';
import { runMissionsBulk, useMission, useMissionsPage } from '@/api/missions';
import { BulkBar } from '@/components/list/bulk-bar';
import { useBulkActions, type BulkDefinition } from '@/components/list/use-bulk-actions';
import { missionList } from '../rules/list-params';
import type { MissionOverview } from '../rules/mission-form';
import { LoadError } from '@/components/load-error';
import { MissionsFilters } from './missions-filters';
import { MissionsGrid, type MissionAction } from './missions-grid';
import { useDeleteMission } from './use-delete-mission';
import { useExportMissions } from './use-export';
import { loadMissionFormDialog, MissionFormDialog, useMissionForm } from './use-mission-form';
import { useMayCall } from '@/api/roles';

const NO_MISSIONS: readonly MissionOverview[] = [];
const BULK: BulkDefinition<'end' | 'delete'> = {
  kind: 'missions',
  operation: 'bulkMissions',
  actions: ['end', 'delete'],
  run: runMissionsBulk,
  errorText,
};

/** The missions list: paged, sorted, searched and filtered on the server; the address holds it all. */
export function MissionsScreen() {
  const { t } = useTranslation('missions');
  const state = useListState(missionList);
  const { list } = state;
  const missions = useMissionsPage(missionList.queryOf(list));
  const rows = missions.data?.missions ?? NO_MISSIONS;
  const bulk = useBulkActions(BULK, rows);
  const views = useListSavedViews('missions');
  const form = useMissionForm();
  const deleteMission = useDeleteMission();
  const exportCsv = useExportMissions();
  const exporter = useExport({
    title: t('export.failedTitle'),
    text: (error) => errorText(error, t, 'export.failed'),
  });

  // An edit cut short by an expired session reopens once its mission is here again.
  const kept = useMission(form.keptEditOf ?? '');
  const { resume } = form;
  useEffect(() => {
    if (form.keptEditOf && kept.data && !form.target) resume(kept.data);
  }, [form.keptEditOf, kept.data, form.target, resume]);

  const { open } = form;
  const act = useCallback(
    (action: MissionAction, mission: MissionOverview) =>
      action === 'delete' ? void deleteMission(mission) : open(action, mission),
    [deleteMission, open],
  );

  const download = () => exporter.run(() => exportCsv(missionList.allPagesQueryOf(list)));

  const failed = missions.isError && !missions.data && !missions.isFetching;
  const failure = errorText(missions.error, t, 'error.failed');

  const mayCreate = useMayCall('createMission');
  return (
    <PageFrame
      screen="missions"
      actions={
        <Stack direction="row" spacing={1}>
          <Button
            variant="outlined"

            onClick={() => void download()}
            loading={exporter.exporting}
            loadingPosition="start"
          >
            {t('export.button')}
          </Button>
          {mayCreate && (
            <Button
              variant="contained"
              startIcon={<AddIcon />}
              onPointerEnter={() => void loadMissionFormDialog()}
              onFocus={() => void loadMissionFormDialog()}
              onClick={() => open('create')}
            >
              {t('createButton')}
            </Button>
          )}
        </Stack>
      }
    >
      <Paper variant="outlined" sx={{ p: 2 }}>
        <Stack spacing={2}>
          <MissionsFilters list={list} onSearch={state.search} onFilter={state.filter} />
          <SavedViews store={views} definition={missionList} list={list} />
          <BulkBar bulk={bulk} />
          {failed ? (
            <LoadError text={failure} onRetry={() => void missions.refetch()} />
          ) : (
            <MissionsGrid
              rows={rows}
              total={missions.data?.total ?? 0}
              state={state}
              loading={missions.isFetching}
              onAction={act}
              selection={bulk.grid}
            />
          )}
        </Stack>
      </Paper>
      {form.target && (
        <Suspense fallback={null}>
          <MissionFormDialog
            target={form.target}
            onClose={form.close}
            onSaved={(mission) => form.saved(mission, form.target?.mode === 'create')}
          />
        </Suspense>
      )}
    </PageFrame>
  );
}
