import { daDK as core } from '@mui/material/locale';
import { daDK as grid } from '@mui/x-data-grid/locales';
import { daDK as pickers } from '@mui/x-date-pickers/locales';

/** The columns panel's clear button, which MUI X's Danish texts leave in English. */
const columnsPanel = {
  components: {
    MuiDataGrid: { defaultProps: { localeText: { columnsManagementDeleteIconLabel: 'Ryd' } } },
  },
};

export const muiLocales = [core, grid, pickers, columnsPanel];
