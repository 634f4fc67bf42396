import type { Advertisement } from './list-params';

/** The list with the item at `from` moved to `to` (both within the list). */
export function moved<T>(items: readonly T[], from: number, to: number): T[] {
  if (from === to || from < 0 || to < 0 || from >= items.length || to >= items.length)
    return [...items];
  const next = [...items];
  const [item] = next.splice(from, 1);
  next.splice(to, 0, item!);
  return next;
}

/**
 * A page of banners after one moved: the banners swap places, and each keeps the display
 * positions the page held (the server gives the listed banners the places they held between them).
 */
export function reorderedPage(
  page: readonly Advertisement[],
  from: number,
  to: number,
): Advertisement[] {
  const places = page.map((ad) => ad.order);
  return moved(page, from, to).map((ad, n) => ({ ...ad, order: places[n]! }));
}
