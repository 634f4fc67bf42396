import { Button } from '@mui/material';
import DownloadIcon from '@mui/icons-material/FileDownloadOutlined';
import { useFocusBack } from '@/lib/use-focus-back';

/**
 * A list's "Export CSV" button: busy (its icon a spinner) while the file is made; the keyboard's
 * focus comes back to it after.
 */
export function ExportButton({
  exporting,
  onExport,
  children,
}: {
  exporting: boolean;
  onExport: () => void | Promise<void>;
  children: string;
}) {
  const button = useFocusBack(exporting);
  return (
    <Button
      ref={button}
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
