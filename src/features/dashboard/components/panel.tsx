import { useId, type ReactNode } from 'react';
import { Box, Paper, Stack, Typography } from '@mui/material';
import type { UseQueryResult } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { errorText } from '@/api/api-error';
import { LoadError } from '@/components/load-error';
import { visuallyHidden } from '@/components/visually-hidden';

type PanelProps<T> = {
  title: string;
  query: UseQueryResult<T, unknown>;
  /** What the panel will look like, shown while its data is on its way. */
  skeleton: ReactNode;
  /** Controls beside the title (a period switch, a table-view toggle). */
  actions?: ReactNode;
  children: (data: T) => ReactNode;
};

/**
 * One panel of the home: a titled region that loads and fails on its own, with its own skeleton
 * and its own retry, whatever the other panels do.
 */
export function Panel<T>({ title, query, skeleton, actions, children }: PanelProps<T>) {
  const { t } = useTranslation('dashboard');
  const headingId = useId();
  const failure = errorText(query.error, t, 'error.failed');
  return (
    <Paper
      component="section"
      variant="outlined"
      aria-labelledby={headingId}
      sx={{ p: 2, minWidth: 0 }}
    >
      <Stack
        direction="row"
        spacing={1}
        useFlexGap
        sx={{ mb: 2, alignItems: 'center', justifyContent: 'space-between', flexWrap: 'wrap' }}
      >
        <Typography variant="h2" id={headingId} sx={{ fontSize: '1.125rem', fontWeight: 600 }}>
          {title}
        </Typography>
        {actions}
      </Stack>
      {query.isSuccess ? (
        children(query.data)
      ) : query.isError && !query.isFetching ? (
        <LoadError text={failure} onRetry={() => void query.refetch()} minHeight={160} />
      ) : (
        <Box aria-busy="true">
          <Box component="span" sx={visuallyHidden}>
            {t('loading', { panel: title })}
          </Box>
          {skeleton}
        </Box>
      )}
    </Paper>
  );
}
