import { QueryClient } from '@tanstack/react-query';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { prefetchWhenIdle } from './prefetch-when-idle';

const setSaveData = (saveData: boolean | undefined) =>
  Object.defineProperty(navigator, 'connection', {
    configurable: true,
    value: saveData === undefined ? undefined : { saveData },
  });

/** A query on its way until the returned function answers it. */
function queryInFlight(client: QueryClient) {
  let answer: (value: string) => void = () => undefined;
  client
    .fetchQuery({
      queryKey: ['missions'],
      queryFn: () => new Promise<string>((resolve) => (answer = resolve)),
    })
    .catch(() => undefined);
  return (value: string) => answer(value);
}

describe('prefetchWhenIdle', () => {
  let client: QueryClient;
  beforeEach(() => {
    vi.useFakeTimers();
    client = new QueryClient();
  });
  afterEach(() => {
    setSaveData(undefined);
    vi.useRealTimers();
    client.clear();
  });

  it('fetches once the browser is idle, not before', async () => {
    const load = vi.fn(() => Promise.resolve());
    prefetchWhenIdle(load, client);
    expect(load).not.toHaveBeenCalled();
    await vi.runAllTimersAsync();
    expect(load).toHaveBeenCalledTimes(1);
  });

  it("waits for the screen's requests on their way, so they are not slowed by it", async () => {
    const answer = queryInFlight(client);
    const load = vi.fn(() => Promise.resolve());
    prefetchWhenIdle(load, client);
    await vi.advanceTimersByTimeAsync(5000);
    expect(load).not.toHaveBeenCalled();
    answer('1,000 missions');
    await vi.advanceTimersByTimeAsync(100);
    expect(load).toHaveBeenCalledTimes(1);
  });

  it('fetches all the same when a request takes very long', async () => {
    queryInFlight(client);
    const load = vi.fn(() => Promise.resolve());
    prefetchWhenIdle(load, client);
    await vi.advanceTimersByTimeAsync(9000);
    expect(load).not.toHaveBeenCalled();
    await vi.advanceTimersByTimeAsync(2000);
    expect(load).toHaveBeenCalledTimes(1);
  });

  it('fetches nothing when the browser asks to save data', async () => {
    setSaveData(true);
    const load = vi.fn(() => Promise.resolve());
    prefetchWhenIdle(load, client);
    await vi.runAllTimersAsync();
    expect(load).not.toHaveBeenCalled();
  });

  it('keeps a failed fetch to itself: the code is fetched again when it is needed', async () => {
    const load = vi.fn(() => Promise.reject(new Error('offline')));
    prefetchWhenIdle(load, client);
    await vi.runAllTimersAsync();
    expect(load).toHaveBeenCalledTimes(1);
  });
});
