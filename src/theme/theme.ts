import { createTheme, type Theme } from '@mui/material/styles';
import type { Localization } from '@mui/material/locale';

export type PaletteMode = 'light' | 'dark';

const brand = {
  primary: { light: '#1f6fc5', dark: '#8ec5ff' },
  secondary: { light: '#0b7a75', dark: '#5fd4c9' },
};

/** The app theme: colours come only from here; screens read them from theme.palette. */
export function createAppTheme(
  mode: PaletteMode,
  direction: 'ltr' | 'rtl',
  ...locales: Localization[]
): Theme {
  return createTheme(
    {
      direction,
      palette: {
        mode,
        primary: { main: brand.primary[mode] },
        secondary: { main: brand.secondary[mode] },
        background:
          mode === 'light'
            ? { default: '#f4f6fa', paper: '#ffffff' }
            : { default: '#0e1726', paper: '#1b2638' },
      },
      shape: { borderRadius: 8 },
      typography: {
        fontFamily:
          '"Nunito Sans", "Segoe UI", system-ui, -apple-system, "Noto Sans", "Noto Sans Arabic", sans-serif',
        h1: { fontSize: '1.75rem', fontWeight: 700 },
        h2: { fontSize: '1.35rem', fontWeight: 700 },
        h3: { fontSize: '1.15rem', fontWeight: 600 },
      },
      components: {
        MuiButton: {
          defaultProps: { disableElevation: true },
          styleOverrides: { root: { textTransform: 'none' } },
        },
        MuiTab: { styleOverrides: { root: { textTransform: 'none' } } },
        MuiPaper: {
          defaultProps: { elevation: 0 },
          styleOverrides: { root: { backgroundImage: 'none' } },
        },
      },
    },
    ...locales,
  );
}
