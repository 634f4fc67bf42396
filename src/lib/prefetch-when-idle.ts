type SaveDataConnection = { saveData?: boolean };

/**
 * Fetches code the admin is likely to need next once the browser has nothing else to do, so it is
 * there when they ask for it. Skipped when the browser asks to save data: the code then comes on
 * demand, as it would without this.
 */
export function prefetchWhenIdle(load: () => Promise<unknown>): void {
  const connection = (navigator as Navigator & { connection?: SaveDataConnection }).connection;
  if (connection?.saveData) return;
  const task = () => void load().catch(() => undefined);
  if ('requestIdleCallback' in window) requestIdleCallback(task);
  else setTimeout(task, 1);
}
