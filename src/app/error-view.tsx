import { Box, Button, Typography } from '@mui/material';
import { useTranslation } from 'react-i18next';
import { isRouteErrorResponse, Link as RouterLink, useRouteError } from 'react-router';
import { useStartPath } from '@/session/access';

function describe(error: unknown): { status?: number; message: string } {
  if (isRouteErrorResponse(error))
    return { status: error.status, message: error.statusText || String(error.data) };
  if (error instanceof Error) return { message: error.message };
  return { message: String(error) };
}

/** The default error view of a route that throws: the status and the message, and a way on. */
export function ErrorView() {
  const { t } = useTranslation('common');
  // The role's start page: the dashboard, or the front desk's /front-desk.
  const home = useStartPath();
  const { status, message } = describe(useRouteError());
  return (
    <Box role="alert" sx={{ p: 4, maxWidth: 720, mx: 'auto' }}>
      <Typography variant="h1" component="h1" gutterBottom>
        {t('errorView.heading')}
      </Typography>
      {status !== undefined && (
        <Typography variant="h2" component="p" gutterBottom>
          {status}
        </Typography>
      )}
      <Typography component="pre" sx={{ whiteSpace: 'pre-wrap', fontFamily: 'monospace', mb: 3 }}>
        {message}
      </Typography>
      <Button variant="contained" onClick={() => window.location.reload()} sx={{ mr: 1 }}>
        {t('errorView.reload')}
      </Button>
      <Button component={RouterLink} to={home}>
        {t('errorView.home')}
      </Button>
    </Box>
  );
}
