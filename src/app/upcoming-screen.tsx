import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { EmptyState } from '@/components/empty-state';
import { PageFrame, type Crumb } from '@/components/page-frame';

export type UpcomingScreenKey = 'analytics' | 'advertisement';

type UpcomingScreenProps = { screen: UpcomingScreenKey; icon: ReactNode; parent?: Crumb };

/** The frame of a screen whose content is not built yet: its title and breadcrumb, and an honest note. */
export function UpcomingScreen({ screen, icon, parent }: UpcomingScreenProps) {
  const { t } = useTranslation('pages');
  const title = t(`${screen}.title`);
  const trail: Crumb[] = [parent ?? { label: t('dashboard'), to: '/' }, { label: title }];
  return (
    <PageFrame title={title} breadcrumbs={trail}>
      <EmptyState icon={icon} title={t(`${screen}.upcoming`)} text={t('upcomingText')} />
    </PageFrame>
  );
}
