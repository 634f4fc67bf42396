import { useState } from 'react';
import { Avatar, Box, Button, Chip, Paper, Skeleton, Stack, Typography } from '@mui/material';
import PersonIcon from '@mui/icons-material/Person';
import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { Link as RouterLink } from 'react-router';
import { errorText } from '@/api/api-error';
import { adminMeQuery, type AdminProfile } from '@/api/account';
import { LoadError } from '@/components/load-error';
import { PageFrame } from '@/components/page-frame';
import { paths } from '@/lib/paths';
import { ProfileForm } from './profile-form';

/** The signed-in admin's own profile: who they are, and their name and photo to edit. */
export function ProfileScreen() {
  const { t } = useTranslation('account');
  const me = useQuery(adminMeQuery());
  const failure = me.isError
    ? errorText(me.error, t, 'profile.loadFailed', 'profile.loadNetwork')
    : undefined;
  return (
    <PageFrame screen="myProfile">
      <Box
        sx={{
          display: 'grid',
          gap: 3,
          gridTemplateColumns: { xs: '1fr', md: 'minmax(240px, 320px) minmax(0, 560px)' },
          alignItems: 'start',
        }}
      >
        {me.data ? (
          <>
            <AccountCard me={me.data} />
            <Paper variant="outlined" sx={{ p: 3 }}>
              <Typography variant="h2" sx={{ fontSize: '1.25rem', mb: 2 }}>
                {t('profile.editTitle')}
              </Typography>
              <ProfileForm me={me.data} />
            </Paper>
          </>
        ) : failure ? (
          <Paper variant="outlined" sx={{ gridColumn: '1 / -1' }}>
            <LoadError text={failure} onRetry={() => void me.refetch()} minHeight={240} />
          </Paper>
        ) : (
          <Paper
            variant="outlined"
            sx={{ p: 3 }}
            aria-busy="true"
            aria-label={t('profile.loading')}
          >
            <Stack spacing={2} sx={{ alignItems: 'center' }}>
              <Skeleton variant="circular" width={96} height={96} />
              <Skeleton width="60%" />
              <Skeleton width="80%" />
            </Stack>
          </Paper>
        )}
      </Box>
    </PageFrame>
  );
}

/** The account as it is saved: photo, name, e-mail and role (read-only). */
function AccountCard({ me }: { me: AdminProfile }) {
  const { t } = useTranslation('account');
  const { t: tp } = useTranslation('pages');
  const [broken, setBroken] = useState<string>();
  const photo = me.profilePhoto && me.profilePhoto !== broken ? me.profilePhoto : undefined;
  return (
    <Paper variant="outlined" sx={{ p: 3 }}>
      <Stack spacing={1.5} sx={{ alignItems: 'center', textAlign: 'center' }}>
        <Avatar
          src={photo}
          alt={t('profile.photoOf', { name: me.fullName })}
          sx={{ width: 96, height: 96 }}
          slotProps={{ img: { onError: () => setBroken(me.profilePhoto) } }}
          data-testid="profile-avatar"
        >
          <PersonIcon fontSize="large" />
        </Avatar>
        <Typography variant="h2" sx={{ fontSize: '1.375rem', overflowWrap: 'anywhere' }}>
          {me.fullName}
        </Typography>
        <Chip size="small" label={t(`common:roles.${me.role}`)} />
      </Stack>
      <Box component="dl" sx={{ mt: 3, mb: 0, '& dd': { ml: 0, mb: 1.5 } }}>
        <Typography component="dt" variant="body2" color="text.secondary">
          {t('profile.email')}
        </Typography>
        <Typography component="dd" sx={{ overflowWrap: 'anywhere' }}>
          <bdi>{me.email}</bdi>
        </Typography>
        <Typography component="dt" variant="body2" color="text.secondary">
          {t('profile.role')}
        </Typography>
        <Typography component="dd">{t(`common:roles.${me.role}`)}</Typography>
      </Box>
      <Button component={RouterLink} to={paths.accountSettings()} variant="outlined" fullWidth>
        {tp('myProfile.settings')}
      </Button>
    </Paper>
  );
}
