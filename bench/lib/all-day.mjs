// The rows of an admin's working day: a reload with a warm cache, warm navigation, memory over 200
// profile visits, the latency of the interactions a day repeats, and a segment's count and a bulk
// join of every member in the offline back end.
import { loadavg } from 'node:os';


/** A row starts once the one-minute load is under this, or after `QUIET_WAIT_MS` of waiting. */
const QUIET_LOAD = 1;
const QUIET_WAIT_MS = 120_000;

/**
 * Waits for the machine to quieten: timed just after Lighthouse, the offline back end's start or
 * the row before, a row measures their tail too (the same clicks took 87 ms at load 0.8 and
 * 108 ms right after Lighthouse). Returns the seconds waited.
 */
async function untilQuiet() {
  const start = Date.now();
  while (loadavg()[0] >= QUIET_LOAD && Date.now() - start < QUIET_WAIT_MS)
    await new Promise((resolve) => setTimeout(resolve, 5_000));
  return Math.round((Date.now() - start) / 1000);
}

const MODULES = {
  repeat: () => import('./repeat-visit.mjs'),
  navigation: () => import('./navigation.mjs'),
  memory: () => import('./memory.mjs'),
  interactions: () => import('./interactions.mjs'),
  bulk: () => import('./bulk.mjs'),
};

/**
 * Runs the asked rows in order; `plain` is the app against the plain mock (over HTTP/2), `offline`
 * against the offline back end with its signed-in session. Returns `{ rows, details }`.
 */
export async function allDayRows(browser, { rows, plain, offline, rounds, visits, log }) {
  const result = { rows: [], details: {} };
  for (const id of rows) {
    const waited = await untilQuiet();
    log(`${id}${waited ? ` (after ${waited} s for the load to fall under ${QUIET_LOAD})` : ''} …`);
    const { measure } = await MODULES[id]();
    const measured = await measure(browser, { plain, offline, rounds, visits, log });
    result.rows.push(...measured.rows);
    result.details[id] = measured.details;
  }
  return result;
}
