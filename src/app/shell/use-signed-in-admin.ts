import { useEffect } from 'react';
import { useQuery } from '@tanstack/react-query';
import { useAtom, useAtomValue } from 'jotai';
import { adminMeQuery, sameSessionUser, sessionUserOf } from '@/api/account';
import { sessionUserAtom, tokenAtom } from '@/session/session-atoms';

/**
 * The signed-in admin as the header shows them: the account from GET /api/admin/me (shared with
 * "My Profile", so a saved change shows at once), or the user stored at sign-in until it arrives
 * or when it cannot be read. The stored user follows the account, so the next start shows it too.
 */
export function useSignedInAdmin() {
  const token = useAtomValue(tokenAtom);
  const [user, setUser] = useAtom(sessionUserAtom);
  const { data: me } = useQuery({ ...adminMeQuery(), enabled: Boolean(token) });
  useEffect(() => {
    // A session stored before accounts had roles has no user: the account gives it one.
    if (me && token && (!user || (user._id === me._id && !sameSessionUser(user, me))))
      setUser(sessionUserOf(me));
  }, [me, token, user, setUser]);
  return me && (!user || me._id === user._id) ? me : user;
}
