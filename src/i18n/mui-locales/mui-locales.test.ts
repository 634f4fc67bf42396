import { describe, expect, it } from 'vitest';
import { enUS } from '@mui/x-data-grid/locales';
import { LANGUAGE_CODES } from '../languages';
import { loadMuiLocales } from './load-mui-locales';

/** The grid's texts the lists' Columns button and panel show. */
const COLUMNS_PANEL = [
  'toolbarColumns',
  'columnsManagementSearchTitle',
  'columnsManagementNoColumns',
  'columnsManagementShowHideAllText',
  'columnsManagementReset',
  'columnsManagementDeleteIconLabel',
] as const;

type Locale = { components?: { MuiDataGrid?: { defaultProps?: { localeText?: object } } } };
const english = enUS.components.MuiDataGrid.defaultProps.localeText;

describe('the grid’s columns panel', () => {
  it.each(LANGUAGE_CODES.filter((code) => code !== 'en'))('speaks %s', async (code) => {
    const locales = (await loadMuiLocales(code)) as Locale[];
    const texts: Record<string, string> = Object.assign(
      {},
      ...locales.map((locale) => locale.components?.MuiDataGrid?.defaultProps?.localeText ?? {}),
    );
    for (const key of COLUMNS_PANEL) {
      // A text the language leaves out is shown in English.
      expect(texts[key], key).toBeTypeOf('string');
      expect(texts[key], key).not.toBe(english[key]);
    }
  });
});
