import { elGR as core } from '@mui/material/locale';
import { elGR as grid } from '@mui/x-data-grid/locales';
import { elGR as pickers } from '@mui/x-date-pickers/locales';

/** The grid's columns panel, which MUI X's Greek texts leave in English. */
const columnsPanel = {
  components: {
    MuiDataGrid: {
      defaultProps: {
        localeText: {
          columnsManagementSearchTitle: 'Αναζήτηση',
          columnsManagementNoColumns: 'Καμία στήλη',
          columnsManagementShowHideAllText: 'Εμφάνιση/Απόκρυψη όλων',
          columnsManagementReset: 'Επαναφορά',
          columnsManagementDeleteIconLabel: 'Καθαρισμός',
        },
      },
    },
  },
};

export const muiLocales = [core, grid, pickers, columnsPanel];
