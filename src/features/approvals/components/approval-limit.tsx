import { lazy, Suspense, useId, useRef, useState } from 'react';
import { Button, Paper, Stack, Typography } from '@mui/material';
import { useTranslation } from 'react-i18next';
import { errorText } from '@/api/api-error';
import { useApprovalLimit } from '@/api/approvals';
import { useMayCall } from '@/api/roles';
import { LoadError } from '@/components/load-error';
import { useDateFormat } from '@/i18n/dates';

// The form's code (react-hook-form) comes when an administrator heads for it, not with the screen.
const loadEditor = () => import('./limit-editor');
const LimitEditor = lazy(() => loadEditor().then((m) => ({ default: m.LimitEditor })));

/**
 * The front desk's adjustment limit, in a sentence; administrators change it in a small form.
 */
export function ApprovalLimit() {
  const { t } = useTranslation('approvals');
  const format = useDateFormat();
  const limit = useApprovalLimit();
  const mayChange = useMayCall('setApprovalLimit');
  const [editing, setEditing] = useState(false);
  // The form closed: the focus goes back to the button that opened it.
  const refocus = useRef(false);
  const closeEditor = () => {
    refocus.current = true;
    setEditing(false);
  };
  const headingId = useId();
  const current = limit.data && (
    <Typography>{t('limit.current', { limit: format.number(limit.data.limit) })}</Typography>
  );
  return (
    <Paper variant="outlined" sx={{ p: 2 }} component="section" aria-labelledby={headingId}>
      <Typography id={headingId} variant="h6" component="h2" gutterBottom>
        {t('limit.title')}
      </Typography>
      <Typography variant="body2" color="text.secondary" sx={{ mb: 2 }}>
        {t('limit.help')}
      </Typography>
      {limit.isError && !limit.data ? (
        <LoadError
          text={errorText(limit.error, t, 'limit.loadFailed')}
          onRetry={() => void limit.refetch()}
          minHeight={80}
        />
      ) : !limit.data ? (
        <Typography>{t('limit.loading')}</Typography>
      ) : editing ? (
        <Suspense fallback={current}>
          <LimitEditor limit={limit.data.limit} onClose={closeEditor} />
        </Suspense>
      ) : (
        <Stack direction={{ xs: 'column', sm: 'row' }} spacing={2} sx={{ alignItems: 'center' }}>
          {current}
          {mayChange && (
            <Button
              variant="outlined"
              ref={(button) => {
                if (button && refocus.current) button.focus();
                refocus.current = false;
              }}
              onPointerEnter={() => void loadEditor()}
              onFocus={() => void loadEditor()}
              onClick={() => setEditing(true)}
            >
              {t('limit.change')}
            </Button>
          )}
        </Stack>
      )}
    </Paper>
  );
}
