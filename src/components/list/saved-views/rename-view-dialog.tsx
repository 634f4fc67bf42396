import { Box, Button } from '@mui/material';
import { zodResolver } from '@hookform/resolvers/zod';
import { useTranslation } from 'react-i18next';
import { FormDialog } from '@/components/dialogs/form-dialog';
import { useFormDialog } from '@/components/dialogs/use-form-dialog';
import { FormSwitch } from '@/components/form/form-switch';
import { FormTextField } from '@/components/form/form-text-field';
import { VIEW_NAME_MAX, renameFormSchema, type RenameForm } from '@/lib/saved-views';
import type { ListView, ViewStore } from './types';

const renameResolver = zodResolver(renameFormSchema);
const formOf = (view: ListView): RenameForm => ({ name: view.name, shared: view.shared });

/**
 * Renames a view, and shares it or keeps it to its owner (a programme manager or an
 * administrator), from the version shown: someone else's change meanwhile is offered to load.
 */
export default function RenameViewDialog({
  store,
  view,
  onClose,
}: {
  store: ViewStore;
  view: ListView;
  onClose: () => void;
}) {
  const { t } = useTranslation('savedViews');
  const dialog = useFormDialog<RenameForm>({
    resolver: renameResolver,
    defaultValues: formOf(view),
    draft: 'renamedView',
    about: view,
    failure: {
      title: t('changeFailedTitle'),
      text: (error) => store.errorText(error, t, 'changeFailed'),
    },
    edits: { version: view.version, values: formOf, conflictOf: store.changedMeanwhile },
    onClose,
  });
  const { control } = dialog.form;
  const save = dialog.submit(async (form) => {
    await store.update(
      view._id,
      { name: form.name, ...(store.mayShare ? { shared: form.shared } : {}) },
      dialog.version(),
    );
    onClose();
  });
  return (
    <FormDialog
      dialog={dialog}
      title={t('renameTitle', { name: view.name })}
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
      </Box>
    </FormDialog>
  );
}
