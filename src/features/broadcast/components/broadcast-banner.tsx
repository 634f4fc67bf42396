import { useEffect } from 'react';
import { Alert, AlertTitle, Collapse } from '@mui/material';
import { useTranslation } from 'react-i18next';
import type { Banner } from './use-banner';

export const BANNER_HIDE_AFTER_MS = 3000;

/** 'Success!' or 'Error!' with the message; the admin can close it, and it goes by itself after 3 s. */
export function BroadcastBanner({
  banner,
  onDismiss,
}: {
  banner: Banner | null;
  onDismiss: () => void;
}) {
  const { t } = useTranslation('broadcast');
  useEffect(() => {
    if (!banner) return;
    const timer = setTimeout(onDismiss, BANNER_HIDE_AFTER_MS);
    return () => clearTimeout(timer);
  }, [banner, onDismiss]);
  return (
    <Collapse in={Boolean(banner)} unmountOnExit>
      {banner && (
        <Alert
          severity={banner.kind}
          role={banner.kind === 'error' ? 'alert' : 'status'}
          onClose={onDismiss}
          slotProps={{ closeButton: { title: t('banner.close'), 'aria-label': t('banner.close') } }}
        >
          <AlertTitle>
            {banner.kind === 'success' ? t('banner.success') : t('banner.error')}
          </AlertTitle>
          {banner.text}
        </Alert>
      )}
    </Collapse>
  );
}
