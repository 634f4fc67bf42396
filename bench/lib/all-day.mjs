// The rows of an admin's working day (issue 36): a reload with a warm cache, warm navigation,
// memory over 200 profile visits, and the latency of the interactions a day repeats.
import { loadavg } from 'node:os';

/** The load average now, beside each timing (the machine is shared; timings follow its load). */
export const loadNow = () => `load ${loadavg()[0].toFixed(1)}`;

const MODULES = {
  repeat: () => import('./repeat-visit.mjs'),
  navigation: () => import('./navigation.mjs'),
  memory: () => import('./memory.mjs'),
  interactions: () => import('./interactions.mjs'),
};

/**
 * Runs the asked rows in order; `plain` is the app against the plain mock (over HTTP/2), `offline`
 * against the offline back end with its signed-in session. Returns `{ rows, details }`.
 */
export async function allDayRows(browser, { rows, plain, offline, rounds, visits, log }) {
  const result = { rows: [], details: {} };
  for (const id of rows) {
    log(`${id} …`);
    const { measure } = await MODULES[id]();
    const measured = await measure(browser, { plain, offline, rounds, visits, log });
    result.rows.push(...measured.rows);
    result.details[id] = measured.details;
  }
  return result;
}
