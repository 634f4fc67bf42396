type SaveDataConnection = { saveData?: boolean };

const IDLE_WAIT_LIMIT_MS = 3000;

/**
 * Fetches code the admin is likely to need next once the browser has nothing else to do, so it is
 * there when they ask for it. Skipped when the browser asks to save data: the code then comes on
 * demand, as it would without this.
 */
export function prefetchWhenIdle(load: () => Promise<unknown>): void {
  const connection = (navigator as Navigator & { connection?: SaveDataConnection }).connection;
  if (connection?.saveData) return;
  const task = () => void load().catch(() => undefined);
  // A page that never goes idle (a long list rendering, a busy machine) still gets it, later.
  if ('requestIdleCallback' in window) requestIdleCallback(task, { timeout: IDLE_WAIT_LIMIT_MS });
  else setTimeout(task, 1);
}
