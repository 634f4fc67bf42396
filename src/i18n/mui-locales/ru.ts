import { ruRU as core } from '@mui/material/locale';
import { ruRU as grid } from '@mui/x-data-grid/locales';
import { ruRU as pickers } from '@mui/x-date-pickers/locales';

export const muiLocales = [core, grid, pickers];
