import { lazy, Suspense } from 'react';
import { useSearchParams } from 'react-router';
import type { AnyList } from '@/lib/list-state';
import { ViewPicker, type SavedViewsProps } from './view-picker';

/**
 * Loaded once the list has views (or the address names one, `?view=<id>`): the rules that open
 * a view, the admin's default and the view shown are not part of the first visit of a list
 * without views.
 */
const SavedViewsBar = lazy(() => import('./saved-views-bar'));

/** A list's saved views: the picker, saving, the default, changing and deleting a view. */
export function SavedViews<L extends AnyList>(props: SavedViewsProps<L>) {
  const [searchParams] = useSearchParams();
  const picker = <ViewPicker {...props} shown={undefined} />;
  if (props.store.views.length === 0 && !searchParams.has('view')) return picker;
  return (
    <Suspense fallback={picker}>
      <SavedViewsBar {...(props as unknown as SavedViewsProps<AnyList>)} />
    </Suspense>
  );
}
