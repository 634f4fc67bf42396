import { Box, Button } from '@mui/material';
import { zodResolver } from '@hookform/resolvers/zod';
import { useTranslation } from 'react-i18next';
import { FormDialog } from '@/components/dialogs/form-dialog';
import { useFormDialog } from '@/components/dialogs/use-form-dialog';
import { FormSwitch } from '@/components/form/form-switch';
import { FormTextField } from '@/components/form/form-text-field';
import type { AnyList } from '@/lib/list-state';
import { VIEW_NAME_MAX, viewContentOf, viewFormSchema, type ViewForm } from '@/lib/saved-views';
import type { ListView, ViewStore } from './types';
import type { SavedViewsProps } from './view-picker';

const viewResolver = zodResolver(viewFormSchema);
const formOf = (view: ListView): ViewForm => ({
  name: view.name,
  shared: view.shared,
  isDefault: view.isDefault,
});

/**
 * A view's name and sharing (for a programme manager or an administrator): a new view keeps the
 * list as it is shown and may open by default; `renaming` a view changes it from the version
 * shown, and someone else's change meanwhile is offered to load.
 */
export default function ViewFormDialog<L extends AnyList>({
  store,
  definition,
  list,
  renaming,
  onClose,
  onSaved,
}: Partial<SavedViewsProps<L>> & {
  store: ViewStore;
  renaming?: ListView;
  onClose: () => void;
  onSaved: (view: ListView) => void;
}) {
  const { t } = useTranslation('savedViews');
  const dialog = useFormDialog<ViewForm>({
    resolver: viewResolver,
    defaultValues: renaming ? formOf(renaming) : { name: '', shared: false, isDefault: false },
    draft: renaming ? 'renamedView' : 'savedView',
    about: renaming,
    failure: renaming
      ? {
          title: t('changeFailedTitle'),
          text: (error) => store.errorText(error, t, 'changeFailed'),
        }
      : { title: t('saveFailedTitle'), text: (error) => store.errorText(error, t, 'saveFailed') },
    ...(renaming
      ? { edits: { version: renaming.version, values: formOf, conflictOf: store.changedMeanwhile } }
      : {}),
    onClose,
  });
  const { control } = dialog.form;
  const shared = (form: ViewForm) => store.mayShare && form.shared;
  const save = dialog.submit(async (form) => {
    onSaved(
      renaming
        ? await store.update(
            renaming._id,
            { name: form.name, ...(store.mayShare ? { shared: form.shared } : {}) },
            dialog.version(),
          )
        : await store.save({
            name: form.name,
            ...viewContentOf(definition!, list!),
            shared: shared(form),
            isDefault: form.isDefault,
          }),
    );
  });
  return (
    <FormDialog
      dialog={dialog}
      title={renaming ? t('renameTitle', { name: renaming.name }) : t('saveTitle')}
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
        {!renaming && <FormSwitch control={control} name="isDefault" label={t('makeDefault')} />}
      </Box>
    </FormDialog>
  );
}
