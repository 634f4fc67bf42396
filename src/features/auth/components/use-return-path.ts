import { useLocation } from 'react-router';

/**
 * Where to go after signing in (or after a new account's first password): back where the guard
 * stopped the admin, else nothing (the role's start page: the dashboard; the front desk's is
 * /front-desk).
 */
export function useReturnPath(): string | undefined {
  const state: unknown = useLocation().state;
  const from =
    typeof state === 'object' && state !== null && 'from' in state ? state.from : undefined;
  return typeof from === 'string' && from.startsWith('/') && !from.startsWith('/auth/')
    ? from
    : undefined;
}
