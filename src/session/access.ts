// What a role may do and where it may go, as the contract says: each operation's roles come from
// its security requirement (generated/roles.ts, written by `npm run generate`), never from a list
// here. Pure rules; the signed-in role's hooks are in src/api/roles.ts.
import { useAtomValue } from 'jotai';
import { OPERATION_ROLES, ROLES, type OperationId, type Role } from '@generated/roles';
import { paths } from '@/lib/paths';
import { SCREEN_LIST, SCREENS, type ScreenEntry, type ScreenId } from '@/lib/screens';
import { sessionUserAtom } from './session-atoms';

export { ROLES, type OperationId, type Role };

export const isOperationId = (id: string): id is OperationId => Object.hasOwn(OPERATION_ROLES, id);

/** Whether the contract lets the role call the operation (a public one: anyone). */
export function mayCall(role: Role, operation: OperationId): boolean {
  const allowed: readonly Role[] | 'public' = OPERATION_ROLES[operation];
  return allowed === 'public' || allowed.includes(role);
}

/**
 * Whether the role may open a screen of the registry (src/lib/screens.ts): one built on an
 * operation (`opens`) the role may call, or one built on none. An unknown role (a session
 * stored before roles existed, until its account is read again) is not held back: the server
 * still refuses what it may not do.
 */
export function mayOpen(role: Role | undefined, screen: ScreenEntry): boolean {
  if (!role || !screen.opens) return true;
  return isOperationId(screen.opens) && mayCall(role, screen.opens);
}

/**
 * Where the role starts after sign-in (and where "no access" sends it): the dashboard when it
 * may open it, else the first sidebar screen it may open (the front desk: /front-desk), else its
 * own profile.
 */
export function startPath(role: Role | undefined): string {
  if (mayOpen(role, SCREENS.home)) return paths.home();
  const first = SCREEN_LIST.find((screen) => screen.nav && mayOpen(role, screen));
  return first ? first.path : paths.myProfile();
}

/**
 * Where the role goes after signing in: back where it was heading, unless that is the dashboard
 * (the app's bare address, with or without a query) and the role may not open it; else its start
 * page. So the front desk opening the app's address lands on /front-desk, not on "no access".
 */
export function afterSignIn(role: Role | undefined, returnPath: string | undefined): string {
  const dashboard = returnPath !== undefined && /^\/(?:[?#]|$)/.test(returnPath);
  return returnPath && !(dashboard && !mayOpen(role, SCREENS.home)) ? returnPath : startPath(role);
}

/**
 * Where a link to a screen without parameters takes the role: the screen, when the role may open
 * it, else the role's start page (the front desk's "Dashboard" crumb goes to /front-desk).
 */
export function linkTo(role: Role | undefined, id: ScreenId): string {
  return mayOpen(role, SCREENS[id]) ? paths[id as 'home']() : startPath(role);
}

/** A screen's trail above its heading for the role: each crumb's label and where it goes. */
export function trailOf(
  role: Role | undefined,
  screen: ScreenEntry,
): { label: string; to: string | undefined }[] {
  return (screen.crumbs ?? []).map((crumb) => ({
    label: crumb.label,
    // A crumb links to a screen without parameters (src/lib/screens.test.ts).
    to: crumb.to && linkTo(role, crumb.to as ScreenId),
  }));
}

/** The signed-in role's start page (the dashboard, the front desk's /front-desk). */
export function useStartPath(): string {
  return startPath(useAtomValue(sessionUserAtom)?.role);
}
