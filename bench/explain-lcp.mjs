// What a Lighthouse LCP figure is made of: runs Lighthouse's own simulation (Lantern) again on a
// run kept by `npm run bench -- --keep-runs=DIR` and lists the requests and main-thread tasks it
// counted, with the simulated times at which each started and ended, and the server response time
// it gave each origin.
//   node bench/explain-lcp.mjs DIR/mobile-profile-1.json [--drop=REGEX] [--pessimistic]
//   --drop=REGEX   simulate again as if the requests whose address matches (not the page's) had
//                  not been made; Lantern then shares out the connections anew, so read it as a hint
//   --pessimistic  list the pessimistic graph (the figure is the mean of both) instead
import { parseArgs } from 'node:util';
import { LanternLargestContentfulPaint } from 'lighthouse/core/computed/metrics/lantern-largest-contentful-paint.js';
import { NetworkAnalysis } from 'lighthouse/core/computed/network-analysis.js';
import { readKeptRun, simulate } from './lib/kept-run.mjs';

const { values, positionals } = parseArgs({
  allowPositionals: true,
  options: { drop: { type: 'string' }, pessimistic: { type: 'boolean', default: false } },
});
if (positionals.length !== 1) {
  console.error('usage: node bench/explain-lcp.mjs RUN.json [--drop=REGEX] [--pessimistic]');
  process.exit(2);
}

const run = readKeptRun(positionals[0]);
const { lhr, artifacts } = run;
let devtoolsLog = artifacts.DevtoolsLog;
if (values.drop) {
  const dropped = new RegExp(values.drop);
  const ids = new Set(
    devtoolsLog
      .filter(
        (e) =>
          e.method === 'Network.requestWillBeSent' &&
          e.params.type !== 'Document' &&
          dropped.test(e.params.request.url),
      )
      .map((e) => e.params.requestId),
  );
  devtoolsLog = devtoolsLog.filter((e) => !ids.has(e.params?.requestId));
  console.log(`left out ${ids.size} request(s) matching ${dropped}`);
}

const settings = lhr.configSettings;
const lcp = await simulate(LanternLargestContentfulPaint, run, devtoolsLog);

// The simulation adds one server response time per origin to every request of it: the median of
// those observed in the run, so a slow server in the run is a slow server in the figure.
const { serverResponseTimeByOrigin } = await NetworkAnalysis.request(devtoolsLog, {
  computedCache: new Map(),
});

const ms = (value) => String(Math.round(value)).padStart(5);
const element = lhr.audits['lcp-breakdown-insight']?.details?.items?.find((i) => i.type === 'node');
console.log(`${lhr.finalDisplayedUrl} (${settings.formFactor})`);
console.log(`largest paint: ${element?.snippet ?? 'unknown'}`);
for (const [origin, time] of serverResponseTimeByOrigin)
  if (origin.startsWith('http')) console.log(`server response time of ${origin}: ${Math.round(time)} ms`);
console.log(
  `LCP ${Math.round(lcp.timing)} ms: optimistic ${Math.round(lcp.optimisticEstimate.timeInMs)}, pessimistic ${Math.round(lcp.pessimisticEstimate.timeInMs)}`,
);

// Main-thread tasks: what in them matters to the graph (Lantern scales their time by the preset's
// CPU slowdown).
const TASK_EVENTS = {
  ParseHTML: 'parses the page',
  EvaluateScript: 'runs a classic script',
  'v8.evaluateModule': 'runs a module',
  Layout: 'lays out',
  Paint: 'paints',
  ResourceSendRequest: 'sends requests',
};
const describe = (node) => {
  if (node.type === 'network') {
    const { request } = node;
    const path = request.url.startsWith('data:') ? 'data: URL' : new URL(request.url).pathname;
    return `${request.priority.padEnd(8)} ${path} (${(request.transferSize / 1000).toFixed(1)} kB)`;
  }
  const does = [...new Set(node.childEvents.map((e) => TASK_EVENTS[e.name]).filter(Boolean))];
  return `task of ${Math.round(node.duration / 1000)} ms observed: ${does.join(', ') || 'other'}`;
};

const estimate = values.pessimistic ? lcp.pessimisticEstimate : lcp.optimisticEstimate;
console.log(`\n${values.pessimistic ? 'pessimistic' : 'optimistic'} graph, simulated ms:`);
console.log('start   end');
for (const [node, timing] of [...estimate.nodeTimings].sort((a, b) => a[1].endTime - b[1].endTime))
  console.log(`${ms(timing.startTime)} ${ms(timing.endTime)}  ${describe(node)}`);
