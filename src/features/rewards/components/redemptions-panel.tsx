import { useId } from 'react';
import { Dialog, IconButton, Stack, Typography } from '@mui/material';
import CloseIcon from '@mui/icons-material/Close';
import { useTranslation } from 'react-i18next';
import { errorText } from '@/api/api-error';
import { ExportButton } from '@/components/list/export-button';
import { useExport } from '@/components/list/use-export';
import { useListState } from '@/components/list/use-list-state';
import { LoadError } from '@/components/load-error';
import { useRewardRedemptions } from '@/api/rewards';
import { redemptionList } from '../rules/list-params';
import type { RewardOverview } from '../rules/reward-form';
import { RedemptionsGrid, type Redemption } from './redemptions-grid';
import { useExportRedemptions } from './use-export-redemptions';

const NO_REDEMPTIONS: readonly Redemption[] = [];

type RedemptionsPanelProps = { reward: RewardOverview; onClose: () => void };

/** A reward's redemptions in a side panel (a modal at the screen's edge): paged on the server, with the whole list as CSV. */
export function RedemptionsPanel({ reward, onClose }: RedemptionsPanelProps) {
  const { t } = useTranslation('rewards');
  const titleId = useId();
  const state = useListState(redemptionList, { keep: 'screen' });
  const redemptions = useRewardRedemptions(reward._id, {
    page: state.list.page - 1,
    pageSize: state.list.limit,
  });
  const exportCsv = useExportRedemptions();
  const exporter = useExport({
    title: t('redemptions.exportFailedTitle'),
    text: (error) => errorText(error, t, 'redemptions.exportFailed'),
  });

  const download = () => exporter.run(() => exportCsv(reward._id));

  const failed = redemptions.isError && !redemptions.data && !redemptions.isFetching;
  const failure = errorText(redemptions.error, t, 'redemptions.failed');

  return (
    <Dialog
      open
      onClose={onClose}
      aria-labelledby={titleId}
      maxWidth={false}
      // A side panel at the end of the line (the left in right-to-left): a dialog placed there,
      // since the shell's own Drawer would otherwise be split out of its chunk for every screen.
      sx={{ '& .MuiDialog-container': { justifyContent: 'flex-end' } }}
      slotProps={{
        paper: {
          sx: {
            m: 0,
            width: { xs: '100%', md: 760 },
            height: '100%',
            maxHeight: '100%',
            borderRadius: 0,
            p: 2,
          },
        },
      }}
    >
      <Stack spacing={2}>
        <Stack direction="row" spacing={1} sx={{ alignItems: 'center' }}>
          <Typography id={titleId} variant="h3" component="h2" sx={{ flex: 1 }}>
            {t('redemptions.title', { name: reward.name })}
          </Typography>
          <ExportButton exporting={exporter.exporting} onExport={() => void download()}>
            {t('redemptions.export')}
          </ExportButton>
          <IconButton onClick={onClose} aria-label={t('redemptions.close')}>
            <CloseIcon />
          </IconButton>
        </Stack>
        {failed ? (
          <LoadError text={failure} onRetry={() => void redemptions.refetch()} />
        ) : (
          <RedemptionsGrid
            rows={redemptions.data?.redemptions ?? NO_REDEMPTIONS}
            total={redemptions.data?.total ?? 0}
            state={state}
            loading={redemptions.isFetching}
          />
        )}
      </Stack>
    </Dialog>
  );
}
