// What a Lighthouse Speed Index figure is made of, for a run kept by
// `npm run bench -- --keep-runs=DIR`:
//   node bench/explain-speed-index.mjs DIR/desktop-profile-1.json
// Lighthouse does not simulate the Speed Index as it does LCP. It adds two estimates, weighted by
// the preset's round-trip time:
//   - the observed one, from the filmstrip of the real, unthrottled load;
//   - a layout-based one: the mean end time of the simulated main-thread tasks that laid out,
//     each task weighted by log2 of its simulated duration.
// The tool prints both estimates, the filmstrip's visual progress and the tasks behind the second.
import { LanternSpeedIndex } from 'lighthouse/core/computed/metrics/lantern-speed-index.js';
import { Speedline } from 'lighthouse/core/computed/speedline.js';
import { readKeptRun, simulate } from './lib/kept-run.mjs';

if (process.argv.length !== 3) {
  console.error('usage: node bench/explain-speed-index.mjs RUN.json');
  process.exit(2);
}
const run = readKeptRun(process.argv[2]);
const { lhr, artifacts } = run;
const settings = lhr.configSettings;
const speedIndex = await simulate(LanternSpeedIndex, run);

// Lantern's weights (its SpeedIndex metric): 1.4 and 0.4 at the mobile preset's 150 ms, both
// towards 0.5 as the round trip falls to 30 ms.
const excess = Math.max((settings.throttling.rttMs - 30) / 120, 0);
const observedWeight = 0.5 + 0.9 * excess;
const layoutWeight = 0.5 - 0.1 * excess;
const observed = speedIndex.optimisticEstimate.timeInMs;
const layoutBased = speedIndex.pessimisticEstimate.timeInMs;
const ms = (value) => String(Math.round(value)).padStart(5);

console.log(`${lhr.finalDisplayedUrl} (${settings.formFactor})`);
console.log(
  `Speed Index ${Math.round(speedIndex.timing)} ms = ${observedWeight.toFixed(3)} × observed ${Math.round(observed)} + ${layoutWeight.toFixed(3)} × layout-based ${Math.round(layoutBased)} (never below FCP)`,
);

const filmstrip = await Speedline.request(artifacts.Trace, { computedCache: new Map(), settings });
console.log('\nobserved: visual progress of the real load, ms from navigation (each change):');
let shown = -1;
for (const frame of filmstrip.frames) {
  const progress = Math.round(frame.getProgress());
  if (progress === shown) continue;
  shown = progress;
  console.log(`${ms(frame.getTimeStamp() - filmstrip.beginning)}  ${String(progress).padStart(3)} %`);
}

console.log('\nlayout-based: simulated tasks that laid out (start, end, weight):');
const layouts = [...speedIndex.pessimisticEstimate.nodeTimings]
  .filter(([node]) => node.type === 'cpu' && node.childEvents.some((e) => e.name === 'Layout'))
  .sort((a, b) => a[1].endTime - b[1].endTime);
for (const [node, timing] of layouts) {
  const weight = Math.max(Math.log2(timing.endTime - timing.startTime), 0);
  const layout = node.childEvents.filter((e) => e.name === 'Layout').reduce((sum, e) => sum + e.dur, 0);
  console.log(
    `${ms(timing.startTime)} ${ms(timing.endTime)}  ${weight.toFixed(1)}  task of ${Math.round(node.duration / 1000)} ms observed, ${Math.round(layout / 1000)} ms of it layout`,
  );
}
