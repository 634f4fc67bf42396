import { useTranslation } from 'react-i18next';
import { PageFrame } from '@/components/page-frame';
import { PasswordChange } from '@/features/account/components/password-change';
import { SettingsForm } from '@/features/settings/components/settings-form';

/** The admin's password, then how the app looks for them. */
export default function AccountSettingsRoute() {
  const { t } = useTranslation('pages');
  return (
    <PageFrame
      title={t('accountSettings.title')}
      breadcrumbs={[{ label: t('dashboard'), to: '/' }, { label: t('accountSettings.title') }]}
    >
      <PasswordChange />
      <SettingsForm />
    </PageFrame>
  );
}
