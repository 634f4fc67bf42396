import { PageFrame } from '@/components/page-frame';
import { PasswordChange } from '@/features/account/components/password-change';
import { SettingsForm } from '@/features/settings/components/settings-form';

/** The admin's password, then how the app looks for them. */
export default function AccountSettingsRoute() {
  return (
    <PageFrame screen="accountSettings">
      <PasswordChange />
      <SettingsForm />
    </PageFrame>
  );
}
