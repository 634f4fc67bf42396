import { useAtomValue } from 'jotai';
import { Navigate, Outlet, useLocation } from 'react-router';
import { paths } from '@/lib/paths';
import { tokenAtom } from '@/session/session-atoms';

/** Where the admin was heading when sent to sign-in; sign-in returns them there. */
export type SignInState = { from?: string };

/** Guards every dashboard route: without a stored token the admin goes to sign-in, and comes back after. */
export function RequireSession() {
  const token = useAtomValue(tokenAtom);
  const location = useLocation();
  if (!token) {
    const state: SignInState = { from: `${location.pathname}${location.search}${location.hash}` };
    return <Navigate to={paths.signIn()} replace state={state} />;
  }
  return <Outlet />;
}
