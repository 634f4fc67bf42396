// Row 3: memory over a working day. In one tab, the admin opens a profile from the Users list, reads
// it and goes back, `visits` times (the rows of the list's first page in turn, as a day's work
// comes back to the same members). After visit 20 and the last, on the Users list: a forced garbage
// collection (DevTools protocol), then the JavaScript heap, the DOM nodes alive, the event
// listeners and the detached DOM nodes. V8's heap figure includes the machine code it compiles
// for functions that have become hot, which grows through the day without the app keeping
// anything; the budget is on the heap without compiled code (a heap snapshot's objects less its
// code), and V8's own figure is reported beside it.
import { loadNow } from './load.mjs';
import { followRequests, newContext, settled } from './browser.mjs';
import { CONTENT, PROFILE_LINK, installContentWatch, timeBack, timeClick } from './content-marks.mjs';
import { SCREENS } from '../../src/lib/screens.ts';
import { growth } from './stats.mjs';
import { row } from './report.mjs';

const FIRST_MEASURED = 20;
const GROWTH_BUDGET = 1.1;

/**
 * A heap snapshot's total self size, what of it is compiled code (V8's `code` nodes), and the DOM
 * nodes it holds that no document does (Chromium names them `Detached …`). The snapshot counts
 * them without holding them: `DOM.getDetachedDomNodes` keeps every node it reports alive, and what
 * they reference with them, so asking it at visit 20 grew the count it measured at visit 200.
 */
async function heapSnapshotSizes(cdp) {
  const chunks = [];
  const keep = ({ chunk }) => chunks.push(chunk);
  cdp.on('HeapProfiler.addHeapSnapshotChunk', keep);
  await cdp.send('HeapProfiler.takeHeapSnapshot', { reportProgress: false });
  cdp.off('HeapProfiler.addHeapSnapshotChunk', keep);
  const { snapshot, nodes, strings } = JSON.parse(chunks.join(''));
  const fields = snapshot.meta.node_fields;
  const codeType = snapshot.meta.node_types[0].indexOf('code');
  const [type, name, selfSize] = ['type', 'name', 'self_size'].map((field) => fields.indexOf(field));
  const detachedNames = new Set();
  strings.forEach((text, index) => text.startsWith('Detached ') && detachedNames.add(index));
  let total = 0;
  let code = 0;
  let detached = 0;
  for (let at = 0; at < nodes.length; at += fields.length) {
    total += nodes[at + selfSize];
    if (nodes[at + type] === codeType) code += nodes[at + selfSize];
    if (detachedNames.has(nodes[at + name])) detached += 1;
  }
  return { total, code, detached };
}

async function heapAfterGarbageCollection(cdp) {
  // Twice: what the first collection frees can hold more (weak references, finalizers).
  await cdp.send('HeapProfiler.collectGarbage');
  await cdp.send('HeapProfiler.collectGarbage');
  const { usedSize } = await cdp.send('Runtime.getHeapUsage');
  const snapshot = await heapSnapshotSizes(cdp);
  const { metrics } = await cdp.send('Performance.getMetrics');
  const metric = (name) => metrics.find((entry) => entry.name === name)?.value;
  return {
    heap: usedSize,
    objects: snapshot.total - snapshot.code,
    code: snapshot.code,
    nodes: metric('Nodes'),
    listeners: metric('JSEventListeners'),
    documents: metric('Documents'),
    detached: snapshot.detached,
  };
}

export async function measure(browser, { offline, visits }) {
  const context = await newContext(browser, offline.origin, true, offline.session);
  await context.addInitScript(installContentWatch);
  const page = await context.newPage();
  const requests = followRequests(page);
  const cdp = await context.newCDPSession(page);
  await cdp.send('Performance.enable');
  await page.goto(`${offline.origin}${SCREENS.users.path}`);
  await page.evaluate((content) => window.__content.sinceStart(content), CONTENT.users);
  await settled(page, requests);
  const links = page.getByRole('grid').locator(PROFILE_LINK);
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
  const mb = (bytes) => `${(bytes / 1e6).toFixed(1)} MB`;
  const heapNote = `${mb(first.heap)} at visit ${FIRST_MEASURED}, ${mb(last.heap)} at ${visits}; compiled code ${mb(first.code)}, then ${mb(last.code)}; ${load}`;
  const objectsNote = `${mb(first.objects)} at visit ${FIRST_MEASURED}, ${mb(last.objects)} at ${visits}; ${load}`;
  const rows = [
    row(group, `JavaScript heap without compiled code at visit ${visits} / at visit ${FIRST_MEASURED}`, growth(first.objects, last.objects), 'ratio', GROWTH_BUDGET, { note: objectsNote }),
    row(group, `JavaScript heap (V8's figure, with compiled code) at visit ${visits} / at visit ${FIRST_MEASURED}`, growth(first.heap, last.heap), 'ratio', undefined, { note: heapNote }),
    row(group, `DOM nodes alive at visit ${visits} (${first.nodes} at ${FIRST_MEASURED})`, last.nodes, 'count', Math.round(first.nodes * GROWTH_BUDGET)),
    row(group, `event listeners at visit ${visits} (${first.listeners} at ${FIRST_MEASURED})`, last.listeners, 'count'),
    row(group, `detached DOM nodes at visit ${visits} (${first.detached} at ${FIRST_MEASURED})`, last.detached, 'count', first.detached),
  ];
  return { rows, details: { rowsShown, samples } };
}
