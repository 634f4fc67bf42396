import { MutationCache, QueryClient } from '@tanstack/react-query';
import { getDefaultStore } from 'jotai';
import { tokenAtom } from '@/session/session-atoms';
import { ApiError } from './api-error';

const MAX_SERVER_RETRIES = 2;

/** Client errors (4xx) are final; server faults and lost connections are retried at most twice. */
export function shouldRetryQuery(failureCount: number, error: unknown): boolean {
  if (!(error instanceof ApiError)) return false;
  const transient = error.isNetworkError || error.status >= 500;
  return transient && failureCount < MAX_SERVER_RETRIES;
}

/** Reads every successful write adds to: the audit log and the members' timelines. */
export const AUDIT_READS = [
  ['get', '/api/audit-log'],
  ['get', '/api/users/{userId}/activity'],
] as const;

export function createQueryClient(): QueryClient {
  const client: QueryClient = new QueryClient({
    mutationCache: new MutationCache({
      onSuccess: () => {
        for (const queryKey of AUDIT_READS) void client.invalidateQueries({ queryKey });
      },
    }),
    defaultOptions: {
      queries: {
        staleTime: 60_000,
        retry: shouldRetryQuery,
        retryDelay: (attempt) => 300 * 2 ** attempt,
      },
      mutations: { retry: false },
    },
  });
  return client;
}

/** The application's one cache; tests make their own with createQueryClient(). */
export const queryClient = createQueryClient();

// Every answer the server gave belongs to the session: when it ends (sign-out, a rejected token,
// another tab signing out), the cache forgets them all.
const store = getDefaultStore();
store.sub(tokenAtom, () => {
  if (!store.get(tokenAtom)) queryClient.clear();
});
