import { useTranslation } from 'react-i18next';
import BadgeOutlined from '@mui/icons-material/BadgeOutlined';
import { UpcomingScreen } from '../upcoming-screen';

export default function MemberProfileRoute() {
  const { t } = useTranslation('pages');
  return (
    <UpcomingScreen
      screen="profile"
      parent={{ label: t('users.title'), to: '/apps/users' }}
      icon={<BadgeOutlined color="primary" sx={{ fontSize: 48 }} />}
    />
  );
}
