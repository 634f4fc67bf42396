import { useCallback, useMemo, useState } from 'react';
import type { DataGridProps, GridRowSelectionModel } from '@mui/x-data-grid';
import type { TFunction } from 'i18next';
import { useAtomValue } from 'jotai';
import { mayCall, type OperationId } from '@/session/access';
import { sessionUserAtom } from '@/session/session-atoms';

/** What a bulk operation answers (the contract's `BulkResult`): every row done or skipped, and why. */
export type BulkResult = {
  action: string;
  done: number;
  skipped: number;
  results: readonly { id: string; name?: string; status: 'done' | 'skipped'; reason?: string }[];
};

/** The most rows one bulk action takes (the contract's `BulkIds`). */
export const BULK_MAX = 100;

/**
 * A list's bulk actions, declared once beside its screen: which list (its strings in the `bulk`
 * namespace), the contract operation (only a role that may call it sees the checkboxes), the
 * actions in the order the toolbar shows them, and the data module's call.
 */
export type BulkDefinition<A extends string> = {
  kind: 'missions' | 'rewards' | 'advertisements';
  operation: OperationId;
  actions: readonly A[];
  /** The data module's call (a method: an action of the list is an action). */
  run(action: A, ids: readonly string[]): Promise<BulkResult>;
  /** The text of a failed call (`errorText` of src/api/api-error.ts). */
  errorText: (error: unknown, t: TFunction, fallbackKey: string) => string;
};

/**
 * The ids a grid's selection names. "Every row but these" (the header's checkbox) is read as the
 * rows of the page shown: a bulk action names its rows, never "all".
 */
export function tickedIn(
  model: GridRowSelectionModel,
  rows: readonly { _id: string }[],
): readonly string[] {
  return model.type === 'include'
    ? [...model.ids].map(String)
    : rows.map((row) => row._id).filter((id) => !model.ids.has(id));
}

/** The ticked rows of a list and what can be done with them (`BulkBar` shows it). */
export type BulkActions = ReturnType<typeof useBulkActions>;

const NOTHING: readonly string[] = [];

/** The DataGrid's props for the ticked rows (none for a role that may not act on them). */
export type BulkGridProps = Partial<
  Pick<
    DataGridProps,
    | 'checkboxSelection'
    | 'keepNonExistentRowsSelected'
    | 'rowSelectionModel'
    | 'onRowSelectionModelChange'
  >
>;

/**
 * The rows ticked on a list, kept across its pages, with the DataGrid's props for them (`grid`,
 * spread on `ListGrid`) or `isTicked`/`tick` for a list of its own. `rows` is the page shown.
 */
export function useBulkActions<A extends string>(
  definition: BulkDefinition<A>,
  rows: readonly { _id: string }[],
) {
  const role = useAtomValue(sessionUserAtom)?.role;
  const allowed = !role || mayCall(role, definition.operation);
  const [ids, setIds] = useState<readonly string[]>(NOTHING);

  const clear = useCallback(() => setIds(NOTHING), []);
  const tick = useCallback(
    (id: string, ticked: boolean) =>
      setIds((current) =>
        ticked
          ? current.includes(id)
            ? current
            : [...current, id]
          : current.filter((x) => x !== id),
      ),
    [],
  );
  const isTicked = useCallback((id: string) => ids.includes(id), [ids]);

  const grid = useMemo((): BulkGridProps => {
    if (!allowed) return {};
    const model: GridRowSelectionModel = { type: 'include', ids: new Set(ids) };
    return {
      checkboxSelection: true,
      keepNonExistentRowsSelected: true,
      rowSelectionModel: model,
      onRowSelectionModelChange: (next: GridRowSelectionModel) => setIds(tickedIn(next, rows)),
    };
  }, [allowed, ids, rows]);

  return {
    definition: definition as BulkDefinition<string>,
    allowed,
    ids: allowed ? ids : NOTHING,
    clear,
    tick,
    isTicked,
    grid,
  };
}
