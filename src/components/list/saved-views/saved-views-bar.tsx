import { lazy, Suspense } from 'react';
import type { AnyList } from '@/lib/list-state';
import { useListViews } from './use-list-views';
import { ViewPicker, type SavedViewsProps } from './view-picker';

/** Loaded when there is a view to act on: not part of the first visit of a list showing none. */
const ViewActions = lazy(() => import('./view-actions'));

/**
 * A list's saved views (`useListViews`): the picker opens one, and the view shown (or last shown)
 * has its actions.
 */
export default function SavedViewsBar<L extends AnyList>(props: SavedViewsProps<L>) {
  const views = useListViews(props.store, props.definition, props.list);
  return (
    <ViewPicker {...props} shown={views.shown} onOpen={views.open}>
      {views.target && (
        <Suspense>
          <ViewActions views={views} />
        </Suspense>
      )}
    </ViewPicker>
  );
}
