import { trTR as core } from '@mui/material/locale';
import { trTR as grid } from '@mui/x-data-grid/locales';
import { trTR as pickers } from '@mui/x-date-pickers/locales';

export const muiLocales = [core, grid, pickers];
