// A Lighthouse run kept by `npm run bench -- --keep-runs=DIR`, and Lighthouse's own simulation
// (Lantern) of one of its metrics run again on it: for bench/explain-lcp.mjs and
// bench/explain-speed-index.mjs.
import { readFileSync } from 'node:fs';

/** The run's report (`lhr`) and the artifacts it was computed from (trace, network log). */
export function readKeptRun(path) {
  return JSON.parse(readFileSync(path, 'utf8'));
}

/**
 * Lantern's estimate of a metric (a computed artifact such as `LanternLargestContentfulPaint`) for
 * the run, with the settings it was measured with; `devtoolsLog` replaces the run's network log.
 */
export function simulate(metric, { lhr, artifacts }, devtoolsLog = artifacts.DevtoolsLog) {
  const settings = lhr.configSettings;
  return metric.request(
    {
      trace: artifacts.Trace,
      devtoolsLog,
      gatherContext: artifacts.GatherContext,
      settings,
      URL: artifacts.URL,
      SourceMaps: artifacts.SourceMaps,
      HostDPR: artifacts.HostDPR,
      simulator: null,
    },
    { computedCache: new Map(), settings },
  );
}
