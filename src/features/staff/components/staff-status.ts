import type { TFunction } from 'i18next';
import { errorText } from '@/api/api-error';
import { updateStaffMember, type StaffMember } from '@/api/staff';
import { confirmThenRun } from '@/components/dialogs/confirm-then-run';
import type { Dialogs } from '@/components/dialogs/dialog-types';

/**
 * Deactivate (after a confirmation: the account's sessions end at once) or reactivate a staff
 * account, then say so; a refusal (the last active administrator) says why.
 */
export async function setStaffActive(
  { staff, dialogs, t }: { staff: StaffMember; dialogs: Dialogs; t: TFunction },
  active: boolean,
) {
  const key = active ? 'reactivate' : 'deactivate';
  await confirmThenRun(dialogs, {
    ask: {
      kind: active ? 'info' : 'warning',
      title: t(`${key}.confirmTitle`),
      text: t(`${key}.confirmText`, { name: staff.fullName }),
      confirmText: t(`${key}.confirm`),
      cancelText: t('form.cancel'),
    },
    run: () => updateStaffMember(staff._id, { active }, staff.version),
    failed: {
      title: t(`${key}.failedTitle`),
      text: (error) => errorText(error, t, `${key}.failed`),
    },
    done: () =>
      dialogs.alert({
        kind: 'success',
        title: t(`${key}.successTitle`),
        text: t(`${key}.success`, { name: staff.fullName }),
        timerMs: 2000,
      }),
  });
}
