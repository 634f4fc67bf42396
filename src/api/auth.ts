// The Auth tag: signing in.
import { useWrite } from './write';

/** POST /api/auth/login: the admin's e-mail and password for a token and their profile. */
export function useSignIn() {
  return useWrite('post', '/api/auth/login');
}
