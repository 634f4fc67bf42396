import { Button, Stack, Typography } from '@mui/material';
import { useTranslation } from 'react-i18next';

/** In place of a panel that could not be loaded: what went wrong, and a retry. */
export function LoadError({ text, onRetry }: { text: string | undefined; onRetry: () => void }) {
  const { t } = useTranslation();
  return (
    <Stack
      spacing={2}
      sx={{ minHeight: 200, alignItems: 'center', justifyContent: 'center', textAlign: 'center' }}
    >
      <Typography role="alert" color="error">
        {text}
      </Typography>
      <Button variant="outlined" onClick={onRetry}>
        {t('retry')}
      </Button>
    </Stack>
  );
}
