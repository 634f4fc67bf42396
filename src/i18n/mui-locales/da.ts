import { daDK as core } from '@mui/material/locale';
import { daDK as grid } from '@mui/x-data-grid/locales';
import { daDK as pickers } from '@mui/x-date-pickers/locales';

export const muiLocales = [core, grid, pickers];
