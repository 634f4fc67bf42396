// @vitest-environment node
// The JUnit XML of contract:check and contract:fuzz: well-formed whatever the violations say,
// one <testcase> per operation, the verdicts in the elements a CI reads.
import { describe, expect, it } from 'vitest';
import { formatTable, summarize, toJUnit, xmlEscape } from './lib/report.mjs';

const row = (operation: string, verdict: string, extra: Record<string, unknown> = {}) => ({
  operation,
  method: 'GET',
  path: `/api/${operation}`,
  status: 200,
  verdict,
  violations: [],
  note: '',
  ms: 12,
  ...extra,
});

const report = summarize(
  'contract:check',
  [
    row('listMembers', 'pass'),
    row('getMember', 'fail', {
      violations: [
        { field: 'body.points', expected: 'a required field', problem: 'missing' },
        {
          field: 'body["<&>"]',
          expected: `"quotes" & 'apostrophes' <tags> \u0007bell \uD800`,
          problem: 'x',
        },
      ],
    }),
    row('listRewards', 'unreached', {
      status: null,
      note: 'no answer: connect ECONNREFUSED <host>',
    }),
    row('sendBroadcast', 'skipped', {
      status: null,
      note: 'changes data: run with --allow-writes',
    }),
  ],
  {
    target: 'http://127.0.0.1:1/?a=1&b=2',
    startedAt: '2026-11-22T10:00:00.000Z',
    durationMs: 1500,
  },
);

// jsdom (a dev dependency) ships no types: its XML parser is typed here by hand.
type Jsdom = new (
  text: string,
  options: { contentType: string },
) => { window: { document: Document } };
const { JSDOM } = (await import('jsdom' as string)) as { JSDOM: Jsdom };

function parse(xml: string) {
  const dom = new JSDOM(xml, { contentType: 'application/xml' });
  const error = dom.window.document.querySelector('parsererror');
  if (error) throw new Error(error.textContent ?? 'XML parse error');
  return dom.window.document;
}

describe('JUnit report', () => {
  it('is well-formed XML with one testcase per operation', () => {
    const doc = parse(toJUnit(report));
    expect(doc.querySelectorAll('testcase')).toHaveLength(4);
    const suite = doc.querySelector('testsuite');
    expect(suite?.getAttribute('tests')).toBe('4');
    expect(suite?.getAttribute('failures')).toBe('1');
    expect(suite?.getAttribute('errors')).toBe('1');
    expect(suite?.getAttribute('skipped')).toBe('1');
    expect(suite?.getAttribute('name')).toBe('contract:check http://127.0.0.1:1/?a=1&b=2');
  });

  it('puts each verdict where a CI reads it, the violations escaped', () => {
    const doc = parse(toJUnit(report));
    const failure = doc.querySelector('testcase[name^="getMember"] failure');
    expect(failure?.getAttribute('message')).toBe('body.points, body["<&>"]');
    expect(failure?.textContent).toContain('body.points: missing; expected a required field');
    expect(failure?.textContent).toContain(`"quotes" & 'apostrophes' <tags> bell`);
    expect(doc.querySelector('testcase[name^="listRewards"] error')?.getAttribute('message')).toBe(
      'no answer: connect ECONNREFUSED <host>',
    );
    expect(doc.querySelector('testcase[name^="sendBroadcast"] skipped')).not.toBeNull();
    expect(doc.querySelector('testcase[name^="listMembers"]')?.children).toHaveLength(0);
  });

  it('escapes the five XML entities and drops characters XML forbids', () => {
    expect(xmlEscape(`<a href="x">'&'</a>\u0000\u001F\uFFFF`)).toBe(
      '&lt;a href=&quot;x&quot;&gt;&apos;&amp;&apos;&lt;/a&gt;',
    );
  });
});

describe('table', () => {
  it('prints a row per operation with its violations and the totals', () => {
    const text = formatTable(report);
    expect(text).toMatch(/✗ FAIL\s+GET\s+\/api\/getMember\s+200\s+getMember/);
    expect(text).toContain('      body.points: missing; expected a required field');
    expect(text).toContain('4 operations: 1 pass, 1 fail, 1 unreached, 1 skipped');
  });
});
