import { enUS as core } from '@mui/material/locale';
import { enUS as grid } from '@mui/x-data-grid/locales';
import { enUS as pickers } from '@mui/x-date-pickers/locales';

export const muiLocales = [core, grid, pickers];
