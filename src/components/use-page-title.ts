import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';

/** Sets the tab title to '{title} | London Clinic'. */
export function usePageTitle(title: string) {
  const { t } = useTranslation('common');
  useEffect(() => {
    document.title = t('pageTitle', { title });
  }, [t, title]);
}
