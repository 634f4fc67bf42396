// `npm run bench`: builds the app, serves it against the mock behind a compressing proxy (HTTP/1.1
// and HTTP/2 with TLS), measures it, then against the offline back end for the all-day rows, and
// writes bench/report.json, bench/report.md and the table in docs/performance.md.
//   --rows=a,b       only these rows: sizes, lighthouse, startup, repeat, navigation, memory, interactions, bulk, snapshot
//   --skip=a,b       leave out rows (same names)
//   --runs=N         Lighthouse runs per screen and preset (default 3)
//   --rounds=N       rounds of the navigation and interaction rows (default 20)
//   --visits=N       profile visits of the memory row (default 200)
//   --screens=a,b    only these screens (signin, users, profile, broadcast, missions, advertisements, home, frontdesk) for sizes and Lighthouse
//   --presets=a,b    only these Lighthouse presets (desktop, mobile)
//   --protocols=a,b  Lighthouse over these protocols (h1, h2; default both)
//   --reuse-build    serve the build already in .build-bench/ (after a first run)
// BENCH_PORT_BASE=N moves every port (default 27510; the bench uses N to N + 79).
// BENCH_LHR_DIR=DIR keeps every Lighthouse report (JSON) in DIR, to see what fills the main thread.
import { cpus, loadavg } from 'node:os';
import { execFileSync } from 'node:child_process';
import { parseArgs } from 'node:util';
import { findChromium } from '../scripts/lib/browser.mjs';
import { launchBrowser, pickScreens } from './lib/browser.mjs';
import { FIRST_VISIT_LIMITS } from '../src/lib/screens.ts';
import { startCompressingProxy } from './lib/compressing-proxy.mjs';
import { PRESETS, measureLighthouse } from './lib/lighthouse.mjs';
import { row, writeReports } from './lib/report.mjs';
import { measureScreenLoads } from './lib/screen-loads.mjs';
import {
  build,
  ROOT,
  signInOffline,
  startMock,
  startOfflineBackEnd,
  startPreview,
  stopProgram,
  waitForHttp,
} from './lib/servers.mjs';
import { measureStartup } from './lib/startup.mjs';
import { measureSnapshot } from './lib/snapshot.mjs';
import { selfSignedCertificate } from './lib/certificate.mjs';
import { allDayRows } from './lib/all-day.mjs';
import { existsSync } from 'node:fs';

