import { useCallback, useEffect, useRef, useState } from 'react';
import { useSearchParams } from 'react-router';
import type { AnyList, ListDefinition } from '@/lib/list-state';
import { addressOfView, viewContentOf, viewShown } from '@/lib/saved-views';
import type { ListView, ViewStore } from './types';

/**
 * A list's saved views on its screen: the one the list shows, the one last shown (the list changed
 * since, it can take the list as it is now), opening one (its filters and sort into the address),
 * `?view=<id>` opened once the views are known, and the admin's default view when the list is
 * opened at its bare address.
 */
export function useListViews<L extends AnyList>(
  store: ViewStore,
  definition: ListDefinition<L>,
  list: L,
) {
  const [searchParams, setSearchParams] = useSearchParams();
  const open = useCallback(
    (view: ListView) => setSearchParams(addressOfView(definition, view), { replace: true }),
    [definition, setSearchParams],
  );
  const asked = searchParams.get('view');
  const arrivedBare = useRef(searchParams.size === 0);
  const { loaded, views } = store;
  useEffect(() => {
    if (!loaded) return;
    if (asked !== null) {
      const view = views.find((v) => v._id === asked);
      if (view) open(view);
      else {
        const next = new URLSearchParams(searchParams);
        next.delete('view');
        setSearchParams(next, { replace: true });
      }
    } else if (arrivedBare.current) {
      const fallback = views.find((v) => v.isDefault);
      if (fallback) open(fallback);
    }
    arrivedBare.current = false;
  }, [loaded, views, asked, searchParams, setSearchParams, open]);
  const shown = viewShown(definition, views, list);
  // The view last shown stays the one a change acts on while the admin changes the list.
  const [lastShown, setLastShown] = useState<string>();
  if (shown && shown._id !== lastShown) setLastShown(shown._id);
  return {
    store,
    shown,
    /** The view a change acts on: the one shown, else the one last shown. */
    target: shown ?? views.find((v) => v._id === lastShown),
    /** The list as it is shown, as a view keeps it. */
    content: viewContentOf(definition, list),
    open,
  };
}

export type ListViews = ReturnType<typeof useListViews>;
