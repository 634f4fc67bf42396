import type { TFunction } from 'i18next';
import type { FormConflict } from '@/components/dialogs/use-edit-conflict';
import type { ViewContent } from '@/lib/saved-views';

/** A saved view as the picker shows it (the SavedViews data module's `SavedView`). */
export type ListView = {
  _id: string;
  name: string;
  filters: Record<string, string>;
  sort?: string;
  /** The columns shown; empty or absent for all of them. */
  columns?: readonly string[];
  shared: boolean;
  isDefault: boolean;
  /** A members view's live count. */
  count?: number;
  owner: { _id: string };
  version?: number;
};

/** What a change of a view sends: its name, sharing, or what it keeps of the list. */
export type ViewChanges = Partial<ViewContent> & { name?: string; shared?: boolean };

/** A list's views and their writes: `useListSavedViews(list)` of the SavedViews data module. */
export type ViewStore = {
  /** True once the views are known. */
  loaded: boolean;
  views: readonly ListView[];
  /** Why they could not be loaded (the list works without them). */
  error: unknown;
  /** A programme manager or an administrator may share a view. */
  mayShare: boolean;
  /** An administrator may also change or delete a shared view of someone else. */
  isAdministrator: boolean;
  save: (
    view: ViewContent & { name: string; shared: boolean; isDefault: boolean },
  ) => Promise<ListView>;
  update: (viewId: string, changes: ViewChanges, version: number | undefined) => Promise<ListView>;
  remove: (viewId: string) => Promise<unknown>;
  setDefault: (viewId: string, isDefault: boolean) => Promise<unknown>;
  /** The text an admin reads for a failed call (`errorText` of `@/api/api-error`). */
  errorText: (error: unknown, t: TFunction, fallbackKey: string) => string;
  /** A change refused because someone else changed the view meanwhile (412). */
  changedMeanwhile: (error: unknown) => FormConflict | undefined;
};
