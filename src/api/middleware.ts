import type { Middleware } from 'openapi-fetch';
import type { paths } from '@generated/api';
import { currentToken, endSession } from '@/session/session';
import { TOKEN_KEY } from '@/session/session-atoms';
import { ApiError } from './api-error';

/** Operations the contract marks `security: []`: they never carry the admin's token. */
const PUBLIC_OPERATIONS: ReadonlySet<keyof paths> = new Set<keyof paths>([
  '/api/missions/joinable-userSide',
  '/api/auth/login',
]);

const carriesToken = (schemaPath: string) => !PUBLIC_OPERATIONS.has(schemaPath as keyof paths);

/** Sign-out ends the session itself: its 401 (a token already revoked) is not an expired session. */
const SIGN_OUT: keyof paths = '/api/auth/logout';

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

  async onResponse({ response, schemaPath }) {
    if (response.ok) return response;
    if (response.status === 401 && carriesToken(schemaPath) && schemaPath !== SIGN_OUT)
      endSession('expired');
    throw await ApiError.fromResponse(response);
  },

  onError({ error }) {
    if (error instanceof DOMException && error.name === 'AbortError') return error;
    return new ApiError(0, undefined, error instanceof Error ? error.message : String(error));
  },
};
