import type { QueryClient } from '@tanstack/react-query';

type SaveDataConnection = { saveData?: boolean };
type RequestsInFlight = Pick<QueryClient, 'isFetching' | 'getQueryCache'>;

const IDLE_WAIT_LIMIT_MS = 3000;
const REQUESTS_WAIT_LIMIT_MS = 10_000;

/** Resolves once no query is on its way (or after the limit: a slow list doesn't hold it forever). */
function requestsSettled(client: RequestsInFlight): Promise<void> {
  return new Promise((resolve) => {
    if (client.isFetching() === 0) return resolve();
    const done = () => {
      unsubscribe();
      clearTimeout(limit);
      resolve();
    };
    const unsubscribe = client.getQueryCache().subscribe(() => {
      if (client.isFetching() === 0) done();
    });
    const limit = setTimeout(done, REQUESTS_WAIT_LIMIT_MS);
  });
}

/**
 * Fetches code the admin is likely to need next once the screen's own data are in and the browser
 * has nothing else to do, so it is there when they ask for it without delaying what they asked
 * for first. Skipped when the browser asks to save data: the code then comes on demand, as it
 * would without this.
 */
export function prefetchWhenIdle(load: () => Promise<unknown>, client: RequestsInFlight): void {
  const connection = (navigator as Navigator & { connection?: SaveDataConnection }).connection;
  if (connection?.saveData) return;
  const task = () => void load().catch(() => undefined);
  void requestsSettled(client).then(() => {
    // A page that never goes idle (a long list rendering, a busy machine) still gets it, later.
    if ('requestIdleCallback' in window) requestIdleCallback(task, { timeout: IDLE_WAIT_LIMIT_MS });
    else setTimeout(task, 1);
  });
}
