import { frFR as core } from '@mui/material/locale';
import { frFR as grid } from '@mui/x-data-grid/locales';
import { frFR as pickers } from '@mui/x-date-pickers/locales';

export const muiLocales = [core, grid, pickers];
