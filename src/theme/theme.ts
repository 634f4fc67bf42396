import { createTheme, type Theme } from '@mui/material/styles';

export type PaletteMode = 'light' | 'dark';

// Every colour pairs with its text (and with the page) at 4.5:1 or better in both modes (WCAG AA).
const colours = {
  primary: { light: '#1f6fc5', dark: '#8ec5ff' },
  secondary: { light: '#0b7a75', dark: '#5fd4c9' },
  error: { light: '#c62828', dark: '#ff8a80' },
  warning: { light: '#9a5b00', dark: '#ffb74d' },
  info: { light: '#0b66c2', dark: '#81d4fa' },
  success: { light: '#2e7d32', dark: '#81c784' },
};

/** The app theme: colours come only from here; screens read them from theme.palette. */
export function createAppTheme(
  mode: PaletteMode,
  direction: 'ltr' | 'rtl',
  ...locales: object[]
): Theme {
  return createTheme(
    {
      direction,
      palette: {
        mode,
        contrastThreshold: 4.5,
        primary: { main: colours.primary[mode] },
        secondary: { main: colours.secondary[mode] },
        error: { main: colours.error[mode] },
        warning: { main: colours.warning[mode] },
        info: { main: colours.info[mode] },
        success: { main: colours.success[mode] },
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
        // A keyboard focus ring on every button, tab, menu item and icon button (WCAG 2.4.7):
        // MUI's own focus ripple alone is faint on text buttons.
        MuiButtonBase: {
          styleOverrides: {
            root: {
              '&.Mui-focusVisible': {
                outline: `2px solid ${colours.primary[mode]}`,
                outlineOffset: 2,
              },
            },
          },
        },
        MuiButton: {
          defaultProps: { disableElevation: true },
          styleOverrides: { root: { textTransform: 'none' } },
        },
        MuiTab: { styleOverrides: { root: { textTransform: 'none' } } },
        MuiToggleButton: { styleOverrides: { root: { textTransform: 'none' } } },
        MuiPaper: {
          defaultProps: { elevation: 0 },
          styleOverrides: { root: { backgroundImage: 'none' } },
        },
      },
    },
    ...locales,
  );
}
