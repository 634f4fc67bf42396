import { Box, LinearProgress, Stack, Typography } from '@mui/material';
import {
  gridRowCountSelector,
  useGridApiContext,
  useGridRootProps,
  useGridSelector,
} from '@mui/x-data-grid';
import { useTranslation } from 'react-i18next';
import { LoadingMembers } from './loading-members';

/**
 * The first load says 'Loading members...'; loading another page shows a thin bar over the rows
 * still shown (the previous page's), so the grid never flashes empty.
 */
export function LoadingMembersOverlay() {
  const { t } = useTranslation('users');
  const apiRef = useGridApiContext();
  const rowCount = useGridSelector(apiRef, gridRowCountSelector);
  if (rowCount === 0) return <LoadingMembers />;
  return (
    <Box sx={{ height: '100%' }}>
      <LinearProgress aria-label={t('loading')} />
    </Box>
  );
}

/** 'No members found.', or which search found nothing: the grid's `noRowsLabel`, set by the grid. */
export function NoMembersOverlay() {
  const { localeText } = useGridRootProps();
  return (
    <Stack
      role="status"
      sx={{ height: '100%', alignItems: 'center', justifyContent: 'center', px: 2 }}
    >
      <Typography color="text.secondary" sx={{ textAlign: 'center', overflowWrap: 'anywhere' }}>
        {localeText.noRowsLabel}
      </Typography>
    </Stack>
  );
}
