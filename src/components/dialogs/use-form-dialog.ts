import { useCallback, useMemo, useState } from 'react';
import {
  useForm,
  useWatch,
  type DefaultValues,
  type FieldValues,
  type SubmitErrorHandler,
  type UseFormProps,
} from 'react-hook-form';
import {
  draftSubjectId,
  keptForm,
  lostPictures,
  restoredForm,
  useKeptDraft,
  type DraftForm,
} from '@/session/kept-drafts';
import type { ConfirmOptions } from './dialog-types';
import { useDialogs } from './dialogs-context';
import { useEditConflict, type FormConflict } from './use-edit-conflict';

export type { FormConflict } from './use-edit-conflict';

export type FormDialogOptions<T extends FieldValues, TContext, TOut> = Omit<
  UseFormProps<T, TContext, TOut>,
  'defaultValues'
> & {
  /** The form's own first values (empty, or the record's). */
  defaultValues: T;
  /** Where the draft is kept when the session expires while the dialog is open. */
  draft: DraftForm;
  /** What the form is about: the record edited (or its id), kept with the draft; none: a new one. */
  about?: unknown;
  /**
   * How a kept draft is laid over the form's own values; by default each field the draft holds
   * with the same kind of value wins (`restoredForm`).
   */
  restore?: (own: T, kept: unknown) => T;
  /** The question before closing with changes; without it, closing never asks. */
  discard?: ConfirmOptions;
  /** The alert after a failed save: its title, and its text for the error. */
  failure: { title: string; text: (error: unknown) => string };
  /**
   * For an edit: the version of the record the form was loaded from (`dialog.version()` is what
   * the save sends as If-Match), and the form's values for the record as someone else saved it
   * (a 412's `current`). A save refused because the record changed meanwhile then keeps what was
   * typed and offers to load the new version or to save over it, instead of the failure alert.
   */
  edits?: {
    version: number | undefined;
    values: (current: never) => T;
    /** The refusal's details when a failed save is that refusal (`changedMeanwhile`, `@/api`). */
    conflictOf: (error: unknown) => FormConflict | undefined;
  };
  onClose: () => void;
};

/**
 * The state every form dialog shares, for `<FormDialog>`: a react-hook-form form that starts from
 * the draft kept through an expired session when there is one for the same record (and keeps its
 * own draft while open), a save that shows the failure alert and keeps what was typed, and a close
 * that asks before discarding changes and waits while saving.
 */
export function useFormDialog<T extends FieldValues, TContext = unknown, TOut = T>({
  defaultValues,
  draft,
  about,
  restore = restoredForm,
  discard,
  failure,
  edits,
  onClose,
  ...props
}: FormDialogOptions<T, TContext, TOut>) {
  const dialogs = useDialogs();
  // Read once, as the dialog opens: registering the draft below drops the kept copy.
  const [start] = useState(() => {
    const kept = keptForm(draft);
    const here = kept !== undefined && draftSubjectId(kept.about) === draftSubjectId(about);
    return {
      values: here ? restore(defaultValues, kept.form) : defaultValues,
      pictureLost: here && lostPictures(draft).length > 0,
    };
  });
  const form = useForm<T, TContext, TOut>({
    ...props,
    defaultValues: start.values as DefaultValues<T>,
  });
  const watched = useWatch({ control: form.control });
  useKeptDraft(
    draft,
    useMemo(() => ({ form: watched, about }), [watched, about]),
  );
  const busy = form.formState.isSubmitting;
  const dirty = form.formState.isDirty;

  const edit = useEditConflict({
    version: edits?.version,
    values: edits?.values,
    conflictOf: edits?.conflictOf,
    reset: form.reset,
  });
  const { saving, remember } = edit;

  const { title, text } = failure;
  const submit = useCallback(
    (onValid: (values: TOut) => Promise<unknown>, onInvalid?: SubmitErrorHandler<T>) => {
      const save = form.handleSubmit(
        (valid) =>
          saving(
            async () => void (await onValid(valid)),
            (error) => void dialogs.alert({ kind: 'error', title, text: text(error) }),
          )(),
        onInvalid,
      );
      remember(() => save());
      return save;
    },
    [form, dialogs, title, text, saving, remember],
  );

  const close = useCallback(async () => {
    if (busy) return;
    if (discard && dirty && !(await dialogs.confirm(discard))) return;
    onClose();
  }, [busy, discard, dirty, dialogs, onClose]);

  return {
    form,
    values: watched,
    busy,
    pictureLost: start.pictureLost,
    submit,
    close,
    /** The version the save is made from (send it as If-Match). */
    version: edit.version,
    conflict: edit.conflict,
    reload: edit.reload,
    overwrite: edit.overwrite,
  };
}

export type FormDialogState = Pick<
  ReturnType<typeof useFormDialog>,
  'busy' | 'close' | 'conflict' | 'reload' | 'overwrite'
>;
