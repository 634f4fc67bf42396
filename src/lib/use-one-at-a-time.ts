import { useCallback, useRef } from 'react';

/**
 * Runs an action unless the previous one is still running, so a double click sends one request.
 * (A mutation's `isPending` arrives with the next render, too late for the second click.)
 */
export function useOneAtATime() {
  const running = useRef(false);
  return useCallback(async (action: () => Promise<unknown>) => {
    if (running.current) return;
    running.current = true;
    try {
      await action();
    } finally {
      running.current = false;
    }
  }, []);
}
