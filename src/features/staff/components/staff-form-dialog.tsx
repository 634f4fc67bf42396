import { Box } from '@mui/material';
import { zodResolver } from '@hookform/resolvers/zod';
import { useTranslation } from 'react-i18next';
import { errorText } from '@/api/api-error';
import { createStaffMember, updateStaffMember, type StaffMember } from '@/api/staff';
import { changedMeanwhile } from '@/api/versions';
import { FormDialog } from '@/components/dialogs/form-dialog';
import { discardChanges } from '@/components/dialogs/discard-changes';
import { useFormDialog } from '@/components/dialogs/use-form-dialog';
import { FormSelect } from '@/components/form/form-select';
import { FormTextField } from '@/components/form/form-text-field';
import {
  EMPTY_STAFF,
  NAME_MAX_LENGTH,
  ROLES,
  roleSchema,
  staffFields,
  staffSchema,
  type RoleForm,
  type StaffForm,
} from '../rules/staff-form';

const staffResolver = zodResolver(staffSchema);
const roleResolver = zodResolver(roleSchema);

function useRoleOptions() {
  const { t } = useTranslation('staff');
  return ROLES.map((role) => ({ value: role, label: t(`common:roles.${role}`) }));
}

/**
 * Adds a staff member: name, e-mail and role. Saved, it hands back the new account and its
 * temporary password, which the screen shows once.
 */
export function StaffFormDialog({
  onClose,
  onSaved,
}: {
  onClose: () => void;
  onSaved: (staff: StaffMember, temporaryPassword: string) => void;
}) {
  const { t } = useTranslation('staff');
  const roles = useRoleOptions();
  const dialog = useFormDialog<StaffForm>({
    resolver: staffResolver,
    defaultValues: EMPTY_STAFF,
    mode: 'onChange',
    draft: 'staff',
    discard: discardChanges(t),
    failure: { title: t('form.failedTitle'), text: (error) => errorText(error, t, 'form.failed') },
    onClose,
  });
  const { control } = dialog.form;
  const save = dialog.submit(async (form) => {
    const answer = await createStaffMember(staffFields(form));
    onSaved(answer.staff, answer.temporaryPassword);
  });
  return (
    <FormDialog
      dialog={dialog}
      title={t('form.addTitle')}
      maxWidth="sm"
      onSubmit={save}
      cancelText={t('form.cancel')}
      submitText={t('form.add')}
    >
      <Box sx={{ display: 'grid', gap: 2 }}>
        <FormTextField
          control={control}
          name="fullName"
          label={t('form.name')}
          required
          fullWidth
          autoComplete="off"
          inputProps={{ maxLength: NAME_MAX_LENGTH + 20 }}
        />
        <FormTextField
          control={control}
          name="email"
          label={t('form.email')}
          required
          fullWidth
          type="email"
          autoComplete="off"
        />
        <FormSelect
          control={control}
          name="role"
          label={t('form.role')}
          options={roles}
          fullWidth
        />
      </Box>
    </FormDialog>
  );
}

/** Gives a staff member another role. */
export function RoleDialog({
  staff,
  onClose,
  onSaved,
}: {
  staff: StaffMember;
  onClose: () => void;
  onSaved: (staff: StaffMember) => void;
}) {
  const { t } = useTranslation('staff');
  const roles = useRoleOptions();
  const dialog = useFormDialog<RoleForm>({
    resolver: roleResolver,
    defaultValues: { role: staff.role },
    draft: 'staffRole',
    about: staff,
    failure: {
      title: t('roleForm.failedTitle'),
      text: (error) => errorText(error, t, 'roleForm.failed'),
    },
    // Someone else changed the account meanwhile (412): their version or mine, in the dialog.
    edits: {
      version: staff.version,
      values: (now: StaffMember) => ({ role: now.role }),
      conflictOf: changedMeanwhile,
    },
    onClose,
  });
  const save = dialog.submit(async ({ role }) => {
    onSaved(await updateStaffMember(staff._id, { role }, dialog.version()));
  });
  return (
    <FormDialog
      dialog={dialog}
      title={t('roleForm.title', { name: staff.fullName })}
      maxWidth="xs"
      onSubmit={save}
      cancelText={t('form.cancel')}
      submitText={t('roleForm.save')}
    >
      <FormSelect
        control={dialog.form.control}
        name="role"
        label={t('form.role')}
        options={roles}
        fullWidth
      />
    </FormDialog>
  );
}
