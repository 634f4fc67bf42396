import { Box, CircularProgress } from '@mui/material';
import { useTranslation } from 'react-i18next';

/** Covers the page while the first screen loads; `fading` lets it fade out instead of vanishing. */
export function FullScreenLoader({ fading = false }: { fading?: boolean }) {
  // It also stands in while the translations themselves load, so it must not suspend.
  const { t, ready } = useTranslation('common', { useSuspense: false });
  return (
    <Box
      role="progressbar"
      aria-label={ready ? t('loading') : undefined}
      aria-busy="true"
      sx={{
        position: 'fixed',
        inset: 0,
        zIndex: (theme) => theme.zIndex.modal + 10,
        display: 'grid',
        placeItems: 'center',
        bgcolor: 'background.default',
        opacity: fading ? 0 : 1,
        transition: 'opacity 200ms ease-out',
        pointerEvents: fading ? 'none' : 'auto',
      }}
    >
      <CircularProgress aria-hidden="true" />
    </Box>
  );
}
