/** A paged list's page and page size as every list screen keeps them in its address. */

export const PAGE_SIZES = [10, 20, 50] as const;
export type PageSize = (typeof PAGE_SIZES)[number];

export function isPageSize(value: number): value is PageSize {
  return PAGE_SIZES.some((size) => size === value);
}

/** A whole number from 1 up written in plain digits, else undefined ('2.5', '-1', '1e3', '' are not). */
export function positiveInteger(text: string | null): number | undefined {
  if (text === null || !/^\d+$/.test(text.trim())) return undefined;
  const value = Number(text.trim());
  return Number.isSafeInteger(value) && value >= 1 ? value : undefined;
}

/**
 * The list after the grid's footer asked for another page (`page` from 0, the grid's way) or
 * another page size; a new page size starts again from the first page.
 */
export function withGridPage<L extends { page: number; limit: PageSize }>(
  list: L,
  model: { page: number; pageSize: number },
): L {
  if (model.pageSize !== list.limit)
    return isPageSize(model.pageSize) ? { ...list, limit: model.pageSize, page: 1 } : list;
  return { ...list, page: Math.max(1, Math.floor(model.page) + 1) };
}
