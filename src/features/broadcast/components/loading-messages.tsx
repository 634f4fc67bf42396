import { CircularProgress, Stack, Typography } from '@mui/material';
import { useTranslation } from 'react-i18next';

/** 'Loading broadcast messages...': while the list (or the grid itself) is on its way. */
export function LoadingMessages({ minHeight }: { minHeight?: number }) {
  const { t } = useTranslation('broadcast');
  return (
    <Stack
      spacing={1.5}
      role="status"
      sx={{ height: '100%', minHeight, alignItems: 'center', justifyContent: 'center' }}
    >
      <CircularProgress size={28} aria-hidden="true" />
      <Typography color="text.secondary">{t('loading')}</Typography>
    </Stack>
  );
}
