import ViewColumnIcon from '@mui/icons-material/ViewColumnOutlined';
import { ColumnsPanelTrigger, Toolbar, useGridRootProps } from '@mui/x-data-grid';

/**
 * The toolbar of a grid whose admin chooses the columns shown: one button, "Columns", that opens
 * the grid's own panel (its search, Show/Hide all and Reset, in the grid's language).
 */
export function ColumnsToolbar() {
  const { localeText } = useGridRootProps();
  return (
    <Toolbar aria-label={localeText.toolbarColumnsLabel}>
      <ColumnsPanelTrigger size="small" startIcon={<ViewColumnIcon fontSize="small" />}>
        {localeText.toolbarColumns}
      </ColumnsPanelTrigger>
    </Toolbar>
  );
}
