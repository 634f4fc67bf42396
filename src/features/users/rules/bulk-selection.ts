/**
 * The members ticked for a bulk action: some rows by id, or every member the list's search and
 * filters select ("all N matching") less the rows unticked afterwards, sent as the filters and
 * the rows left out, never as every id.
 */
import type { GridRowSelectionModel } from '@mui/x-data-grid';
import type { BulkSelection } from '@/api/bulk-jobs';
import { viewContentOf } from '@/lib/saved-views';
import { memberList, type MemberListParams } from './list-params';

/** The most rows sent by id, or left out of "all matching" (the contract's bound). */
export const BULK_ID_LIMIT = 500;

export type Ticked =
  | { readonly all: false; readonly ids: ReadonlySet<string> }
  | { readonly all: true; readonly exclude: ReadonlySet<string> };

export const NOTHING_TICKED: Ticked = { all: false, ids: new Set() };

/** The grid's selection model for the ticked rows. */
export const gridModelOf = (ticked: Ticked): GridRowSelectionModel =>
  ticked.all
    ? { type: 'exclude', ids: new Set(ticked.exclude) }
    : { type: 'include', ids: new Set(ticked.ids) };

/** The ticked rows after the grid changed them. */
export const tickedOf = (model: GridRowSelectionModel): Ticked => {
  const ids = new Set([...model.ids].map(String));
  return model.type === 'exclude' ? { all: true, exclude: ids } : { all: false, ids };
};

/** How many members are ticked, given how many the list selects. */
export const tickedCount = (ticked: Ticked, total: number): number =>
  ticked.all ? Math.max(0, total - ticked.exclude.size) : ticked.ids.size;

/** Whether more rows are listed by id than a request takes. */
export const tooManyListed = (ticked: Ticked): boolean =>
  (ticked.all ? ticked.exclude.size : ticked.ids.size) > BULK_ID_LIMIT;

/** The selection as a bulk request sends it. */
export const selectionOf = (ticked: Ticked, list: MemberListParams): BulkSelection =>
  ticked.all
    ? { filters: viewContentOf(memberList, list).filters, exclude: [...ticked.exclude] }
    : { ids: [...ticked.ids] };

/** Whether every row of the page is ticked (and "Select all N matching" may be offered). */
export const pageAllTicked = (ticked: Ticked, pageIds: readonly string[]): boolean =>
  !ticked.all && pageIds.length > 0 && pageIds.every((id) => ticked.ids.has(id));
