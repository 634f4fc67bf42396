import { useCallback } from 'react';
import { useNavigate } from 'react-router';
import { signOutOnServer } from '@/api/auth';
import { paths } from '@/lib/paths';
import { endSession } from '@/session/session';

/** How long Sign Out waits for the server to revoke the token before signing out anyway (ms). */
export const SIGN_OUT_WAIT_MS = 3000;

/**
 * Sign Out: the server revokes the token (a copy of it elsewhere stops working), then this tab
 * forgets it and shows sign-in. A server that fails or does not answer in time does not keep the
 * admin signed in here.
 */
export function useSignOut() {
  const navigate = useNavigate();
  return useCallback(async () => {
    await Promise.race([
      signOutOnServer(),
      new Promise((resolve) => setTimeout(resolve, SIGN_OUT_WAIT_MS)),
    ]);
    endSession('signedOut');
    await navigate(paths.signIn(), { replace: true });
  }, [navigate]);
}
