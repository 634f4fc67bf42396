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

/** Visits a screen in a fresh browser context; records its scripts until it shows and its requests. */
async function visit(browser, origin, screen, { saveData }) {
  const context = await newContext(browser, origin, screen.signedIn);
  if (saveData) await context.addInitScript(askToSaveData);
  const page = await context.newPage();
  const scripts = new Set();
  const operations = [];
  const requests = followRequests(page);
  page.on('request', (request) => {
    const url = new URL(request.url());
    if (url.origin !== origin) return;
    if (request.resourceType() === 'script') scripts.add(url.pathname);
    if (url.pathname.startsWith('/api/') || url.pathname.startsWith('/locales/'))
      operations.push(operationOf(request));
  });
  await page.goto(`${origin}${screen.path}`);
  await screen.ready(page).waitFor({ state: 'visible', timeout: 30_000 });
  await requests.quiet();
  // What the app fetches ahead when idle is recorded apart (it is not needed to show the screen).
  if (!saveData) await settled(page, requests);
  await context.close();
  return { scripts, operations };
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
