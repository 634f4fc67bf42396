import { Box, LinearProgress, Stack, Typography } from '@mui/material';
import {
  gridRowCountSelector,
  useGridApiContext,
  useGridRootProps,
  useGridSelector,
} from '@mui/x-data-grid';
import { LoadingState } from '@/components/loading-state';

declare module '@mui/x-data-grid' {
  interface LoadingOverlayPropsOverrides {
    /** What is on its way, in the screen's words ('Loading members...'). */
    text?: string;
  }
}

/**
 * The grid's loading overlay: the first load says what is on its way (`slotProps.loadingOverlay.text`);
 * another page shows a thin bar over the rows still shown, so the grid never flashes empty.
 */
export function GridLoadingOverlay({ text = '' }: { text?: string }) {
  const apiRef = useGridApiContext();
  const rowCount = useGridSelector(apiRef, gridRowCountSelector);
  if (rowCount === 0) return <LoadingState text={text} />;
  return (
    <Box sx={{ height: '100%' }}>
      <LinearProgress aria-label={text} />
    </Box>
  );
}

/** The grid's `noRowsLabel` (set by the screen: what to do next), announced. */
export function GridNoRowsOverlay() {
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

export const GRID_OVERLAYS = {
  loadingOverlay: GridLoadingOverlay,
  noRowsOverlay: GridNoRowsOverlay,
};
