import { ptPT as core } from '@mui/material/locale';
import { ptPT as grid } from '@mui/x-data-grid/locales';
import { ptPT as pickers } from '@mui/x-date-pickers/locales';

export const muiLocales = [core, grid, pickers];
