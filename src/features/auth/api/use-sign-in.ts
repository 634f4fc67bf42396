import { $api } from '@/api/client';

/** POST /api/auth/login: the admin's e-mail and password for a token and their profile. */
export function useSignIn() {
  return $api.useMutation('post', '/api/auth/login');
}
