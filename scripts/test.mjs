// `npm test`: every check in order, then one line `N passed, N failed` summing every runner.
import { spawnSync } from 'node:child_process';
import { existsSync, mkdirSync, readFileSync, rmSync } from 'node:fs';
import { ensureChromium } from './lib/browser.mjs';
import { binPath } from '../mocks/lib/processes.mjs';

const OUT = '.test-output';
rmSync(OUT, { recursive: true, force: true });
mkdirSync(OUT, { recursive: true });

const results = [];

function run(label, entry, args, env = {}) {
  console.log(`\n▶ ${label}`);
  const started = Date.now();
  const { status } = spawnSync(process.execPath, [entry, ...args], {
    stdio: 'inherit',
    env: { ...process.env, SCARF_ANALYTICS: 'false', FORCE_COLOR: '1', ...env },
  });
  console.log(
    `  ${label}: ${status === 0 ? 'ok' : 'FAILED'} (${((Date.now() - started) / 1000).toFixed(1)} s)`,
  );
  return status === 0;
}

/** A check that is one test: it passes or fails as a whole. */
function check(label, entry, args, env) {
  const ok = run(label, entry, args, env);
  results.push({ label, passed: ok ? 1 : 0, failed: ok ? 0 : 1 });
  return ok;
}

/** Titles of the Playwright tests that failed once and passed on their retry. */
function flakyTitles(report) {
  const titles = [];
  const visit = (suite, path) => {
    for (const spec of suite.specs ?? []) {
      if (spec.tests.some((t) => t.status === 'flaky'))
        titles.push([...path, spec.title].join(' › '));
    }
    for (const child of suite.suites ?? []) visit(child, [...path, child.title]);
  };
  for (const suite of report.suites) visit(suite, []);
  return titles;
}

/** What a Playwright JSON report counts; a test that passed on its retry is named. */
const playwrightCounts = (report) => ({
  passed: report.stats.expected + report.stats.flaky,
  failed: report.stats.unexpected,
  flaky: flakyTitles(report),
});

/** A test runner whose JSON report gives the counts; a crash with no report counts as one failure. */
function suite(label, entry, args, reportFile, count, env) {
  const ok = run(label, entry, args, env);
  const report = existsSync(reportFile) ? JSON.parse(readFileSync(reportFile, 'utf8')) : undefined;
  const counts = report ? count(report) : { passed: 0, failed: 1 };
  if (!ok && counts.failed === 0) counts.failed = 1;
  results.push({ label, ...counts });
}

check('lint (eslint)', binPath('eslint', 'bin/eslint.js'), ['.', '--max-warnings=0']);
check('format (prettier)', binPath('prettier', 'bin/prettier.cjs'), ['--check', '.']);
check('type check (tsc)', binPath('typescript', 'bin/tsc'), ['-p', 'tsconfig.json', '--noEmit']);
check('contract lint (redocly)', binPath('@redocly/cli', 'bin/cli.js'), [
  'lint',
  'openapi/openapi.yaml',
]);
check('contract lint (spectral)', binPath('@stoplight/spectral-cli', 'dist/index.js'), [
  'lint',
  '--fail-severity',
  'warn',
  'openapi/openapi.yaml',
]);
check('generated client is fresh', 'scripts/check-generated.mjs', []);

// Chromium runs the screen tests (Vitest's browser mode) and the browser suite (Playwright).
let chromiumPath;
try {
  chromiumPath = ensureChromium();
  console.log(`  browser: ${chromiumPath}`);
} catch (error) {
  console.error(
    `\n✗ Screen and browser tests not run: no Chromium was found and none could be installed.\n  ${error.message}`,
  );
  results.push({ label: 'screen and browser tests: not run, no browser', passed: 0, failed: 1 });
}

suite(
  'unit and component tests (vitest)',
  binPath('vitest', 'vitest.mjs'),
  [
    'run',
    '--project',
    'unit',
    '--reporter=default',
    '--reporter=json',
    `--outputFile.json=${OUT}/unit.json`,
    // The contract toolkit's probes write their section of docs/reliability.md.
    '--reporter=./tests/support/reliability-reporter.ts',
  ],
  `${OUT}/unit.json`,
  (report) => ({ passed: report.numPassedTests, failed: report.numFailedTests }),
);

if (chromiumPath) {
  suite(
    'screen tests and the fault matrix (vitest, Chromium)',
    binPath('vitest', 'vitest.mjs'),
    [
      'run',
      '--project',
      'screens',
      // A cell waits on the app more than it computes: four files side by side.
      '--maxWorkers=4',
      '--reporter=default',
      '--reporter=json',
      `--outputFile.json=${OUT}/screens.json`,
      // The fault cells write docs/reliability.md.
      '--reporter=./tests/support/reliability-reporter.ts',
    ],
    `${OUT}/screens.json`,
    (report) => ({ passed: report.numPassedTests, failed: report.numFailedTests }),
    { CHROMIUM_PATH: chromiumPath },
  );
}

const built = check('production build (vite)', binPath('vite', 'bin/vite.js'), ['build']);

if (built && chromiumPath) {
  suite(
    'browser tests (playwright)',
    binPath('@playwright/test', 'cli.js'),
    // One retry absorbs a machine hiccup; a test that fails twice fails, and a
    // test that needed its retry is named in the summary (see docs/decisions.md).
    ['test', '--retries=1'],
    `${OUT}/playwright.json`,
    playwrightCounts,
    { CHROMIUM_PATH: chromiumPath },
  );
}
if (chromiumPath) {
  // The developer panel, which only the development server has, on the offline back end's ports
  // (free again once the run above has stopped its servers).
  suite(
    'browser tests against the development server (playwright)',
    binPath('@playwright/test', 'cli.js'),
    ['test', '--retries=1', '--config', 'playwright.dev-server.config.ts'],
    `${OUT}/playwright-dev-server.json`,
    playwrightCounts,
    { CHROMIUM_PATH: chromiumPath },
  );
}
if (!built) {
  results.push({
    label: 'browser tests (playwright): not run, the build failed',
    passed: 0,
    failed: 1,
  });
}

console.log('\nSummary');
for (const { label, passed, failed, flaky = [] } of results) {
  console.log(`  ${failed ? '✗' : '✓'} ${label}: ${passed} passed, ${failed} failed`);
  for (const title of flaky) console.log(`      passed on its retry: ${title}`);
}
const passed = results.reduce((sum, r) => sum + r.passed, 0);
const failed = results.reduce((sum, r) => sum + r.failed, 0);
console.log(`${passed} passed, ${failed} failed`);
process.exit(failed ? 1 : 0);
