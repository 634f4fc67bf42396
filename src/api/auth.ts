// The Auth tag: signing in and out.
import { api } from './client';
import { useWrite } from './write';

/** POST /api/auth/login: the admin's e-mail and password for a token and their profile. */
export function useSignIn() {
  return useWrite('post', '/api/auth/login');
}

/**
 * POST /api/auth/logout: the server revokes the token the call carries. Resolves whatever the
 * answer: the app signs out in any case.
 */
export async function signOutOnServer(): Promise<void> {
  await api.POST('/api/auth/logout').catch(() => undefined);
}
