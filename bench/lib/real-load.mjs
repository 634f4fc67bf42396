// A screen's first load as the browser really makes it, instead of Lighthouse's simulation of one:
// Chromium throttled through DevTools with Lighthouse's own figures for that kind of throttling
// (`lighthouse/core/config/constants.js`), and timed in the page. Lantern does not link an API
// answer to the task that handles it, so it cannot say whether a screen waits for its data or for
// its code; a real load can.
import { throttling } from 'lighthouse/core/config/constants.js';
import { newContext } from './browser.mjs';

const bytesPerSecond = (kbps) => (kbps > 0 ? (kbps * 1024) / 8 : -1);

/** A Lighthouse throttling profile as DevTools takes it: ms a request, bytes/s (-1: none), CPU. */
const devtoolsThrottling = (profile) => ({
  latency: profile.requestLatencyMs,
  downloadThroughput: bytesPerSecond(profile.downloadThroughputKbps),
  uploadThroughput: bytesPerSecond(profile.uploadThroughputKbps),
  cpu: profile.cpuSlowdownMultiplier,
});

const THROTTLING = {
  mobile: devtoolsThrottling(throttling.mobileSlow4G),
  desktop: devtoolsThrottling(throttling.desktopDense4G),
};

/** How long the browser may still report a larger paint once the content has shown. */
const LCP_SETTLE_MS = 1000;

/**
 * Opens `screen` in a fresh context and returns, in ms from the navigation's start: `shown`, the
 * first animation frame with the screen's content (`screen.content`, else `screen.ready`); `lcp`,
 * the browser's largest contentful paint; `firstApiAnswer`, the end of the first API answer.
 * `apiDelayMs` holds every API answer back that long, as a back end slower than the mock would.
 */
export async function measureRealLoad(browser, origin, screen, preset, { apiDelayMs = 0 } = {}) {
  const context = await newContext(browser, origin, screen.signedIn);
  try {
    if (apiDelayMs > 0) {
      await context.route(
        (url) => url.pathname.startsWith('/api/'),
        async (route) => {
          await new Promise((resolve) => setTimeout(resolve, apiDelayMs));
          await route.fallback();
        },
      );
    }
    const page = await context.newPage();
    const devtools = await context.newCDPSession(page);
    const { cpu, ...network } = THROTTLING[preset];
    await devtools.send('Network.enable');
    await devtools.send('Network.emulateNetworkConditions', { offline: false, ...network });
    await devtools.send('Emulation.setCPUThrottlingRate', { rate: cpu });
    await page.addInitScript(() => {
      window.largestPaint = 0;
      new PerformanceObserver((list) => {
        for (const entry of list.getEntries()) window.largestPaint = entry.startTime;
      }).observe({ type: 'largest-contentful-paint', buffered: true });
    });
    await page.goto(`${origin}${screen.path}`, { waitUntil: 'commit' });
    await (screen.content ?? screen.ready)(page).waitFor({ timeout: 60_000 });
    const shown = await page.evaluate(
      () => new Promise((resolve) => requestAnimationFrame(() => resolve(performance.now()))),
    );
    await page.waitForTimeout(LCP_SETTLE_MS);
    const { lcp, firstApiAnswer } = await page.evaluate(() => {
      const answers = performance
        .getEntriesByType('resource')
        .filter((entry) => new URL(entry.name).pathname.startsWith('/api/'))
        .map((entry) => entry.responseEnd);
      return {
        lcp: window.largestPaint,
        firstApiAnswer: answers.length > 0 ? Math.min(...answers) : undefined,
      };
    });
    return { shown, lcp, firstApiAnswer };
  } finally {
    await context.close();
  }
}
