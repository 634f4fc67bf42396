import { useEffect, type ReactNode } from 'react';
import { Box, Button, CircularProgress, Paper, Skeleton, Stack, Typography } from '@mui/material';
import { useTranslation } from 'react-i18next';
import { serverErrorText } from '@/api/api-error';

type ListQuery = { isPending: boolean; isError: boolean; error: unknown; refetch: () => unknown };

type ListPanelProps = {
  title: string;
  /** The heading level: panels under the tabs sit one level lower. */
  headingLevel?: 'h2' | 'h3';
  query: ListQuery;
  isEmpty: boolean;
  emptyText: string;
  /** A button beside the title (the panel's own action). */
  action?: ReactNode;
  children: ReactNode;
};

const PENDING_HEIGHT = 260;
const PENDING_ROWS = [1, 2, 3, 4];

/** One of the profile's lists: its title, and loading, failed (with a retry), empty or its rows. */
export function ListPanel({
  title,
  headingLevel = 'h2',
  query,
  isEmpty,
  emptyText,
  action,
  children,
}: ListPanelProps) {
  const { t } = useTranslation('members');
  useEffect(() => {
    // The specification only logs these failures; the panel also says so and offers a retry.
    if (query.isError) console.error(`${title}:`, query.error);
  }, [query.isError, query.error, title]);

  return (
    <Paper variant="outlined" sx={{ p: 2, height: '100%' }} component="section" aria-label={title}>
      <Stack
        direction="row"
        spacing={2}
        sx={{ mb: 2, alignItems: 'center', justifyContent: 'space-between', flexWrap: 'wrap' }}
      >
        <Typography variant={headingLevel === 'h2' ? 'h2' : 'h3'} component={headingLevel}>
          {title}
        </Typography>
        {action}
      </Stack>
      {query.isPending ? (
        // Holds about the room of a short list (a few rows and the pager), so the panels below do
        // not jump down when the rows arrive (a layout shift the admin sees and Lighthouse counts).
        <Stack spacing={1} role="status" sx={{ minHeight: PENDING_HEIGHT, py: 1.5 }}>
          <Stack direction="row" spacing={1.5} sx={{ alignItems: 'center', pb: 1 }}>
            <CircularProgress size={20} aria-hidden="true" />
            <Typography color="text.secondary">{t('loading')}</Typography>
          </Stack>
          {PENDING_ROWS.map((row) => (
            <Skeleton key={row} variant="rounded" height={40} aria-hidden="true" />
          ))}
        </Stack>
      ) : query.isError ? (
        <Stack spacing={1.5} sx={{ alignItems: 'flex-start', py: 2 }}>
          <Typography color="error">{t('listFailed')}</Typography>
          {/* The server's reason (e.g. a 403's "Admin access required"), when it gave one. */}
          {serverErrorText(query.error, '') && (
            <Typography variant="body2" color="text.secondary">
              {serverErrorText(query.error, '')}
            </Typography>
          )}
          <Button variant="outlined" size="small" onClick={() => void query.refetch()}>
            {t('retry')}
          </Button>
        </Stack>
      ) : isEmpty ? (
        <Box sx={{ py: 3 }}>
          <Typography color="text.secondary">{emptyText}</Typography>
        </Box>
      ) : (
        children
      )}
    </Paper>
  );
}

const STILL_LOADING: ListQuery = {
  isPending: true,
  isError: false,
  error: null,
  refetch: () => {},
};

/** A list's panel while the member it belongs to is still on its way: the same room, loading. */
export function PendingListPanel({
  title,
  headingLevel,
}: Pick<ListPanelProps, 'title' | 'headingLevel'>) {
  return (
    <ListPanel
      title={title}
      headingLevel={headingLevel}
      query={STILL_LOADING}
      isEmpty={false}
      emptyText=""
    >
      {null}
    </ListPanel>
  );
}
