import { lazy, Suspense, useState, type ReactNode, type Ref } from 'react';
import { Button, MenuItem, Stack, TextField, Typography } from '@mui/material';
import { useTranslation } from 'react-i18next';
import { useDateFormat } from '@/i18n/dates';
import type { AnyList, ListDefinition } from '@/lib/list-state';
import type { ListView, ViewStore } from './types';

const NONE = '';

/** Loaded when the admin saves a view: not part of the list's first visit. */
const ViewFormDialog = lazy(() => import('./view-form-dialog'));

/** What every part of the saved views is given: the views and writes, the list and its state. */
export type SavedViewsProps<L extends AnyList> = {
  store: ViewStore;
  definition: ListDefinition<L>;
  list: L;
};

/**
 * The picker of a list's views (a members view with its live count) and Save view, with why the
 * views could not be loaded; `children` are the actions on the view shown.
 */
export function ViewPicker<L extends AnyList>({
  store,
  definition,
  list,
  shown,
  onOpen,
  pickerRef,
  children,
}: SavedViewsProps<L> & {
  shown: ListView | undefined;
  /** Gets the picker's `focus()`. */
  pickerRef?: Ref<{ focus: () => void }>;
  onOpen?: (view: ListView) => void;
  children?: ReactNode;
}) {
  const { t } = useTranslation('savedViews');
  const format = useDateFormat();
  const [saving, setSaving] = useState(false);
  const label = (view: ListView) =>
    view.count === undefined
      ? view.name
      : t('option', { name: view.name, n: format.number(view.count) });
  return (
    <Stack direction="row" spacing={1} useFlexGap sx={{ alignItems: 'center', flexWrap: 'wrap' }}>
      <TextField
        select
        size="small"
        name="view"
        inputRef={pickerRef}
        label={t('label')}
        value={shown?._id ?? NONE}
        onChange={(event) => {
          const view = store.views.find((v) => v._id === event.target.value);
          if (view) onOpen?.(view);
        }}
        slotProps={{
          select: {
            displayEmpty: true,
            renderValue: (id) => {
              const view = store.views.find((v) => v._id === id);
              return view ? label(view) : t('none');
            },
          },
          inputLabel: { shrink: true },
        }}
        sx={{ minWidth: 260 }}
      >
        {store.views.map((view) => (
          <MenuItem key={view._id} value={view._id}>
            {label(view)}
            {view.shared ? ` · ${t('sharedTag')}` : ''}
            {view.isDefault ? ` · ${t('defaultTag')}` : ''}
          </MenuItem>
        ))}
      </TextField>
      <Button variant="outlined" onClick={() => setSaving(true)}>
        {t('saveButton')}
      </Button>
      {children}
      {store.error !== undefined && (
        <Typography role="alert" variant="body2" color="error">
          {store.errorText(store.error, t, 'loadFailed')}
        </Typography>
      )}
      {saving && (
        <Suspense>
          <ViewFormDialog
            store={store}
            definition={definition}
            list={list}
            onClose={() => setSaving(false)}
            onSaved={(view) => {
              setSaving(false);
              onOpen?.(view);
            }}
          />
        </Suspense>
      )}
    </Stack>
  );
}
