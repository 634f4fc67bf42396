// Row 4: the admin reloads a signed-in screen with a warm HTTP cache (the app served over HTTP/2
// as a host would, against the plain mock): time from the reload to the screen's content painted,
// and what the browser took from its cache, checked again (304) or fetched.
import { loadNow } from './load.mjs';
import { SCREENS, followRequests, median, newContext, settled } from './browser.mjs';
import { CONTENT, installContentWatch } from './content-marks.mjs';
import { percentile } from './stats.mjs';
import { row } from './report.mjs';

const RELOADS = 7;
const BUDGET_MS = 500;
const MEASURED = ['users', 'profile', 'missions'];

/** Counts the page's answers by where they came from, over the DevTools protocol. */
async function followCache(page) {
  const cdp = await page.context().newCDPSession(page);
  await cdp.send('Network.enable');
  const counts = { cache: 0, revalidated: 0, fetched: 0 };
  const cached = new Set();
  cdp.on('Network.requestServedFromCache', ({ requestId }) => cached.add(requestId));
  cdp.on('Network.responseReceived', ({ requestId, response }) => {
    if (cached.has(requestId) || response.fromDiskCache || response.fromPrefetchCache) counts.cache += 1;
    else if (response.status === 304) counts.revalidated += 1;
    else counts.fetched += 1;
  });
  return {
    reset: () => Object.assign(counts, { cache: 0, revalidated: 0, fetched: 0 }),
    counts: () => ({ ...counts }),
  };
}

export async function measure(browser, { plain }) {
  const rows = [];
  const details = [];
  const group = 'Repeat visit: reload with a warm HTTP cache, HTTP/2 (median of 7)';
  for (const id of MEASURED) {
    const screen = SCREENS.find((entry) => entry.id === id);
    const context = await newContext(browser, plain.origin, true);
    await context.addInitScript(installContentWatch);
    const page = await context.newPage();
    const requests = followRequests(page);
    const cache = await followCache(page);
    await page.goto(`${plain.origin}${screen.path}`);
    const first = await page
      .evaluate((content) => window.__content.sinceStart(content), CONTENT[id])
      .catch(async (error) => {
        await page.screenshot({ path: `/tmp/repeat-${id}.png` }).catch(() => {});
        throw error;
      });
    await settled(page, requests);
    const times = [];
    const sources = [];
    for (let reload = 0; reload < RELOADS; reload += 1) {
      cache.reset();
      await page.reload({ waitUntil: 'commit' });
      times.push(await page.evaluate((content) => window.__content.sinceStart(content), CONTENT[id]));
      await requests.quiet();
      sources.push(cache.counts());
    }
    await context.close();
    const last = sources.at(-1);
    const note = `first visit ${Math.round(first)} ms, p75 ${Math.round(percentile(times, 75))} ms; a reload: ${last.cache} from cache, ${last.revalidated} revalidated, ${last.fetched} fetched; ${loadNow()}`;
    rows.push(row(group, `${screen.name}: time to content`, median(times), 'ms', BUDGET_MS, { note }));
    details.push({ screen: id, first, times, sources });
  }
  return { rows, details };
}
