import { atom } from 'jotai';
import { booleanSettingAtom, settingAtom } from './setting-atom';

/** Settings of the specification (§3), persisted under its local-storage keys, with its defaults. */
export const THEMES = ['light', 'dark', 'system'] as const;
export type ThemeSetting = (typeof THEMES)[number];
export const themeAtom = settingAtom<ThemeSetting>('theme', THEMES, 'light');

export const MENUS = ['vertical', 'collapsible-vertical', 'horizontal'] as const;
export const menuAtom = settingAtom('menu', MENUS, 'vertical');

export const LAYOUTS = ['full', 'boxed-layout'] as const;
export const layoutAtom = settingAtom('layout', LAYOUTS, 'full');

export const NAVBARS = ['navbar-sticky', 'navbar-floating', 'navbar-static'] as const;
export const navbarAtom = settingAtom('navbar', NAVBARS, 'navbar-sticky');

export const ANIMATIONS = ['', 'animate__fadeIn', 'animate__fadeInUp', 'animate__zoomIn'] as const;
export const animationAtom = settingAtom('animation', ANIMATIONS, '');

export const semidarkAtom = booleanSettingAtom('semidark', false);

/** Whether the sidebar is open (on wide screens it starts open). */
export const sidebarAtom = booleanSettingAtom('sidebar', true);

const DARK_QUERY = '(prefers-color-scheme: dark)';
const prefersDark = () => window.matchMedia?.(DARK_QUERY).matches ?? false;

/** The operating system's colour preference, followed live while anything reads it. */
export const systemPrefersDarkAtom = atom(prefersDark());
systemPrefersDarkAtom.onMount = (set) => {
  const query = window.matchMedia?.(DARK_QUERY);
  if (!query) return;
  const follow = () => set(query.matches);
  follow();
  query.addEventListener('change', follow);
  return () => query.removeEventListener('change', follow);
};

/** Dark mode in effect: the theme setting, with `system` following the operating system. */
export const isDarkModeAtom = atom((get) => {
  const theme = get(themeAtom);
  return theme === 'dark' || (theme === 'system' && get(systemPrefersDarkAtom));
});
