import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { getDefaultStore } from 'jotai';
import { api } from './client';
import { ApiError } from './api-error';
import { queryClient } from './query-client';
import { sessionNoticeAtom, sessionUserAtom, tokenAtom } from '@/session/session-atoms';
import { startSession } from '@/session/session';

const MEMBER_ID = '65f1a2b3c4d5e6f708192a3b';
const admin = {
  _id: '65f1a2b3c4d5e6f708192a00',
  fullName: 'Amelia Clarke',
  email: 'admin@londonclinic.example',
  role: 'administrator' as const,
};

function answer(status: number, body: unknown) {
  return new Response(JSON.stringify(body), {
    status,
    headers: { 'Content-Type': 'application/json' },
  });
}

let requests: Request[] = [];
function serverAnswers(response: () => Response | Promise<Response>) {
  vi.stubGlobal('fetch', async (request: Request) => {
    requests.push(request);
    return response();
  });
}

beforeEach(() => {
  requests = [];
  startSession('token-123', admin);
});
afterEach(() => vi.unstubAllGlobals());

describe('the API client middleware', () => {
  it('sends the stored token as a bearer', async () => {
    serverAnswers(() => answer(200, { rewards: [] }));
    await api.GET('/api/rewards/get');
    expect(requests[0]?.headers.get('Authorization')).toBe('Bearer token-123');
  });

  it('never sends the token on the joinable-missions operation or on sign-in', async () => {
    serverAnswers(() => answer(200, { missions: [] }));
    await api.GET('/api/missions/joinable-userSide', { params: { query: { userId: MEMBER_ID } } });
    await api
      .POST('/api/auth/login', { body: { email: 'a@b.example', password: 'x' } })
      .catch(() => undefined);
    expect(requests.map((request) => request.headers.get('Authorization'))).toEqual([null, null]);
  });

  it('turns an error answer into an ApiError with the status and the server texts', async () => {
    serverAnswers(() =>
      answer(404, { error: 'User not found', message: 'No member with that id' }),
    );
    const failure = await api
      .GET('/api/user/{id}', { params: { path: { id: MEMBER_ID } } })
      .catch((e) => e);
    expect(failure).toBeInstanceOf(ApiError);
    expect(failure).toMatchObject({
      status: 404,
      error: 'User not found',
      message: 'No member with that id',
    });
  });

  it('keeps a failure without a body readable', async () => {
    serverAnswers(() => new Response('Bad gateway', { status: 502 }));
    const failure = await api.GET('/api/rewards/get').catch((e) => e);
    expect(failure).toMatchObject({ status: 502, error: undefined, message: 'HTTP 502' });
  });

  it('reports an unreachable server as a network error', async () => {
    serverAnswers(() => Promise.reject(new TypeError('Failed to fetch')));
    const failure = await api.GET('/api/rewards/get').catch((e) => e);
    expect(failure).toBeInstanceOf(ApiError);
    expect(failure.isNetworkError).toBe(true);
  });

  it('ends the session on a 401 from a bearer call: storage and cache emptied, notice set', async () => {
    queryClient.setQueryData(['get', '/api/rewards/get'], { rewards: [] });
    serverAnswers(() => answer(401, { error: 'Invalid or expired token' }));
    await api.GET('/api/rewards/get').catch(() => undefined);
    const store = getDefaultStore();
    expect(localStorage.getItem('token')).toBeNull();
    expect(localStorage.getItem('user')).toBeNull();
    expect(store.get(tokenAtom)).toBeNull();
    expect(store.get(sessionUserAtom)).toBeNull();
    expect(store.get(sessionNoticeAtom)).toBe('expired');
    expect(queryClient.getQueryCache().getAll()).toHaveLength(0);
  });

  it('sends no call that needs the token once the session has ended, and fails it as a 401', async () => {
    serverAnswers(() => answer(401, { error: 'Invalid or expired token' }));
    await api.GET('/api/rewards/get').catch(() => undefined);
    serverAnswers(() => answer(200, { rewards: [] }));
    const failure = await api.GET('/api/rewards/get').catch((e) => e);
    expect(failure).toBeInstanceOf(ApiError);
    expect(failure).toMatchObject({ status: 401 });
    expect(requests).toHaveLength(1);
    // The operations the contract leaves open still go out.
    await api.GET('/api/missions/joinable-userSide', { params: { query: { userId: MEMBER_ID } } });
    expect(requests).toHaveLength(2);
  });

  it('keeps the session on a 401 from sign-in (a wrong password) and on a 403', async () => {
    serverAnswers(() => answer(401, { error: 'Invalid email or password' }));
    await api
      .POST('/api/auth/login', { body: { email: 'a@b.example', password: 'x' } })
      .catch(() => undefined);
    serverAnswers(() => answer(403, { error: 'Admin access required' }));
    await api.GET('/api/rewards/get').catch(() => undefined);
    expect(localStorage.getItem('token')).toBe('token-123');
  });
});
