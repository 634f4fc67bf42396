import { lazy, Suspense, useCallback, useState } from 'react';
import { Button, MenuItem, Paper, Stack, TextField } from '@mui/material';
import AddIcon from '@mui/icons-material/Add';
import { useTranslation } from 'react-i18next';
import { errorText } from '@/api/api-error';
import { LoadError } from '@/components/load-error';
import { ListSearchField } from '@/components/list/list-search-field';
import { useListState } from '@/components/list/use-list-state';
import { useListSavedViews } from '@/api/saved-views';
import { SavedViews } from '@/components/list/saved-views/saved-views';
import { PageFrame } from '@/components/page-frame';
import { runRewardsBulk, useRewardCatalogue } from '@/api/rewards';
import { BulkBar } from '@/components/list/bulk-bar';
import { useBulkActions, type BulkDefinition } from '@/components/list/use-bulk-actions';
import { rewardList } from '../rules/list-params';
import { draftSubjectId, keptForm } from '@/session/kept-drafts';
import type { RewardOverview } from '../rules/reward-form';
import { RewardsGrid, type RewardAction } from './rewards-grid';
import { useRewardActions } from './use-reward-actions';
import { useMayCall } from '@/api/roles';

const loadForm = () => import('./reward-form-dialog');
const RewardFormDialog = lazy(() => loadForm().then((m) => ({ default: m.RewardFormDialog })));
const loadPanel = () => import('./redemptions-panel');
const RedemptionsPanel = lazy(() => loadPanel().then((m) => ({ default: m.RedemptionsPanel })));
const NO_REWARDS: readonly RewardOverview[] = [];
const BULK: BulkDefinition<'retire' | 'reactivate' | 'delete'> = {
  kind: 'rewards',
  operation: 'bulkRewards',
  actions: ['retire', 'reactivate', 'delete'],
  run: runRewardsBulk,
  errorText,
};

type FormTarget = { reward?: RewardOverview };

/** A create or edit cut short by an expired session reopens; the form restores what was typed. */
function keptTarget(): FormTarget | undefined {
  const draft = keptForm('reward');
  if (!draft) return undefined;
  const about = draft.about;
  return draftSubjectId(about) ? { reward: about as RewardOverview } : {};
}

/** The reward catalogue: paged, sorted, searched and filtered on the server; the address holds it. */
export function RewardsScreen() {
  const { t } = useTranslation('rewards');
  const state = useListState(rewardList);
  const { list } = state;
  const rewards = useRewardCatalogue(rewardList.queryOf(list));
  const rows = rewards.data?.rewards ?? NO_REWARDS;
  const bulk = useBulkActions(BULK, rows);
  const views = useListSavedViews('rewards');
  const change = useRewardActions();
  const [target, setTarget] = useState<FormTarget | undefined>(keptTarget);
  const [redeemed, setRedeemed] = useState<RewardOverview>();

  const act = useCallback(
    (action: RewardAction, reward: RewardOverview) =>
      action === 'edit'
        ? setTarget({ reward })
        : action === 'redemptions'
          ? setRedeemed(reward)
          : void change(action, reward),
    [change],
  );

  const mayCreate = useMayCall('createReward');
  const failed = rewards.isError && !rewards.data && !rewards.isFetching;
  const failure = errorText(rewards.error, t, 'error.failed');
  const status = list.active === undefined ? 'all' : list.active ? 'active' : 'retired';

  return (
    <PageFrame
      screen="rewards"
      actions={
        mayCreate && (
          <Button
            variant="contained"
            startIcon={<AddIcon />}
            onPointerEnter={() => void loadForm()}
            onFocus={() => void loadForm()}
            onClick={() => setTarget({})}
          >
            {t('createButton')}
          </Button>
        )
      }
    >
      <Paper variant="outlined" sx={{ p: 2 }}>
        <Stack spacing={2}>
          <Stack direction={{ xs: 'column', sm: 'row' }} spacing={2}>
            <ListSearchField
              searched={list.search}
              onSearch={state.search}
              label={t('search.label')}
              placeholder={t('search.placeholder')}
              sx={{ flex: 1 }}
            />
            <TextField
              select
              label={t('filter.status')}
              value={status}
              onChange={(event) => {
                const value = event.target.value;
                state.filter({ active: value === 'all' ? undefined : value === 'active' });
              }}
              sx={{ minWidth: 180 }}
            >
              <MenuItem value="all">{t('filter.all')}</MenuItem>
              <MenuItem value="active">{t('status.active')}</MenuItem>
              <MenuItem value="retired">{t('status.retired')}</MenuItem>
            </TextField>
          </Stack>
          <SavedViews store={views} definition={rewardList} list={list} />
          <BulkBar bulk={bulk} />
          {failed ? (
            <LoadError text={failure} onRetry={() => void rewards.refetch()} />
          ) : (
            <RewardsGrid
              rows={rows}
              total={rewards.data?.total ?? 0}
              state={state}
              loading={rewards.isFetching}
              onAction={act}
              selection={bulk.grid}
            />
          )}
        </Stack>
      </Paper>
      {target && (
        <Suspense fallback={null}>
          <RewardFormDialog
            {...target}
            onClose={() => setTarget(undefined)}
            onSaved={() => setTarget(undefined)}
          />
        </Suspense>
      )}
      {redeemed && (
        <Suspense fallback={null}>
          <RedemptionsPanel
            key={redeemed._id}
            reward={redeemed}
            onClose={() => setRedeemed(undefined)}
          />
        </Suspense>
      )}
    </PageFrame>
  );
}
