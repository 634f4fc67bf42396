import { afterEach, describe, expect, it, vi } from 'vitest';
import { prefetchWhenIdle } from './prefetch-when-idle';

const setSaveData = (saveData: boolean | undefined) =>
  Object.defineProperty(navigator, 'connection', {
    configurable: true,
    value: saveData === undefined ? undefined : { saveData },
  });

describe('prefetchWhenIdle', () => {
  afterEach(() => setSaveData(undefined));

  it('fetches once the browser is idle, not before', async () => {
    vi.useFakeTimers();
    const load = vi.fn(() => Promise.resolve());
    prefetchWhenIdle(load);
    expect(load).not.toHaveBeenCalled();
    await vi.runAllTimersAsync();
    expect(load).toHaveBeenCalledTimes(1);
    vi.useRealTimers();
  });

  it('fetches nothing when the browser asks to save data', async () => {
    vi.useFakeTimers();
    setSaveData(true);
    const load = vi.fn(() => Promise.resolve());
    prefetchWhenIdle(load);
    await vi.runAllTimersAsync();
    expect(load).not.toHaveBeenCalled();
    vi.useRealTimers();
  });

  it('keeps a failed fetch to itself: the code is fetched again when it is needed', async () => {
    vi.useFakeTimers();
    const load = vi.fn(() => Promise.reject(new Error('offline')));
    prefetchWhenIdle(load);
    await vi.runAllTimersAsync();
    expect(load).toHaveBeenCalledTimes(1);
    vi.useRealTimers();
  });
});
