// Reports of contract:check and contract:fuzz: a table for people, JSON and JUnit XML for a CI.
import { mkdirSync, writeFileSync } from 'node:fs';
import { join, resolve } from 'node:path';

export const VERDICTS = ['pass', 'fail', 'unreached', 'skipped'];

/**
 * The report: `{ tool, ok, summary: {pass, fail, unreached, skipped}, operations, ...meta }`.
 * @param {string} tool
 * @param {any[]} rows
 * @param {Record<string, any>} [meta]
 * @returns {Record<string, any> & { ok: boolean, operations: any[], summary: Record<string, number> }}
 */
export function summarize(tool, rows, meta = {}) {
  const summary = Object.fromEntries(
    VERDICTS.map((v) => [v, rows.filter((r) => r.verdict === v).length]),
  );
  return {
    tool,
    ok: summary.fail === 0 && summary.unreached === 0,
    ...meta,
    summary,
    operations: rows,
  };
}

const MARK = { pass: '✓ pass', fail: '✗ FAIL', unreached: '! UNREACHED', skipped: '- skipped' };

/** One line per violation: `[answer breaks the contract] body.points: missing; expected a required field`. */
export function describeViolation(v) {
  return `${v.cause ? `[${v.cause}] ` : ''}${v.field}: ${v.problem}; expected ${v.expected}`;
}

/** One row per operation (verdict, method, path, status, id), violations and notes under it. */
export function formatTable(report) {
  const width = Math.max(...report.operations.map((r) => r.path.length), 4);
  const lines = report.operations.flatMap((row) => {
    const head = [
      MARK[row.verdict].padEnd(11),
      row.method.padEnd(6),
      row.path.padEnd(width),
      String(row.status ?? '-').padEnd(4),
      `${row.operation}${row.origin === 'designed' ? ' [x-origin: designed]' : ''}`,
    ].join(' ');
    const details = row.violations.map((v) => `      ${describeViolation(v)}`);
    if (row.note) details.push(`      (${row.note})`);
    return [head, ...details];
  });
  const { pass, fail, unreached, skipped } = report.summary;
  lines.push(
    '',
    `${report.operations.length} operations: ${pass} pass, ${fail} fail, ${unreached} unreached, ${skipped} skipped`,
  );
  const { deleted = [], leftBehind = [] } = report.cleanup ?? {};
  if (deleted.length > 0) lines.push(`deleted again: ${deleted.join(', ')}`);
  for (const item of leftBehind.slice(0, 8)) lines.push(`left behind: ${item}`);
  if (leftBehind.length > 8) {
    lines.push(`left behind: ${leftBehind.length - 8} more (the JSON report lists them all)`);
  }
  for (const hint of report.hints ?? []) lines.push(`hint: ${hint}`);
  return lines.join('\n');
}

/** Text safe inside XML: the five entities escaped, characters XML 1.0 forbids removed. */
export function xmlEscape(value) {
  return (
    String(value)
      // eslint-disable-next-line no-control-regex
      .replace(/[\u0000-\u0008\u000B\u000C\u000E-\u001F\uFFFE\uFFFF]/g, '')
      .replace(/[\uD800-\uDBFF](?![\uDC00-\uDFFF])|(?<![\uD800-\uDBFF])[\uDC00-\uDFFF]/g, '')
      .replace(/&/g, '&amp;')
      .replace(/</g, '&lt;')
      .replace(/>/g, '&gt;')
      .replace(/"/g, '&quot;')
      .replace(/'/g, '&apos;')
  );
}

/** JUnit XML: one <testcase> per operation; fail -> <failure>, unreached -> <error>, skipped -> <skipped>. */
export function toJUnit(report) {
  const { summary } = report;
  const seconds = (ms) => ((ms ?? 0) / 1000).toFixed(3);
  const name = `${report.tool}${report.target ? ` ${report.target}` : ''}`;
  const cases = report.operations.map((row) => {
    const attrs = `classname="${xmlEscape(report.tool)}" name="${xmlEscape(
      `${row.operation} ${row.method} ${row.path}`,
    )}" time="${seconds(row.ms)}"`;
    const text = [
      `status: ${row.status ?? '-'}`,
      ...row.violations.map(describeViolation),
      ...(row.note ? [row.note] : []),
    ].join('\n');
    if (row.verdict === 'fail') {
      const message = row.violations.map((v) => v.field).join(', ') || 'contract violation';
      return `    <testcase ${attrs}>\n      <failure message="${xmlEscape(message)}" type="contract">${xmlEscape(text)}</failure>\n    </testcase>`;
    }
    if (row.verdict === 'unreached') {
      return `    <testcase ${attrs}>\n      <error message="${xmlEscape(row.note)}" type="unreached">${xmlEscape(text)}</error>\n    </testcase>`;
    }
    if (row.verdict === 'skipped') {
      return `    <testcase ${attrs}>\n      <skipped message="${xmlEscape(row.note)}"/>\n    </testcase>`;
    }
    return `    <testcase ${attrs}/>`;
  });
  const counts = `tests="${report.operations.length}" failures="${summary.fail}" errors="${summary.unreached}" skipped="${summary.skipped}" time="${seconds(report.durationMs)}"`;
  return [
    '<?xml version="1.0" encoding="UTF-8"?>',
    `<testsuites name="${xmlEscape(report.tool)}" ${counts}>`,
    `  <testsuite name="${xmlEscape(name)}" ${counts}${report.startedAt ? ` timestamp="${xmlEscape(report.startedAt.slice(0, 19))}"` : ''}>`,
    ...cases,
    '  </testsuite>',
    '</testsuites>',
    '',
  ].join('\n');
}

/** Writes `<dir>/<base>.json` and `<dir>/<base>.junit.xml`; returns their paths. */
export function writeReports(dir, base, report) {
  mkdirSync(dir, { recursive: true });
  const json = resolve(join(dir, `${base}.json`));
  const xml = resolve(join(dir, `${base}.junit.xml`));
  writeFileSync(json, `${JSON.stringify(report, null, 2)}\n`);
  writeFileSync(xml, toJUnit(report));
  return { json, xml };
}
