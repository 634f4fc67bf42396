import { Paper, Stack } from '@mui/material';
import { useTranslation } from 'react-i18next';
import { errorText } from '@/api/api-error';
import { PageFrame } from '@/components/page-frame';
import { ListSearchField } from '@/components/list/list-search-field';
import { useMembersPage, type Member } from '@/api/members';
import { useListState } from '@/components/list/use-list-state';
import { memberList } from '../rules/list-params';
import { MembersGrid } from './members-grid';
import { LoadError } from '@/components/load-error';

const NO_MEMBERS: readonly Member[] = [];

/** The Users list: members paged and searched on the server; the address holds page, size and search. */
export function UsersScreen() {
  const { t } = useTranslation('users');
  const state = useListState(memberList);
  const { list } = state;
  const members = useMembersPage(memberList.queryOf(list));

  // Shown only when there is nothing to show instead; a retry in progress shows the loading state.
  const failed = members.isError && !members.data && !members.isFetching;
  const failure = errorText(members.error, t, 'error.failed', 'error.network');

  return (
    <PageFrame screen="users">
      <Paper variant="outlined" sx={{ p: 2 }}>
        <Stack spacing={2}>
          <ListSearchField
            searched={list.search}
            onSearch={state.search}
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
              state={state}
              loading={members.isFetching}
            />
          )}
        </Stack>
      </Paper>
    </PageFrame>
  );
}
