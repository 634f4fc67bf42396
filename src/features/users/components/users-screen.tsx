import { useCallback, useEffect } from 'react';
import { Paper, Stack } from '@mui/material';
import type { GridPaginationModel } from '@mui/x-data-grid';
import { useTranslation } from 'react-i18next';
import { errorText } from '@/api/api-error';
import { PageFrame } from '@/components/page-frame';
import { ListSearchField } from '@/components/list/list-search-field';
import { useMembersPage, type Member } from '../api/use-members-page';
import { withGridPage, withPageInRange, withSearch } from '../rules/list-params';
import { MembersGrid } from './members-grid';
import { LoadError } from '@/components/load-error';
import { useListParams } from './use-list-params';

const NO_MEMBERS: readonly Member[] = [];

/** The Users list: members paged and searched on the server; the address holds page, size and search. */
export function UsersScreen() {
  const { t } = useTranslation('users');
  const [list, updateList] = useListParams();
  const members = useMembersPage(list);

  const search = useCallback(
    (text: string) => updateList((current) => withSearch(current, text)),
    [updateList],
  );
  const changePage = (model: GridPaginationModel) =>
    updateList((current) => withGridPage(current, model));

  // A page past the end (an old link, members removed since) moves to the last page there is.
  const total = members.isPlaceholderData ? undefined : members.data?.total;
  const outOfRange = total !== undefined && withPageInRange(list, total) !== list;
  useEffect(() => {
    if (outOfRange && total !== undefined) {
      updateList((current) => withPageInRange(current, total));
    }
  }, [outOfRange, total, updateList]);

  // Shown only when there is nothing to show instead; a retry in progress shows the loading state.
  const failed = members.isError && !members.data && !members.isFetching;
  const failure = errorText(members.error, t, 'error.failed', 'error.network');

  return (
    <PageFrame
      title={t('title')}
      breadcrumbs={[{ label: t('crumb'), to: '/' }, { label: t('title') }]}
    >
      <Paper variant="outlined" sx={{ p: 2 }}>
        <Stack spacing={2}>
          <ListSearchField
            searched={list.search}
            onSearch={search}
            label={t('searchLabel')}
            placeholder={t('searchPlaceholder')}
            sx={{ maxWidth: 480 }}
          />
          {failed ? (
            <LoadError text={failure} onRetry={() => void members.refetch()} />
          ) : (
            <MembersGrid
              rows={members.data?.users ?? NO_MEMBERS}
              total={members.data?.total ?? 0}
              list={list}
              onPaginationChange={changePage}
              loading={members.isFetching}
            />
          )}
        </Stack>
      </Paper>
    </PageFrame>
  );
}
