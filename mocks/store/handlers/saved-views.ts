// Saved views: a list's named filters, sort and columns, private or shared, one default per list
// per person; a members view answers its live count. A view has a version: a change made from
// an older one answers 412, as every other edit does (versions.ts).
import { queryParameterNames } from '../contract.ts';
import { forbidden, type Role } from '../roles.ts';
import { countMembers, invalidSelection } from '../member-filters.ts';
import { ID_KIND, type State } from '../state.ts';
import { changedMeanwhile, etagOf, isStale } from '../versions.ts';
import type { Account, Handler, SavedView, StoredView } from '../types.ts';
import { fail, ok } from './errors.ts';

/** Who may share a view with everyone. */
const SHARERS: readonly Role[] = ['programme-manager', 'administrator'];
const NAME_LIMIT = 100;

type ListName = SavedView['list'];
type Content = Pick<SavedView, 'filters'> & Partial<Pick<SavedView, 'sort' | 'columns'>>;

/** The list operation whose query parameters a view of the list keeps as its filters. */
const LIST_OPERATION: Record<ListName, string> = {
  members: 'listMembers',
  missions: 'listMissions',
  rewards: 'listRewardCatalogue',
  auditLog: 'listAuditLog',
};
/** A list's filters: its query parameters but the page and the sort (a view keeps sort apart). */
const FILTER_NAMES = Object.fromEntries(
  Object.entries(LIST_OPERATION).map(([list, operation]) => [
    list,
    queryParameterNames(operation).filter((name) => !['page', 'limit', 'sort'].includes(name)),
  ]),
) as Record<ListName, string[]>;

const defaultKey = (account: Account, list: string) => `${account.user._id} ${list}`;

/** Why a view's name is refused, else undefined. */
function invalidName(name: string) {
  if (!name) return fail(400, 'Invalid view name', 'A view needs a name.');
  if (name.length > NAME_LIMIT)
    return fail(400, 'Invalid view name', `A view's name is at most ${NAME_LIMIT} characters.`);
  return undefined;
}

/** Why a view's filters are refused for its list (an unknown one, a range turned round). */
function invalidFilters(list: ListName, filters: SavedView['filters']) {
  const unknown = Object.keys(filters).find((key) => !FILTER_NAMES[list].includes(key));
  if (unknown !== undefined)
    return fail(400, 'Unknown filter', `Unknown parameter ${JSON.stringify(unknown)}.`);
  const invalid = list === 'members' ? invalidSelection(filters) : undefined;
  return invalid ? fail(400, 'Invalid filter', invalid) : undefined;
}

/** Someone else's view the caller sees but may not change: `what` is "change" or "delete". */
const notYours = (what: string) => ({
  status: 403 as const,
  body: {
    error: 'Not your view',
    message: `Only its owner or an administrator may ${what} it.`,
    allowedRoles: ['administrator' as const],
  },
});

/** What a view keeps of its list: filters, and sort and columns when given. */
const contentOf = ({ filters, sort, columns }: Content) => ({
  filters: { ...filters },
  ...(sort !== undefined ? { sort } : {}),
  ...(columns !== undefined ? { columns: [...columns] } : {}),
});

export function savedViewHandlers(state: State, now: () => Date) {
  /** A view as the caller sees it: whether it is their default, and a members view's count. */
  const shown = (view: StoredView, account: Account): SavedView => {
    const fields: Partial<StoredView> = { ...view };
    delete fields.changedBy;
    delete fields.changedAt;
    return {
      ...(fields as StoredView),
      isDefault: state.defaultViews.get(defaultKey(account, view.list)) === view._id,
      ...(view.list === 'members' ? { count: countMembers(state, view.filters, now()) } : {}),
      version: view.version ?? 1,
    };
  };

  const visibleTo = (view: StoredView, account: Account) =>
    view.shared || view.owner._id === account.user._id;
  /** The owner changes or deletes their view; an administrator also a shared one. */
  const mayChange = (view: StoredView, account: Account) =>
    view.owner._id === account.user._id || account.user.role === 'administrator';

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
    const refused = invalidName(name);
    if (refused) return refused;
    if (body.shared && !SHARERS.includes(caller.user.role))
      return forbidden(caller.user.role, SHARERS);
    const badFilters = invalidFilters(body.list, body.filters);
    if (badFilters) return badFilters;
    const view: StoredView = {
      _id: state.nextId(ID_KIND.view),
      name,
      list: body.list,
      columns: [],
      ...contentOf(body),
      shared: body.shared,
      owner: { _id: caller.user._id, fullName: caller.user.fullName },
      createdAt: now().toISOString(),
    };
    state.savedViews.push(view);
    if (body.isDefault) state.defaultViews.set(defaultKey(caller, view.list), view._id);
    return ok(shown(view, caller));
  };

  const updateSavedView: Handler<'updateSavedView'> = ({ path, body, account, ifMatch }) => {
    const caller = account!;
    const view = state.savedViews.find((v) => v._id === path.viewId);
    if (!view || !visibleTo(view, caller)) return fail(404, 'View not found');
    if (!mayChange(view, caller)) return notYours('change');
    const version = view.version ?? 1;
    if (isStale(ifMatch, version))
      return changedMeanwhile(
        { version, at: view.changedAt, by: view.changedBy },
        shown(view, caller),
      );
    const name = body.name?.trim();
    const refused = name === undefined ? undefined : invalidName(name);
    if (refused) return refused;
    if (body.shared && !view.shared && !SHARERS.includes(caller.user.role))
      return forbidden(caller.user.role, SHARERS);
    const badFilters = body.filters ? invalidFilters(view.list, body.filters) : undefined;
    if (badFilters) return badFilters;
    const changed: StoredView = {
      ...view,
      ...(name !== undefined ? { name } : {}),
      ...(body.filters ? { filters: { ...body.filters } } : {}),
      ...(body.sort !== undefined ? { sort: body.sort } : {}),
      ...(body.columns ? { columns: [...body.columns] } : {}),
      ...(body.shared !== undefined ? { shared: body.shared } : {}),
      version: version + 1,
      changedBy: { _id: caller.user._id, fullName: caller.user.fullName },
      changedAt: now().toISOString(),
    };
    state.savedViews = state.savedViews.map((v) => (v._id === view._id ? changed : v));
    // A view kept to its owner is no longer anyone else's default.
    if (!changed.shared)
      for (const [key, id] of state.defaultViews)
        if (id === view._id && !key.startsWith(`${view.owner._id} `))
          state.defaultViews.delete(key);
    return { ...ok(shown(changed, caller)), headers: { etag: etagOf(changed.version!) } };
  };

  const deleteSavedView: Handler<'deleteSavedView'> = ({ path, account }) => {
    const caller = account!;
    const view = state.savedViews.find((v) => v._id === path.viewId);
    if (!view || !visibleTo(view, caller)) return fail(404, 'View not found');
    if (!mayChange(view, caller)) return notYours('delete');
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

  return {
    listSavedViews,
    createSavedView,
    updateSavedView,
    deleteSavedView,
    setDefaultSavedView,
  };
}
