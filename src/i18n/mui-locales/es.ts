import { esES as core } from '@mui/material/locale';
import { esES as grid } from '@mui/x-data-grid/locales';
import { esES as pickers } from '@mui/x-date-pickers/locales';

export const muiLocales = [core, grid, pickers];
