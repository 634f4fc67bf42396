import { lazy, useCallback, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useDialogs } from '@/components/dialogs/dialogs-context';
import { draftSubjectId, keptForm } from '@/session/kept-drafts';
import {
  duplicateForm,
  EMPTY_MISSION_FORM,
  missionForm,
  type MissionOverview,
} from '../rules/mission-form';
import type { FormTarget } from './mission-form-dialog';

// The form (react-hook-form, its schema and the date picker) comes when the admin heads for it.
export const loadMissionFormDialog = () =>
  import('./mission-form-dialog').then((module) => ({ default: module.MissionFormDialog }));
export const MissionFormDialog = lazy(loadMissionFormDialog);

/** The mission whose edit an expired session cut short, if one did. */
const keptMissionId = () => draftSubjectId(keptForm('mission')?.about);

/**
 * Which form is open: create (empty, or a copy of a mission) or edit. A draft kept through an
 * expired session reopens a create form at once, an edit form once its mission is known
 * (`resume`).
 */
export function useMissionForm() {
  const { t } = useTranslation('missions');
  const dialogs = useDialogs();
  const [target, setTarget] = useState<FormTarget | null>(() =>
    keptForm('mission') && !keptMissionId()
      ? { mode: 'create', initial: EMPTY_MISSION_FORM }
      : null,
  );
  const keptEditOf = keptMissionId();

  const open = useCallback(
    (mode: 'create' | 'edit' | 'duplicate', mission?: MissionOverview) => {
      if (mode === 'create' || !mission) setTarget({ mode: 'create', initial: EMPTY_MISSION_FORM });
      else if (mode === 'duplicate')
        setTarget({
          mode: 'create',
          initial: duplicateForm(mission, (name) => t('copyOf', { name })),
        });
      else setTarget({ mode: 'edit', mission, initial: missionForm(mission) });
    },
    [t],
  );

  const resume = useCallback((mission: MissionOverview) => {
    setTarget({ mode: 'edit', mission, initial: missionForm(mission) });
  }, []);

  const close = useCallback(() => setTarget(null), []);
  const saved = useCallback(
    (mission: MissionOverview, created: boolean) => {
      setTarget(null);
      void dialogs.alert({
        kind: 'success',
        title: created ? t('form.createdTitle') : t('form.updatedTitle'),
        text: t(created ? 'form.created' : 'form.updated', { name: mission.name }),
        timerMs: 2000,
      });
    },
    [dialogs, t],
  );
  return { target, open, close, saved, resume, keptEditOf };
}
