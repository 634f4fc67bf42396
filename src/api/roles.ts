// What the signed-in role may do, as the contract says: each operation's roles come from its
// security requirement (generated/roles.ts, written by `npm run generate`), never from a list here.
import { useAtomValue } from 'jotai';
import { OPERATION_ROLES, ROLES, type OperationId, type Role } from '@generated/roles';
import { paths } from '@/lib/paths';
import { SCREEN_LIST, SCREENS, type ScreenEntry } from '@/lib/screens';
import { sessionUserAtom } from '@/session/session-atoms';

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

/** The signed-in account's role (stored at sign-in, kept in step with GET /api/admin/me). */
export function useRole(): Role | undefined {
  return useAtomValue(sessionUserAtom)?.role;
}

/**
 * Whether the signed-in role may call the operations (each of them): a button for them is
 * shown only then.
 */
export function useMayCall(...operations: OperationId[]): boolean {
  const role = useRole();
  return !role || operations.every((operation) => mayCall(role, operation));
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
