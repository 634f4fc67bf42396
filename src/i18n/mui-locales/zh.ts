import { zhCN as core } from '@mui/material/locale';
import { zhCN as grid } from '@mui/x-data-grid/locales';
import { zhCN as pickers } from '@mui/x-date-pickers/locales';

export const muiLocales = [core, grid, pickers];
