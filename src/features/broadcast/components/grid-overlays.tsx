import { Stack, Typography } from '@mui/material';
import { useTranslation } from 'react-i18next';
import { LoadingMessages } from './loading-messages';

export function LoadingMessagesOverlay() {
  return <LoadingMessages />;
}

export function NoMessagesOverlay() {
  const { t } = useTranslation('broadcast');
  return (
    <Stack role="status" sx={{ height: '100%', alignItems: 'center', justifyContent: 'center' }}>
      <Typography color="text.secondary">{t('empty')}</Typography>
    </Stack>
  );
}
