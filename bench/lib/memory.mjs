// Row 3: memory over a working day. In one tab, the admin opens a profile from the Users list, reads
// it and goes back, `visits` times (the rows of the list's first page in turn, as a day's work
// comes back to the same members). After visit 20 and the last, on the Users list: a forced garbage
// collection (DevTools protocol), then the JavaScript heap, the DOM nodes alive, the event
// listeners and the detached DOM nodes.
import { loadNow } from './all-day.mjs';
import { followRequests, newContext, settled } from './browser.mjs';
import { CONTENT, installContentWatch, timeBack, timeClick } from './content-marks.mjs';
import { growth } from './stats.mjs';
import { row } from './report.mjs';

const FIRST_MEASURED = 20;
const GROWTH_BUDGET = 1.1;

async function heapAfterGarbageCollection(cdp) {
  // Twice: what the first collection frees can hold more (weak references, finalizers).
  await cdp.send('HeapProfiler.collectGarbage');
  await cdp.send('HeapProfiler.collectGarbage');
  const { usedSize } = await cdp.send('Runtime.getHeapUsage');
  const { metrics } = await cdp.send('Performance.getMetrics');
  const metric = (name) => metrics.find((entry) => entry.name === name)?.value;
  let detached;
  try {
    // Chromium's count of DOM nodes no document holds but something still references.
    detached = (await cdp.send('DOM.getDetachedDomNodes')).detachedNodes.length;
  } catch {
    detached = undefined;
  }
  return {
    heap: usedSize,
    nodes: metric('Nodes'),
    listeners: metric('JSEventListeners'),
    documents: metric('Documents'),
    detached,
  };
}

export async function measure(browser, { offline, visits }) {
  const context = await newContext(browser, offline.origin, true, offline.session);
  await context.addInitScript(installContentWatch);
  const page = await context.newPage();
  const requests = followRequests(page);
  const cdp = await context.newCDPSession(page);
  await cdp.send('Performance.enable');
  await cdp.send('DOM.enable');
  await page.goto(`${offline.origin}/apps/users`);
  await page.evaluate((content) => window.__content.sinceStart(content), CONTENT.users);
  await settled(page, requests);
  const links = page.getByRole('grid').locator('a[href*="/apps/list/view/"]');
  const rowsShown = await links.count();
  const samples = {};
  for (let visit = 1; visit <= visits; visit += 1) {
    await timeClick(page, links.nth((visit - 1) % rowsShown), CONTENT.profile);
    await requests.quiet();
    await timeBack(page, CONTENT.users);
    if (visit === FIRST_MEASURED || visit === visits) {
      await requests.quiet();
      samples[visit] = await heapAfterGarbageCollection(cdp);
    }
  }
  await context.close();

  const first = samples[FIRST_MEASURED];
  const last = samples[visits];
  const group = `Memory over a day: ${visits} profile visits in one tab, after a forced garbage collection`;
  const load = loadNow();
  const heapNote = `${(first.heap / 1e6).toFixed(1)} MB at visit ${FIRST_MEASURED}, ${(last.heap / 1e6).toFixed(1)} MB at ${visits}; ${load}`;
  const rows = [
    row(group, `JavaScript heap at visit ${visits} / at visit ${FIRST_MEASURED}`, growth(first.heap, last.heap), 'ratio', GROWTH_BUDGET, { note: heapNote }),
    row(group, `DOM nodes alive at visit ${visits} (${first.nodes} at ${FIRST_MEASURED})`, last.nodes, 'count', Math.round(first.nodes * GROWTH_BUDGET)),
    row(group, `event listeners at visit ${visits} (${first.listeners} at ${FIRST_MEASURED})`, last.listeners, 'count'),
  ];
  if (last.detached !== undefined)
    rows.push(row(group, `detached DOM nodes at visit ${visits} (${first.detached} at ${FIRST_MEASURED})`, last.detached, 'count', first.detached));
  return { rows, details: { rowsShown, samples } };
}
