import { arSD as core } from '@mui/material/locale';
import { arSD as grid } from '@mui/x-data-grid/locales';
// MUI X ships no Arabic texts for the date pickers: they fall back to English.

export const muiLocales = [core, grid];
