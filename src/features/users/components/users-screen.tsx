import { lazy, Suspense, useCallback, useId, useMemo, useState } from 'react';
import { Button, Paper, Stack } from '@mui/material';
import FilterIcon from '@mui/icons-material/FilterList';
import { useTranslation } from 'react-i18next';
import { errorText } from '@/api/api-error';
import { useMissionChoices } from '@/api/missions';
import { useMayCall } from '@/api/roles';
import { useListSavedViews } from '@/api/saved-views';
import { PageFrame } from '@/components/page-frame';
import { ListSearchField } from '@/components/list/list-search-field';
import { useMembersPage, type Member } from '@/api/members';
import { ExportButton } from '@/components/list/export-button';
import { useExport } from '@/components/list/use-export';
import { useListState } from '@/components/list/use-list-state';
import { useDateFormat } from '@/i18n/dates';
import { MEMBER_FILTERS, memberList } from '../rules/list-params';
import { SavedViews } from '@/components/list/saved-views/saved-views';
import type { BulkKind } from '../rules/bulk-action';
import {
  gridModelOf,
  NOTHING_TICKED,
  selectionOf,
  tickedCount,
  tickedOf,
  type Ticked,
} from '../rules/bulk-selection';

import { MembersGrid } from './members-grid';
import { LoadError } from '@/components/load-error';

/** Loaded when a filter is in effect: not part of the bare list's first visit. */
const ActiveFilters = lazy(() => import('./member-filters'));
/** Loaded when the admin opens the filters: not part of the list's first visit. */
const MemberFiltersPanel = lazy(() => import('./member-filters-panel'));
/** Loaded once a row is ticked. */
const BulkBar = lazy(() => import('./bulk-bar'));
/** Loaded when the admin picks a bulk action. */
const BulkDialog = lazy(() => import('./bulk-dialog'));

const NO_MEMBERS: readonly Member[] = [];

/** The ticked members; a new search or filter unticks them all. */
function useTicked(query: object) {
  const key = JSON.stringify(query);
  const [state, setState] = useState<{ key: string; ticked: Ticked }>({
    key,
    ticked: NOTHING_TICKED,
  });
  const ticked = state.key === key ? state.ticked : NOTHING_TICKED;
  const set = useCallback((next: Ticked) => setState({ key, ticked: next }), [key]);
  // The grid's selection changes only with the ticks: opening a menu or a dialog leaves the
  // grid (memoised) as it is, which at a phone's speed is most of an interaction's time.
  const grid = useMemo(
    () => ({
      model: gridModelOf(ticked),
      onChange: (next: Parameters<typeof tickedOf>[0]) => set(tickedOf(next)),
    }),
    [ticked, set],
  );
  return { ticked, set, count: (total: number) => tickedCount(ticked, total), grid };
}

/**
 * The Users list: members paged, searched and filtered on the server; the address holds page,
 * size, search and filters. Export CSV writes every member they select.
 */
export function UsersScreen() {
  const { t } = useTranslation('users');
  const format = useDateFormat();
  const state = useListState(memberList);
  const { list } = state;
  const members = useMembersPage(memberList.queryOf(list));
  const views = useListSavedViews('members');
  const panelId = useId();
  const [open, setOpen] = useState(false);
  const activeCount = MEMBER_FILTERS.filter((name) => list[name] !== undefined).length;
  // Missions are asked only when a picker shows them or a chip names one, and only of a role
  // that may read them.
  const mayReadMissions = useMayCall('listMissions');
  const missionChosen = list.joinedMission !== undefined || list.completedMission !== undefined;
  const choices = useMissionChoices(mayReadMissions && (open || missionChosen));
  const missions = mayReadMissions ? (choices.data?.missions ?? []) : undefined;
  const mayBulk = useMayCall('previewMemberBulkAction', 'startMemberBulkJob');
  const bulk = useTicked(memberList.allPagesQueryOf(list));
  const [bulkKind, setBulkKind] = useState<BulkKind>();
  const exporter = useExport({
    title: t('export.failedTitle'),
    text: (error) => errorText(error, t, 'export.failed'),
  });
  const download = () =>
    exporter.run(async () =>
      (await import('./export-file')).exportMembers(memberList.allPagesQueryOf(list), t, format),
    );

  const rows = members.data?.users ?? NO_MEMBERS;
  const total = members.data?.total ?? 0;
  // Shown only when there is nothing to show instead; a retry in progress shows the loading state.
  const failed = members.isError && !members.data && !members.isFetching;
  const failure = errorText(members.error, t, 'error.failed', 'error.network');

  return (
    <PageFrame
      screen="users"
      actions={
        <ExportButton exporting={exporter.exporting} onExport={download}>
          {t('export.button')}
        </ExportButton>
      }
    >
      <Paper variant="outlined" sx={{ p: 2 }}>
        <Stack spacing={2}>
          <Stack
            direction="row"
            spacing={2}
            useFlexGap
            sx={{ alignItems: 'center', flexWrap: 'wrap' }}
          >
            <ListSearchField
              searched={list.search}
              onSearch={state.search}
              label={t('searchLabel')}
              placeholder={t('searchPlaceholder')}
              sx={{ maxWidth: 480, flex: 1, minWidth: 240 }}
            />
            <Button
              variant={open ? 'contained' : 'outlined'}
              startIcon={<FilterIcon />}
              aria-expanded={open}
              aria-controls={panelId}
              onClick={() => setOpen((shown) => !shown)}
            >
              {activeCount > 0 ? t('filters.buttonCount', { n: activeCount }) : t('filters.button')}
            </Button>
          </Stack>
          <SavedViews store={views} definition={memberList} list={list} />
          {open && (
            // The button's aria-controls names the panel's id while its code is still on the way.
            <Suspense fallback={<div id={panelId} />}>
              <MemberFiltersPanel
                id={panelId}
                list={list}
                missions={missions}
                onFilter={state.filter}
              />
            </Suspense>
          )}
          {activeCount > 0 && (
            <Suspense>
              <ActiveFilters list={list} missions={missions} onFilter={state.filter} />
            </Suspense>
          )}
          {mayBulk && bulk.count(total) > 0 && (
            <Suspense>
              <BulkBar
                ticked={bulk.ticked}
                count={bulk.count(total)}
                total={total}
                pageIds={rows.map((row) => row._id)}
                onTickAll={() => bulk.set({ all: true, exclude: new Set() })}
                onClear={() => bulk.set(NOTHING_TICKED)}
                onAction={setBulkKind}
              />
            </Suspense>
          )}
          {failed ? (
            <LoadError text={failure} onRetry={() => void members.refetch()} />
          ) : (
            <MembersGrid
              rows={rows}
              total={total}
              state={state}
              loading={members.isFetching}
              {...(mayBulk && { selection: bulk.grid })}
            />
          )}
          {bulkKind && (
            <Suspense>
              <BulkDialog
                kind={bulkKind}
                selection={selectionOf(bulk.ticked, list)}
                ticked={bulk.count(total)}
                onClose={() => setBulkKind(undefined)}
                onStarted={() => {
                  setBulkKind(undefined);
                  bulk.set(NOTHING_TICKED);
                }}
              />
            </Suspense>
          )}
        </Stack>
      </Paper>
    </PageFrame>
  );
}
