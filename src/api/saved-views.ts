// The SavedViews tag: a list's saved views (a members view with its live count), saving one,
// deleting one, and each person's default view of a list.
import { useQuery } from '@tanstack/react-query';
import type { components } from '@generated/api';
import { $api } from './client';
import { reads, runWrite } from './write';

export type SavedView = components['schemas']['SavedView'];
export type SavedViewInput = components['schemas']['SavedViewInput'];
export type SavedViewList = components['schemas']['SavedViewList'];

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
