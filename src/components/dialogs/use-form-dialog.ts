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
  const values = useWatch({ control: form.control });
  useKeptDraft(
    draft,
    useMemo(() => ({ form: values, about }), [values, about]),
  );
  const busy = form.formState.isSubmitting;
  const dirty = form.formState.isDirty;

  const { title, text } = failure;
  const submit = useCallback(
    (onValid: (values: TOut) => Promise<unknown>, onInvalid?: SubmitErrorHandler<T>) =>
      form.handleSubmit(async (valid) => {
        try {
          await onValid(valid);
        } catch (error) {
          void dialogs.alert({ kind: 'error', title, text: text(error) });
        }
      }, onInvalid),
    [form, dialogs, title, text],
  );

  const close = useCallback(async () => {
    if (busy) return;
    if (discard && dirty && !(await dialogs.confirm(discard))) return;
    onClose();
  }, [busy, discard, dirty, dialogs, onClose]);

  return { form, values, busy, pictureLost: start.pictureLost, submit, close };
}

export type FormDialogState = Pick<ReturnType<typeof useFormDialog>, 'busy' | 'close'>;
