// Every write of the app goes through useWrite (a hook) or runWrite (for code outside React): the
// operation's mutation from openapi-react-query, the Idempotency-Key policy when the contract
// declares the header (idempotency.ts), and, on success, the reads the write makes stale, which
// each data module declares once beside the write.
import { useCallback, useState } from 'react';
import {
  MutationObserver,
  useQueryClient,
  type QueryClient,
  type QueryKey,
} from '@tanstack/react-query';
import type { FetchResponse, MaybeOptionalInit } from 'openapi-fetch';
import type { MediaType, PathsWithMethod } from 'openapi-typescript-helpers';
import type { paths } from '@generated/api';
import { $api, api } from './client';
import { ActionKey, declaresIdempotencyKey, idempotentRetry, useActionKey } from './idempotency';
import { queryClient as appQueryClient } from './query-client';

type WriteMethod = 'post' | 'put' | 'delete';
type WritePath<M extends WriteMethod> = PathsWithMethod<paths, M>;

/** What a write sends: openapi-fetch's init for the operation. */
export type WriteInit<M extends WriteMethod, P extends WritePath<M>> = MaybeOptionalInit<
  paths[P],
  M
>;
/** What a write answers on success. */
export type WriteAnswer<M extends WriteMethod, P extends WritePath<M>> = Required<
  FetchResponse<paths[P][M] & Record<string | number, unknown>, WriteInit<M, P>, MediaType>
>['data'];

/**
 * A read a write makes stale: a query's options (that query and the queries under its key) or
 * `reads(path)` (every query of that operation). `delayMs` asks again that much later.
 */
export type Refresh = { readonly queryKey: QueryKey; readonly delayMs?: number };

/** Every query of a GET operation, whatever its parameters. */
export const reads = (path: PathsWithMethod<paths, 'get'>): Refresh => ({
  queryKey: ['get', path],
});

/** What a write does beside sending: declared once, in the data module of its tag. */
export type WriteEffects<M extends WriteMethod, P extends WritePath<M>> = {
  /** The reads it makes stale: they are asked again (those on screen at once, others when next shown). */
  refreshes?: (answer: WriteAnswer<M, P>, init: WriteInit<M, P>) => readonly Refresh[];
  /** What it writes into the cache itself (the server's answer), before the refreshes. */
  updates?: (queryClient: QueryClient, answer: WriteAnswer<M, P>, init: WriteInit<M, P>) => void;
};

/** Marks the reads stale and asks again those on screen; resolves once they have answered. */
export async function refresh(queryClient: QueryClient, reads: readonly Refresh[]): Promise<void> {
  await Promise.all(
    reads.map(({ queryKey, delayMs }) => {
      if (!delayMs) return queryClient.invalidateQueries({ queryKey });
      setTimeout(() => void queryClient.invalidateQueries({ queryKey }), delayMs);
      return undefined;
    }),
  );
}

function withKey<I>(init: I, key: string): I {
  const given = (init ?? {}) as { params?: { header?: object } };
  return {
    ...given,
    params: { ...given.params, header: { ...given.params?.header, 'Idempotency-Key': key } },
  } as I;
}

function effectsOnSuccess<M extends WriteMethod, P extends WritePath<M>>(
  queryClient: QueryClient,
  effects: WriteEffects<M, P>,
  key: ActionKey,
) {
  return async (answer: WriteAnswer<M, P>, init: WriteInit<M, P>) => {
    key.done();
    effects.updates?.(queryClient, answer, init);
    await refresh(queryClient, effects.refreshes?.(answer, init) ?? []);
  };
}

/**
 * The mutation of one operation with its declared effects: `mutate`/`mutateAsync` take
 * openapi-fetch's init (body, path parameters, a body serializer for a multipart form), and add
 * the Idempotency-Key when the contract declares it.
 */
export function useWrite<M extends WriteMethod, P extends WritePath<M>>(
  method: M,
  path: P,
  effects: WriteEffects<M, P> = {},
) {
  const queryClient = useQueryClient();
  const keyed = declaresIdempotencyKey(method, path);
  const key = useActionKey();
  const mutation = $api.useMutation(method, path, {
    ...(keyed ? idempotentRetry : {}),
    onSuccess: (answer, init) => {
      const succeeded = effectsOnSuccess(queryClient, effects, key);
      return succeeded(answer as unknown as WriteAnswer<M, P>, init as WriteInit<M, P>);
    },
    onError: (error) => key.failed(error),
  });
  const { mutate: send, mutateAsync: sendAsync } = mutation;
  const keyedInit = useCallback(
    (init: WriteInit<M, P>) => (keyed ? withKey(init, key.keyFor(init)) : init),
    [keyed, key],
  );
  const mutate = useCallback(
    (init: WriteInit<M, P>, options?: Parameters<typeof send>[1]) => send(keyedInit(init), options),
    [send, keyedInit],
  );
  const mutateAsync = useCallback(
    (init: WriteInit<M, P>, options?: Parameters<typeof sendAsync>[1]) =>
      sendAsync(keyedInit(init), options),
    [sendAsync, keyedInit],
  );
  return { ...mutation, mutate, mutateAsync };
}

/**
 * The same write for code that runs outside React (a flow loaded on demand): the same mutation
 * key, policy and effects, through the app's query client.
 */
export function runWrite<M extends WriteMethod, P extends WritePath<M>>(
  method: M,
  path: P,
  init: WriteInit<M, P>,
  effects: WriteEffects<M, P> = {},
  queryClient: QueryClient = appQueryClient,
): Promise<WriteAnswer<M, P>> {
  const keyed = declaresIdempotencyKey(method, path);
  const key = new ActionKey();
  const observer = new MutationObserver<WriteAnswer<M, P>, unknown, WriteInit<M, P>>(queryClient, {
    mutationKey: [method, path],
    mutationFn: async (sent) => {
      const send = api[method.toUpperCase() as Uppercase<M>] as unknown as (
        path: P,
        init: WriteInit<M, P>,
      ) => Promise<{ data?: WriteAnswer<M, P>; error?: unknown }>;
      const { data, error } = await send(path, sent);
      if (error) throw error;
      return data as WriteAnswer<M, P>;
    },
    ...(keyed ? idempotentRetry : {}),
    onSuccess: effectsOnSuccess(queryClient, effects, key),
  });
  return observer.mutate(keyed ? withKey(init, key.keyFor(init)) : init);
}

/** A write named in the action's own terms (`variables` is the action being sent). */
export function useAction<A, D>(
  writes: readonly { isPending: boolean; reset: () => void }[],
  send: (action: A) => Promise<D>,
) {
  const [variables, setVariables] = useState<A>();
  return {
    isPending: writes.some((write) => write.isPending),
    variables,
    reset: () => writes.forEach((write) => write.reset()),
    mutateAsync: (action: A) => {
      setVariables(action);
      return send(action);
    },
  };
}
