import { useTranslation } from 'react-i18next';
import { PageFrame } from '@/components/page-frame';
import { SettingsForm } from '@/features/settings/components/settings-form';

export default function AccountSettingsRoute() {
  const { t } = useTranslation('pages');
  return (
    <PageFrame
      title={t('accountSettings.title')}
      breadcrumbs={[{ label: t('dashboard'), to: '/' }, { label: t('accountSettings.title') }]}
    >
      <SettingsForm />
    </PageFrame>
  );
}