const { values } = parseArgs({
  options: {
    rows: { type: 'string', default: '' },
    runs: { type: 'string', default: '3' },
    rounds: { type: 'string', default: '20' },
    visits: { type: 'string', default: '200' },
    skip: { type: 'string', default: '' },
    protocols: { type: 'string', default: 'h1,h2' },
    'reuse-build': { type: 'boolean', default: false },
    screens: { type: 'string', default: '' },
    presets: { type: 'string', default: Object.keys(PRESETS).join(',') },
  },
});
const ROWS = ['sizes', 'lighthouse', 'startup', 'repeat', 'navigation', 'memory', 'interactions', 'bulk', 'snapshot'];
const asked = values.rows.split(',').filter(Boolean);
const unknownRows = [...asked, ...values.skip.split(',').filter(Boolean)].filter((id) => !ROWS.includes(id));
if (unknownRows.length) throw new Error(`unknown row ${unknownRows.join(', ')}; rows: ${ROWS.join(', ')}`);
const skip = new Set(values.skip.split(',').filter(Boolean));
for (const id of ROWS) if (asked.length && !asked.includes(id)) skip.add(id);
const runs = (id) => !skip.has(id);
const protocols = values.protocols.split(',').filter((protocol) => ['h1', 'h2'].includes(protocol));
const PROTOCOL_NAMES = { h1: 'HTTP/1.1', h2: 'HTTP/2 + TLS' };
const screens = pickScreens(values.screens);
const presets = values.presets.split(',').filter((preset) => preset in PRESETS);
const BASE = Number(process.env.BENCH_PORT_BASE ?? 27510);
const PORTS = {
  mock: BASE,
  startMock: BASE + 1,
  offline: BASE + 30, // and the two after it: the store and Prism's proxy
  offlineStore: BASE + 31,
  offlinePrism: BASE + 32,
  app: BASE + 73,
  preview: BASE + 74,
  startApp: BASE + 75,
  appH2: BASE + 76,
  offlinePreview: BASE + 77,
  offlineApp: BASE + 78,
  snapshotStore: BASE + 79,
};
/** Restoring a snapshot of the 100,000-member scenario (docs/performance.md). */
const RESTORE_BUDGET_MS = 1000;
/** The offline back end of the all-day rows: a large clinic, each answer held 50 ms. */
const OFFLINE = { members: 100_000, messages: 5_000, latency: 50 };
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
  if (!skip.has('lighthouse'))
    said.push(`Lighthouse ${values.runs} run(s) per screen and preset over ${protocols.join(', ')}`);
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
    const group = 'Before a direct visit shows: request rounds after the page, and script files';
    rows.push(row(group, `${load.name}: rounds`, load.rounds, 'count', FIRST_VISIT_LIMITS.rounds));
    rows.push(row(group, `${load.name}: script files`, load.js.files, 'count', FIRST_VISIT_LIMITS.files));
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
    const group = `Lighthouse ${result.preset} over ${PROTOCOL_NAMES[result.protocol]} (median of ${result.runs.length})`;
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
const proxies = [];
let browser;
// Ctrl-C or a kill: stop what was started (by pid), then leave.
for (const signal of ['SIGINT', 'SIGTERM']) {
  process.once(signal, async () => {
    await browser?.close().catch(() => {});
    for (const server of proxies) server.close();
    await Promise.all(children.map(stopProgram));
    process.exit(130);
  });
}
try {
  for (const port of Object.values(PORTS)) await assertFree(port);
  if (runs('snapshot')) {
    log(`Snapshot of the 100,000-member scenario (${elapsed()}) …`);
    report.snapshot = await measureSnapshot({ port: PORTS.snapshotStore, log });
    const group = 'Offline back end: snapshot of the large scenario (100,000 members)';
    const { restore, taken, seeded } = report.snapshot;
    report.rows.push(row(group, 'restore, until the next answer (median of 5)', Math.round(restore), 'ms', RESTORE_BUDGET_MS));
    report.rows.push(row(group, 'take', Math.round(taken), 'ms', undefined, { note: `scenario seeded in ${Math.round(seeded)} ms` }));
  }
  const appRows = ROWS.filter((id) => id !== 'snapshot' && runs(id));
  if (!appRows.length) log('Only the snapshot row: no build.');
  else if (values['reuse-build'] && existsSync(`${ROOT}${OUT_DIR}/index.html`)) log(`Serving the build in ${OUT_DIR}/ …`);
  else {
    log(`Building into ${OUT_DIR}/ …`);
    await build(OUT_DIR);
  }
  const tls = selfSignedCertificate();
  const staticDir = `${ROOT}${OUT_DIR}`;
  if (appRows.length) browser = await launchBrowser();
  const firstVisit = runs('sizes') || runs('lighthouse') || runs('repeat');
  if (firstVisit) {
    log(`Built (${elapsed()}). Starting the mock and the preview …`);
    children.push(startMock(PORTS.mock), startPreview(PORTS.preview, PORTS.mock, OUT_DIR));
    await waitForHttp(`http://127.0.0.1:${PORTS.mock}/api/notification/all`, 180_000);
    await waitForHttp(`http://127.0.0.1:${PORTS.preview}/`, 60_000);
    const target = `http://127.0.0.1:${PORTS.preview}`;
    proxies.push(await startCompressingProxy(PORTS.app, target, staticDir));
    proxies.push(await startCompressingProxy(PORTS.appH2, target, staticDir, { tls }));
  }
  const origins = { h1: `http://127.0.0.1:${PORTS.app}`, h2: `https://127.0.0.1:${PORTS.appH2}` };

  if (runs('sizes')) {
    log(`Screens: scripts and requests (${elapsed()}) …`);
    report.screenLoads = await measureScreenLoads(browser, origins.h1, staticDir, screens);
    for (const load of report.screenLoads)
      log(`  ${load.name}: ${(load.js.gzip / 1000).toFixed(1)} kB gzip in ${load.js.files} files`);
    report.rows.push(...loadRows(report.screenLoads));
  }

  if (runs('lighthouse')) {
    report.lighthouse = [];
    for (const protocol of protocols) {
      log(`Lighthouse over ${PROTOCOL_NAMES[protocol]} (${elapsed()}) …`);
      const results = await measureLighthouse(origins[protocol], {
        runs: Number(values.runs),
        log,
        presets,
        screens,
      });
      for (const result of results) result.protocol = protocol;
      report.lighthouse.push(...results);
    }
    report.rows.push(...lighthouseRows(report.lighthouse));
  }

  const allDay = ['repeat', 'navigation', 'memory', 'interactions', 'bulk'].filter(runs);
  if (allDay.length) {
    let offline;
    if (allDay.some((id) => id !== 'repeat')) {
      log(`Offline back end (${OFFLINE.members} members, ${OFFLINE.messages} messages, ${OFFLINE.latency} ms) (${elapsed()}) …`);
      children.push(startOfflineBackEnd(PORTS.offline, OFFLINE));
      children.push(startPreview(PORTS.offlinePreview, PORTS.offline, OUT_DIR));
      const backEnd = `http://127.0.0.1:${PORTS.offline}`;
      await waitForHttp(`${backEnd}/api/notification/all`, 240_000);
      // Signed in at once: the proxy below compresses the build for seconds on this thread, past
      // the back end's keep-alive, and a request on the connection it closed meanwhile would fail.
      const session = await signInOffline(backEnd);
      await waitForHttp(`http://127.0.0.1:${PORTS.offlinePreview}/`, 60_000);
      const target = `http://127.0.0.1:${PORTS.offlinePreview}`;
      proxies.push(await startCompressingProxy(PORTS.offlineApp, target, staticDir, { tls }));
      offline = { origin: `https://127.0.0.1:${PORTS.offlineApp}`, session, backEnd };
    }
    const measured = await allDayRows(browser, {
      rows: allDay,
      plain: { origin: origins.h2 },
      offline,
      rounds: Number(values.rounds),
      visits: Number(values.visits),
      log: (text) => log(`${text} (${elapsed()}, load ${loadavg()[0].toFixed(1)})`),
    });
    report.allDay = measured.details;
    report.rows.push(...measured.rows);
  }
  for (const server of proxies.splice(0)) server.close();
  for (const child of children.splice(0)) await stopProgram(child);

  if (runs('startup')) {
    log(`npm start (${elapsed()}) …`);
    const ports = { mockPort: PORTS.startMock, appPort: PORTS.startApp };
    report.startup = await measureStartup(browser, ports, (child) => children.push(child));
    const group = 'npm start against the mock';
    report.rows.push(row(group, 'both servers answering', report.startup.serving, 's'));
    report.rows.push(row(group, 'sign-in screen usable in the browser', report.startup.usable, 's'));
  }
  report.finishedAt = new Date().toISOString();
  const complete =
    !skip.size && !values.screens && presets.length === Object.keys(PRESETS).length && protocols.length === 2;
  writeReports(report, { complete });
  const over = report.rows.filter((entry) => entry.pass === false);
  log(`\nDone in ${elapsed()}: ${report.rows.length} rows, ${over.length} over budget.`);
  for (const entry of over) log(`  over budget: ${entry.group} / ${entry.name} (ratio ${entry.ratio})`);
  log(
    `Report: bench/report.md, bench/report.json; ${complete ? 'table copied into docs/performance.md' : 'a partial run: docs/performance.md left as it was'}.`,
  );
} finally {
  await browser?.close();
  for (const server of proxies) server.close();
  for (const child of children) await stopProgram(child);
}
