import { useCallback } from 'react';
import type { UsePaginationItem } from '@mui/material';
import { useTranslation } from 'react-i18next';

/** The translated names of a pagination's buttons ("Go to page 2", "Go to next page"…). */
export function usePagerLabels() {
  const { t } = useTranslation('elements');

  const pageItemLabel = useCallback(
    (
      type: UsePaginationItem['type'],
      page: UsePaginationItem['page'],
      selected: UsePaginationItem['selected'],
    ): string => {
      if (type === 'page') {
        return selected ? t('pager.current', { page }) : t('pager.page', { page });
      }
      if (type === 'start-ellipsis' || type === 'end-ellipsis') return t('pager.more');
      return t(`pager.${type}`);
    },
    [t],
  );

  const tableItemLabel = useCallback(
    (type: 'first' | 'last' | 'next' | 'previous'): string => t(`pager.${type}`),
    [t],
  );

  return { pageItemLabel, tableItemLabel };
}
