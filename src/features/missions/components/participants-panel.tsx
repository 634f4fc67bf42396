import { MenuItem, Paper, Stack, TextField, Typography } from '@mui/material';
import { useTranslation } from 'react-i18next';
import { errorText } from '@/api/api-error';
import { ExportButton } from '@/components/list/export-button';
import { useExport } from '@/components/list/use-export';
import { ListSearchField } from '@/components/list/list-search-field';
import { useParticipantsPage } from '@/api/missions';
import { useListState } from '@/components/list/use-list-state';
import { PARTICIPANT_STATUSES, participantList } from '../rules/participant-params';
import { LoadError } from '@/components/load-error';
import { ParticipantsGrid, type Participant } from './participants-grid';
import { useExportParticipants } from './use-export';

const NO_PARTICIPANTS: readonly Participant[] = [];
const ALL = 'all';

/** The mission's participants: searched, filtered by progress and paged on the server; CSV export. */
export function ParticipantsPanel({ missionId }: { missionId: string }) {
  const { t } = useTranslation('missions');
  const state = useListState(participantList);
  const { list } = state;
  const participants = useParticipantsPage(missionId, participantList.queryOf(list));
  const exportCsv = useExportParticipants();
  const exporter = useExport({
    title: t('export.failedTitle'),
    text: (error) => errorText(error, t, 'export.failed'),
  });

  const download = () =>
    exporter.run(() => exportCsv(missionId, participantList.allPagesQueryOf(list)));

  const failed = participants.isError && !participants.data && !participants.isFetching;
  const failure = errorText(participants.error, t, 'error.participantsFailed');

  return (
    <Paper
      variant="outlined"
      sx={{ p: 2 }}
      component="section"
      aria-labelledby="participants-title"
    >
      <Stack spacing={2}>
        <Stack direction="row" sx={{ justifyContent: 'space-between', alignItems: 'center' }}>
          <Typography id="participants-title" variant="h3" component="h2">
            {t('participants.title')}
          </Typography>
          <ExportButton exporting={exporter.exporting} onExport={() => void download()}>
            {t('export.button')}
          </ExportButton>
        </Stack>
        <Stack direction={{ xs: 'column', md: 'row' }} spacing={2}>
          <ListSearchField
            searched={list.search}
            onSearch={state.search}
            label={t('participants.searchLabel')}
            placeholder={t('participants.searchPlaceholder')}
            sx={{ flex: 1, maxWidth: { md: 480 } }}
          />
          <TextField
            select
            size="small"
            label={t('participants.statusFilter')}
            value={list.status ?? ALL}
            onChange={(event) => {
              const status = PARTICIPANT_STATUSES.find((s) => s === event.target.value);
              state.filter({ status });
            }}
            sx={{ minWidth: 180 }}
          >
            <MenuItem value={ALL}>{t('filters.all')}</MenuItem>
            {PARTICIPANT_STATUSES.map((status) => (
              <MenuItem key={status} value={status}>
                {t(`participants.status.${status}`)}
              </MenuItem>
            ))}
          </TextField>
        </Stack>
        {failed ? (
          <LoadError text={failure} onRetry={() => void participants.refetch()} />
        ) : (
          <ParticipantsGrid
            rows={participants.data?.participants ?? NO_PARTICIPANTS}
            total={participants.data?.total ?? 0}
            state={state}
            loading={participants.isFetching}
          />
        )}
      </Stack>
    </Paper>
  );
}
