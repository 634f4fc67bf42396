import { Button, Stack, Typography } from '@mui/material';
import { useTranslation } from 'react-i18next';

/** In place of the grid when the list could not be loaded at all: what went wrong, and a retry. */
export function ListLoadError({
  text,
  onRetry,
}: {
  text: string | undefined;
  onRetry: () => void;
}) {
  const { t } = useTranslation('broadcast');
  return (
    <Stack
      spacing={2}
      sx={{ minHeight: 200, alignItems: 'center', justifyContent: 'center', textAlign: 'center' }}
    >
      <Typography color="error">{text}</Typography>
      <Button variant="outlined" onClick={onRetry}>
        {t('list.retry')}
      </Button>
    </Stack>
  );
}
