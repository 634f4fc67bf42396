import { useId, type FormEvent, type ReactNode } from 'react';
import {
  Button,
  Dialog,
  DialogActions,
  DialogContent,
  DialogTitle,
  IconButton,
  type DialogProps,
  type SxProps,
  type Theme,
} from '@mui/material';
import CloseIcon from '@mui/icons-material/Close';
import { ConflictAlert } from './conflict-alert';
import type { FormDialogState } from './use-form-dialog';

type FormDialogProps = {
  /** From `useFormDialog`: busy while saving, and the close that asks first. */
  dialog: FormDialogState;
  title: ReactNode;
  maxWidth: DialogProps['maxWidth'];
  /** The save: `dialog.submit(...)`. */
  onSubmit: (event: FormEvent<HTMLFormElement>) => unknown;
  /** The close icon's name; without it, no close icon (Cancel and Escape close). */
  closeLabel?: string;
  cancelText: string;
  /** The submit button, as the dialog words and shows it while busy. */
  submit: ReactNode;
  /** Lines above and below the fields; default on. */
  dividers?: boolean;
  actionsSx?: SxProps<Theme>;
  children: ReactNode;
};

/**
 * The frame of every form dialog: a modal labelled by its title, a form (checked by its schema,
 * not the browser's), an optional close icon, and Cancel beside the submit button. Escape, the
 * backdrop, the icon and Cancel all close through `dialog.close`, which waits while saving and
 * asks before discarding changes. When a save is refused because someone else changed the record
 * meanwhile, it says who and when above the fields, which keep what was typed, and offers to load
 * their version or to save over it.
 */
export function FormDialog({
  dialog,
  title,
  maxWidth,
  onSubmit,
  closeLabel,
  cancelText,
  submit,
  dividers = true,
  actionsSx,
  children,
}: FormDialogProps) {
  const titleId = useId();
  const close = () => void dialog.close();
  return (
    <Dialog open onClose={close} fullWidth maxWidth={maxWidth} aria-labelledby={titleId}>
      <form onSubmit={(event) => void onSubmit(event)} noValidate>
        <DialogTitle id={titleId} {...(closeLabel ? { sx: { paddingInlineEnd: 6 } } : {})}>
          {title}
        </DialogTitle>
        {closeLabel && (
          <IconButton
            onClick={close}
            aria-label={closeLabel}
            disabled={dialog.busy}
            sx={{ position: 'absolute', top: 8, insetInlineEnd: 8 }}
          >
            <CloseIcon />
          </IconButton>
        )}
        <DialogContent dividers={dividers}>
          {dialog.conflict && <ConflictAlert conflict={dialog.conflict} edit={dialog} />}
          {children}
        </DialogContent>
        <DialogActions {...(actionsSx ? { sx: actionsSx } : {})}>
          <Button onClick={close} disabled={dialog.busy}>
            {cancelText}
          </Button>
          {submit}
        </DialogActions>
      </form>
    </Dialog>
  );
}
