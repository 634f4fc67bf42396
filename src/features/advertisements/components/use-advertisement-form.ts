import { lazy, useCallback, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useDialogs } from '@/components/dialogs/dialogs-context';
import { draftSubjectId, keptForm } from '@/session/kept-drafts';
import { emptyForm, formOf } from '../rules/advertisement-form';
import type { Advertisement } from '../rules/list-params';
import type { FormTarget } from './advertisement-form-dialog';

// The form (react-hook-form, its schema, the pickers) comes when the admin heads for it.
export const loadAdvertisementFormDialog = () =>
  import('./advertisement-form-dialog').then((module) => ({
    default: module.AdvertisementFormDialog,
  }));
export const AdvertisementFormDialog = lazy(loadAdvertisementFormDialog);

/** A create or edit cut short by an expired session reopens; the form restores what was typed. */
function keptTarget(): FormTarget | null {
  const draft = keptForm('advertisement');
  if (!draft) return null;
  const ad = draftSubjectId(draft.about) ? (draft.about as Advertisement) : undefined;
  return ad ? { mode: 'edit', ad, initial: formOf(ad) } : { mode: 'create', initial: emptyForm() };
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
