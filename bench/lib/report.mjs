// The report: one row per measured figure with its budget, ratio and verdict; JSON, Markdown, docs.
import { readFileSync, writeFileSync } from 'node:fs';
import { ROOT } from './servers.mjs';

const KB = 1000;

/**
 * A row. `budget` undefined: reported, not judged. `higherIsBetter`: the ratio is budget / figure
 * (a Lighthouse score); otherwise figure / budget. A ratio at most 1 passes. `floor`: the same
 * figure for the stack without the app (bench/floor/); `floorMisses` says the stack alone is over
 * the budget, so no app on it can meet it.
 */
export function row(group, name, figure, unit, budget, { higherIsBetter = false, note, floor } = {}) {
  const judged = budget !== undefined && figure !== undefined;
  const ratioOf = (value) => (higherIsBetter ? budget / Math.max(value, 1e-9) : value / budget);
  const ratio = judged ? ratioOf(figure) : null;
  return {
    group,
    name,
    figure,
    unit,
    budget: budget ?? null,
    floor: floor ?? null,
    ratio: ratio === null ? null : Math.round(ratio * 100) / 100,
    pass: judged ? ratio <= 1 : null,
    floorMisses: judged && floor !== undefined ? ratioOf(floor) > 1 : null,
    ...(note ? { note } : {}),
  };
}

const show = (value, unit) => {
  if (value === null || value === undefined) return '—';
  if (unit === 'kB') return `${(value / KB).toFixed(1)} kB`;
  if (unit === 'ms') return `${Math.round(value)} ms`;
  if (unit === 's') return `${(value / 1000).toFixed(2)} s`;
  if (unit === 'score') return String(Math.round(value));
  if (unit === 'count') return String(value);
  return value.toFixed(3);
};

export function markdownTable(rows) {
  const lines = [
    '| row | figure | budget | floor | ratio | result |',
    '| --- | ---: | ---: | ---: | ---: | --- |',
  ];
  let group = '';
  for (const entry of rows) {
    if (entry.group !== group) {
      group = entry.group;
      lines.push(`| **${group}** | | | | | |`);
    }
    const budget =
      entry.budget === null
        ? '—'
        : `${entry.unit === 'score' ? '≥' : '≤'} ${show(entry.budget, entry.unit)}`;
    const result =
      entry.pass === null
        ? 'report'
        : entry.pass
          ? 'pass'
          : entry.floorMisses
            ? '**FAIL**, the floor too'
            : '**FAIL**';
    const name = entry.note ? `${entry.name} (${entry.note})` : entry.name;
    lines.push(
      `| ${name} | ${show(entry.figure, entry.unit)} | ${budget} | ${show(entry.floor, entry.unit)} | ${entry.ratio ?? '—'} | ${result} |`,
    );
  }
  return lines.join('\n');
}

const START = '<!-- bench:table:start -->';
const END = '<!-- bench:table:end -->';

/** Writes bench/report.json and bench/report.md, and puts the table into docs/performance.md. */
export function writeReports(report) {
  const table = markdownTable(report.rows);
  const failed = report.rows.filter((entry) => entry.pass === false);
  const floorMisses = failed.filter((entry) => entry.floorMisses).length;
  const heading = [
    `Measured ${report.finishedAt} on ${report.machine.cpus} × ${report.machine.cpuModel}, load average ${report.machine.loadAverage} at the start, ${report.machine.chromium}.`,
    '',
    `${report.rows.length} rows, ${failed.length} over budget, of which the floor (the stack without the app) is over budget too in ${floorMisses}. Budgets from issue 7; ratio = figure / budget (budget / score for Lighthouse scores).`,
  ].join('\n');
  writeFileSync(`${ROOT}bench/report.json`, `${JSON.stringify(report, null, 2)}\n`);
  writeFileSync(`${ROOT}bench/report.md`, `# npm run bench\n\n${heading}\n\n${table}\n`);
  const docsPath = `${ROOT}docs/performance.md`;
  let docs;
  try {
    docs = readFileSync(docsPath, 'utf8');
  } catch {
    return;
  }
  const start = docs.indexOf(START);
  const end = docs.indexOf(END);
  if (start === -1 || end === -1) return;
  writeFileSync(
    docsPath,
    `${docs.slice(0, start + START.length)}\n${heading}\n\n${table}\n${docs.slice(end)}`,
  );
}
