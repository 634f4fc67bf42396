/**
 * A saved view keeps a list as its address writes it: the search and filters as text, the sort
 * when it is not the list's default, and the columns shown when the admin hid some (page and page
 * size left out). Saving one keeps them,
 * opening one writes them into the address, and the view shown is the one that keeps the
 * address's list. The same for every list (members, missions, rewards, the audit log).
 */
import * as z from 'zod/mini';
import type { AnyList, ListDefinition } from './list-state';

/** The longest name a view takes. */
export const VIEW_NAME_MAX = 100;

/** What a view keeps of its list; `columns` empty when every column is shown. */
export type ViewContent = { filters: Record<string, string>; sort?: string; columns: string[] };

/** The list's search, filters and sort as a view keeps them. */
export function viewContentOf<L extends AnyList>(
  definition: ListDefinition<L>,
  list: L,
): ViewContent {
  const filters: Record<string, string> = {};
  const query = definition.allPagesQueryOf(list) as Record<string, unknown>;
  for (const [name, value] of Object.entries(query))
    if (name !== 'sort' && value !== undefined && value !== '') filters[name] = String(value);
  const sort = list.sort !== undefined && list.sort !== definition.defaults.sort ? list.sort : '';
  return { filters, ...(sort ? { sort } : {}), columns: [...(list.columns ?? [])] };
}

/**
 * The address's query that opens a view: its filters, sort and columns, read and written as the
 * list does.
 */
export function addressOfView<L extends AnyList>(
  definition: ListDefinition<L>,
  view: { filters: Record<string, string>; sort?: string; columns?: readonly string[] },
): URLSearchParams {
  const params = new URLSearchParams(view.filters);
  if (view.sort) params.set('sort', view.sort);
  if (view.columns?.length) params.set('columns', view.columns.join(','));
  return definition.write(new URLSearchParams(), definition.parse(params));
}

/** The view that keeps the list as it is shown, if any. */
export function viewShown<
  L extends AnyList,
  V extends { filters: Record<string, string>; sort?: string; columns?: readonly string[] },
>(definition: ListDefinition<L>, views: readonly V[], list: L): V | undefined {
  const shown = addressOfView(definition, viewContentOf(definition, list)).toString();
  return views.find((view) => addressOfView(definition, view).toString() === shown);
}

/** A view's form: its name, shared or not, and (a new one) the default or not. */
export const viewFormSchema = z.object({
  name: z
    .string()
    .check(
      z.trim(),
      z.minLength(1, 'savedViews:nameRequired'),
      z.maxLength(VIEW_NAME_MAX, 'savedViews:nameTooLong'),
    ),
  shared: z.boolean(),
  isDefault: z.boolean(),
});
export type ViewForm = z.infer<typeof viewFormSchema>;
