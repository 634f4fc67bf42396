import { Suspense, useCallback } from 'react';
import {
  Button,
  MenuItem,
  Paper,
  Skeleton,
  Stack,
  TablePagination,
  TextField,
} from '@mui/material';
import AddIcon from '@mui/icons-material/Add';
import CampaignIcon from '@mui/icons-material/CampaignOutlined';
import { useTranslation } from 'react-i18next';
import { errorText } from '@/api/api-error';
import { useDialogs } from '@/components/dialogs/dialogs-context';
import { EmptyState } from '@/components/empty-state';
import { useListState, usePageInRange } from '@/components/list/use-list-state';
import { LoadError } from '@/components/load-error';
import { PageFrame } from '@/components/page-frame';
import {
  runAdvertisementsBulk,
  useAdvertisementsPage,
  useReorderAdvertisements,
} from '@/api/advertisements';
import { BulkBar } from '@/components/list/bulk-bar';
import { useBulkActions, type BulkDefinition } from '@/components/list/use-bulk-actions';
import { PAGE_SIZES } from '@/lib/list-paging';
import {
  advertisementList,
  STATUSES,
  type Advertisement,
  type AdvertisementStatus,
} from '../rules/list-params';
import { reorderedPage } from '../rules/reorder';
import { AdvertisementList } from './advertisement-list';
import {
  AdvertisementFormDialog,
  loadAdvertisementFormDialog,
  useAdvertisementForm,
} from './use-advertisement-form';
import { useDeleteAdvertisement } from './use-delete-advertisement';
import { focusMoved } from './focus-moved';
import { useMayCall } from '@/api/roles';

const NO_ADS: readonly Advertisement[] = [];
const ACTIONS = ['edit', 'delete'] as const;
const BULK: BulkDefinition<'end' | 'reactivate' | 'delete'> = {
  kind: 'advertisements',
  operation: 'bulkAdvertisements',
  actions: ['end', 'reactivate', 'delete'],
  run: runAdvertisementsBulk,
  errorText,
};

/** The banners in display order: filter by status, page, reorder, create, edit and delete. */
export function AdvertisementsScreen() {
  const { t } = useTranslation('advertisements');
  const dialogs = useDialogs();
  const state = useListState(advertisementList);
  const { list } = state;
  const page = useAdvertisementsPage(advertisementList.queryOf(list));
  const reorder = useReorderAdvertisements(advertisementList.queryOf(list));
  const form = useAdvertisementForm();
  const deleteAd = useDeleteAdvertisement();
  const ads = page.data?.advertisements ?? NO_ADS;
  const bulk = useBulkActions(BULK, ads);
  usePageInRange(state, page.isPlaceholderData ? undefined : page.data?.total);

  const move = useCallback(
    (from: number, to: number) => {
      const ad = ads[from];
      if (!ad || to < 0 || to >= ads.length) return;
      focusMoved(ad._id, to < from ? 'up' : 'down');
      reorder(reorderedPage(ads, from, to)).catch((error: unknown) => {
        void dialogs.alert({
          kind: 'error',
          title: t('reorder.failedTitle'),
          text: `${errorText(error, t, 'reorder.failed')} ${t('reorder.rolledBack')}`,
        });
      });
    },
    [ads, dialogs, reorder, t],
  );

  const { open } = form;
  const act = useCallback(
    (action: 'edit' | 'delete', ad: Advertisement) => {
      if (action === 'edit') open(ad);
      else void deleteAd(ad);
    },
    [deleteAd, open],
  );

  const failed = page.isError && !page.data && !page.isFetching;
  const failure = errorText(page.error, t, 'error.failed');

  const mayManage = useMayCall('createAdvertisement', 'updateAdvertisement', 'deleteAdvertisement');
  // Moving a banner is a write too: a role that may not reorder (the auditor) sees the order only.
  const mayReorder = useMayCall('reorderAdvertisements');
  return (
    <PageFrame
      screen="advertisements"
      actions={
        mayManage && (
          <Button
            variant="contained"
            startIcon={<AddIcon />}
            onPointerEnter={() => void loadAdvertisementFormDialog()}
            onFocus={() => void loadAdvertisementFormDialog()}
            onClick={() => open()}
          >
            {t('createButton')}
          </Button>
        )
      }
    >
      <Paper variant="outlined" sx={{ p: 2 }}>
        <Stack spacing={2}>
          <TextField
            select
            label={t('filters.status')}
            value={list.status ?? ''}
            onChange={(event) => {
              state.filter({ status: STATUSES.find((s) => s === event.target.value) });
            }}
            sx={{ maxWidth: 240 }}
            size="small"
          >
            <MenuItem value="">{t('filters.all')}</MenuItem>
            {STATUSES.map((status: AdvertisementStatus) => (
              <MenuItem key={status} value={status}>
                {t(`status.${status}`)}
              </MenuItem>
            ))}
          </TextField>
          <BulkBar bulk={bulk} />
          {failed ? (
            <LoadError text={failure} onRetry={() => void page.refetch()} />
          ) : !page.data ? (
            <Stack spacing={1} aria-busy="true" aria-label={t('loading')}>
              {[0, 1, 2, 3].map((n) => (
                <Skeleton key={n} variant="rounded" height={88} />
              ))}
            </Stack>
          ) : ads.length === 0 ? (
            <EmptyState
              icon={<CampaignIcon color="primary" sx={{ fontSize: 48 }} />}
              title={list.status ? t('noMatch') : t('empty')}
              text={list.status ? t('noMatchText') : t('emptyText')}
            />
          ) : (
            <AdvertisementList
              ads={ads}
              {...(mayReorder ? { onMove: move } : {})}
              actions={mayManage ? ACTIONS : []}
              onAction={act}
              {...(bulk.allowed ? { selection: bulk } : {})}
            />
          )}
          <TablePagination
            component="div"
            count={page.data?.total ?? 0}
            page={Math.max(0, list.page - 1)}
            rowsPerPage={list.limit}
            rowsPerPageOptions={[...PAGE_SIZES]}
            onPageChange={(_, next) =>
              state.update((current) =>
                advertisementList.withGridPage(current, { page: next, pageSize: current.limit }),
              )
            }
            onRowsPerPageChange={(event) =>
              state.update((current) =>
                advertisementList.withGridPage(current, {
                  page: 0,
                  pageSize: Number(event.target.value),
                }),
              )
            }
          />
        </Stack>
      </Paper>
      {form.target && (
        <Suspense fallback={null}>
          <AdvertisementFormDialog target={form.target} onClose={form.close} onSaved={form.saved} />
        </Suspense>
      )}
    </PageFrame>
  );
}
