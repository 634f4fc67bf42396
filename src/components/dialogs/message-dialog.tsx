import { useEffect, useId } from 'react';
import {
  Box,
  Button,
  Dialog,
  DialogActions,
  DialogContent,
  DialogContentText,
  DialogTitle,
} from '@mui/material';
import SuccessIcon from '@mui/icons-material/CheckCircleOutlined';
import ErrorIcon from '@mui/icons-material/ErrorOutlined';
import WarningIcon from '@mui/icons-material/WarningAmber';
import InfoIcon from '@mui/icons-material/InfoOutlined';
import { useTranslation } from 'react-i18next';
import type { DialogKind, OpenDialog } from './dialog-types';

const ICONS: Record<DialogKind, typeof SuccessIcon> = {
  success: SuccessIcon,
  error: ErrorIcon,
  warning: WarningIcon,
  info: InfoIcon,
};

/** One alert or confirmation: icon, title, text and its buttons. */
export function MessageDialog({
  dialog,
  onClose,
}: {
  dialog: OpenDialog;
  onClose: (confirmed: boolean) => void;
}) {
  const { t } = useTranslation('common');
  const titleId = useId();
  const textId = useId();
  const { options } = dialog;
  const kind = options.kind ?? 'warning';
  const Icon = ICONS[kind];
  const timerMs = dialog.type === 'alert' ? dialog.options.timerMs : undefined;

  useEffect(() => {
    if (timerMs === undefined) return;
    const timer = setTimeout(() => onClose(true), timerMs);
    return () => clearTimeout(timer);
  }, [timerMs, onClose]);

  return (
    <Dialog
      open
      onClose={() => onClose(false)}
      role={dialog.type === 'confirm' ? 'alertdialog' : 'dialog'}
      aria-labelledby={titleId}
      aria-describedby={options.text ? textId : undefined}
      slotProps={{ paper: { sx: { minWidth: { sm: 400 }, textAlign: 'center', pt: 2 } } }}
    >
      <Box sx={{ display: 'flex', justifyContent: 'center' }}>
        <Icon color={kind} sx={{ fontSize: 64 }} aria-hidden="true" />
      </Box>
      <DialogTitle id={titleId} sx={{ fontSize: '1.4rem', fontWeight: 700 }}>
        {options.title}
      </DialogTitle>
      {options.text && (
        <DialogContent>
          <DialogContentText id={textId} sx={{ overflowWrap: 'anywhere', whiteSpace: 'pre-line' }}>
            {options.text}
          </DialogContentText>
        </DialogContent>
      )}
      <DialogActions sx={{ justifyContent: 'center', pb: 3, gap: 1 }}>
        {dialog.type === 'confirm' ? (
          <>
            <Button
              variant="contained"
              color={kind === 'warning' ? 'error' : 'primary'}
              onClick={() => onClose(true)}
            >
              {dialog.options.confirmText ?? t('dialog.ok')}
            </Button>
            <Button variant="outlined" onClick={() => onClose(false)}>
              {dialog.options.cancelText ?? t('dialog.cancel')}
            </Button>
          </>
        ) : (
          <Button variant="contained" onClick={() => onClose(true)}>
            {dialog.options.okText ?? t('dialog.ok')}
          </Button>
        )}
      </DialogActions>
    </Dialog>
  );
}
