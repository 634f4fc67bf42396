import { jaJP as core } from '@mui/material/locale';
import { jaJP as grid } from '@mui/x-data-grid/locales';
import { jaJP as pickers } from '@mui/x-date-pickers/locales';

export const muiLocales = [core, grid, pickers];
