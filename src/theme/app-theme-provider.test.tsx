import { act, render } from '@testing-library/react';
import { useTheme, type Theme } from '@mui/material';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { loadMuiLocales } from '@/i18n/mui-locales/load-mui-locales';
import { AppThemeProvider } from './app-theme-provider';

const current = vi.hoisted(() => ({ language: 'en' }));
vi.mock('react-i18next', () => ({
  useTranslation: () => ({
    i18n: { language: current.language, resolvedLanguage: current.language },
  }),
}));

/** Each theme the screen was rendered with, in order. */
let themes: Theme[] = [];
function ThemeSpy() {
  const theme = useTheme();
  if (themes.at(-1) !== theme) themes.push(theme);
  return null;
}

const rowsPerPageText = (theme: Theme | undefined) =>
  theme?.components?.MuiTablePagination?.defaultProps?.labelRowsPerPage;

async function renderAndSettle() {
  render(
    <AppThemeProvider>
      <ThemeSpy />
    </AppThemeProvider>,
  );
  // Let a locale fetch (a dynamic import) finish and its update render.
  await act(() => new Promise((resolve) => setTimeout(resolve, 50)));
}

describe('AppThemeProvider', () => {
  beforeEach(() => {
    themes = [];
  });

  it('builds the theme once in English: the app is not rendered a second time', async () => {
    current.language = 'en';
    await renderAndSettle();
    expect(themes).toHaveLength(1);
    expect(rowsPerPageText(themes[0])).toBeUndefined();
  });

  it("uses MUI's texts fetched with the translations from the first render", async () => {
    current.language = 'de';
    await loadMuiLocales('de');
    await renderAndSettle();
    expect(themes).toHaveLength(1);
    expect(rowsPerPageText(themes[0])).toBe('Zeilen pro Seite:');
  });

  it("switches to MUI's texts when they arrive after the first render", async () => {
    current.language = 'fr';
    await renderAndSettle();
    expect(themes).toHaveLength(2);
    expect(rowsPerPageText(themes[0])).toBeUndefined();
    expect(rowsPerPageText(themes[1])).toBe('Lignes par page :');
  });
});
