import { useCallback, useRef, useState } from 'react';

/** A save refused because the record changed meanwhile: who, when, and the record now. */
export type FormConflict = {
  changedBy?: { fullName: string };
  changedAt?: string;
  current: unknown;
};

export type EditConflictOptions<T> = {
  /** The version of the record the form was loaded from (what the save sends as If-Match). */
  version: number | undefined;
  /** The form's values for the record as someone else saved it (a 412's `current`). */
  values: ((current: never) => T) | undefined;
  /** The refusal's details when a failed save is that refusal (`changedMeanwhile`, `@/api`). */
  conflictOf: ((error: unknown) => FormConflict | undefined) | undefined;
  /** Loads values into the form (react-hook-form's `reset`). */
  reset: (values: T) => void;
};

const versionOf = (record: unknown) =>
  typeof record === 'object' && record !== null && 'version' in record
    ? Number(record.version)
    : undefined;

/**
 * An edit of a record that may change meanwhile, for every form that saves one (the form dialogs
 * and the account page): the version the next save is made from, and a save refused because
 * someone else changed the record (412). Then the form keeps what was typed, the conflict says
 * who and when (`<ConflictAlert>`), and there are two ways on: load their version into the form,
 * or save what was typed over it.
 */
export function useEditConflict<T>({ version, values, conflictOf, reset }: EditConflictOptions<T>) {
  // The version the next save is made from: the loaded one, then the one reloaded or overwritten.
  const from = useRef(version);
  const [conflict, setConflict] = useState<FormConflict>();
  const lastSave = useRef<() => Promise<void>>(undefined);

  /**
   * The save the form runs, kept for Overwrite: `run` saves, resolving once it is answered;
   * a refusal because the record changed is kept (shown), and any other failure goes to `failed`.
   */
  const saving = useCallback(
    (run: () => Promise<void>, failed: (error: unknown) => void) => async () => {
      try {
        await run();
        setConflict(undefined);
      } catch (error) {
        const changed = conflictOf?.(error);
        if (changed) setConflict(changed);
        else failed(error);
      }
    },
    [conflictOf],
  );
  /** Remembers the save Overwrite repeats (the form's whole submit, checks included). */
  const remember = useCallback((save: () => Promise<void>) => {
    lastSave.current = save;
  }, []);

  /** Loads the version someone else saved into the form (what was typed goes). */
  const reload = useCallback(() => {
    if (!conflict || !values) return;
    from.current = versionOf(conflict.current);
    reset(values(conflict.current as never));
    setConflict(undefined);
  }, [conflict, values, reset]);
  /** Saves what was typed over the version someone else saved. */
  const overwrite = useCallback(async () => {
    if (!conflict) return;
    from.current = versionOf(conflict.current);
    setConflict(undefined);
    await lastSave.current?.();
  }, [conflict]);

  return {
    /** The version the save is made from (send it as If-Match). */
    version: useCallback(() => from.current, []),
    /** After a save: the form now shows this version of the record. */
    loaded: useCallback((saved: number | undefined) => {
      from.current = saved;
    }, []),
    conflict,
    saving,
    remember,
    reload,
    overwrite,
  };
}
