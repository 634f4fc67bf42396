import { plPL as core } from '@mui/material/locale';
import { plPL as grid } from '@mui/x-data-grid/locales';
import { plPL as pickers } from '@mui/x-date-pickers/locales';

export const muiLocales = [core, grid, pickers];
