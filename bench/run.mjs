// `npm run bench`: builds the app, serves it against the Prism mock, and measures it (issue 7).
// Writes bench/report.json, bench/report.md and the table in docs/performance.md.
//   --runs=N        Lighthouse runs per screen and preset (default 3)
//   --skip=a,b      leave out rows: lighthouse, interaction, startup
//   --keep-runs=DIR keep each Lighthouse run (the app's screens and the floor pages) in DIR, for
//                   bench/explain-lcp.mjs and bench/explain-speed-index.mjs
import { cpus, loadavg } from 'node:os';
import { execFileSync } from 'node:child_process';
import { parseArgs } from 'node:util';
import { findChromium } from '../scripts/lib/browser.mjs';
import { launchBrowser } from './lib/browser.mjs';
import { startCompressingProxy } from './lib/compressing-proxy.mjs';
import { FLOOR_PAGES, buildFloor, floorSizes, serveFloor } from './lib/floor.mjs';
import { measureInteractions } from './lib/interaction.mjs';
import { measureLighthouse } from './lib/lighthouse.mjs';
import { row, writeReports } from './lib/report.mjs';
import { measureScreenLoads } from './lib/screen-loads.mjs';
import { build, ROOT, startMock, startPreview, stopProgram, waitForHttp } from './lib/servers.mjs';
import { measureStartup } from './lib/startup.mjs';

const { values } = parseArgs({
  options: {
    runs: { type: 'string', default: '3' },
    skip: { type: 'string', default: '' },
    'keep-runs': { type: 'string' },
  },
});
const skip = new Set(values.skip.split(',').filter(Boolean));
const PORTS = {
  mock: 47510,
  app: 47583,
  preview: 47584,
  startMock: 47511,
  startApp: 47585,
  floor: 47586,
  floorServer: 47587,
};
const OUT_DIR = '.build-bench';
const FLOOR_DIR = '.build-bench-floor';
const KB = 1000;
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

/** The floor page of an app screen (bench/lib/floor.mjs), or undefined. */
const floorOf = (floors, screen) => floors.find((floor) => floor.of.includes(screen));

function loadRows(loads, floors) {
  const rows = [];
  for (const load of loads) {
    const budget = load.screen === 'signin' ? 170 * KB : 350 * KB;
    const note = load.screen === 'profile' ? 'no DataGrid; grid-route budget' : undefined;
    const floor = floorOf(floors, load.screen);
    rows.push(
      row('JavaScript to show the screen', `${load.name}, gzip`, load.js.gzip, 'kB', budget, {
        note,
        floor: floor?.gzip,
      }),
    );
    rows.push(
      row('JavaScript to show the screen', `${load.name}, brotli`, load.js.brotli, 'kB', undefined, {
        floor: floor?.brotli,
      }),
    );
    if (load.afterShown.files > 0) {
      rows.push(
        row(
          'JavaScript to show the screen',
          `${load.name}: fetched ahead when idle (not counted above), gzip`,
          load.afterShown.gzip,
          'kB',
        ),
      );
    }
  }
  return rows;
}

function requestRows(loads) {
  return loads.map((load) => {
    const most = Math.max(...Object.values(load.requests));
    const repeated = load.repeated.map((entry) => `${entry.operation} ×${entry.count}`).join(', ');
    return row(
      'Requests per screen load (most of one operation)',
      `${load.name}: ${Object.keys(load.requests).length} operations`,
      most,
      'count',
      1,
      { note: repeated || undefined },
    );
  });
}

function lighthouseRows(results, floorResults) {
  const rows = [];
  for (const result of results) {
    const group = `Lighthouse ${result.preset} (median of ${result.runs.length})`;
    const desktop = result.preset === 'desktop';
    const floorPage = floorOf(FLOOR_PAGES, result.screen);
    const floor = floorResults.find(
      (candidate) => candidate.preset === result.preset && candidate.screen === floorPage?.id,
    );
    const lcpBudget = desktop ? 800 : result.screen === 'signin' ? 2000 : 2500;
    rows.push(
      row(group, `${result.name}: score`, result.score, 'score', desktop ? 100 : undefined, {
        higherIsBetter: true,
        floor: floor?.score,
      }),
    );
    rows.push(row(group, `${result.name}: LCP`, result.lcp, 'ms', lcpBudget, { floor: floor?.lcp }));
    const tbtBudget = desktop ? 50 : result.screen === 'signin' ? 200 : undefined;
    rows.push(row(group, `${result.name}: TBT`, result.tbt, 'ms', tbtBudget, { floor: floor?.tbt }));
    rows.push(
      row(group, `${result.name}: CLS`, result.cls, 'cls', desktop ? 0.01 : undefined, {
        floor: floor?.cls,
      }),
    );
  }
  return rows;
}

