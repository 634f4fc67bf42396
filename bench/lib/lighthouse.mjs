// Lighthouse (desktop and mobile presets), several runs per screen, median of each figure.
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import * as chromeLauncher from 'chrome-launcher';
import lighthouse from 'lighthouse';
import desktopConfig from 'lighthouse/core/config/desktop-config.js';
import { chromium } from '@playwright/test';
import { findChromium } from '../../scripts/lib/browser.mjs';
import { CHROMIUM_FLAGS, SCREENS, SESSION, TLS_FLAGS, median } from './browser.mjs';

export const PRESETS = { desktop: desktopConfig, mobile: undefined };

/** A Chromium for Lighthouse on its own throw-away profile; `seed` gives it the admin's session. */
async function launchChrome() {
  const userDataDir = mkdtempSync(join(tmpdir(), 'bench-lh-'));
  const chrome = await chromeLauncher.launch({
    chromePath: findChromium(),
    chromeFlags: [...CHROMIUM_FLAGS, ...TLS_FLAGS, '--headless=new'],
    userDataDir,
    logLevel: 'silent',
  });
  // Lighthouse drives the browser over CDP; Playwright joins the same browser to seed storage.
  const driver = await chromium.connectOverCDP(`http://127.0.0.1:${chrome.port}`);
  return {
    port: chrome.port,
    /** Leaves the admin signed in (or out) and the HTTP cache empty: every run is a first visit. */
    async prepare(origin, signedIn) {
      const [context] = driver.contexts();
      const page = await context.newPage();
      await page.goto(`${origin}/locales/en/common.json`);
      await page.evaluate(
        ([session, keep]) => {
          localStorage.clear();
          if (keep)
            for (const [key, value] of Object.entries(session)) localStorage.setItem(key, value);
        },
        [SESSION, signedIn],
      );
      const cdp = await context.newCDPSession(page);
      await cdp.send('Network.clearBrowserCache');
      await page.close();
    },
    async close() {
      await driver.close().catch(() => {});
      chrome.kill();
      rmSync(userDataDir, { recursive: true, force: true });
    },
  };
}

const figuresOf = (lhr) => ({
  score: Math.round((lhr.categories.performance.score ?? 0) * 100),
  lcp: lhr.audits['largest-contentful-paint'].numericValue,
  tbt: lhr.audits['total-blocking-time'].numericValue,
  cls: lhr.audits['cumulative-layout-shift'].numericValue,
  fcp: lhr.audits['first-contentful-paint'].numericValue,
  si: lhr.audits['speed-index'].numericValue,
  // The protocol the page's own document came over (h2 behind the TLS proxy, http/1.1 otherwise).
  protocol: lhr.audits['network-requests']?.details?.items?.[0]?.protocol,
});

/**
 * With BENCH_LHR_DIR set, each run's whole Lighthouse report is kept there (JSON), to read what
 * fills the main thread (`bootup-time`, `mainthread-work-breakdown`) or open it in the viewer.
 */
function keepReport(lhr, preset, screenId, origin, run) {
  const dir = process.env.BENCH_LHR_DIR;
  mkdirSync(dir, { recursive: true });
  const protocol = origin.startsWith('https:') ? 'h2' : 'h1';
  writeFileSync(join(dir, `${preset}-${protocol}-${screenId}-${run + 1}.json`), JSON.stringify(lhr));
}

/** Runs every preset on every screen `runs` times; returns the median figures and each run's. */
export async function measureLighthouse(
  origin,
  { runs = 3, log = () => {}, presets = Object.keys(PRESETS), screens = SCREENS } = {},
) {
  const results = [];
  for (const preset of presets) {
    const config = PRESETS[preset];
    const chrome = await launchChrome();
    try {
      for (const screen of screens) {
        const each = [];
        for (let run = 0; run < runs; run += 1) {
          await chrome.prepare(origin, screen.signedIn);
          const result = await lighthouse(
            `${origin}${screen.path}`,
            {
              port: chrome.port,
              output: 'json',
              logLevel: 'error',
              onlyCategories: ['performance'],
              // Storage is set by `prepare` (the session); the cache is emptied there too.
              disableStorageReset: true,
            },
            config,
          );
          if (result.lhr.runtimeError) throw new Error(result.lhr.runtimeError.message);
          if (process.env.BENCH_LHR_DIR) keepReport(result.lhr, preset, screen.id, origin, run);
          each.push(figuresOf(result.lhr));
        }
        const pick = (key) => median(each.map((figures) => figures[key]));
        const summary = {
          preset,
          screen: screen.id,
          name: screen.name,
          score: pick('score'),
          lcp: pick('lcp'),
          tbt: pick('tbt'),
          cls: pick('cls'),
          fcp: pick('fcp'),
          protocol: each[0]?.protocol,
          runs: each,
        };
        log(
          `  lighthouse ${preset} ${screen.id}: score ${summary.score}, LCP ${Math.round(summary.lcp)} ms, TBT ${Math.round(summary.tbt)} ms, CLS ${summary.cls.toFixed(3)} (${summary.protocol})`,
        );
        results.push(summary);
      }
    } finally {
      await chrome.close();
    }
  }
  return results;
}
