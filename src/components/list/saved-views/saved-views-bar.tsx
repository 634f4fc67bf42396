import { lazy, Suspense, useState } from 'react';
import { useAtomValue } from 'jotai';
import { Button, Menu, MenuItem, Stack, TextField, Typography } from '@mui/material';
import ArrowDropDownIcon from '@mui/icons-material/ArrowDropDown';
import { useTranslation } from 'react-i18next';
import { useDialogs } from '@/components/dialogs/dialogs-context';
import { confirmThenRun, runAndReport } from '@/components/dialogs/confirm-then-run';
import { useDateFormat } from '@/i18n/dates';
import { sessionUserAtom } from '@/session/session-atoms';
import type { ListView } from './types';
import type { ListViews } from './use-list-views';

const NONE = '';

/** Loaded when the admin saves or renames a view: not part of the list's first visit. */
const SaveViewDialog = lazy(() => import('./save-view-dialog'));
const RenameViewDialog = lazy(() => import('./rename-view-dialog'));

/**
 * A list's saved views (`useListViews`): pick one (a members view with its live count), save the
 * list as a view, make the view shown the default or stop it being one, delete one's own, and
 * rename the view shown or last opened or keep the list as it is now in it.
 */
export function SavedViewsBar({ views }: { views: ListViews }) {
  const { t } = useTranslation('savedViews');
  const dialogs = useDialogs();
  const format = useDateFormat();
  const ownerId = useAtomValue(sessionUserAtom)?._id;
  const { store, shown, target, content, open } = views;
  const [saving, setSaving] = useState(false);
  const [renaming, setRenaming] = useState<ListView>();
  const [menu, setMenu] = useState<HTMLElement | null>(null);
  const label = (view: ListView) =>
    view.count === undefined
      ? view.name
      : t('option', { name: view.name, n: format.number(view.count) });
  const failed = (title: string, fallback: string) => ({
    title,
    text: (error: unknown) => store.errorText(error, t, fallback),
  });
  const mayChange = (view: ListView) =>
    view.owner._id === ownerId || (view.shared && store.isAdministrator);
  const toggleDefault = (view: ListView) =>
    void runAndReport(dialogs, {
      run: () => store.setDefault(view._id, !view.isDefault),
      failed: failed(t('defaultFailedTitle'), 'defaultFailed'),
    });
  const remove = (view: ListView) =>
    void confirmThenRun(dialogs, {
      ask: {
        kind: 'warning',
        title: t('deleteTitle', { name: view.name }),
        text: t('deleteText'),
        confirmText: t('delete'),
        cancelText: t('cancel'),
      },
      run: () => store.remove(view._id),
      failed: failed(t('deleteFailedTitle'), 'deleteFailed'),
    });
  const keepList = (view: ListView) =>
    void confirmThenRun(dialogs, {
      ask: {
        kind: 'warning',
        title: t('updateTitle', { name: view.name }),
        text: t('updateText'),
        confirmText: t('updateConfirm'),
        cancelText: t('cancel'),
      },
      run: async () => open(await store.update(view._id, content, view.version)),
      failed: failed(t('changeFailedTitle'), 'changeFailed'),
    });
  const menuAction = (action: () => void) => () => {
    setMenu(null);
    action();
  };
  return (
    <Stack direction="row" spacing={1} useFlexGap sx={{ alignItems: 'center', flexWrap: 'wrap' }}>
      <TextField
        select
        size="small"
        name="view"
        label={t('label')}
        value={shown?._id ?? NONE}
        onChange={(event) => {
          const view = store.views.find((v) => v._id === event.target.value);
          if (view) open(view);
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
      {shown && (
        <Button onClick={() => toggleDefault(shown)}>
          {shown.isDefault ? t('stopDefault') : t('setDefault')}
        </Button>
      )}
      {shown && shown.owner._id === ownerId && (
        <Button color="error" onClick={() => remove(shown)}>
          {t('delete')}
        </Button>
      )}
      {target && mayChange(target) && (
        <>
          <Button
            endIcon={<ArrowDropDownIcon />}
            aria-haspopup="menu"
            aria-expanded={menu !== null}
            onClick={(event) => setMenu(event.currentTarget)}
          >
            {t('change', { name: target.name })}
          </Button>
          <Menu anchorEl={menu} open={menu !== null} onClose={() => setMenu(null)}>
            <MenuItem onClick={menuAction(() => setRenaming(target))}>{t('rename')}</MenuItem>
            <MenuItem disabled={target === shown} onClick={menuAction(() => keepList(target))}>
              {t('updateFilters')}
            </MenuItem>
          </Menu>
        </>
      )}
      {store.error !== undefined && (
        <Typography role="alert" variant="body2" color="error">
          {store.errorText(store.error, t, 'loadFailed')}
        </Typography>
      )}
      {saving && (
        <Suspense>
          <SaveViewDialog
            store={store}
            content={content}
            onClose={() => setSaving(false)}
            onSaved={(view) => {
              setSaving(false);
              open(view);
            }}
          />
        </Suspense>
      )}
      {renaming && (
        <Suspense>
          <RenameViewDialog store={store} view={renaming} onClose={() => setRenaming(undefined)} />
        </Suspense>
      )}
    </Stack>
  );
}
