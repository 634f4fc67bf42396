import { lazy, Suspense, useState } from 'react';
import { useAtomValue } from 'jotai';
import { Button, Menu, MenuItem } from '@mui/material';
import ArrowDropDownIcon from '@mui/icons-material/ArrowDropDown';
import { useTranslation } from 'react-i18next';
import { useDialogs } from '@/components/dialogs/dialogs-context';
import { confirmThenRun, runAndReport } from '@/components/dialogs/confirm-then-run';
import { sessionUserAtom } from '@/session/session-atoms';
import type { ListView } from './types';
import type { ListViews } from './use-list-views';

/** Loaded when the admin renames a view. */
const ViewFormDialog = lazy(() => import('./view-form-dialog'));

/**
 * The actions on the view shown: make it the default or stop it being one, delete one's own; and,
 * in its menu, rename the view shown (or last shown) or keep the list as it is now in it.
 */
export default function ViewActions({
  views,
  onDeleted,
}: {
  views: ListViews;
  /** A view was deleted (its buttons go with it). */
  onDeleted?: () => void;
}) {
  const { t } = useTranslation('savedViews');
  const dialogs = useDialogs();
  const ownerId = useAtomValue(sessionUserAtom)?._id;
  const { store, shown, target, content, open } = views;
  const [renaming, setRenaming] = useState<ListView>();
  const [menu, setMenu] = useState<HTMLElement | null>(null);
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
  const remove = async (view: ListView) => {
    const deleted = await confirmThenRun(dialogs, {
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
    if (deleted) onDeleted?.();
  };
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
    <>
      {shown && (
        <Button onClick={() => toggleDefault(shown)}>
          {shown.isDefault ? t('stopDefault') : t('setDefault')}
        </Button>
      )}
      {shown && shown.owner._id === ownerId && (
        <Button color="error" onClick={() => void remove(shown)}>
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
      {renaming && (
        <Suspense>
          <ViewFormDialog
            store={store}
            renaming={renaming}
            onClose={() => setRenaming(undefined)}
            onSaved={() => setRenaming(undefined)}
          />
        </Suspense>
      )}
    </>
  );
}
