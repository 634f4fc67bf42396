// `npm run bench`: builds the app, serves it against the mock behind a compressing proxy, measures
// it, and writes bench/report.json, bench/report.md and the table in docs/performance.md.
//   --runs=N         Lighthouse runs per screen and preset (default 3)
//   --skip=a,b       leave out rows: lighthouse, startup
//   --screens=a,b    only these screens (signin, users, profile, broadcast, missions, advertisements) for sizes and Lighthouse
//   --presets=a,b    only these Lighthouse presets (desktop, mobile)
import { cpus, loadavg } from 'node:os';
import { execFileSync } from 'node:child_process';
import { parseArgs } from 'node:util';
import { findChromium } from '../scripts/lib/browser.mjs';
import { launchBrowser, pickScreens } from './lib/browser.mjs';
import { startCompressingProxy } from './lib/compressing-proxy.mjs';
import { PRESETS, measureLighthouse } from './lib/lighthouse.mjs';
import { row, writeReports } from './lib/report.mjs';
import { measureScreenLoads } from './lib/screen-loads.mjs';
import { build, ROOT, startMock, startPreview, stopProgram, waitForHttp } from './lib/servers.mjs';
import { measureStartup } from './lib/startup.mjs';

const { values } = parseArgs({
  options: {
    runs: { type: 'string', default: '3' },
    skip: { type: 'string', default: '' },
    screens: { type: 'string', default: '' },
    presets: { type: 'string', default: Object.keys(PRESETS).join(',') },
  },
});
const skip = new Set(values.skip.split(',').filter(Boolean));
const screens = pickScreens(values.screens);
const presets = values.presets.split(',').filter((preset) => preset in PRESETS);
const PORTS = { mock: 47510, app: 47583, preview: 47584, startMock: 47511, startApp: 47585 };
const OUT_DIR = '.build-bench';
const DESKTOP_SCORE = 95;
const MOBILE_SIGN_IN_LCP_MS = 2200;
const log = (text) => console.log(text);
const began = performance.now();
const elapsed = () => `${((performance.now() - began) / 1000).toFixed(0)} s`;

async function assertFree(port) {
  const answered = await fetch(`http://127.0.0.1:${port}/`, { signal: AbortSignal.timeout(500) })
    .then(() => true)
    .catch(() => false);
  if (answered) throw new Error(`Port ${port} is in use: the benchmark needs it free.`);
}

function machine() {
  let chromium = 'Chromium';
  try {
    chromium = execFileSync(findChromium(), ['--version'], {
      encoding: 'utf8',
      stdio: ['ignore', 'pipe', 'ignore'],
    }).trim();
  } catch {
    /* the version is only reported */
  }
  return {
    cpus: cpus().length,
    cpuModel: cpus()[0]?.model.trim() ?? 'unknown CPU',
    loadAverage: loadavg()[0].toFixed(1),
    node: process.version,
    chromium,
  };
}

/** What the run left out, for the report's heading. */
function optionsSaid() {
  const said = [];
  if (!skip.has('lighthouse')) said.push(`Lighthouse ${values.runs} run(s) per screen and preset`);
  if (skip.size) said.push(`left out: ${[...skip].join(', ')}`);
  if (values.screens) said.push(`screens: ${screens.map((screen) => screen.id).join(', ')}`);
  if (presets.length < Object.keys(PRESETS).length) said.push(`presets: ${presets.join(', ')}`);
  return said.join('; ') || 'every row';
}

function loadRows(loads) {
  const rows = [];
  for (const load of loads) {
    const group = 'JavaScript on a direct visit (gzip)';
    const note = `${load.js.files} file${load.js.files === 1 ? '' : 's'}; brotli ${(load.js.brotli / 1000).toFixed(1)} kB`;
    rows.push(row(group, load.name, load.js.gzip, 'kB', load.jsBudget, { note }));
    if (load.afterShown.files > 0)
      rows.push(row(group, `${load.name}: fetched ahead when idle, not counted above`, load.afterShown.gzip, 'kB'));
  }
  for (const load of loads) {
    const most = Math.max(...Object.values(load.requests));
    const repeated = load.repeated.map((entry) => `${entry.operation} ×${entry.count}`).join(', ');
    const name = `${load.name}: ${Object.keys(load.requests).length} operations`;
    rows.push(row('Requests per screen load (most of one operation)', name, most, 'count', 1, { note: repeated || undefined }));
  }
  return rows;
}

