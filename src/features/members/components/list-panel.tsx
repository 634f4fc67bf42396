import { useEffect, type ReactNode } from 'react';
import { Box, Button, CircularProgress, Paper, Stack, Typography } from '@mui/material';
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
  children: ReactNode;
};

/** One of the profile's lists: its title, and loading, failed (with a retry), empty or its rows. */
export function ListPanel({
  title,
  headingLevel = 'h2',
  query,
  isEmpty,
  emptyText,
  children,
}: ListPanelProps) {
  const { t } = useTranslation('members');
  useEffect(() => {
    // The specification only logs these failures; the panel also says so and offers a retry.
    if (query.isError) console.error(`${title}:`, query.error);
  }, [query.isError, query.error, title]);

  return (
    <Paper variant="outlined" sx={{ p: 2, height: '100%' }} component="section" aria-label={title}>
      <Typography
        variant={headingLevel === 'h2' ? 'h2' : 'h3'}
        component={headingLevel}
        sx={{ mb: 2 }}
      >
        {title}
      </Typography>
      {query.isPending ? (
        <Stack direction="row" spacing={1.5} role="status" sx={{ alignItems: 'center', py: 3 }}>
          <CircularProgress size={20} aria-hidden="true" />
          <Typography color="text.secondary">{t('loading')}</Typography>
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
