// Rows 1 and 4: the JavaScript each screen needs (gzip and brotli) and the requests its load makes.
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { brotliCompressSync, constants, gzipSync } from 'node:zlib';
import { SCREENS, newContext } from './browser.mjs';

const sizeCache = new Map();

/** Bytes of a built file as served compressed (gzip -9, brotli -11), as a static host would send it. */
export function compressedSizes(outDir, pathname) {
  if (!sizeCache.has(pathname)) {
    const body = readFileSync(join(outDir, pathname));
    sizeCache.set(pathname, {
      raw: body.length,
      gzip: gzipSync(body, { level: 9 }).length,
      brotli: brotliCompressSync(body, { params: { [constants.BROTLI_PARAM_QUALITY]: 11 } }).length,
    });
  }
  return sizeCache.get(pathname);
}

/** The operation a request stands for: method and path, the query left out. */
const operationOf = (request) => `${request.method()} ${new URL(request.url()).pathname}`;

/**
 * Opens each screen in a fresh browser context and records its scripts and its requests. A script
 * the browser asked for before the screen showed its content is one the screen needed; one asked
 * for after it (code fetched when idle for what the admin may do next) is recorded apart.
 */
export async function measureScreenLoads(browser, origin, outDir) {
  const results = [];
  for (const screen of SCREENS) {
    const context = await newContext(browser, origin, screen.signedIn);
    const page = await context.newPage();
    const scripts = new Set();
    const scriptsAfterShown = new Set();
    let shown = false;
    const operations = [];
    page.on('request', (request) => {
      const url = new URL(request.url());
      if (url.origin !== origin) return;
      if (request.resourceType() === 'script')
        (shown ? scriptsAfterShown : scripts).add(url.pathname);
      if (url.pathname.startsWith('/api/') || url.pathname.startsWith('/locales/'))
        operations.push(operationOf(request));
    });
    await page.goto(`${origin}${screen.path}`);
    await screen.ready(page).waitFor({ state: 'visible', timeout: 30_000 });
    shown = true;
    await page.waitForLoadState('networkidle');
    await context.close();

    const measure = (paths) => [...paths].map((path) => ({ path, ...compressedSizes(outDir, path) }));
    const files = measure(scripts);
    const later = measure([...scriptsAfterShown].filter((path) => !scripts.has(path)));
    const sum = (key, list = files) => list.reduce((total, file) => total + file[key], 0);
    const counts = {};
    for (const operation of operations) counts[operation] = (counts[operation] ?? 0) + 1;
    results.push({
      screen: screen.id,
      name: screen.name,
      grid: screen.grid,
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
