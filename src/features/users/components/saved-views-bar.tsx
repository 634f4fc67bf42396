import { lazy, Suspense, useRef, useState } from 'react';
import { Button, MenuItem, Stack, TextField, Typography } from '@mui/material';
import { useTranslation } from 'react-i18next';
import { errorText } from '@/api/api-error';
import { deleteView, setDefaultView, type SavedView } from '@/api/saved-views';
import { useDialogs } from '@/components/dialogs/dialogs-context';
import { confirmThenRun, runAndReport } from '@/components/dialogs/confirm-then-run';
import { useDateFormat } from '@/i18n/dates';
import type { MemberListParams } from '../rules/list-params';

const NONE = '';

/** Loaded when the admin saves a view: the form's code is not part of the list's first visit. */
const SaveViewDialog = lazy(() => import('./save-view-dialog'));

/**
 * The list's saved views: pick one (each with its live count), save the current filters as a
 * view, make the view shown the default or stop it being one, delete one's own.
 */
export function SavedViewsBar({
  list,
  views,
  shown,
  ownerId,
  failure,
  onOpen,
}: {
  list: MemberListParams;
  views: readonly SavedView[];
  /** The view whose filters are the list's, if any. */
  shown: SavedView | undefined;
  /** The signed-in admin's id (their own views may be deleted). */
  ownerId: string | undefined;
  /** Why the views could not be loaded (the list works without them). */
  failure: string | undefined;
  onOpen: (view: SavedView) => void;
}) {
  const { t } = useTranslation('users');
  const dialogs = useDialogs();
  const format = useDateFormat();
  const [saving, setSaving] = useState(false);
  // The picker (MUI's Select gives its `inputRef` a `focus()` that focuses the picker itself).
  const picker = useRef<{ focus: () => void }>(null);
  const label = (view: SavedView) =>
    view.count === undefined
      ? view.name
      : t('views.option', { name: view.name, n: format.number(view.count) });
  const failed = (title: string, fallback: string) => ({
    title,
    text: (error: unknown) => errorText(error, t, fallback),
  });
  const toggleDefault = (view: SavedView) =>
    void runAndReport(dialogs, {
      run: () => setDefaultView(view._id, !view.isDefault),
      failed: failed(t('views.defaultFailedTitle'), 'views.defaultFailed'),
    });
  // Deleted, the view's buttons go: the keyboard's focus goes to the picker rather than the page.
  const remove = async (view: SavedView) => {
    const deleted = await confirmThenRun(dialogs, {
      ask: {
        kind: 'warning',
        title: t('views.deleteTitle', { name: view.name }),
        text: t('views.deleteText'),
        confirmText: t('views.delete'),
        cancelText: t('views.cancel'),
      },
      run: () => deleteView(view._id),
      failed: failed(t('views.deleteFailedTitle'), 'views.deleteFailed'),
    });
    if (deleted) picker.current?.focus();
  };
  return (
    <Stack direction="row" spacing={1} useFlexGap sx={{ alignItems: 'center', flexWrap: 'wrap' }}>
      <TextField
        select
        size="small"
        name="view"
        inputRef={picker}
        label={t('views.label')}
        value={shown?._id ?? NONE}
        onChange={(event) => {
          const view = views.find((v) => v._id === event.target.value);
          if (view) onOpen(view);
        }}
        slotProps={{
          select: {
            displayEmpty: true,
            renderValue: (id) => {
              const view = views.find((v) => v._id === id);
              return view ? label(view) : t('views.none');
            },
          },
          inputLabel: { shrink: true },
        }}
        sx={{ minWidth: 260 }}
      >
        {views.map((view) => (
          <MenuItem key={view._id} value={view._id}>
            {label(view)}
            {view.shared ? ` · ${t('views.sharedTag')}` : ''}
            {view.isDefault ? ` · ${t('views.defaultTag')}` : ''}
          </MenuItem>
        ))}
      </TextField>
      <Button variant="outlined" onClick={() => setSaving(true)}>
        {t('views.saveButton')}
      </Button>
      {shown && (
        <Button onClick={() => toggleDefault(shown)}>
          {shown.isDefault ? t('views.stopDefault') : t('views.setDefault')}
        </Button>
      )}
      {shown && shown.owner._id === ownerId && (
        <Button color="error" onClick={() => void remove(shown)}>
          {t('views.delete')}
        </Button>
      )}
      {failure && (
        <Typography role="alert" variant="body2" color="error">
          {failure}
        </Typography>
      )}
      {saving && (
        <Suspense>
          <SaveViewDialog
            list={list}
            onClose={() => setSaving(false)}
            onSaved={(view) => {
              setSaving(false);
              onOpen(view);
            }}
          />
        </Suspense>
      )}
    </Stack>
  );
}
