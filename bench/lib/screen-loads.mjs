// The JavaScript each screen needs (gzip, as the budgets count it; brotli reported) and the
// requests its load makes, both as the browser fetches them on a direct visit.
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { brotliCompressSync, constants, gzipSync } from 'node:zlib';
import { SCREENS, followRequests, newContext, settled } from './browser.mjs';
import { askToSaveData } from '../../scripts/lib/browser.mjs';

const sizeCache = new Map();

/** Bytes of a built file as served compressed (gzip -9, brotli -11), as a static host would send it. */
function compressedSizes(outDir, pathname) {
  const key = join(outDir, pathname);
  if (!sizeCache.has(key)) {
    const body = readFileSync(key);
    sizeCache.set(key, {
      raw: body.length,
      gzip: gzipSync(body, { level: 9 }).length,
      brotli: brotliCompressSync(body, { params: { [constants.BROTLI_PARAM_QUALITY]: 11 } }).length,
    });
  }
  return sizeCache.get(key);
}

/** The operation a request stands for: method and path, the query left out. */
const operationOf = (request) => `${request.method()} ${new URL(request.url()).pathname}`;

/**
 * The longest chain of requests before the screen shows, in rounds after the page: a request is one
 * round after the latest round of the page or scripts that had arrived when it was sent (only they
 * can ask for more). Code and translations the page names itself are round 1; what the entry asks
 * for once it has run, round 2.
 */
export function roundsOf(requests) {
  const rounds = [];
  for (const request of [...requests].sort((a, b) => a.sent - b.sent)) {
    const before = rounds.filter(
      (done) => done.issuer && done.arrived !== undefined && done.arrived <= request.sent,
    );
    const round = request.document ? 0 : 1 + Math.max(0, ...before.map((done) => done.round));
    rounds.push({ ...request, round });
  }
  return Math.max(0, ...rounds.map((request) => request.round));
}

/** Visits a screen in a fresh browser context; records its scripts until it shows and its requests. */
async function visit(browser, origin, screen, { saveData }) {
  const context = await newContext(browser, origin, screen.signedIn);
  if (saveData) await context.addInitScript(askToSaveData);
  const page = await context.newPage();
  const scripts = new Set();
  const operations = [];
  const requests = followRequests(page);
  const timed = new Map();
  page.on('request', (request) => {
    const url = new URL(request.url());
    if (url.origin !== origin) return;
    const type = request.resourceType();
    timed.set(request, {
      sent: performance.now(),
      document: type === 'document',
      issuer: type === 'document' || type === 'script',
    });
    if (request.resourceType() === 'script') scripts.add(url.pathname);
    if (url.pathname.startsWith('/api/') || url.pathname.startsWith('/locales/'))
      operations.push(operationOf(request));
  });
  page.on('requestfinished', (request) => {
    const entry = timed.get(request);
    if (entry) entry.arrived = performance.now();
  });
  await page.goto(`${origin}${screen.path}`);
  await screen.ready(page).waitFor({ state: 'visible', timeout: 30_000 });
  const shown = performance.now();
  const rounds = roundsOf([...timed.values()].filter((request) => request.sent <= shown));
  await requests.quiet();
  // What the app fetches ahead when idle is recorded apart (it is not needed to show the screen).
  if (!saveData) await settled(page, requests);
  await context.close();
  return { scripts, operations, rounds };
}

/**
 * Opens each screen twice, each time in a fresh browser context (empty cache). First with the
 * browser asking to save data: the app then fetches nothing ahead, so the scripts are exactly those
 * the screen needs, whatever the timing. Then as usual: the scripts it adds are the code fetched
 * ahead when idle, recorded apart; its requests are the ones counted.
 */
export async function measureScreenLoads(browser, origin, outDir, screens = SCREENS) {
  const results = [];
  for (const screen of screens) {
    const needed = await visit(browser, origin, screen, { saveData: true });
    const usual = await visit(browser, origin, screen, { saveData: false });

    const measure = (paths) => [...paths].map((path) => ({ path, ...compressedSizes(outDir, path) }));
    const files = measure(needed.scripts);
    const later = measure([...usual.scripts].filter((path) => !needed.scripts.has(path)));
    const sum = (key, list = files) => list.reduce((total, file) => total + file[key], 0);
    const counts = {};
    for (const operation of usual.operations) counts[operation] = (counts[operation] ?? 0) + 1;
    results.push({
      screen: screen.id,
      name: screen.name,
      jsBudget: screen.jsBudget,
      js: { files: files.length, raw: sum('raw'), gzip: sum('gzip'), brotli: sum('brotli') },
      rounds: needed.rounds,
      scripts: files.sort((a, b) => b.gzip - a.gzip),
      afterShown: { files: later.length, gzip: sum('gzip', later), scripts: later },
      requests: counts,
      repeated: Object.entries(counts)
        .filter(([, count]) => count > 1)
        .map(([operation, count]) => ({ operation, count })),
    });
  }
  return results;
}
