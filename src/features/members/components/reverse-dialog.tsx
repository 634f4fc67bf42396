import { useId, useState, type ReactNode } from 'react';
import {
  Button,
  Dialog,
  DialogActions,
  DialogContent,
  DialogContentText,
  DialogTitle,
  TextField,
} from '@mui/material';
import { useDialogs } from '@/components/dialogs/dialogs-context';

/** The longest reason the contract accepts for a reversal. */
const REASON_MAX = 500;

export type ReverseTexts = {
  title: string;
  /** What is taken back, and what it leaves. */
  text: string;
  reason: string;
  reasonRequired: string;
  cancel: string;
  confirm: string;
  /** The confirm button's text while sending; without it the button shows a spinner. */
  pending?: string;
  failedTitle: string;
};

type Props<T> = {
  texts: ReverseTexts;
  /** Sends the reversal with the reason. */
  reverse: (reason: string) => Promise<T>;
  /** Why it failed, for the error alert. */
  failureText: (error: unknown) => string;
  onDone: (reversed: T) => void;
  onClose: () => void;
  /** Fields asked before the reason (how a consent was given). */
  children?: ReactNode;
};

/**
 * Reverses a change (a visit, a points adjustment): says what is taken back and asks why; the
 * reason is required. While sending it cannot be closed; a failure is shown in an alert and the
 * reason stays for another try.
 */
export function ReverseDialog<T>({
  texts,
  reverse,
  failureText,
  onDone,
  onClose,
  children,
}: Props<T>) {
  const titleId = useId();
  const dialogs = useDialogs();
  const [reason, setReason] = useState('');
  const [tried, setTried] = useState(false);
  const [busy, setBusy] = useState(false);
  const missing = !reason.trim();

  const submit = async (event: React.FormEvent) => {
    event.preventDefault();
    setTried(true);
    if (missing || busy) return;
    setBusy(true);
    try {
      const reversed = await reverse(reason.trim());
      onDone(reversed);
      onClose();
    } catch (error) {
      void dialogs.alert({ kind: 'error', title: texts.failedTitle, text: failureText(error) });
    } finally {
      setBusy(false);
    }
  };
  const close = () => !busy && onClose();
  const pendingLook = texts.pending
    ? { disabled: busy, 'aria-busy': busy, children: busy ? texts.pending : texts.confirm }
    : { loading: busy, children: texts.confirm };

  return (
    <Dialog open onClose={close} fullWidth maxWidth="sm" aria-labelledby={titleId}>
      <form onSubmit={(event) => void submit(event)} noValidate>
        <DialogTitle id={titleId}>{texts.title}</DialogTitle>
        <DialogContent dividers>
          <DialogContentText sx={{ mb: 2 }}>{texts.text}</DialogContentText>
          {children}
          <TextField
            label={texts.reason}
            value={reason}
            onChange={(event) => setReason(event.target.value)}
            required
            fullWidth
            multiline
            minRows={2}
            error={tried && missing}
            helperText={tried && missing ? texts.reasonRequired : ' '}
            slotProps={{ htmlInput: { maxLength: REASON_MAX } }}
          />
        </DialogContent>
        <DialogActions sx={{ px: 3, py: 2 }}>
          <Button onClick={close} disabled={busy}>
            {texts.cancel}
          </Button>
          <Button type="submit" variant="contained" color="warning" {...pendingLook} />
        </DialogActions>
      </form>
    </Dialog>
  );
}
