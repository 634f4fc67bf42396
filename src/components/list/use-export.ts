import { useState } from 'react';
import { useDialogs } from '@/components/dialogs/dialogs-context';

type Failure = { title: string; text: (error: unknown) => string };

/**
 * A list's "Export CSV": `exporting` while the file is made, and an alert that says why when it
 * could not be (`failure.text` turns the error into the screen's words).
 */
export function useExport(failure: Failure) {
  const dialogs = useDialogs();
  const [exporting, setExporting] = useState(false);
  const run = async (write: () => Promise<void>) => {
    setExporting(true);
    try {
      await write();
    } catch (error) {
      void dialogs.alert({ kind: 'error', title: failure.title, text: failure.text(error) });
    } finally {
      setExporting(false);
    }
  };
  return { exporting, run };
}
