import { Box, LinearProgress, Stack, Typography } from '@mui/material';
import {
  gridRowCountSelector,
  useGridApiContext,
  useGridRootProps,
  useGridSelector,
} from '@mui/x-data-grid';
import { useTranslation } from 'react-i18next';
import { LoadingState } from '@/components/loading-state';

/** The first load says what is on its way; another page shows a thin bar over the rows shown. */
export function LoadingOverlay() {
  const { t } = useTranslation('missions');
  const apiRef = useGridApiContext();
  const rowCount = useGridSelector(apiRef, gridRowCountSelector);
  if (rowCount === 0) return <LoadingState text={t('loading')} />;
  return (
    <Box sx={{ height: '100%' }}>
      <LinearProgress aria-label={t('loading')} />
    </Box>
  );
}

/** The grid's `noRowsLabel`: what to do next. */
export function NoRowsOverlay() {
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
