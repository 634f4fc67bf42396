import { deDE as core } from '@mui/material/locale';
import { deDE as grid } from '@mui/x-data-grid/locales';
import { deDE as pickers } from '@mui/x-date-pickers/locales';

export const muiLocales = [core, grid, pickers];
