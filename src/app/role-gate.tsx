import type { ComponentType } from 'react';
import { Box, Button, Paper, Typography } from '@mui/material';
import LockIcon from '@mui/icons-material/LockOutlined';
import { useTranslation } from 'react-i18next';
import { Link as RouterLink } from 'react-router';
import { mayOpen, startPath, useRole, type Role } from '@/api/roles';
import { PageFrame } from '@/components/page-frame';
import { SCREENS, type ScreenId } from '@/lib/screens';

/**
 * A screen of the frame, or, when the signed-in role may not open it (the contract does not let
 * the role call the operation it is built on), "no access" in its place, inside the frame.
 */
export function RoleGate({ screen, Screen }: { screen: ScreenId; Screen: ComponentType }) {
  const role = useRole();
  if (!role || mayOpen(role, SCREENS[screen])) return <Screen />;
  return <NoAccess screen={screen} role={role} />;
}

/** The screen's title and trail, then why it is not shown and the way to the role's start page. */
function NoAccess({ screen, role }: { screen: ScreenId; role: Role }) {
  const { t } = useTranslation('common');
  return (
    <PageFrame screen={screen}>
      <Paper variant="outlined" sx={{ p: 4, textAlign: 'center' }}>
        <LockIcon color="action" sx={{ fontSize: 48 }} aria-hidden />
        <Typography variant="h2" gutterBottom>
          {t('noAccess.title')}
        </Typography>
        <Typography color="text.secondary" sx={{ mb: 3 }}>
          {t('noAccess.text', { role: t(`roles.${role}`) })}
        </Typography>
        <Box>
          <Button component={RouterLink} to={startPath(role)} variant="contained">
            {t('noAccess.home')}
          </Button>
        </Box>
      </Paper>
    </PageFrame>
  );
}
