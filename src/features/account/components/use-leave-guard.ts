import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { useBlocker } from 'react-router';
import { useDialogs } from '@/components/dialogs/dialogs-context';

/**
 * Asks before the admin leaves a form with unsaved changes: another screen of the app (a
 * confirmation), or a reload or another site (the browser's own question).
 */
export function useLeaveGuard(dirty: boolean) {
  const { t } = useTranslation('account');
  const dialogs = useDialogs();
  const blocker = useBlocker(({ currentLocation, nextLocation }) => {
    return dirty && currentLocation.pathname !== nextLocation.pathname;
  });
  useEffect(() => {
    if (blocker.state !== 'blocked') return;
    void dialogs
      .confirm({
        kind: 'warning',
        title: t('leave.title'),
        text: t('leave.text'),
        confirmText: t('leave.discard'),
        cancelText: t('leave.keepEditing'),
      })
      .then((leave) => (leave ? blocker.proceed() : blocker.reset()));
  }, [blocker, dialogs, t]);
  useEffect(() => {
    if (!dirty) return;
    const ask = (event: BeforeUnloadEvent) => event.preventDefault();
    window.addEventListener('beforeunload', ask);
    return () => window.removeEventListener('beforeunload', ask);
  }, [dirty]);
}
