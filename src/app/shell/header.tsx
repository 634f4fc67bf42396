import { useState } from 'react';
import { AppBar, Box, Chip, Collapse, IconButton, Toolbar } from '@mui/material';
import MenuIcon from '@mui/icons-material/Menu';
import SearchIcon from '@mui/icons-material/Search';
import { useAtomValue } from 'jotai';
import { useTranslation } from 'react-i18next';
import { useRole } from '@/api/roles';
import { navbarAtom } from '@/settings/settings-atoms';
import { BulkJobsIndicator } from './bulk-jobs-indicator';
import { LanguageMenu } from './language-menu';
import { MemberSearch } from './member-search';
import { SIDEBAR_ID } from './sidebar';
import { ThemeMenu } from './theme-menu';
import { UserMenu } from './user-menu';
import { useSidebar } from './use-sidebar';

/** The signed-in account's role, beside its menu. */
function RoleChip() {
  const { t } = useTranslation('common');
  const role = useRole();
  if (!role) return null;
  const label = t('role.label', { role: t(`roles.${role}`) });
  // On a phone the chip gives way (its label ends in an ellipsis, the whole of it is its title)
  // rather than squeezing the buttons beside it into each other.
  return <Chip size="small" variant="outlined" label={label} title={label} sx={{ minWidth: 0 }} />;
}

export function Header() {
  const { t } = useTranslation('shell');
  const { narrow, open, toggle } = useSidebar();
  const navbar = useAtomValue(navbarAtom);
  const [searchOpen, setSearchOpen] = useState(false);
  const floating = navbar === 'navbar-floating';
  return (
    <AppBar
      component="header"
      position={navbar === 'navbar-static' ? 'static' : 'sticky'}
      color="inherit"
      elevation={0}
      sx={{
        borderBottom: floating ? 0 : 1,
        borderColor: 'divider',
        ...(floating && { top: 8, mx: 2, mt: 1, width: 'auto', borderRadius: 2, boxShadow: 2 }),
      }}
    >
      <Toolbar sx={{ gap: 1 }}>
        {(narrow || !open) && (
          <IconButton
            edge="start"
            onClick={toggle}
            aria-label={t('sidebar.toggle')}
            aria-controls={SIDEBAR_ID}
            aria-expanded={open}
          >
            <MenuIcon />
          </IconButton>
        )}
        <Box sx={{ display: { xs: 'none', md: 'block' }, flexGrow: 1 }}>
          <MemberSearch />
        </Box>
        <Box sx={{ flexGrow: 1, display: { md: 'none' } }} />
        <IconButton
          sx={{ display: { md: 'none' } }}
          onClick={() => setSearchOpen((shown) => !shown)}
          aria-label={t('search.toggle')}
          aria-expanded={searchOpen}
          aria-controls="mobile-search"
        >
          <SearchIcon />
        </IconButton>
        <BulkJobsIndicator />
        <ThemeMenu />
        <LanguageMenu />
        <RoleChip />
        <UserMenu />
      </Toolbar>
      <Collapse in={searchOpen} id="mobile-search" sx={{ display: { md: 'none' } }} unmountOnExit>
        <Box sx={{ px: 2, pb: 1.5 }}>
          <MemberSearch onSearched={() => setSearchOpen(false)} />
        </Box>
      </Collapse>
    </AppBar>
  );
}
