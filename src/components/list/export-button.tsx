import { Button } from '@mui/material';
import DownloadIcon from '@mui/icons-material/FileDownloadOutlined';

/** A list's "Export CSV": busy while the file is made (`useExport`'s `exporting`). */
export function ExportButton({
  label,
  exporting,
  onExport,
}: {
  label: string;
  exporting: boolean;
  onExport: () => Promise<void>;
}) {
  return (
    <Button
      variant="outlined"
      startIcon={<DownloadIcon />}
      onClick={() => void onExport()}
      loading={exporting}
      loadingPosition="start"
    >
      {label}
    </Button>
  );
}
