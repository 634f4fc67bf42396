// The report: one row per measured figure with its budget, ratio and verdict; JSON, Markdown, docs.
import { readFileSync, writeFileSync } from 'node:fs';
import { ROOT } from './servers.mjs';

const KB = 1000;

/**
 * A row. `budget` undefined: reported, not judged. `higherIsBetter`: the ratio is budget / figure
 * (a Lighthouse score); otherwise figure / budget. A ratio at most 1 passes.
 */
export function row(group, name, figure, unit, budget, { higherIsBetter = false, note } = {}) {
  const judged = budget !== undefined && figure !== undefined;
  // A budget of 0 (no detached node, say): any figure above it is over, however small.
  const over = (value) => (budget === 0 ? (value > 0 ? Infinity : 0) : value / budget);
  const ratio = judged ? (higherIsBetter ? budget / Math.max(figure, 1e-9) : over(figure)) : null;
  return {
    group,
    name,
    figure,
    unit,
    budget: budget ?? null,
    higherIsBetter,
    ratio: ratio === null || !Number.isFinite(ratio) ? (ratio === null ? null : '∞') : Math.round(ratio * 100) / 100,
    pass: judged ? ratio <= 1 : null,
    ...(note ? { note } : {}),
  };
}

const show = (value, unit) => {
  if (value === null || value === undefined) return '—';
  if (unit === 'kB') return `${(value / KB).toFixed(1)} kB`;
  if (unit === 'ms') return `${Math.round(value)} ms`;
  if (unit === 's') return `${(value / 1000).toFixed(2)} s`;
  if (unit === 'score' || unit === 'count') return String(Math.round(value));
  if (unit === 'ratio') return value.toFixed(2);
  return value.toFixed(3);
};

const budgetOf = (entry) =>
  entry.budget === null ? '—' : `${entry.higherIsBetter ? '≥' : '≤'} ${show(entry.budget, entry.unit)}`;

export function markdownTable(rows) {
  const lines = ['| row | figure | budget | ratio | result |', '| --- | ---: | ---: | ---: | --- |'];
  let group = '';
  for (const entry of rows) {
    if (entry.group !== group) {
      group = entry.group;
      lines.push(`| **${group}** | | | | |`);
    }
    const result = entry.pass === null ? 'report' : entry.pass ? 'within' : '**over**';
    const name = entry.note ? `${entry.name} (${entry.note})` : entry.name;
    lines.push(
      `| ${name} | ${show(entry.figure, entry.unit)} | ${budgetOf(entry)} | ${entry.ratio ?? '—'} | ${result} |`,
    );
  }
  return lines.join('\n');
}

const START = '<!-- bench:table:start -->';
const END = '<!-- bench:table:end -->';

/**
 * Writes bench/report.json and bench/report.md (every row), and, after a run of every row on every
 * screen (`complete`), puts the rows that have a budget into docs/performance.md: a partial run
 * never replaces them, and the page stays one page.
 */
export function writeReports(report, { complete }) {
  const over = report.rows.filter((entry) => entry.pass === false);
  const { machine } = report;
  const measured = `Measured ${report.finishedAt} on ${machine.cpus} × ${machine.cpuModel}, load average ${machine.loadAverage} at the start, ${machine.chromium}; ${report.options}.`;
  const counted = `${report.rows.length} rows, ${over.length} over budget. Ratio = figure / budget (budget / score for Lighthouse scores).`;
  const overList = over.length
    ? over.map(
        (entry) =>
          `- ${entry.group}, ${entry.name}: ${show(entry.figure, entry.unit)} (budget ${budgetOf(entry)}, ratio ${entry.ratio})`,
      )
    : ['- none'];
  const block = `${measured}\n\n${counted}\n\n${markdownTable(report.rows)}\n\nOver budget in this run:\n\n${overList.join('\n')}`;
  writeFileSync(`${ROOT}bench/report.json`, `${JSON.stringify(report, null, 2)}\n`);
  writeFileSync(`${ROOT}bench/report.md`, `# npm run bench\n\n${block}\n`);
  if (!complete) return;
  const judged = report.rows.filter((entry) => entry.budget !== null);
  const docsBlock = [
    measured,
    '',
    `${judged.length} rows with a budget, ${over.length} over; the ${report.rows.length - judged.length} reported without one are in \`bench/report.md\`.`,
    '',
    markdownTable(judged),
  ].join('\n');
  const docsPath = `${ROOT}docs/performance.md`;
  const docs = readFileSync(docsPath, 'utf8');
  const start = docs.indexOf(START);
  const end = docs.indexOf(END);
  if (start === -1 || end === -1) return;
  writeFileSync(
    docsPath,
    `${docs.slice(0, start + START.length)}\n${docsBlock}\n${docs.slice(end)}`,
  );
}
