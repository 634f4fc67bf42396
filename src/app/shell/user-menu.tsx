import { useState } from 'react';
import {
  Avatar,
  Box,
  Divider,
  IconButton,
  ListItemIcon,
  Menu,
  MenuItem,
  Typography,
} from '@mui/material';
import PersonIcon from '@mui/icons-material/Person';
import LogoutIcon from '@mui/icons-material/Logout';
import { useTranslation } from 'react-i18next';
import { Link as RouterLink } from 'react-router';
import { useSignOut } from './use-sign-out';
import { useSignedInAdmin } from './use-signed-in-admin';
import { paths } from '@/lib/paths';

export const USER_MENU_WIDTH = 230;

/** The signed-in admin's avatar (the default one when there is no photo). */
function UserAvatar({ photo, size }: { photo: string | undefined; size: number }) {
  return (
    <Avatar src={photo} alt="" sx={{ width: size, height: size }}>
      <PersonIcon />
    </Avatar>
  );
}

export function UserMenu() {
  const { t } = useTranslation('shell');
  const user = useSignedInAdmin();
  const signOut = useSignOut();
  const [anchor, setAnchor] = useState<HTMLElement | null>(null);
  const close = () => setAnchor(null);
  return (
    <>
      <IconButton
        onClick={(event) => setAnchor(event.currentTarget)}
        aria-label={t('user.menu')}
        aria-haspopup="menu"
        aria-expanded={Boolean(anchor)}
        aria-controls={anchor ? 'user-menu' : undefined}
      >
        <UserAvatar photo={user?.profilePhoto} size={34} />
      </IconButton>
      <Menu
        id="user-menu"
        anchorEl={anchor}
        open={Boolean(anchor)}
        onClose={close}
        anchorOrigin={{ vertical: 'bottom', horizontal: 'right' }}
        transformOrigin={{ vertical: 'top', horizontal: 'right' }}
        slotProps={{ paper: { sx: { width: USER_MENU_WIDTH } } }}
      >
        <Box sx={{ display: 'flex', gap: 1.5, alignItems: 'center', px: 2, py: 1 }}>
          <UserAvatar photo={user?.profilePhoto} size={40} />
          <Box sx={{ minWidth: 0 }}>
            <Typography sx={{ fontWeight: 700 }} noWrap>
              {user?.fullName}
            </Typography>
            <Typography variant="body2" color="text.secondary" noWrap>
              {user?.email}
            </Typography>
          </Box>
        </Box>
        <Divider />
        <MenuItem component={RouterLink} to={paths.myProfile()} onClick={close}>
          <ListItemIcon>
            <PersonIcon fontSize="small" />
          </ListItemIcon>
          {t('user.profile')}
        </MenuItem>
        <MenuItem
          onClick={() => {
            close();
            void signOut();
          }}
        >
          <ListItemIcon>
            <LogoutIcon fontSize="small" />
          </ListItemIcon>
          {t('user.signOut')}
        </MenuItem>
      </Menu>
    </>
  );
}
