// Saved views: a list's named filters, sort and columns, private or shared, one default per list
// per person; a members view answers its live count.
import { forbidden, type Role } from '../roles.ts';
import { countMembers, invalidSelection, MEMBER_FILTER_NAMES } from '../member-filters.ts';
import { ID_KIND, type State } from '../state.ts';
import type { Account, Handler, SavedView, StoredView } from '../types.ts';
import { fail, ok } from './errors.ts';

/** Who may share a view with everyone. */
const SHARERS: readonly Role[] = ['programme-manager', 'administrator'];
const NAME_LIMIT = 100;

const defaultKey = (account: Account, list: string) => `${account.user._id} ${list}`;

export function savedViewHandlers(state: State, now: () => Date) {
  /** A view as the caller sees it: whether it is their default, and a members view's count. */
  const shown = (view: StoredView, account: Account): SavedView => ({
    ...view,
    isDefault: state.defaultViews.get(defaultKey(account, view.list)) === view._id,
    ...(view.list === 'members' ? { count: countMembers(state, view.filters, now()) } : {}),
  });

  const visibleTo = (view: StoredView, account: Account) =>
    view.shared || view.owner._id === account.user._id;

  const listSavedViews: Handler<'listSavedViews'> = ({ query, account }) => {
    const views = state.savedViews
      .filter((view) => view.list === query.list && visibleTo(view, account!))
      .sort((a, b) => Number(b.shared) - Number(a.shared) || a.name.localeCompare(b.name))
      .map((view) => shown(view, account!));
    return ok({ views });
  };

  const createSavedView: Handler<'createSavedView'> = ({ body, account }) => {
    const caller = account!;
    const name = body.name.trim();
    if (!name) return fail(400, 'Invalid view name', 'A view needs a name.');
    if (name.length > NAME_LIMIT)
      return fail(400, 'Invalid view name', `A view's name is at most ${NAME_LIMIT} characters.`);
    if (body.shared && !SHARERS.includes(caller.user.role))
      return forbidden(caller.user.role, SHARERS);
    if (body.list === 'members') {
      const unknown = Object.keys(body.filters).find((key) => !MEMBER_FILTER_NAMES.includes(key));
      if (unknown !== undefined)
        return fail(400, 'Unknown filter', `Unknown parameter ${JSON.stringify(unknown)}.`);
      const invalid = invalidSelection(body.filters);
      if (invalid) return fail(400, 'Invalid filter', invalid);
    }
    const view: StoredView = {
      _id: state.nextId(ID_KIND.view),
      name,
      list: body.list,
      filters: { ...body.filters },
      ...(body.sort ? { sort: body.sort } : {}),
      columns: [...(body.columns ?? [])],
      shared: body.shared,
      owner: { _id: caller.user._id, fullName: caller.user.fullName },
      createdAt: now().toISOString(),
    };
    state.savedViews.push(view);
    if (body.isDefault) state.defaultViews.set(defaultKey(caller, view.list), view._id);
    return ok(shown(view, caller));
  };

  const deleteSavedView: Handler<'deleteSavedView'> = ({ path, account }) => {
    const caller = account!;
    const view = state.savedViews.find((v) => v._id === path.viewId);
    if (!view || !visibleTo(view, caller)) return fail(404, 'View not found');
    const own = view.owner._id === caller.user._id;
    if (!own && caller.user.role !== 'administrator')
      return {
        status: 403 as const,
        body: {
          error: 'Not your view',
          message: 'Only its owner or an administrator may delete it.',
          allowedRoles: ['administrator' as const],
        },
      };
    state.savedViews = state.savedViews.filter((v) => v._id !== view._id);
    for (const [key, id] of state.defaultViews) if (id === view._id) state.defaultViews.delete(key);
    return ok({ message: 'View deleted' });
  };

  const setDefaultSavedView: Handler<'setDefaultSavedView'> = ({ path, body, account }) => {
    const caller = account!;
    const view = state.savedViews.find((v) => v._id === path.viewId);
    if (!view || !visibleTo(view, caller)) return fail(404, 'View not found');
    const key = defaultKey(caller, view.list);
    if (body.isDefault) state.defaultViews.set(key, view._id);
    else if (state.defaultViews.get(key) === view._id) state.defaultViews.delete(key);
    return ok(shown(view, caller));
  };

  return { listSavedViews, createSavedView, deleteSavedView, setDefaultSavedView };
}
