export type PageRequest = { page: number; pageSize: number };

/** The rows of one page (`page` counts from 0). */
export function pageOf<T>(rows: readonly T[], { page, pageSize }: PageRequest): readonly T[] {
  return rows.slice(page * pageSize, (page + 1) * pageSize);
}
