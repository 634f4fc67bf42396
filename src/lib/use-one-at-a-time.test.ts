import { renderHook } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { useOneAtATime } from './use-one-at-a-time';

describe('useOneAtATime', () => {
  it('ignores a second start while the first is running, and allows one after', async () => {
    const { result } = renderHook(() => useOneAtATime());
    let runs = 0;
    let finish = () => {};
    const slow = () => {
      runs++;
      return new Promise<void>((resolve) => (finish = resolve));
    };
    const first = result.current(slow);
    void result.current(slow);
    expect(runs).toBe(1);
    finish();
    await first;
    await result.current(async () => void runs++);
    expect(runs).toBe(2);
  });

  it('allows the next run after a failed one', async () => {
    const { result } = renderHook(() => useOneAtATime());
    await expect(result.current(() => Promise.reject(new Error('boom')))).rejects.toThrow('boom');
    let ran = false;
    await result.current(async () => void (ran = true));
    expect(ran).toBe(true);
  });
});
