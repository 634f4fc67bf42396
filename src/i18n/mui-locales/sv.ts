import { svSE as core } from '@mui/material/locale';
import { svSE as grid } from '@mui/x-data-grid/locales';
import { svSE as pickers } from '@mui/x-date-pickers/locales';

export const muiLocales = [core, grid, pickers];
