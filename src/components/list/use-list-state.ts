import { useCallback, useEffect, useLayoutEffect, useMemo, useRef, useState } from 'react';
import { useSearchParams } from 'react-router';
import type { AnyList, FilterChange, ListDefinition } from '@/lib/list-state';

/** Where a list keeps its state: the address (a reload or a shared link shows the same view), or the screen alone. */
export type ListKeeping = 'address' | 'screen';

export type ListState<L extends AnyList> = {
  readonly definition: ListDefinition<L>;
  /** The state shown. */
  readonly list: L;
  /** Changes the state; a change that changes nothing writes nothing. */
  readonly update: (change: (current: L) => L) => void;
  /** A new search, from the first page (stable: a search box's effect depends on it). */
  readonly search: (text: string) => void;
  /** A new filter (or one cleared), from the first page. */
  readonly filter: (change: FilterChange<L>) => void;
};

const same = <L extends AnyList>(definition: ListDefinition<L>, a: L, b: L) =>
  definition.write(new URLSearchParams(), a).toString() ===
  definition.write(new URLSearchParams(), b).toString();

/**
 * A list's page, page size, sort, search and filters. Kept in the address, changes replace the
 * history entry: Back leaves the list (and returns to it from a row's page on the same page), it
 * does not step back through pages. `keep: 'screen'` keeps them in the screen instead, lost when
 * the admin leaves it (Broadcast's, as specified).
 */
export function useListState<L extends AnyList>(
  definition: ListDefinition<L>,
  { keep = 'address' }: { keep?: ListKeeping } = {},
): ListState<L> {
  const [searchParams, setSearchParams] = useSearchParams();
  const [kept, setKept] = useState(definition.defaults);
  const inAddress = keep === 'address';
  const list = useMemo(
    () => (inAddress ? definition.parse(searchParams) : kept),
    [inAddress, definition, searchParams, kept],
  );

  // The address as last written: a second change made before the screen shows the first (the
  // router renders a new address as a transition, which typing can hold back) builds on it.
  const latest = useRef(searchParams);
  useLayoutEffect(() => {
    latest.current = searchParams;
  }, [searchParams]);
  const update = useCallback(
    (change: (current: L) => L) => {
      if (!inAddress) {
        setKept((current) => {
          const next = change(current);
          return same(definition, next, current) ? current : next;
        });
        return;
      }
      const base = latest.current;
      const next = definition.write(base, change(definition.parse(base)));
      if (next.toString() === base.toString()) return;
      latest.current = next;
      setSearchParams(next, { replace: true });
    },
    [inAddress, definition, setSearchParams],
  );
  const search = useCallback(
    (text: string) =>
      update((current) => definition.withFilter(current, { search: text } as FilterChange<L>)),
    [update, definition],
  );
  const filter = useCallback(
    (change: FilterChange<L>) => update((current) => definition.withFilter(current, change)),
    [update, definition],
  );
  return useMemo(
    () => ({ definition, list, update, search, filter }),
    [definition, list, update, search, filter],
  );
}

/**
 * A page past the last one with rows (an old link, rows removed since) is brought back to the
 * last page, once `total` is the answer for the page shown (undefined while it is on its way).
 */
export function usePageInRange<L extends AnyList>(
  { definition, list, update }: ListState<L>,
  total: number | undefined,
) {
  const outOfRange = total !== undefined && definition.withPageInRange(list, total) !== list;
  useEffect(() => {
    if (outOfRange && total !== undefined)
      update((current) => definition.withPageInRange(current, total));
  }, [outOfRange, total, update, definition]);
}
