import { useAtomValue } from 'jotai';
import { Navigate, Outlet, useLocation } from 'react-router';
import { paths } from '@/lib/paths';
import { sessionUserAtom, tokenAtom } from '@/session/session-atoms';

/** Where the admin was heading when sent to sign-in; sign-in returns them there. */
export type SignInState = { from?: string };

/**
 * Guards every dashboard route: without a stored token the admin goes to sign-in, and an account
 * with a temporary password to the password change; either comes back after.
 */
export function RequireSession() {
  const token = useAtomValue(tokenAtom);
  const mustChangePassword = useAtomValue(sessionUserAtom)?.mustChangePassword === true;
  const location = useLocation();
  if (!token || mustChangePassword) {
    const state: SignInState = { from: `${location.pathname}${location.search}${location.hash}` };
    const to = token ? paths.changePassword() : paths.signIn();
    return <Navigate to={to} replace state={state} />;
  }
  return <Outlet />;
}
