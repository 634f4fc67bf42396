import { Box, Button } from '@mui/material';
import { zodResolver } from '@hookform/resolvers/zod';
import { useTranslation } from 'react-i18next';
import { errorText } from '@/api/api-error';
import { useRole } from '@/api/roles';
import { saveView, type SavedView } from '@/api/saved-views';
import { FormDialog } from '@/components/dialogs/form-dialog';
import { useFormDialog } from '@/components/dialogs/use-form-dialog';
import { FormSwitch } from '@/components/form/form-switch';
import { FormTextField } from '@/components/form/form-text-field';
import type { MemberListParams } from '../rules/list-params';
import { VIEW_NAME_MAX, viewFiltersOf, viewFormSchema, type ViewForm } from '../rules/saved-views';

const viewResolver = zodResolver(viewFormSchema);

/** Saves the list's search and filters as a view: its name, shared or not, the default or not. */
export default function SaveViewDialog({
  list,
  onClose,
  onSaved,
}: {
  list: MemberListParams;
  onClose: () => void;
  onSaved: (view: SavedView) => void;
}) {
  const { t } = useTranslation('users');
  const role = useRole();
  const mayShare = role === 'programme-manager' || role === 'administrator';
  const dialog = useFormDialog<ViewForm>({
    resolver: viewResolver,
    defaultValues: { name: '', shared: false, isDefault: false },
    draft: 'savedView',
    failure: {
      title: t('views.saveFailedTitle'),
      text: (error) => errorText(error, t, 'views.saveFailed'),
    },
    onClose,
  });
  const { control } = dialog.form;
  const save = dialog.submit(async (form) => {
    onSaved(
      await saveView({
        name: form.name,
        list: 'members',
        filters: viewFiltersOf(list),
        columns: [],
        shared: mayShare && form.shared,
        isDefault: form.isDefault,
      }),
    );
  });
  return (
    <FormDialog
      dialog={dialog}
      title={t('views.saveTitle')}
      maxWidth="xs"
      onSubmit={save}
      cancelText={t('views.cancel')}
      submit={
        <Button type="submit" variant="contained" loading={dialog.busy}>
          {t('views.save')}
        </Button>
      }
    >
      <Box sx={{ display: 'grid', gap: 1 }}>
        <FormTextField
          control={control}
          name="name"
          label={t('views.name')}
          required
          fullWidth
          autoComplete="off"
          inputProps={{ maxLength: VIEW_NAME_MAX + 20 }}
        />
        {mayShare && <FormSwitch control={control} name="shared" label={t('views.shared')} />}
        <FormSwitch control={control} name="isDefault" label={t('views.makeDefault')} />
      </Box>
    </FormDialog>
  );
}
