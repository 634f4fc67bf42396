import { useMemo } from 'react';
import {
  Box,
  Chip,
  Drawer,
  IconButton,
  List,
  ListItem,
  ListItemButton,
  ListItemIcon,
  ListItemText,
  ListSubheader,
  ThemeProvider,
  useTheme,
  type Theme,
} from '@mui/material';
import ChevronStartIcon from '@mui/icons-material/FirstPage';
import { useAtomValue } from 'jotai';
import { useTranslation } from 'react-i18next';
import { Link as RouterLink, NavLink } from 'react-router';
import { BrandLogo } from '@/components/brand-logo';
import { isDarkModeAtom, semidarkAtom } from '@/settings/settings-atoms';
import { createAppTheme } from '@/theme/theme';
import { startPath, useRole } from '@/api/roles';
import { usePendingApprovals } from '@/api/approvals';
import { navigationFor, type NavLinkEntry } from './navigation';
import { SIDEBAR_WIDTH, useSidebar } from './use-sidebar';

export const SIDEBAR_ID = 'sidebar';

/** The link of the current screen: tinted, in a text colour that keeps 4.5:1 on the tint. */
const activeLinkSx = (theme: Theme) => {
  const activeColour =
    theme.palette.mode === 'light' ? theme.palette.primary.dark : theme.palette.primary.light;
  return {
    mx: 1,
    borderRadius: 1,
    '&.active': { bgcolor: 'action.selected', color: activeColour, fontWeight: 700 },
    '&.active .MuiListItemIcon-root': { color: activeColour },
  };
};

/**
 * One sidebar link. The approvals link shows how many requests wait, in its name as well
 * ("Approvals, 3 pending"); the sidebar lists it only for a role that may open it.
 */
function SidebarLink({ link: { screen, label, to, icon: Icon, end } }: { link: NavLinkEntry }) {
  const { t } = useTranslation('shell');
  const pending = usePendingApprovals(screen === 'approvals');
  const text = t(label);
  return (
    <ListItem disablePadding>
      <ListItemButton
        component={NavLink}
        to={to}
        end={end}
        sx={activeLinkSx}
        aria-label={pending ? t('nav.pending', { label: text, n: pending }) : undefined}
      >
        <ListItemIcon sx={{ minWidth: 36 }}>
          <Icon fontSize="small" />
        </ListItemIcon>
        <ListItemText primary={text} />
        {/* The name says the label, then the count, as they are seen. */}
        {pending ? (
          <>
            {' '}
            <Chip size="small" color="warning" label={pending} />
          </>
        ) : null}
      </ListItemButton>
    </ListItem>
  );
}

function SidebarContent({ onCollapse }: { onCollapse: () => void }) {
  const { t } = useTranslation('shell');
  const role = useRole();
  const navigation = useMemo(() => navigationFor(role), [role]);
  return (
    <Box
      component="nav"
      aria-label={t('sidebar.label')}
      sx={{ width: SIDEBAR_WIDTH, height: '100%' }}
    >
      <Box
        sx={{
          display: 'flex',
          alignItems: 'center',
          justifyContent: 'space-between',
          px: 2,
          py: 1.5,
        }}
      >
        <Box
          component={RouterLink}
          to={startPath(role)}
          aria-label={t('sidebar.home')}
          sx={{ color: 'inherit', textDecoration: 'none' }}
        >
          <BrandLogo size={32} />
        </Box>
        <IconButton
          onClick={onCollapse}
          aria-label={t('sidebar.collapse')}
          aria-controls={SIDEBAR_ID}
        >
          <ChevronStartIcon
            sx={{ transform: (theme) => (theme.direction === 'rtl' ? 'scaleX(-1)' : undefined) }}
          />
        </IconButton>
      </Box>
      {navigation.map((section, index) => (
        <List
          key={section.heading ?? index}
          dense
          subheader={
            section.heading ? (
              <ListSubheader
                disableSticky
                sx={{ bgcolor: 'transparent', textTransform: 'uppercase', lineHeight: 2.5 }}
              >
                {t(section.heading)}
              </ListSubheader>
            ) : undefined
          }
        >
          {section.links.map((link) => (
            <SidebarLink key={link.to} link={link} />
          ))}
        </List>
      ))}
    </Box>
  );
}

/** The 260 px sidebar: beside the page on wide screens, over it (with a closing overlay) below 1024 px. */
export function Sidebar() {
  const semidark = useAtomValue(semidarkAtom) === 'true';
  const dark = useAtomValue(isDarkModeAtom);
  const { direction } = useTheme();
  // Semi-dark: a dark sidebar beside a light page.
  const darkTheme = useMemo(
    () => (semidark && !dark ? createAppTheme('dark', direction) : undefined),
    [semidark, dark, direction],
  );
  return darkTheme ? (
    <ThemeProvider theme={darkTheme}>
      <SidebarDrawer />
    </ThemeProvider>
  ) : (
    <SidebarDrawer />
  );
}

function SidebarDrawer() {
  const { narrow, open, setOpen } = useSidebar();
  const paperSx = { width: SIDEBAR_WIDTH, borderInlineEnd: 1, borderColor: 'divider' };
  return (
    <Drawer
      id={SIDEBAR_ID}
      variant={narrow ? 'temporary' : 'persistent'}
      anchor="left"
      open={open}
      onClose={() => setOpen(false)}
      ModalProps={{ keepMounted: true }}
      slotProps={{ paper: { sx: paperSx } }}
    >
      <SidebarContent onCollapse={() => setOpen(false)} />
    </Drawer>
  );
}
