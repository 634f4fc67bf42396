import { Button, DialogContentText } from '@mui/material';
import { zodResolver } from '@hookform/resolvers/zod';
import { useTranslation } from 'react-i18next';
import { ApiError, errorText } from '@/api/api-error';
import { decideApproval, type ApprovalRequest } from '@/api/approvals';
import { FormDialog } from '@/components/dialogs/form-dialog';
import { useFormDialog } from '@/components/dialogs/use-form-dialog';
import { FormTextField } from '@/components/form/form-text-field';
import { REASON_MAX, rejectSchema, type RejectForm } from '../rules/reject-form';

const resolver = zodResolver(rejectSchema);

/** Rejects a request with a reason (required): the member's points do not move. */
export function RejectDialog({
  request,
  points,
  onClose,
  onRejected,
}: {
  request: ApprovalRequest;
  /** The request's points as the list shows them (+250). */
  points: string;
  onClose: () => void;
  onRejected: (request: ApprovalRequest) => void;
}) {
  const { t } = useTranslation('approvals');
  const dialog = useFormDialog<RejectForm>({
    resolver,
    defaultValues: { reason: '' },
    draft: 'approvalRejection',
    about: request,
    failure: {
      title: t('reject.failedTitle'),
      text: (error) => errorText(error, t, 'reject.failed'),
    },
    onClose,
  });
  const save = dialog.submit(async ({ reason }) => {
    try {
      onRejected(
        await decideApproval(request._id, { decision: 'rejected', reason: reason.trim() }),
      );
    } catch (error) {
      // Decided meanwhile: nothing is left to reject here; the alert says why.
      if (error instanceof ApiError && error.status === 409) onClose();
      throw error;
    }
  });
  return (
    <FormDialog
      dialog={dialog}
      title={t('reject.title')}
      maxWidth="sm"
      onSubmit={save}
      cancelText={t('reject.cancel')}
      submit={
        <Button type="submit" variant="contained" color="error" loading={dialog.busy}>
          {t('reject.confirm')}
        </Button>
      }
    >
      <DialogContentText sx={{ mb: 2 }}>
        {t('reject.text', { points, name: request.memberName })}
      </DialogContentText>
      <FormTextField
        control={dialog.form.control}
        name="reason"
        label={t('reject.reason')}
        required
        fullWidth
        multiline
        minRows={2}
        inputProps={{ maxLength: REASON_MAX + 20 }}
      />
    </FormDialog>
  );
}