function interactionRows({ broadcast, profile }) {
  const group = 'Interaction on large data (median of 5)';
  const rows = [];
  for (const [count, budget] of [
    [5000, 100],
    [100_000, 200],
  ]) {
    const figures = broadcast[count];
    const n = Number(count).toLocaleString('en-GB');
    rows.push(
      row(
        group,
        `Broadcast, ${n} messages: search keystroke -> grid updated`,
        figures.keystroke,
        'ms',
        budget,
      ),
    );
    rows.push(
      row(
        group,
        `Broadcast, ${n} messages: page size change -> grid updated`,
        figures.pageSize,
        'ms',
        200,
        { note: 'INP "good" bound' },
      ),
    );
  }
  rows.push(
    row(
      group,
      'Profile, 1,000 missions + 200 redemptions: data arrived -> table shown',
      profile.firstRender,
      'ms',
      500,
    ),
  );
  rows.push(
    row(group, 'Profile: Rewards tab (200 redemptions) shown', profile.rewardsTab, 'ms', 200, {
      note: 'INP "good" bound',
    }),
  );
  rows.push(
    row(group, 'Profile: edit dialog open (first opening)', profile.dialogOpen, 'ms', 200, {
      note: 'INP "good" bound',
    }),
  );
  rows.push(
    row(group, 'Profile: edit dialog closed', profile.dialogClose, 'ms', 200, {
      note: 'INP "good" bound',
    }),
  );
  return rows;
}

const report = { startedAt: new Date().toISOString(), machine: machine(), rows: [] };
const children = [];
let proxy;
let floorProxy;
let floorServer;
let browser;
// Ctrl-C or a kill: stop what was started (by pid), then leave.
for (const signal of ['SIGINT', 'SIGTERM']) {
  process.once(signal, async () => {
    await browser?.close().catch(() => {});
    proxy?.close();
    floorProxy?.close();
    floorServer?.close();
    await Promise.all(children.map(stopProgram));
    process.exit(130);
  });
}
try {
  for (const port of Object.values(PORTS)) await assertFree(port);
  log(`Building into ${OUT_DIR}/ …`);
  await build(OUT_DIR);
  await buildFloor(FLOOR_DIR);
  report.floor = floorSizes(FLOOR_DIR);
  log(`Built, with the floor (${elapsed()}). Starting the mock and the preview …`);
  children.push(startMock(PORTS.mock), startPreview(PORTS.preview, PORTS.mock, OUT_DIR));
  await waitForHttp(`http://127.0.0.1:${PORTS.mock}/api/notification/all`, 60_000);
  await waitForHttp(`http://127.0.0.1:${PORTS.preview}/`, 60_000);
  proxy = await startCompressingProxy(PORTS.app, `http://127.0.0.1:${PORTS.preview}`, `${ROOT}${OUT_DIR}`);
  const origin = `http://127.0.0.1:${PORTS.app}`;
  floorServer = await serveFloor(PORTS.floorServer, FLOOR_DIR);
  floorProxy = await startCompressingProxy(
    PORTS.floor,
    `http://127.0.0.1:${PORTS.floorServer}`,
    `${ROOT}${FLOOR_DIR}`,
  );
  browser = await launchBrowser();

  log(`Screens: scripts and requests (${elapsed()}) …`);
  const loads = await measureScreenLoads(browser, origin, `${ROOT}${OUT_DIR}`);
  report.screenLoads = loads;
  report.rows.push(...loadRows(loads, report.floor));

  if (!skip.has('interaction')) {
    log(`Interactions on large data (${elapsed()}) …`);
    report.interaction = await measureInteractions(browser, origin, log);
    report.rows.push(...interactionRows(report.interaction));
  }
  report.rows.push(...requestRows(loads));

  if (!skip.has('lighthouse')) {
    log(`Lighthouse (${elapsed()}) …`);
    report.lighthouse = await measureLighthouse(origin, {
      runs: Number(values.runs),
      log,
      keepRunsIn: values['keep-runs'],
    });
    log(`Lighthouse on the floor pages (${elapsed()}) …`);
    report.floorLighthouse = await measureLighthouse(`http://127.0.0.1:${PORTS.floor}`, {
      runs: Number(values.runs),
      log,
      screens: FLOOR_PAGES.map((page) => ({ ...page, signedIn: false })),
      keepRunsIn: values['keep-runs'],
    });
    report.rows.push(...lighthouseRows(report.lighthouse, report.floorLighthouse));
  }
  await proxy.close();
  proxy = undefined;
  await floorProxy.close();
  floorProxy = undefined;
  floorServer.close();
  floorServer = undefined;
  for (const child of children.splice(0)) await stopProgram(child);

  if (!skip.has('startup')) {
    log(`npm start (${elapsed()}) …`);
    report.startup = await measureStartup(
      browser,
      { mockPort: PORTS.startMock, appPort: PORTS.startApp },
      (child) => children.push(child),
    );
    const group = 'npm start against the mock';
    report.rows.push(row(group, 'both servers answering', report.startup.serving, 's'));
    report.rows.push(
      row(group, 'sign-in screen usable in the browser', report.startup.usable, 's'),
    );
  }
  report.finishedAt = new Date().toISOString();
  writeReports(report);
  const failed = report.rows.filter((entry) => entry.pass === false);
  log(`\nDone in ${elapsed()}: ${report.rows.length} rows, ${failed.length} over budget.`);
  for (const entry of failed)
    log(
      `  over budget: ${entry.group} / ${entry.name} (ratio ${entry.ratio}${entry.floorMisses ? ', the floor too' : ''})`,
    );
  log('Report: bench/report.md, bench/report.json; table copied into docs/performance.md.');
} finally {
  await browser?.close();
  proxy?.close();
  floorProxy?.close();
  floorServer?.close();
  for (const child of children) await stopProgram(child);
}
