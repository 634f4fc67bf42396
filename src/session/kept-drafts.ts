import { useEffect } from 'react';
import { getDefaultStore } from 'jotai';
import { sessionUserAtom } from './session-atoms';

/**
 * What an admin was typing when their session expired. A 401 in the middle of a save ends the
 * session and unmounts the form; the forms that are open keep their draft here, and when the same
 * admin is back on the same screen after signing in again, the form reopens with it. Session
 * storage keeps it to this tab; signing out on purpose keeps nothing. A picked picture (a `File`)
 * cannot go into session storage: it is kept in this page's memory, which signing in again keeps
 * (a reload does not; the draft then says which pictures were lost, see `lostPictures`).
 */
export type DraftForm =
  | 'adminProfile'
  | 'approvalRejection'
  | 'advertisement'
  | 'broadcast'
  | 'memberProfile'
  | 'mission'
  | 'pointsAdjustment'
  | 'reward'
  | 'staff'
  | 'staffRole'
  | 'savedView'
  | 'renamedView'
  | 'bulkAction';

type KeptDraft = { owner: string; path: string; form: DraftForm; value: unknown };

const STORAGE_KEY = 'keptDrafts';
const openDrafts = new Map<DraftForm, unknown>();
/** The pictures of kept drafts, by the number their place in the draft holds. */
const keptFiles = new Map<number, File>();
let nextFile = 0;
const FILE_MARK = 'keptFile';

/** The draft with every picked file swapped for a mark that `withFiles` swaps back. */
function withoutFiles(value: unknown): unknown {
  if (value instanceof File) {
    nextFile += 1;
    keptFiles.set(nextFile, value);
    return { [FILE_MARK]: nextFile };
  }
  if (Array.isArray(value)) return value.map(withoutFiles);
  if (!isPlainObject(value)) return value;
  return Object.fromEntries(Object.entries(value).map(([key, item]) => [key, withoutFiles(item)]));
}

const isPlainObject = (value: unknown): value is object =>
  typeof value === 'object' && value !== null && Object.getPrototypeOf(value) === Object.prototype;

const fileMark = (value: object): number | undefined => {
  const mark: unknown = (value as Record<string, unknown>)[FILE_MARK];
  return Object.keys(value).length === 1 && typeof mark === 'number' ? mark : undefined;
};

/** Lets go of the files a dropped draft held. */
function dropFiles(value: unknown): void {
  JSON.stringify(value, (_key, item: unknown) => {
    const mark = isPlainObject(item) ? fileMark(item) : undefined;
    if (mark !== undefined) keptFiles.delete(mark);
    return item;
  });
}

/** The draft with its files back; a file this page no longer holds (after a reload) is null. */
function withFiles(value: unknown, lost: string[], path = ''): unknown {
  if (Array.isArray(value))
    return value.map((item, i) => withFiles(item, lost, path ? `${path}.${i}` : String(i)));
  if (!isPlainObject(value)) return value;
  const mark = fileMark(value);
  if (mark !== undefined) {
    const file = keptFiles.get(mark);
    if (!file) lost.push(path);
    return file ?? null;
  }
  return Object.fromEntries(
    Object.entries(value).map(([key, item]) => [
      key,
      withFiles(item, lost, path ? `${path}.${key}` : key),
    ]),
  );
}

const store = getDefaultStore();

/**
 * Registers the draft of an open form, to be kept if the session expires while it is open. The form
 * starts from `keptDraft(form)`; once it is open the kept copy is dropped (an effect, not the
 * initial render, which React may run twice).
 */
export function useKeptDraft(form: DraftForm, value: unknown): void {
  useEffect(() => {
    const kept = readKept();
    kept.filter((draft) => isHere(draft, form)).forEach((draft) => dropFiles(draft.value));
    writeKept(kept.filter((draft) => !isHere(draft, form)));
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
  const kept = [...openDrafts].map(([form, value]) => ({
    owner,
    path,
    form,
    value: withoutFiles(value),
  }));
  writeKept([...readKept().filter((draft) => draft.path !== path), ...kept]);
}

/** Called on a deliberate sign-out: nothing typed outlives it. */
export function forgetKeptDrafts(): void {
  sessionStorage.removeItem(STORAGE_KEY);
  keptFiles.clear();
}

const isHere = (draft: KeptDraft, form: DraftForm) =>
  draft.form === form &&
  draft.path === window.location.pathname &&
  draft.owner === store.get(sessionUserAtom)?._id;

/** The draft of this form kept on this screen for the signed-in admin, if any. */
export function keptDraft(form: DraftForm): unknown {
  const draft = readKept().find((kept) => isHere(kept, form));
  return draft && withFiles(draft.value, []);
}

/**
 * The places (dotted paths, such as `form.image`) of the pictures this form's kept draft held and
 * this page no longer does: picked before a reload. The form asks for them again.
 */
export function lostPictures(form: DraftForm): string[] {
  const draft = readKept().find((kept) => isHere(kept, form));
  const lost: string[] = [];
  if (draft) withFiles(draft.value, lost);
  return lost;
}

export const hasKeptDraft = (form: DraftForm) => keptDraft(form) !== undefined;

/**
 * A form's values with a kept draft laid over them: each field the draft holds with the same kind
 * of value (text, a switch, a picked picture) wins; anything else keeps the form's own value.
 */
export function restoredForm<T extends Record<string, unknown>>(form: T, draft: unknown): T {
  if (!isPlainObject(draft)) return form;
  const kept: Record<string, unknown> = { ...form };
  for (const [key, own] of Object.entries(form)) {
    const value: unknown = (draft as Record<string, unknown>)[key];
    const picture = own === null || own instanceof File;
    if (picture ? value === null || value instanceof File : typeof value === typeof own)
      kept[key] = value;
  }
  return kept as T;
}

/**
 * A form dialog's draft: what was typed, and what it is about (the record being edited, or its
 * id; nothing for a new one). Every form dialog keeps and restores its draft in this shape.
 */
export type KeptForm = { form: unknown; about?: unknown };

/** This screen's kept draft of a form dialog, if any. */
export function keptForm(form: DraftForm): KeptForm | undefined {
  const draft = keptDraft(form);
  return isPlainObject(draft) && 'form' in draft ? (draft as KeptForm) : undefined;
}

/** The record a kept draft was about, by its id: an id itself, or a record's `_id`. */
export function draftSubjectId(about: unknown): string | undefined {
  if (typeof about === 'string') return about;
  if (!isPlainObject(about) || !('_id' in about)) return undefined;
  return typeof about._id === 'string' ? about._id : undefined;
}
