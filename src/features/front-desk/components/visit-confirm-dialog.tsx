import { useRef } from 'react';
import { Alert, Button, Dialog, DialogActions, DialogContent, DialogTitle } from '@mui/material';
import { useTranslation } from 'react-i18next';

export type PendingVisit = {
  memberName: string;
  missionName: string;
  /** The guard's finding: a visit on the same mission a few minutes ago, by someone. */
  duplicate?: { minutes: number; by: string };
};

/** The confirmation's element id (the desk knows its focus while it fades out). */
export const CONFIRM_ID = 'front-desk-confirm';

/**
 * Confirms a visit: Enter records it. When the guard found a recent visit, it asks instead
 * ("Visit already recorded N minutes ago by NAME: record another?") and Enter cancels, so a
 * reflex Enter never records the same visit twice.
 */
export function VisitConfirmDialog({
  pending,
  busy,
  failure,
  onConfirm,
  onCancel,
  onClosed,
}: {
  pending: PendingVisit | undefined;
  busy: boolean;
  failure: string | undefined;
  onConfirm: () => void;
  onCancel: () => void;
  /** Once the dialog has gone (its focus trap with it): where the keyboard goes next. */
  onClosed: () => void;
}) {
  const { t } = useTranslation('frontDesk');
  const duplicate = pending?.duplicate;
  // Enter records a plain visit; after the guard's question, Enter cancels.
  const cancelButton = useRef<HTMLButtonElement>(null);
  const recordButton = useRef<HTMLButtonElement>(null);
  const focusDefault = () => (duplicate ? cancelButton : recordButton).current?.focus();
  return (
    <Dialog
      id={CONFIRM_ID}
      open={pending !== undefined}
      onClose={busy ? undefined : onCancel}
      aria-labelledby="front-desk-confirm-title"
      aria-describedby="front-desk-confirm-text"
      disableRestoreFocus
      slotProps={{ transition: { onEntering: focusDefault, onExited: onClosed } }}
    >
      <DialogTitle id="front-desk-confirm-title">
        {duplicate ? t('confirm.duplicateTitle') : t('confirm.title')}
      </DialogTitle>
      <DialogContent>
        <p id="front-desk-confirm-text" style={{ margin: 0 }}>
          {duplicate
            ? t('confirm.duplicate', { count: duplicate.minutes, name: duplicate.by })
            : t('confirm.text', {
                mission: pending?.missionName ?? '',
                name: pending?.memberName ?? '',
              })}
        </p>
        {failure && (
          <Alert severity="error" sx={{ mt: 2 }}>
            {failure}
          </Alert>
        )}
      </DialogContent>
      <DialogActions>
        <Button ref={cancelButton} onClick={onCancel} disabled={busy}>
          {t('confirm.cancel')}
        </Button>
        <Button
          variant="contained"
          onClick={onConfirm}
          loading={busy}
          ref={recordButton}
          color={duplicate ? 'warning' : 'primary'}
        >
          {duplicate ? t('confirm.recordAnother') : t('confirm.record')}
        </Button>
      </DialogActions>
    </Dialog>
  );
}
