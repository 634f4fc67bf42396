import { Button } from '@mui/material';
import DownloadIcon from '@mui/icons-material/FileDownloadOutlined';

/** A list's "Export CSV" button: busy (its icon a spinner) while the file is made. */
export function ExportButton({
  exporting,
  onExport,
  children,
}: {
  exporting: boolean;
  onExport: () => void | Promise<void>;
  children: string;
}) {
  return (
    <Button
      variant="outlined"
      startIcon={<DownloadIcon />}
      onClick={() => void onExport()}
      loading={exporting}
      loadingPosition="start"
    >
      {children}
    </Button>
  );
}
