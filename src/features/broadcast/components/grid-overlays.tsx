import { CircularProgress, Stack, Typography } from '@mui/material';
import { useTranslation } from 'react-i18next';

export function LoadingMessagesOverlay() {
  const { t } = useTranslation('broadcast');
  return (
    <Stack
      spacing={1.5}
      role="status"
      sx={{ height: '100%', alignItems: 'center', justifyContent: 'center' }}
    >
      <CircularProgress size={28} aria-hidden="true" />
      <Typography color="text.secondary">{t('loading')}</Typography>
    </Stack>
  );
}

export function NoMessagesOverlay() {
  const { t } = useTranslation('broadcast');
  return (
    <Stack role="status" sx={{ height: '100%', alignItems: 'center', justifyContent: 'center' }}>
      <Typography color="text.secondary">{t('empty')}</Typography>
    </Stack>
  );
}
