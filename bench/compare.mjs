// Judges a change: the app at two git revisions (or two builds already made), served side by side
// behind the benchmark's proxy against one mock and measured in alternating rounds, so that the
// machine's busy and quiet moments fall on both.
//   node bench/compare.mjs BEFORE AFTER [--rounds=3] [--screens=profile,signin]
//     [--presets=desktop,mobile] [--sizes-only]
// BEFORE and AFTER: each a git revision (main, a commit, HEAD~2) or a folder holding a build (its
// index.html). A revision is exported with `git archive` into .build-compare/<commit>/, built
// there with this checkout's node_modules (once; kept for the next comparison) and previewed with
// its own vite.config.ts. Prints the JavaScript each screen fetches on a direct visit (gzip; sizes
// are deterministic, so measured once), then each Lighthouse figure's median per build with its runs.
import { execFileSync } from 'node:child_process';
import { existsSync, mkdirSync, rmSync, symlinkSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { parseArgs } from 'node:util';
import { launchBrowser, median, pickScreens } from './lib/browser.mjs';
import { startCompressingProxy } from './lib/compressing-proxy.mjs';
import { PRESETS, measureLighthouse } from './lib/lighthouse.mjs';
import { measureScreenLoads } from './lib/screen-loads.mjs';
import { build, ROOT, startMock, startPreview, stopProgram, waitForHttp } from './lib/servers.mjs';

const USAGE = `usage: node bench/compare.mjs BEFORE AFTER [--rounds=3] [--screens=signin,users,profile,broadcast]
         [--presets=desktop,mobile] [--sizes-only]
BEFORE, AFTER: a git revision, or a folder with a build (BUILD_OUT_DIR=DIR vite build)`;

const { values, positionals } = parseArgs({
  allowPositionals: true,
  options: {
    rounds: { type: 'string', default: '3' },
    screens: { type: 'string', default: '' },
    presets: { type: 'string', default: Object.keys(PRESETS).join(',') },
    'sizes-only': { type: 'boolean', default: false },
    help: { type: 'boolean', default: false },
  },
});
if (values.help || positionals.length !== 2) {
  console.log(USAGE);
  process.exit(values.help ? 0 : 2);
}
const screens = pickScreens(values.screens);
const presets = values.presets.split(',').filter((preset) => preset in PRESETS);
const rounds = Number(values.rounds);

/** Ports apart from `npm run bench`'s and the browser tests'. */
const MOCK_PORT = 27590;
const servedPort = (index) => 27591 + 2 * index;

const commitOf = (revision) => {
  try {
    const options = { cwd: ROOT, encoding: 'utf8', stdio: ['ignore', 'pipe', 'ignore'] };
    return execFileSync('git', ['rev-parse', '--verify', `${revision}^{commit}`], options).trim();
  } catch {
    return undefined;
  }
};

/** A build folder as it is, or a revision exported and built: where to preview it from. */
async function prepare(argument) {
  const folder = resolve(ROOT, argument);
  if (existsSync(join(folder, 'index.html'))) return { label: argument, cwd: ROOT, outDir: folder };
  const commit = commitOf(argument);
  if (!commit) {
    console.error(`${argument}: neither a build folder nor a git revision\n${USAGE}`);
    process.exit(2);
  }
  const tree = join(ROOT, '.build-compare', commit.slice(0, 12));
  if (!existsSync(join(tree, 'dist', 'index.html'))) {
    console.log(`exporting and building ${argument} (${commit.slice(0, 7)}) in ${tree} …`);
    rmSync(tree, { recursive: true, force: true });
    mkdirSync(tree, { recursive: true });
    const archive = execFileSync('git', ['archive', commit], { cwd: ROOT, maxBuffer: 2 ** 30 });
    execFileSync('tar', ['-x', '-C', tree], { input: archive });
    symlinkSync(join(ROOT, 'node_modules'), join(tree, 'node_modules'));
    await build('dist', tree);
  }
  return { label: `${argument} (${commit.slice(0, 7)})`, cwd: tree, outDir: 'dist' };
}

const LIGHTHOUSE_FIGURES = [
  ['score', (run) => run.score],
  ['FCP ms', (run) => run.fcp],
  ['Speed Index ms', (run) => run.si],
  ['LCP ms', (run) => run.lcp],
  ['TBT ms', (run) => run.tbt],
  ['CLS', (run) => run.cls],
];
const shown = (row, value) => {
  if (row.endsWith('CLS')) return value.toFixed(3);
  if (row.endsWith('kB')) return (value / 1000).toFixed(1);
  return Math.round(value).toLocaleString('en');
};

/** `{ row: number[] }` for each build, in the order of `positionals`. */
const figures = positionals.map(() => new Map());
const record = (build, row, value) => {
  if (!figures[build].has(row)) figures[build].set(row, []);
  figures[build].get(row).push(value);
};

const builds = [];
for (const argument of positionals) builds.push(await prepare(argument));
const mock = startMock(MOCK_PORT);
const served = [];
let browser;
try {
  await waitForHttp(`http://127.0.0.1:${MOCK_PORT}/api/notification/all`, 180_000).catch((error) => {
    throw new Error(`${error.message}; the mock said:\n${mock.output}`);
  });
  for (const [index, { cwd, outDir }] of builds.entries()) {
    const port = servedPort(index);
    const preview = startPreview(port + 1, MOCK_PORT, outDir, cwd);
    served.push({ preview });
    await waitForHttp(`http://127.0.0.1:${port + 1}/`, 60_000);
    const staticDir = resolve(cwd, outDir);
    served.at(-1).proxy = await startCompressingProxy(port, `http://127.0.0.1:${port + 1}`, staticDir);
  }
  browser = await launchBrowser();
  for (const [index, { cwd, outDir }] of builds.entries()) {
    const origin = `http://127.0.0.1:${servedPort(index)}`;
    const loads = await measureScreenLoads(browser, origin, resolve(cwd, outDir), screens);
    for (const load of loads) {
      record(index, `${load.name}: JavaScript, gzip kB`, load.js.gzip);
      record(index, `${load.name}: scripts fetched`, load.js.files);
    }
  }
  for (let round = 1; round <= (values['sizes-only'] ? 0 : rounds); round += 1) {
    for (const [index, { label }] of builds.entries()) {
      const origin = `http://127.0.0.1:${servedPort(index)}`;
      console.log(`round ${round} of ${rounds}: ${label}`);
      const results = await measureLighthouse(origin, { runs: 1, presets, screens });
      for (const result of results)
        for (const [figure, read] of LIGHTHOUSE_FIGURES)
          record(index, `${result.preset} ${result.name}: ${figure}`, read(result.runs[0]));
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

const labels = builds.map((entry) => entry.label);
console.log(`\n| figure | ${labels.join(' | ')} |\n| --- |${' ---: |'.repeat(labels.length)}`);
for (const row of figures[0].keys()) {
  const cells = figures.map((byRow) => {
    const runs = byRow.get(row) ?? [];
    if (runs.length === 1) return shown(row, runs[0]);
    return `${shown(row, median(runs))} (${runs.map((run) => shown(row, run)).join(', ')})`;
  });
  console.log(`| ${row} | ${cells.join(' | ')} |`);
}
