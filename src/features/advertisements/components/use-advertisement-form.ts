import { lazy, useCallback, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useDialogs } from '@/components/dialogs/dialogs-context';
import { keptDraft, lostPictures, restoredForm } from '@/session/kept-drafts';
import { emptyForm, formOf } from '../rules/advertisement-form';
import type { Advertisement } from '../rules/list-params';
import type { FormTarget } from './advertisement-form-dialog';

// The form (react-hook-form, its schema, the pickers) comes when the admin heads for it.
export const loadAdvertisementFormDialog = () =>
  import('./advertisement-form-dialog').then((module) => ({
    default: module.AdvertisementFormDialog,
  }));
export const AdvertisementFormDialog = lazy(loadAdvertisementFormDialog);

/** A create or edit cut short by an expired session, to reopen with what was typed. */
function keptTarget(): FormTarget | null {
  const draft = keptDraft('advertisement');
  if (typeof draft !== 'object' || draft === null || !('form' in draft)) return null;
  const ad =
    'ad' in draft &&
    typeof draft.ad === 'object' &&
    draft.ad !== null &&
    '_id' in draft.ad &&
    typeof draft.ad._id === 'string'
      ? (draft.ad as Advertisement)
      : undefined;
  const pictureLost = lostPictures('advertisement').length > 0;
  return ad
    ? { mode: 'edit', ad, initial: restoredForm(formOf(ad), draft.form), pictureLost }
    : { mode: 'create', initial: restoredForm(emptyForm(), draft.form), pictureLost };
}

/** Which form is open (create or edit), and the success message once saved. */
export function useAdvertisementForm() {
  const { t } = useTranslation('advertisements');
  const dialogs = useDialogs();
  const [target, setTarget] = useState<FormTarget | null>(keptTarget);
  const open = useCallback((ad?: Advertisement) => {
    setTarget(
      ad ? { mode: 'edit', ad, initial: formOf(ad) } : { mode: 'create', initial: emptyForm() },
    );
  }, []);
  const close = useCallback(() => setTarget(null), []);
  const saved = useCallback(
    (ad: Advertisement, created: boolean) => {
      setTarget(null);
      void dialogs.alert({
        kind: 'success',
        title: created ? t('form.createdTitle') : t('form.updatedTitle'),
        text: t(created ? 'form.created' : 'form.updated', { title: ad.title }),
        timerMs: 2000,
      });
    },
    [dialogs, t],
  );
  return { target, open, close, saved };
}
