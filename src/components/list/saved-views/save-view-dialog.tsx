import { Box, Button } from '@mui/material';
import { zodResolver } from '@hookform/resolvers/zod';
import { useTranslation } from 'react-i18next';
import { FormDialog } from '@/components/dialogs/form-dialog';
import { useFormDialog } from '@/components/dialogs/use-form-dialog';
import { FormSwitch } from '@/components/form/form-switch';
import { FormTextField } from '@/components/form/form-text-field';
import type { AnyList } from '@/lib/list-state';
import { VIEW_NAME_MAX, viewContentOf, viewFormSchema, type ViewForm } from '@/lib/saved-views';
import type { ListView } from './types';
import type { SavedViewsProps } from './view-picker';

const viewResolver = zodResolver(viewFormSchema);

/** Saves the list as it is shown as a view: its name, shared or not, the default or not. */
export default function SaveViewDialog<L extends AnyList>({
  store,
  definition,
  list,
  onClose,
  onSaved,
}: SavedViewsProps<L> & {
  onClose: () => void;
  onSaved: (view: ListView) => void;
}) {
  const { t } = useTranslation('savedViews');
  const dialog = useFormDialog<ViewForm>({
    resolver: viewResolver,
    defaultValues: { name: '', shared: false, isDefault: false },
    draft: 'savedView',
    failure: {
      title: t('saveFailedTitle'),
      text: (error) => store.errorText(error, t, 'saveFailed'),
    },
    onClose,
  });
  const { control } = dialog.form;
  const save = dialog.submit(async (form) => {
    onSaved(
      await store.save({
        name: form.name,
        ...viewContentOf(definition, list),
        shared: store.mayShare && form.shared,
        isDefault: form.isDefault,
      }),
    );
  });
  return (
    <FormDialog
      dialog={dialog}
      title={t('saveTitle')}
      maxWidth="xs"
      onSubmit={save}
      cancelText={t('cancel')}
      submit={
        <Button type="submit" variant="contained" loading={dialog.busy}>
          {t('save')}
        </Button>
      }
    >
      <Box sx={{ display: 'grid', gap: 1 }}>
        <FormTextField
          control={control}
          name="name"
          label={t('name')}
          required
          fullWidth
          autoComplete="off"
          inputProps={{ maxLength: VIEW_NAME_MAX + 20 }}
        />
        {store.mayShare && <FormSwitch control={control} name="shared" label={t('shared')} />}
        <FormSwitch control={control} name="isDefault" label={t('makeDefault')} />
      </Box>
    </FormDialog>
  );
}
