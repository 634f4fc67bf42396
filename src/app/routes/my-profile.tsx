import { Avatar, Button, Paper, Stack, Typography } from '@mui/material';
import PersonIcon from '@mui/icons-material/Person';
import { useAtomValue } from 'jotai';
import { useTranslation } from 'react-i18next';
import { Link as RouterLink } from 'react-router';
import { PageFrame } from '@/components/page-frame';
import { sessionUserAtom } from '@/session/session-atoms';

/** The signed-in admin, as the server described them at sign-in. */
export default function MyProfileRoute() {
  const { t } = useTranslation('pages');
  const user = useAtomValue(sessionUserAtom);
  return (
    <PageFrame
      title={t('myProfile.title')}
      breadcrumbs={[{ label: t('dashboard'), to: '/' }, { label: t('myProfile.title') }]}
    >
      <Paper variant="outlined" sx={{ p: 3, maxWidth: 560 }}>
        <Stack direction="row" spacing={2} sx={{ alignItems: 'center', mb: 3 }}>
          <Avatar src={user?.profilePhoto} alt="" sx={{ width: 72, height: 72 }}>
            <PersonIcon fontSize="large" />
          </Avatar>
          <div>
            <Typography variant="h2">{user?.fullName}</Typography>
            <Typography color="text.secondary">{user?.email}</Typography>
          </div>
        </Stack>
        <Typography color="text.secondary" sx={{ mb: 2 }}>
          {t('myProfile.text')}
        </Typography>
        <Button component={RouterLink} to="/users/user-account-settings" variant="outlined">
          {t('myProfile.settings')}
        </Button>
      </Paper>
    </PageFrame>
  );
}
