import { huHU as core } from '@mui/material/locale';
import { huHU as grid } from '@mui/x-data-grid/locales';
import { huHU as pickers } from '@mui/x-date-pickers/locales';

export const muiLocales = [core, grid, pickers];
