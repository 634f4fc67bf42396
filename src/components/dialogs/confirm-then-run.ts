import { useCallback } from 'react';
import type { ConfirmOptions, Dialogs } from './dialog-types';
import { useDialogs } from './dialogs-context';

/** A call and what is said after it. */
export type RunAndReport = {
  run: () => Promise<unknown>;
  /** Said once it is done (awaited: a success alert keeps the next action waiting). */
  done?: () => unknown;
  /**
   * Said when it failed: an error alert with this title and the error's text (the screen's
   * `errorText`), or the screen's own report (a banner).
   */
  failed: { title: string; text: (error: unknown) => string } | ((error: unknown) => unknown);
  /**
   * An answer the screen deals with in its own way, such as a 409 that offers another action
   * instead: true when it did, and no failure is reported.
   */
  handled?: (error: unknown) => boolean | Promise<boolean>;
};

/** A destructive action: the question, then the call and its report. */
export type ConfirmThenRun = RunAndReport & { ask: ConfirmOptions };

/** Runs the call, then reports it: done, or why not. True when it was done. */
export async function runAndReport(
  dialogs: Dialogs,
  { run, done, failed, handled }: RunAndReport,
): Promise<boolean> {
  try {
    await run();
  } catch (error) {
    if (await handled?.(error)) return false;
    if (typeof failed === 'function') await failed(error);
    else await dialogs.alert({ kind: 'error', title: failed.title, text: failed.text(error) });
    return false;
  }
  await done?.();
  return true;
}

/** Asks first; only a confirmed action runs (and is reported). True when it was done. */
export async function confirmThenRun(
  dialogs: Dialogs,
  { ask, ...action }: ConfirmThenRun,
): Promise<boolean> {
  if (!(await dialogs.confirm(ask))) return false;
  return runAndReport(dialogs, action);
}

/** `confirmThenRun` with the app's dialogs. */
export function useConfirmThenRun() {
  const dialogs = useDialogs();
  return useCallback((action: ConfirmThenRun) => confirmThenRun(dialogs, action), [dialogs]);
}
