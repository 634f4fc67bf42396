import { useTranslation } from 'react-i18next';
import { LoadingState } from '@/components/loading-state';

/** 'Loading members...': while the first page (or the grid itself) is on its way. */
export function LoadingMembers({ minHeight }: { minHeight?: number }) {
  const { t } = useTranslation('users');
  return <LoadingState text={t('loading')} minHeight={minHeight} />;
}
