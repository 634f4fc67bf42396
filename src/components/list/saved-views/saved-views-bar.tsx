import { lazy, Suspense, useRef } from 'react';
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
  // A view deleted takes its buttons with it: the keyboard's focus goes to the picker rather than
  // the page (MUI's Select gives its `inputRef` a `focus()` that focuses the picker itself).
  const picker = useRef<{ focus: () => void }>(null);
  return (
    <ViewPicker {...props} pickerRef={picker} shown={views.shown} onOpen={views.open}>
      {views.target && (
        <Suspense>
          <ViewActions views={views} onDeleted={() => picker.current?.focus()} />
        </Suspense>
      )}
    </ViewPicker>
  );
}
