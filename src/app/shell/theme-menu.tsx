import { useState } from 'react';
import { IconButton, ListItemIcon, ListItemText, Menu, MenuItem } from '@mui/material';
import LightModeIcon from '@mui/icons-material/LightModeOutlined';
import DarkModeIcon from '@mui/icons-material/DarkModeOutlined';
import SystemModeIcon from '@mui/icons-material/SettingsBrightnessOutlined';
import CheckIcon from '@mui/icons-material/Check';
import { useAtom } from 'jotai';
import { useTranslation } from 'react-i18next';
import { themeAtom, THEMES, type ThemeSetting } from '@/settings/settings-atoms';

const ICONS: Record<ThemeSetting, typeof LightModeIcon> = {
  light: LightModeIcon,
  dark: DarkModeIcon,
  system: SystemModeIcon,
};

/** Light, dark, or the operating system's choice. */
export function ThemeMenu() {
  const { t } = useTranslation('shell');
  const [theme, setTheme] = useAtom(themeAtom);
  const [anchor, setAnchor] = useState<HTMLElement | null>(null);
  const CurrentIcon = ICONS[theme];
  return (
    <>
      <IconButton
        color="inherit"
        onClick={(event) => setAnchor(event.currentTarget)}
        aria-label={t('theme.choose', { current: t(`theme.${theme}`) })}
        aria-haspopup="menu"
        aria-expanded={Boolean(anchor)}
        aria-controls={anchor ? 'theme-menu' : undefined}
      >
        <CurrentIcon />
      </IconButton>
      <Menu
        id="theme-menu"
        anchorEl={anchor}
        open={Boolean(anchor)}
        onClose={() => setAnchor(null)}
      >
        {THEMES.map((option) => {
          const Icon = ICONS[option];
          return (
            <MenuItem
              key={option}
              selected={option === theme}
              onClick={() => {
                setTheme(option);
                setAnchor(null);
              }}
            >
              <ListItemIcon>
                <Icon fontSize="small" />
              </ListItemIcon>
              <ListItemText primary={t(`theme.${option}`)} />
              {option === theme && <CheckIcon fontSize="small" sx={{ marginInlineStart: 2 }} />}
            </MenuItem>
          );
        })}
      </Menu>
    </>
  );
}
