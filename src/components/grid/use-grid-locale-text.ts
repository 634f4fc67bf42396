import { useMemo } from 'react';
import { useTheme } from '@mui/material';
import type { GridLocaleText } from '@mui/x-data-grid';
import type {} from '@mui/x-data-grid/themeAugmentation';

/**
 * The grid's texts in the current language (from the theme) with a screen's own texts on top.
 * A grid's `localeText` prop replaces the theme's instead of merging, hence this hook.
 */
export function useGridLocaleText(overrides: Partial<GridLocaleText>): Partial<GridLocaleText> {
  const themeText = useTheme().components?.MuiDataGrid?.defaultProps?.localeText;
  return useMemo(() => ({ ...themeText, ...overrides }), [themeText, overrides]);
}
