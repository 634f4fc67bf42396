import { Alert, AlertTitle, Button } from '@mui/material';
import { useTranslation } from 'react-i18next';
import { useDateFormat } from '@/i18n/dates';
import type { FormConflict } from './use-edit-conflict';

/** Who changed the record while it was being edited, and the two ways on. */
export function ConflictAlert({
  conflict,
  edit,
}: {
  conflict: FormConflict;
  /** Busy while saving; the two ways on (`useEditConflict`). */
  edit: { busy: boolean; reload: () => void; overwrite: () => Promise<void> };
}) {
  const { t } = useTranslation('common');
  const { dateTime } = useDateFormat();
  const who = conflict.changedBy?.fullName;
  const when = conflict.changedAt ? dateTime(conflict.changedAt) : undefined;
  return (
    <Alert
      severity="warning"
      sx={{ mb: 2 }}
      action={
        <>
          <Button color="inherit" size="small" onClick={edit.reload} disabled={edit.busy}>
            {t('conflict.reload')}
          </Button>
          <Button
            color="inherit"
            size="small"
            onClick={() => void edit.overwrite()}
            disabled={edit.busy}
          >
            {t('conflict.overwrite')}
          </Button>
        </>
      }
    >
      <AlertTitle>{t('conflict.title')}</AlertTitle>
      {who && when
        ? t('conflict.changedBy', { name: who, when })
        : t('conflict.changedBySomeone')}{' '}
      {t('conflict.kept')}
    </Alert>
  );
}
