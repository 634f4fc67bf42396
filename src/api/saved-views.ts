// The SavedViews tag: a list's saved views (a members view with its live count), saving one,
// changing or deleting one, and each person's default view of a list.
import { useMemo } from 'react';
import { useQuery } from '@tanstack/react-query';
import type { components } from '@generated/api';
import { errorText } from './api-error';
import { $api } from './client';
import { useRole } from './roles';
import { changedMeanwhile, ifMatch } from './versions';
import { reads, runWrite } from './write';

export type SavedView = components['schemas']['SavedView'];
export type SavedViewInput = components['schemas']['SavedViewInput'];
export type SavedViewList = components['schemas']['SavedViewList'];
export type SavedViewUpdate = components['schemas']['SavedViewUpdate'];

/** GET /api/saved-views: the views of a list the admin may use, shared first. */
export const savedViewsQuery = (list: SavedViewList) =>
  $api.queryOptions('get', '/api/saved-views', { params: { query: { list } } });

/** The views of a list; a members view's count is as fresh as the list's last answer. */
export function useSavedViews(list: SavedViewList) {
  return useQuery({ ...savedViewsQuery(list), staleTime: 30_000 });
}

/** After a view is saved, deleted or made the default: the lists of views (and their counts). */
const VIEW_LISTS = [reads('/api/saved-views')];

/** POST /api/saved-views. */
export const saveView = (body: SavedViewInput) =>
  runWrite('post', '/api/saved-views', { body }, { refreshes: () => VIEW_LISTS });

/** PUT /api/saved-views/{viewId}: rename, share or change it, from the version shown (If-Match). */
export const updateView = (viewId: string, changes: SavedViewUpdate, version: number | undefined) =>
  runWrite(
    'put',
    '/api/saved-views/{viewId}',
    { params: { path: { viewId }, header: { 'If-Match': ifMatch(version) } }, body: changes },
    { refreshes: () => VIEW_LISTS },
  );

/** DELETE /api/saved-views/{viewId}. */
export const deleteView = (viewId: string) =>
  runWrite(
    'delete',
    '/api/saved-views/{viewId}',
    { params: { path: { viewId } } },
    { refreshes: () => VIEW_LISTS },
  );

/** PUT /api/saved-views/{viewId}/default: the admin's default view of its list, or none. */
export const setDefaultView = (viewId: string, isDefault: boolean) =>
  runWrite(
    'put',
    '/api/saved-views/{viewId}/default',
    { params: { path: { viewId } }, body: { isDefault } },
    { refreshes: () => VIEW_LISTS },
  );

const NO_VIEWS: readonly SavedView[] = [];

/**
 * What a list's view picker needs (`@/components/list/saved-views`): the list's views, why they
 * could not be loaded, whether the admin may share one, and the writes.
 */
export function useListSavedViews(list: SavedViewList) {
  const query = useSavedViews(list);
  const role = useRole();
  const views = useMemo(
    () => query.data?.views.filter((view) => view.list === list) ?? NO_VIEWS,
    [query.data, list],
  );
  return {
    list,
    loaded: query.data !== undefined,
    views,
    error: query.isError && !query.data && !query.isFetching ? query.error : undefined,
    mayShare: role === 'programme-manager' || role === 'administrator',
    isAdministrator: role === 'administrator',
    save: (view: Omit<SavedViewInput, 'list'>) => saveView({ ...view, list }),
    update: updateView,
    remove: deleteView,
    setDefault: setDefaultView,
    changedMeanwhile,
    errorText,
  };
}
