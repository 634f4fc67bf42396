import { useTranslation } from 'react-i18next';
import { LoadingState } from '@/components/loading-state';

/** 'Loading broadcast messages...': while the list (or the grid itself) is on its way. */
export function LoadingMessages({ minHeight }: { minHeight?: number }) {
  const { t } = useTranslation('broadcast');
  return <LoadingState text={t('loading')} minHeight={minHeight} />;
}