function lighthouseRows(results) {
  const rows = [];
  for (const result of results) {
    const group = `Lighthouse ${result.preset} (median of ${result.runs.length})`;
    const desktop = result.preset === 'desktop';
    const scoreBudget = desktop ? DESKTOP_SCORE : undefined;
    const lcpBudget = !desktop && result.screen === 'signin' ? MOBILE_SIGN_IN_LCP_MS : undefined;
    rows.push(row(group, `${result.name}: score`, result.score, 'score', scoreBudget, { higherIsBetter: true }));
    rows.push(row(group, `${result.name}: LCP`, result.lcp, 'ms', lcpBudget));
  }
  return rows;
}

const report = { startedAt: new Date().toISOString(), machine: machine(), options: optionsSaid(), rows: [] };
const children = [];
let proxy;
let browser;
// Ctrl-C or a kill: stop what was started (by pid), then leave.
for (const signal of ['SIGINT', 'SIGTERM']) {
  process.once(signal, async () => {
    await browser?.close().catch(() => {});
    proxy?.close();
    await Promise.all(children.map(stopProgram));
    process.exit(130);
  });
}
try {
  for (const port of Object.values(PORTS)) await assertFree(port);
  log(`Building into ${OUT_DIR}/ …`);
  await build(OUT_DIR);
  log(`Built (${elapsed()}). Starting the mock and the preview …`);
  children.push(startMock(PORTS.mock), startPreview(PORTS.preview, PORTS.mock, OUT_DIR));
  await waitForHttp(`http://127.0.0.1:${PORTS.mock}/api/notification/all`, 180_000);
  await waitForHttp(`http://127.0.0.1:${PORTS.preview}/`, 60_000);
  proxy = await startCompressingProxy(PORTS.app, `http://127.0.0.1:${PORTS.preview}`, `${ROOT}${OUT_DIR}`);
  const origin = `http://127.0.0.1:${PORTS.app}`;
  browser = await launchBrowser();

  log(`Screens: scripts and requests (${elapsed()}) …`);
  report.screenLoads = await measureScreenLoads(browser, origin, `${ROOT}${OUT_DIR}`, screens);
  for (const load of report.screenLoads)
    log(`  ${load.name}: ${(load.js.gzip / 1000).toFixed(1)} kB gzip in ${load.js.files} files`);
  report.rows.push(...loadRows(report.screenLoads));

  if (!skip.has('lighthouse')) {
    log(`Lighthouse (${elapsed()}) …`);
    const runs = Number(values.runs);
    report.lighthouse = await measureLighthouse(origin, { runs, log, presets, screens });
    report.rows.push(...lighthouseRows(report.lighthouse));
  }
  await proxy.close();
  proxy = undefined;
  for (const child of children.splice(0)) await stopProgram(child);

  if (!skip.has('startup')) {
    log(`npm start (${elapsed()}) …`);
    const ports = { mockPort: PORTS.startMock, appPort: PORTS.startApp };
    report.startup = await measureStartup(browser, ports, (child) => children.push(child));
    const group = 'npm start against the mock';
    report.rows.push(row(group, 'both servers answering', report.startup.serving, 's'));
    report.rows.push(row(group, 'sign-in screen usable in the browser', report.startup.usable, 's'));
  }
  report.finishedAt = new Date().toISOString();
  writeReports(report);
  const over = report.rows.filter((entry) => entry.pass === false);
  log(`\nDone in ${elapsed()}: ${report.rows.length} rows, ${over.length} over budget.`);
  for (const entry of over) log(`  over budget: ${entry.group} / ${entry.name} (ratio ${entry.ratio})`);
  log('Report: bench/report.md, bench/report.json; table copied into docs/performance.md.');
} finally {
  await browser?.close();
  proxy?.close();
  for (const child of children) await stopProgram(child);
}
