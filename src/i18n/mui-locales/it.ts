import { itIT as core } from '@mui/material/locale';
import { itIT as grid } from '@mui/x-data-grid/locales';
import { itIT as pickers } from '@mui/x-date-pickers/locales';

export const muiLocales = [core, grid, pickers];
