/**
 * A members view is the members list's search and filters as the address writes them: saving
 * one keeps them as text, opening one writes them into the address, and the view shown is the
 * one whose filters are the address's.
 */
import * as z from 'zod/mini';
import { memberList, type MemberListParams } from './list-params';

/** The longest name a view takes. */
export const VIEW_NAME_MAX = 100;

/** The list's search and filters as text, as a view keeps them (page, size and sort left out). */
export function viewFiltersOf(list: MemberListParams): Record<string, string> {
  const filters: Record<string, string> = {};
  for (const [name, value] of Object.entries(memberList.allPagesQueryOf(list)))
    if (value !== undefined && value !== '') filters[name] = String(value);
  return filters;
}

/** The address's query that opens a view: its filters, read and written as the list does. */
export function addressOfView(view: { filters: Record<string, string> }): URLSearchParams {
  return memberList.write(
    new URLSearchParams(),
    memberList.parse(new URLSearchParams(view.filters)),
  );
}

/** The view whose filters are the list's, if any. */
export function viewShown<V extends { filters: Record<string, string> }>(
  views: readonly V[],
  list: MemberListParams,
): V | undefined {
  const shown = addressOfView({ filters: viewFiltersOf(list) }).toString();
  return views.find((view) => addressOfView(view).toString() === shown);
}

export const viewFormSchema = z.object({
  name: z
    .string()
    .check(
      z.trim(),
      z.minLength(1, 'users:views.nameRequired'),
      z.maxLength(VIEW_NAME_MAX, 'users:views.nameTooLong'),
    ),
  shared: z.boolean(),
  isDefault: z.boolean(),
});
export type ViewForm = z.infer<typeof viewFormSchema>;
