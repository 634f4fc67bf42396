import type { Middleware } from 'openapi-fetch';
import type { paths } from '@generated/api';
import { currentToken, endSession } from '@/session/session';
import { getDefaultStore } from 'jotai';
import { i18n } from '@/i18n/i18n';
import { sessionUserAtom, TOKEN_KEY } from '@/session/session-atoms';
import { ApiError } from './api-error';
import { queryClient } from './query-client';

/** The signed-in account (GET): read again after a 403. */
const ACCOUNT_PATH = '/api/admin/me';

/** Operations the contract marks `security: []`: they never carry the admin's token. */
const PUBLIC_OPERATIONS: ReadonlySet<keyof paths> = new Set<keyof paths>([
  '/api/missions/joinable-userSide',
  '/api/auth/login',
]);

const carriesToken = (schemaPath: string) => !PUBLIC_OPERATIONS.has(schemaPath as keyof paths);

/** Sign-out ends the session itself: its 401 (a token already revoked) is not an expired session. */
const SIGN_OUT: keyof paths = '/api/auth/logout';

/** Whether a 403 is the contract's `Password change required` (its body says `mustChangePassword`). */
async function mustChangePassword(response: Response): Promise<boolean> {
  try {
    const body: unknown = await response.json();
    return typeof body === 'object' && body !== null && 'mustChangePassword' in body;
  } catch {
    return false;
  }
}

/**
 * A 403: the account's role may not do this (its role may have changed since sign-in). The
 * account is read again, so the role, the sidebar and the buttons follow the server's; for an
 * action, the server's text is preceded by the same in words, naming the role.
 */
async function refusedForRole(
  request: Request,
  response: Response,
  schemaPath: string,
): Promise<ApiError> {
  const refused = await ApiError.fromResponse(response.clone());
  // The account still has its temporary password: the guard takes it to the password change.
  if (await mustChangePassword(response)) {
    const store = getDefaultStore();
    store.set(sessionUserAtom, (user) => user && { ...user, mustChangePassword: true });
    return refused;
  }
  if (schemaPath !== ACCOUNT_PATH)
    void queryClient.invalidateQueries({ queryKey: ['get', ACCOUNT_PATH] });
  const role = getDefaultStore().get(sessionUserAtom)?.role;
  // The words are for an action (a write); a panel that may not be read keeps the server's text.
  if (!role || request.method === 'GET') return refused;
  const words = i18n.t('common:forbidden.action', { role: i18n.t(`common:roles.${role}`) });
  // The words first: a screen that shows the server's `error` and `message` keeps them together.
  return new ApiError(403, refused.error ? `${words} ${refused.error}` : words, refused.message);
}

/**
 * Adds the bearer token, and sends no call that needs it while signed out; turns every failure into
 * an ApiError; a rejected token ends the session.
 */
export const sessionMiddleware: Middleware = {
  onRequest({ request, schemaPath }) {
    if (!carriesToken(schemaPath)) return request;
    // Signed out in this tab: a screen still on its way to sign-in after a rejected token may ask
    // again, and the call could only be rejected. It fails here, as a 401, without going out.
    if (!currentToken()) throw new ApiError(401, undefined, 'Not signed in');
    const token = localStorage.getItem(TOKEN_KEY);
    if (token) request.headers.set('Authorization', `Bearer ${token}`);
    return request;
  },

  async onResponse({ request, response, schemaPath }) {
    if (response.ok) return response;
    if (response.status === 401 && carriesToken(schemaPath) && schemaPath !== SIGN_OUT)
      endSession('expired');
    if (response.status === 403 && carriesToken(schemaPath))
      throw await refusedForRole(request, response, schemaPath);
    throw await ApiError.fromResponse(response);
  },

  onError({ error }) {
    if (error instanceof DOMException && error.name === 'AbortError') return error;
    return new ApiError(0, undefined, error instanceof Error ? error.message : String(error));
  },
};
