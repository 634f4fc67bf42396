// Judges a change as docs/performance.md says to: the builds before and after it, served side by
// side behind the benchmark's proxy against one mock, measured in alternating rounds, so that the
// machine's slow and quiet moments fall on both. Build each first, on its own commit:
//   BUILD_OUT_DIR=.build-before node node_modules/vite/bin/vite.js build
// then
//   node bench/compare.mjs .build-before .build-after [--rounds=3] [--screens=profile,signin]
//     [--presets=desktop,mobile] [--interactions] [--real [--api-delay=MS]]
// Prints each figure's median per build, with its runs. Lighthouse's Speed Index is shown too: it
// is what holds a desktop score under 100 when LCP and TBT are within budget. `--real` times real
// loads under DevTools throttling instead of Lighthouse's simulated ones (bench/lib/real-load.mjs):
// when the content shows and when the first API answer ended, with every API answer held back
// `--api-delay` ms if asked.
import { existsSync } from 'node:fs';
import { join } from 'node:path';
import { parseArgs } from 'node:util';
import { SCREENS, launchBrowser, median } from './lib/browser.mjs';
import { startCompressingProxy } from './lib/compressing-proxy.mjs';
import { measureInteractions } from './lib/interaction.mjs';
import { PRESETS, measureLighthouse } from './lib/lighthouse.mjs';
import { measureRealLoad } from './lib/real-load.mjs';
import { ROOT, startMock, startPreview, stopProgram, waitForHttp } from './lib/servers.mjs';

const { values, positionals } = parseArgs({
  allowPositionals: true,
  options: {
    rounds: { type: 'string', default: '3' },
    screens: { type: 'string', default: SCREENS.map((screen) => screen.id).join(',') },
    presets: { type: 'string', default: Object.keys(PRESETS).join(',') },
    interactions: { type: 'boolean', default: false },
    real: { type: 'boolean', default: false },
    'api-delay': { type: 'string', default: '0' },
  },
});
if (positionals.length !== 2 || positionals.some((dir) => !existsSync(join(ROOT, dir, 'index.html')))) {
  console.error('usage: node bench/compare.mjs BUILD_DIR_BEFORE BUILD_DIR_AFTER [options]');
  console.error('each directory a build of the app (BUILD_OUT_DIR=DIR vite build)');
  process.exit(2);
}
const screens = SCREENS.filter((screen) => values.screens.split(',').includes(screen.id));
const presets = values.presets.split(',').filter((preset) => preset in PRESETS);
const rounds = Number(values.rounds);

/** Ports apart from `npm run bench`'s and the browser tests'. */
const MOCK_PORT = 47590;
const servedPort = (index) => 47591 + 2 * index;

const LIGHTHOUSE_FIGURES = [
  ['score', (run) => run.score],
  ['FCP ms', (run) => run.fcp],
  ['Speed Index ms', (run) => run.si],
  ['LCP ms', (run) => run.lcp],
  ['TBT ms', (run) => run.tbt],
  ['CLS', (run) => run.cls],
];
const REAL_LOAD_FIGURES = [
  ['content shown ms', (load) => load.shown],
  ['LCP ms', (load) => load.lcp],
  ['first API answer ms', (load) => load.firstApiAnswer],
];
const INTERACTION_FIGURES = [
  ['5,000 messages: keystroke', (out) => out.broadcast[5000].keystroke],
  ['5,000 messages: page size', (out) => out.broadcast[5000].pageSize],
  ['100,000 messages: keystroke', (out) => out.broadcast[100_000].keystroke],
  ['100,000 messages: page size', (out) => out.broadcast[100_000].pageSize],
  ['profile: data arrived -> table', (out) => out.profile.firstRender],
  ['profile: Rewards tab', (out) => out.profile.rewardsTab],
  ['profile: edit dialog open', (out) => out.profile.dialogOpen],
  ['profile: edit dialog closed', (out) => out.profile.dialogClose],
];

const shown = (row, value) =>
  row.endsWith('CLS') ? value.toFixed(3) : Math.round(value).toLocaleString('en');

/** `{ row: number[] }` for each build, in the order of `positionals`. */
const figures = positionals.map(() => new Map());
const record = (build, row, value) => {
  if (!figures[build].has(row)) figures[build].set(row, []);
  figures[build].get(row).push(value);
};

const mock = startMock(MOCK_PORT);
const served = [];
let browser;
try {
  await waitForHttp(`http://127.0.0.1:${MOCK_PORT}/api/notification/all`, 60_000).catch(() => {});
  for (const [index, dir] of positionals.entries()) {
    const port = servedPort(index);
    const preview = startPreview(port + 1, MOCK_PORT, dir);
    served.push({ dir, preview });
    served.at(-1).proxy = await startCompressingProxy(
      port,
      `http://127.0.0.1:${port + 1}`,
      join(ROOT, dir),
    );
    await waitForHttp(`http://127.0.0.1:${port}/`, 60_000);
  }
  if (values.interactions || values.real) browser = await launchBrowser();
  // A real load's figures are the servers' too: the first answers of a fresh `vite preview` and
  // mock take up to a second longer. Round 0 warms them up and is not counted.
  for (let round = values.real ? 0 : 1; round <= rounds; round += 1) {
    for (const [index, { dir }] of served.entries()) {
      const origin = `http://127.0.0.1:${servedPort(index)}`;
      console.log(round === 0 ? `warming up: ${dir}` : `round ${round} of ${rounds}: ${dir}`);
      if (values.real) {
        const apiDelayMs = Number(values['api-delay']);
        for (const preset of presets)
          for (const screen of screens) {
            const load = await measureRealLoad(browser, origin, screen, preset, { apiDelayMs });
            if (round === 0) continue;
            for (const [figure, read] of REAL_LOAD_FIGURES)
              if (read(load) !== undefined)
                record(index, `real ${preset} ${screen.name}: ${figure}`, read(load));
          }
      } else {
        const results = await measureLighthouse(origin, { runs: 1, presets, screens });
        for (const result of results)
          for (const [figure, read] of LIGHTHOUSE_FIGURES)
            record(index, `${result.preset} ${result.name}: ${figure}`, read(result.runs[0]));
      }
      if (values.interactions && round > 0) {
        const out = await measureInteractions(browser, origin);
        for (const [figure, read] of INTERACTION_FIGURES) record(index, `${figure} ms`, read(out));
      }
    }
  }
} finally {
  await browser?.close();
  for (const { proxy, preview } of served) {
    proxy?.close();
    await stopProgram(preview);
  }
  await stopProgram(mock);
}

console.log(`\n| figure | ${positionals.join(' | ')} |\n| --- |${' ---: |'.repeat(positionals.length)}`);
for (const row of figures[0].keys()) {
  const cells = figures.map((byRow) => {
    const runs = byRow.get(row) ?? [];
    return `${shown(row, median(runs))} (${runs.map((run) => shown(row, run)).join(', ')})`;
  });
  console.log(`| ${row} | ${cells.join(' | ')} |`);
}
