import { AppBar, Avatar, Box, Button, Toolbar, Typography } from '@mui/material';
import { useAtomValue } from 'jotai';
import { useTranslation } from 'react-i18next';
import { Link as RouterLink, Outlet } from 'react-router';
import { BrandLogo } from '@/components/brand-logo';
import { sessionUserAtom } from '@/session/session-atoms';
import { useSignOut } from '@/session/use-sign-out';

export function DashboardLayout() {
  const { t } = useTranslation('common');
  const user = useAtomValue(sessionUserAtom);
  const signOut = useSignOut();
  return (
    <Box
      sx={{
        minHeight: '100vh',
        display: 'flex',
        flexDirection: 'column',
        bgcolor: 'background.default',
      }}
    >
      <AppBar
        position="sticky"
        color="inherit"
        elevation={0}
        sx={{ borderBottom: 1, borderColor: 'divider' }}
      >
        <Toolbar sx={{ gap: 2 }}>
          <Box
            component={RouterLink}
            to="/"
            sx={{ color: 'inherit', textDecoration: 'none', flexGrow: 1 }}
          >
            <BrandLogo size={32} />
          </Box>
          <Avatar src={user?.profilePhoto} alt="" sx={{ width: 32, height: 32 }} />
          <Box sx={{ display: { xs: 'none', sm: 'block' } }}>
            <Typography variant="body2" sx={{ fontWeight: 700 }}>
              {user?.fullName}
            </Typography>
            <Typography variant="caption" color="text.secondary">
              {user?.email}
            </Typography>
          </Box>
          <Button onClick={signOut}>{t('signOut')}</Button>
        </Toolbar>
      </AppBar>
      <Box component="main" sx={{ flexGrow: 1, p: { xs: 2, md: 3 } }}>
        <Outlet />
      </Box>
      <Box component="footer" sx={{ p: 2, color: 'text.secondary', fontSize: 14 }}>
        {t('footer', { year: new Date().getFullYear() })}
      </Box>
    </Box>
  );
}
