import { useEffect } from 'react';
import { getDefaultStore } from 'jotai';
import { sessionUserAtom } from './session-atoms';

/**
 * What an admin was typing when their session expired. A 401 in the middle of a save ends the
 * session and unmounts the form; the forms that are open keep their draft here, and when the same
 * admin is back on the same screen after signing in again, the form reopens with it. Session
 * storage keeps it to this tab; signing out on purpose keeps nothing.
 */
export type DraftForm = 'broadcast' | 'memberProfile' | 'mission' | 'pointsAdjustment';

type KeptDraft = { owner: string; path: string; form: DraftForm; value: unknown };

const STORAGE_KEY = 'keptDrafts';
const openDrafts = new Map<DraftForm, unknown>();
const store = getDefaultStore();

/**
 * Registers the draft of an open form, to be kept if the session expires while it is open. The form
 * starts from `keptDraft(form)`; once it is open the kept copy is dropped (an effect, not the
 * initial render, which React may run twice).
 */
export function useKeptDraft(form: DraftForm, value: unknown): void {
  useEffect(() => {
    writeKept(readKept().filter((draft) => !isHere(draft, form)));
  }, [form]);
  useEffect(() => {
    openDrafts.set(form, value);
    return () => {
      openDrafts.delete(form);
    };
  }, [form, value]);
}

function isKeptDraft(entry: unknown): entry is KeptDraft {
  return (
    typeof entry === 'object' &&
    entry !== null &&
    'owner' in entry &&
    typeof entry.owner === 'string' &&
    'path' in entry &&
    typeof entry.path === 'string' &&
    'form' in entry &&
    typeof entry.form === 'string'
  );
}

function readKept(): KeptDraft[] {
  try {
    const kept: unknown = JSON.parse(sessionStorage.getItem(STORAGE_KEY) ?? '[]');
    return Array.isArray(kept) ? kept.filter(isKeptDraft) : [];
  } catch {
    return [];
  }
}

function writeKept(kept: KeptDraft[]): void {
  if (kept.length) sessionStorage.setItem(STORAGE_KEY, JSON.stringify(kept));
  else sessionStorage.removeItem(STORAGE_KEY);
}

/** Called as an expired session ends: the open forms' drafts, for their admin and screen. */
export function keepOpenDrafts(): void {
  const owner = store.get(sessionUserAtom)?._id;
  if (!owner || openDrafts.size === 0) return;
  const path = window.location.pathname;
  const kept = [...openDrafts].map(([form, value]) => ({ owner, path, form, value }));
  writeKept([...readKept().filter((draft) => draft.path !== path), ...kept]);
}

/** Called on a deliberate sign-out: nothing typed outlives it. */
export function forgetKeptDrafts(): void {
  sessionStorage.removeItem(STORAGE_KEY);
}

const isHere = (draft: KeptDraft, form: DraftForm) =>
  draft.form === form &&
  draft.path === window.location.pathname &&
  draft.owner === store.get(sessionUserAtom)?._id;

/** The draft of this form kept on this screen for the signed-in admin, if any. */
export function keptDraft(form: DraftForm): unknown {
  return readKept().find((draft) => isHere(draft, form))?.value;
}

export const hasKeptDraft = (form: DraftForm) => keptDraft(form) !== undefined;
