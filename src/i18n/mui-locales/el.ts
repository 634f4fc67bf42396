import { elGR as core } from '@mui/material/locale';
import { elGR as grid } from '@mui/x-data-grid/locales';
import { elGR as pickers } from '@mui/x-date-pickers/locales';

export const muiLocales = [core, grid, pickers];
