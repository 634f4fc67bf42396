import { execSync } from 'node:child_process';
import { readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { parse } from 'yaml';
import type { Reporter, TestCase, TestModule } from 'vitest/node';
import {
  DECLARED_FAULTS,
  FAULTS,
  SLOW_MS,
  contractMatrix,
  type Contract,
} from '../../src/testing/fault-matrix/contract-matrix';
import type { FaultRecord } from '../../src/testing/fault-matrix/faults';
import { CAUSE } from '../../scripts/contract/lib/verdicts.mjs';
import type { OfflineRecord, PlantedRecord } from '../../scripts/contract/lib/probe-record';

const OUTPUT = 'docs/reliability.md';
const CELLS = `${path.sep}src${path.sep}testing${path.sep}fault-matrix${path.sep}`;
/** The contract toolkit's tests that record the probes (planted faults, the offline back end). */
const PROBES = `${path.sep}scripts${path.sep}contract${path.sep}`;

/** Each section starts at its marker; a run writes the sections it ran and keeps the others. */
const SECTIONS = ['matrix', 'probes'] as const;
type Section = (typeof SECTIONS)[number];
const marker = (section: Section) => `<!-- section: ${section} -->`;

type Cell = FaultRecord & { passed: boolean };

function git(command: string): string {
  try {
    return execSync(`git ${command}`, {
      encoding: 'utf8',
      stdio: ['ignore', 'pipe', 'ignore'],
    }).trim();
  } catch {
    return '';
  }
}

const escape = (text: string) => text.replace(/\|/g, '\\|').replace(/\s+/g, ' ').trim();

/** The fault matrix, from the fault-matrix screen tests that ran (undefined: none ran). */
function matrixSection(modules: ReadonlyArray<TestModule>): string | undefined {
  if (modules.length === 0) return undefined;
  const cells = new Map<string, Cell>();
  for (const module of modules) {
    for (const test of module.children.allTests() as Iterable<TestCase>) {
      const record = test.meta().fault;
      const state = test.result().state;
      if (!record || state === 'skipped' || state === 'pending') continue;
      cells.set(`${record.operation}|${record.fault}`, { ...record, passed: state === 'passed' });
    }
  }
  const contract = parse(readFileSync('openapi/openapi.yaml', 'utf8')) as Contract;
  const matrix = contractMatrix(contract);
  const operations = [...matrix.operations];
  const columns = [...FAULTS, ...DECLARED_FAULTS];
  const cellCount = operations.reduce((sum, id) => sum + matrix.faultsOf(id).length, 0);
  for (const cell of cells.values())
    if (!operations.includes(cell.operation)) operations.push(cell.operation);
  const run = [...cells.values()];
  const passed = run.filter((c) => c.passed).length;
  const lines = [
    '## The fault matrix',
    '',
    `Produced by ${runOf(modules)}.`,
    `${run.length} of ${cellCount} cells ran; ${passed} passed, ` +
      `${run.length - passed} failed.`,
    '',
    'Where the cells run: every cell is a screen test (`npm run test:unit`, project `screens`): the ' +
      'app’s own routes rendered in Chromium on a memory router, against Prism answering from the ' +
      'contract, the fault set at the page’s fetch. The browser suite (`tests/faults/`) runs the ' +
      'cells of sign-in and the members list, and of a reward’s form with a picture and its ' +
      'confirmed delete, again against the production build under its ' +
      'Content-Security-Policy: one of each kind of screen for every fault class.',
    '',
    'Each cell is what the admin saw when that operation met that fault, and whether every check of ' +
      'the cell passed: the message, no blank screen, no uncaught error, the action can be ' +
      'retried, form input kept; 401 signs out and signing in again returns to the same screen; 403 ' +
      `keeps the session; a slow answer (held ${SLOW_MS / 1000} s, or until the progress is seen for a list asked ` +
      'for with its route) shows progress with the buttons disabled. ' +
      'Markers: (mock) the Prism mock served the contract’s answer; (route) the contract does not ' +
      'declare that code for the operation, so the test answered with the contract’s error body; ' +
      'GAP: the checks passed but a requirement is not met (said in the cell); ' +
      '(n req) requests the operation made for that fault (queries retry 5xx and lost ' +
      'connections at most twice, never 4xx; a write retries only a lost connection, at most ' +
      'twice, and only when it carries an Idempotency-Key; other writes never retry). ' +
      'The last columns are answers only some operations declare (412: changed by someone else ' +
      'since the version the form loaded; 429: sign-in locked after wrong passwords); — where ' +
      'the operation does not declare it.',
    '',
    `| operation | ${columns.join(' | ')} |`,
    `| --- | ${columns.map(() => '---').join(' | ')} |`,
  ];
  for (const operation of operations) {
    const row = columns.map((fault) => {
      const cell = cells.get(`${operation}|${fault}`);
      if (!cell) return matrix.faultsOf(operation).includes(fault) ? 'not run' : '—';
      const marks = [
        cell.source === 'mock' || cell.source === 'route' ? `(${cell.source})` : '',
        cell.requests === undefined ? '' : `(${cell.requests} req)`,
      ]
        .filter(Boolean)
        .join(' ');
      const verdict = cell.passed ? (cell.gap ? 'GAP' : 'PASS') : 'FAIL';
      const gap = cell.gap ? ` — not met: ${cell.gap}` : '';
      return escape(`${verdict}: ${cell.seen || '—'}${gap} ${marks}`);
    });
    lines.push(`| ${operation} | ${row.join(' | ')} |`);
  }
  return lines.join('\n');
}

/** The sections of the page as it is now (a page from before the sections: all of it the matrix). */
function previousSections(): Partial<Record<Section, string>> {
  let text: string;
  try {
    text = readFileSync(OUTPUT, 'utf8');
  } catch {
    return {};
  }
  const found: Partial<Record<Section, string>> = {};
  const starts = SECTIONS.map((section) => [section, text.indexOf(marker(section))] as const)
    .filter(([, at]) => at >= 0)
    .sort((a, b) => a[1] - b[1]);
  if (starts.length === 0) {
    const body = text.indexOf('-->');
    if (body >= 0) found.matrix = `## The fault matrix\n\n${text.slice(body + 3).trim()}`;
    return found;
  }
  starts.forEach(([section, at], i) => {
    const end = starts[i + 1]?.[1] ?? text.length;
    found[section] = text.slice(at + marker(section).length, end).trim();
  });
  return found;
}

const runOf = (modules: ReadonlyArray<TestModule>) => {
  const commit = git('rev-parse --short HEAD') || 'unknown';
  const dirty = git('status --porcelain') ? ' with uncommitted changes' : '';
  const files = modules.map((module) => path.basename(module.moduleId)).sort();
  return `the run of ${new Date().toISOString()} on commit \`${commit}\`${dirty} (files: ${files.join(', ')})`;
};

/** The probe classes, in the issue's words: what is sent or looked for. */
const CLASSES: { cause: string; sent: string }[] = [
  {
    cause: CAUSE.unsafeNumber,
    sent: 'huge and unsafe numbers (`1e308`, `9007199254740993`, `-1e308`) in every number parameter and body field',
  },
  {
    cause: CAUSE.farDate,
    sent: 'far dates (`9999-12-31`, `0001-01-01`) in every `date` and `date-time` field',
  },
  {
    cause: CAUSE.badBody,
    sent: 'malformed JSON, JSON nested 10,000 deep, a broken multipart form',
  },
  {
    cause: CAUSE.contentType,
    sent: 'a JSON body sent as `text/plain` or with no content type, a form sent as JSON',
  },
  {
    cause: CAUSE.timeLimit,
    sent: 'every request timed against the time limit: one past it is a finding, not a wait',
  },
  {
    cause: CAUSE.csvFormula,
    sent: 'a formula (`=HYPERLINK(…)`) written into every free-text field, then every `text/csv` answer read for a cell a spreadsheet would run',
  },
  {
    cause: CAUSE.poisonedList,
    sent: 'every list read again (as large a page as allowed) after each write',
  },
  {
    cause: CAUSE.lostUpdate,
    sent: 'where the contract declares an `ETag`: a write with a stale `If-Match`',
  },
  {
    cause: CAUSE.roleLetThrough,
    sent: 'every operation called with the token of each role (`--role`)',
  },
  {
    cause: CAUSE.ignoredAuth,
    sent: 'every secured operation without a token or with a malformed one',
  },
  {
    cause: CAUSE.acceptedInvalid,
    sent: 'invalid requests: blank or whitespace-only text, one past a length or a limit, an unknown enum value, a missing field',
  },
  {
    cause: CAUSE.refusedValid,
    sent: "valid requests: the examples with the server's own ids, generated reads",
  },
  { cause: CAUSE.lostId, sent: 'the ids the server itself listed' },
  {
    cause: CAUSE.shape,
    sent: "every answer judged by the contract's schemas, also behind real ids",
  },
  { cause: CAUSE.slow, sent: 'every answer timed against the response-time limit' },
  { cause: CAUSE.noAnswer, sent: 'a connection closed without an answer' },
  { cause: CAUSE.serverFault, sent: 'a 5xx to a valid request' },
];

/** The probes of the contract toolkit: each class, against the offline back end and its planted fault. */
function probesSection(modules: ReadonlyArray<TestModule>): string | undefined {
  const planted: (PlantedRecord & { passed: boolean })[] = [];
  const offline: OfflineRecord[] = [];
  for (const module of modules) {
    for (const test of module.children.allTests() as Iterable<TestCase>) {
      const state = test.result().state;
      if (state === 'skipped' || state === 'pending') continue;
      const meta = test.meta();
      if (meta.planted) planted.push({ ...meta.planted, passed: state === 'passed' });
      if (meta.offline) offline.push(meta.offline);
    }
  }
  if (planted.length === 0 && offline.length === 0) return undefined;
  const fuzz = offline.find((run) => run.command === 'contract:fuzz');
  const roles = offline.find((run) => run.command === 'contract:check --role');
  const caught = planted.filter((p) => p.caught && p.passed).length;
  const lines = [
    '## The probes: what a careless client or an attacker sends',
    '',
    `Produced by ${runOf(modules)}.`,
    ...(offline.length
      ? [
          'Against the offline back end (`npm run mock`, 200 members, at its public port, writes ' +
            'included): ' +
            offline
              .map(
                (run) =>
                  `${run.command}${run.roles ? ` (${run.roles.join(', ')})` : ''} ` +
                  `${run.findings} findings of ${run.operations} operations`,
              )
              .join('; ') +
            '.',
        ]
      : ['The offline back end was not run.']),
    `Planted faults: ${caught} of ${planted.length} caught.`,
    '',
    'Each class is what `contract:check` and `contract:fuzz` send or look for ' +
      '([docs/contract.md](contract.md) says how to run them and read their reports). ' +
      'The offline back end must give 0 findings; `contract:fuzz` counts the probes it sent of ' +
      'each class. Each planted fault is one small server of ' +
      '`scripts/contract/fixtures/fault-server.mjs` (`scripts/contract/faults.test.ts`) wrong in ' +
      'one way: the command meant to catch it must fail that operation with that class, and ' +
      'nothing else.',
    '',
    '| class (cause) | what is sent or looked for | offline back end | planted fault: operation (command) |',
    '| --- | --- | --- | --- |',
  ];
  for (const { cause, sent } of CLASSES) {
    const found = offline.reduce((sum, run) => sum + (run.causes?.[cause] ?? 0), 0);
    const probes = fuzz?.probes?.[cause];
    const seen =
      cause === CAUSE.roleLetThrough
        ? roles
          ? `${found} findings (${roles.roles?.length ?? 0} roles × ${roles.operations} operations)`
          : 'not run'
        : offline.length
          ? `${found} findings${probes ? ` (${probes} probes)` : ''}`
          : 'not run';
    const faults = planted
      .filter((p) => p.cause === cause)
      .map(
        (p) =>
          `${p.caught && p.passed ? 'caught' : 'NOT CAUGHT'}: \`${p.operation}\` (${p.command}; \`${p.fault}\`)`,
      );
    lines.push(
      `| ${escape(cause)} | ${escape(sent)} | ${seen} | ${escape(faults.join('; ') || '—')} |`,
    );
  }
  return lines.join('\n');
}

/**
 * Writes docs/reliability.md: the fault matrix (operation × fault → what the admin saw, pass or
 * fail), from the screen tests in src/testing/fault-matrix/: one test per cell, its record in the
 * test's meta (`faultCell` in faults.ts); and the probes, from the contract toolkit's tests in
 * scripts/contract/ (`planted` and `offline` in their meta). Each section is written when its
 * tests ran and kept as it was otherwise; a partial run of the matrix writes only what ran and
 * marks every other cell "not run".
 */
export default class ReliabilityReporter implements Reporter {
  onTestRunEnd(testModules: ReadonlyArray<TestModule>) {
    const matrix = matrixSection(testModules.filter((m) => m.moduleId.includes(CELLS)));
    const probes = probesSection(testModules.filter((m) => m.moduleId.includes(PROBES)));
    if (matrix === undefined && probes === undefined) return;
    const previous = previousSections();
    const sections = { matrix: matrix ?? previous.matrix, probes: probes ?? previous.probes };
    const lines = [
      '# Reliability: the fault matrix and the probes',
      '',
      "<!-- Generated by tests/support/reliability-reporter.ts from the screen tests in src/testing/fault-matrix/ and the contract toolkit's tests in scripts/contract/. Do not edit by hand. -->",
      '',
      ...SECTIONS.flatMap((section) =>
        sections[section] ? [marker(section), '', sections[section], ''] : [],
      ),
    ];
    writeFileSync(OUTPUT, lines.join('\n'));
    console.log(
      `reliability: wrote ${OUTPUT} (${[matrix && 'the fault matrix', probes && 'the probes'].filter(Boolean).join(' and ')})`,
    );
  }
}
