import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { startSession } from '@/session/session';
import { createQueryClient } from './query-client';
import { reads, runWrite } from './write';

const MEMBER = '65f1a2b3c4d5e6f708192a3b';
const REWARD = '65f1a2b3c4d5e6f708192a3c';
const admin = {
  _id: '65f1a2b3c4d5e6f708192a00',
  fullName: 'Amelia Clarke',
  email: 'admin@londonclinic.example',
  role: 'administrator' as const,
};

let requests: Request[] = [];
function serverAnswers(answer: () => Promise<Response>) {
  vi.stubGlobal('fetch', async (request: Request) => {
    requests.push(request);
    return answer();
  });
}
const ok = (body: unknown) =>
  Promise.resolve(
    new Response(JSON.stringify(body), {
      status: 200,
      headers: { 'Content-Type': 'application/json' },
    }),
  );

beforeEach(() => {
  requests = [];
  startSession('token-123', admin);
});
afterEach(() => vi.unstubAllGlobals());

describe('a write', () => {
  it('sends an Idempotency-Key when its operation declares one, and refreshes what it declares', async () => {
    const queryClient = createQueryClient();
    queryClient.setQueryData(['get', '/api/rewards/get'], { rewards: [] });
    queryClient.setQueryData(['get', '/api/notification/all'], { messages: [] });
    serverAnswers(() => ok({ message: 'Reward redeemed' }));
    await runWrite(
      'post',
      '/api/vouchers/redeem',
      { body: { userId: MEMBER, rewardId: REWARD } },
      { refreshes: () => [reads('/api/rewards/get')] },
      queryClient,
    );
    expect(requests[0]?.headers.get('Idempotency-Key')).toMatch(/^[0-9a-f-]{36}$/);
    const state = (path: string) => queryClient.getQueryState(['get', path]);
    expect(state('/api/rewards/get')?.isInvalidated).toBe(true);
    expect(state('/api/notification/all')?.isInvalidated).toBe(false);
  });

  it('sends no Idempotency-Key when its operation declares none, and is never retried', async () => {
    serverAnswers(() => Promise.reject(new TypeError('Failed to fetch')));
    const failure = await runWrite(
      'post',
      '/api/notification/broadcast',
      { body: { body: 'Closed on Monday' } },
      {},
      createQueryClient(),
    ).catch((error: unknown) => error);
    expect(failure).toMatchObject({ isNetworkError: true });
    expect(requests).toHaveLength(1);
    expect(requests[0]?.headers.get('Idempotency-Key')).toBeNull();
  });

  it('retries a declared write twice after a lost connection, with the same key', async () => {
    serverAnswers(() => Promise.reject(new TypeError('Failed to fetch')));
    const failure = await runWrite(
      'post',
      '/api/vouchers/redeem',
      { body: { userId: MEMBER, rewardId: REWARD } },
      {},
      createQueryClient(),
    ).catch((error: unknown) => error);
    expect(failure).toMatchObject({ isNetworkError: true });
    const keys = requests.map((request) => request.headers.get('Idempotency-Key'));
    expect(keys).toHaveLength(3);
    expect(new Set(keys).size).toBe(1);
  });
});
