import { Button } from '@mui/material';
import DownloadIcon from '@mui/icons-material/Download';
import { useTranslation } from 'react-i18next';
import { useExportMemberData, type Member } from '@/api/members';
import { useDialogs } from '@/components/dialogs/dialogs-context';
import { downloadBlob } from '@/lib/download';
import { useFocusBack } from '@/lib/use-focus-back';
import { failureText } from '../adjustments/adjustment-text';

/** The file a member's data is saved as: their member ID (or id), so each member's file differs. */
export const exportFileName = (member: Member) => `member-${member.memberId || member._id}.json`;

/**
 * 'Export data': asks for everything held about the member and saves it as one JSON file;
 * `onDone` gets the file's name.
 */
export function ExportDataButton({
  member,
  onDone,
}: {
  member: Member;
  onDone: (file: string) => void;
}) {
  const { t } = useTranslation('privacy');
  const dialogs = useDialogs();
  const exporting = useExportMemberData(member._id);
  const button = useFocusBack(exporting.isPending);
  const run = async () => {
    try {
      const data = await exporting.mutateAsync();
      const file = exportFileName(member);
      const json = JSON.stringify(data, null, 2);
      downloadBlob(file, new Blob([json], { type: 'application/json' }));
      onDone(file);
    } catch (error) {
      void dialogs.alert({
        kind: 'error',
        title: t('export.failedTitle'),
        text: failureText(error, t('export.failed')),
      });
    }
  };
  return (
    <Button
      ref={button}
      variant="outlined"
      startIcon={<DownloadIcon />}
      onClick={() => void run()}
      disabled={exporting.isPending}
      aria-busy={exporting.isPending}
    >
      {exporting.isPending ? t('export.exporting') : t('export.button')}
    </Button>
  );
}
