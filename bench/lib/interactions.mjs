// Row 2: the latency of the interactions a working day repeats (Chromium's event timing: from the
// input to the next paint, the longest event of each interaction), with the CPU throttled 4x as
// Lighthouse's mobile preset does, against the offline back end with 100,000 members and 5,000
// broadcast messages. Each interaction is done `rounds` times; a run's figure is its slowest
// interaction (a typed word is one interaction per key); the row is the p75 of the runs.
import { loadNow } from './load.mjs';
import { SCREENS, sampleAddress } from '../../src/lib/screens.ts';
import { followRequests, newContext, settled } from './browser.mjs';
import { CONTENT, installContentWatch } from './content-marks.mjs';
import { interactionLatencies, percentile } from './stats.mjs';
import { row } from './report.mjs';

const BUDGET_MS = 100;
const CPU_SLOWDOWN = 4;
/** Event timing reports only events at least this long: a run under it counts as this. */
const THRESHOLD_MS = 16;
const TYPING_DELAY_MS = 120;

/** For `addInitScript`: every event timing entry of 16 ms or more, kept in `window.__events`. */
function recordEventTiming() {
  window.__events = [];
  new PerformanceObserver((list) => {
    for (const entry of list.getEntries())
      window.__events.push({ interactionId: entry.interactionId, duration: entry.duration, name: entry.name });
  }).observe({ type: 'event', durationThreshold: 16, buffered: true });
}

/** The entries reported after the last frames are painted (event timing reports after a paint). */
async function takeEvents(page) {
  return page.evaluate(
    () =>
      new Promise((resolve) =>
        requestAnimationFrame(() =>
          requestAnimationFrame(() =>
            setTimeout(() => {
              const events = window.__events;
              window.__events = [];
              resolve(events);
            }, 50),
          ),
        ),
      ),
  );
}

const searchBox = (page, name) => page.getByRole('searchbox', { name }).or(page.getByRole('textbox', { name }));

async function typeWord(page, requests, name, word) {
  const box = searchBox(page, name);
  await box.click();
  await takeEvents(page);
  await page.keyboard.type(word, { delay: TYPING_DELAY_MS });
  await requests.quiet();
  const events = await takeEvents(page);
  await box.fill('');
  await requests.quiet();
  return events;
}

/** The member whose profile the interactions use. */
const PROFILE = sampleAddress('member');

/**
 * The interactions: where each happens, and one run of it (resolving to the event timing entries
 * of the measured inputs only; what sets a run up or undoes it is left out).
 */
const INTERACTIONS = [
  {
    name: 'Users list: typing a name in the search (per key)',
    path: SCREENS.users.path,
    ready: CONTENT.users,
    run: (page, requests) => typeWord(page, requests, 'Search the users list', 'Layla'),
  },
  {
    name: 'Users list: next page, previous page',
    path: SCREENS.users.path,
    ready: CONTENT.users,
    async run(page, requests) {
      await page.getByRole('button', { name: 'Go to next page' }).click();
      await requests.quiet();
      await page.getByRole('button', { name: 'Go to previous page' }).click();
      await requests.quiet();
      return takeEvents(page);
    },
  },
  {
    name: "Users list: opening and closing the grid's rows-per-page menu",
    path: SCREENS.users.path,
    ready: CONTENT.users,
    async run(page) {
      await page.getByRole('combobox', { name: /rows per page/i }).click();
      await page.getByRole('listbox').waitFor();
      await page.keyboard.press('Escape');
      await page.getByRole('listbox').waitFor({ state: 'detached' });
      return takeEvents(page);
    },
  },
  {
    name: 'Users list: ticking all matching members and opening the bulk join dialog',
    path: SCREENS.users.path,
    ready: CONTENT.users,
    async run(page, requests) {
      await page.getByRole('grid').getByRole('checkbox', { name: 'Select all rows' }).click();
      await page.getByRole('button', { name: /^Select all [\d,]+ matching$/ }).click();
      await page.getByRole('button', { name: 'Bulk actions', exact: true }).click();
      await page.getByRole('menuitem', { name: 'Join a mission…' }).click();
      await page.getByRole('dialog').waitFor();
      await requests.quiet();
      const events = await takeEvents(page);
      await page.keyboard.press('Escape');
      await page.getByRole('dialog').waitFor({ state: 'detached' });
      await page.getByRole('button', { name: 'Clear selection' }).click();
      await requests.quiet();
      await takeEvents(page);
      return events;
    },
  },
  {
    name: 'Broadcast: typing in the search (per key)',
    path: SCREENS.broadcast.path,
    ready: CONTENT.broadcast,
    run: (page, requests) => typeWord(page, requests, 'Search broadcast messages', 'clinic'),
  },
  {
    name: 'Profile: opening the edit dialog',
    path: PROFILE,
    ready: CONTENT.profile,
    async run(page, requests) {
      await page.getByRole('button', { name: 'Edit profile', exact: true }).click();
      await page.getByRole('dialog').waitFor();
      await requests.quiet();
      const events = await takeEvents(page);
      await page.keyboard.press('Escape');
      await page.getByRole('dialog').waitFor({ state: 'detached' });
      await takeEvents(page);
      return events;
    },
  },
  {
    name: 'Profile: closing the edit dialog',
    path: PROFILE,
    ready: CONTENT.profile,
    async run(page, requests) {
      await page.getByRole('button', { name: 'Edit profile', exact: true }).click();
      await page.getByRole('dialog').waitFor();
      await requests.quiet();
      await takeEvents(page);
      await page.keyboard.press('Escape');
      await page.getByRole('dialog').waitFor({ state: 'detached' });
      return takeEvents(page);
    },
  },
  {
    name: 'Profile: opening and closing the visit history',
    path: PROFILE,
    ready: CONTENT.profile,
    async run(page, requests) {
      await page.getByRole('button', { name: /^History of / }).first().click();
      await page.getByRole('dialog').waitFor();
      await requests.quiet();
      await page.getByRole('dialog').getByRole('button', { name: 'Close', exact: true }).click();
      await page.getByRole('dialog').waitFor({ state: 'detached' });
      return takeEvents(page);
    },
  },
  {
    name: 'Profile: switching the history tabs',
    path: PROFILE,
    ready: CONTENT.profile,
    async run(page, requests) {
      await page.getByRole('tab', { name: 'Rewards' }).click();
      await requests.quiet();
      await page.getByRole('tab', { name: 'Missions' }).click();
      await requests.quiet();
      return takeEvents(page);
    },
  },
];

export async function measure(browser, { offline, rounds, log }) {
  const rows = [];
  const details = [];
  const group = `Interaction latency, CPU 4x slower, p75 of ${rounds} runs (100,000 members, 5,000 messages)`;
  const context = await newContext(browser, offline.origin, true, offline.session);
  await context.addInitScript(installContentWatch);
  await context.addInitScript(recordEventTiming);
  const page = await context.newPage();
  const requests = followRequests(page);
  const cdp = await context.newCDPSession(page);
  let path;
  for (const interaction of INTERACTIONS) {
    if (interaction.path !== path) {
      path = interaction.path;
      await cdp.send('Emulation.setCPUThrottlingRate', { rate: 1 });
      await page.goto(`${offline.origin}${path}`);
      await page.evaluate((content) => window.__content.sinceStart(content), interaction.ready);
      await settled(page, requests);
      await cdp.send('Emulation.setCPUThrottlingRate', { rate: CPU_SLOWDOWN });
    }
    const runs = [];
    for (let run = 0; run < rounds; run += 1) {
      const latencies = interactionLatencies(await interaction.run(page, requests));
      runs.push(Math.max(THRESHOLD_MS, ...latencies));
    }
    const under = runs.filter((figure) => figure === THRESHOLD_MS).length;
    const note = `median ${Math.round(percentile(runs, 50))} ms, max ${Math.round(Math.max(...runs))} ms; ${under} of ${rounds} runs under 16 ms; ${loadNow()}`;
    log(`  ${interaction.name}: p75 ${percentile(runs, 75)} ms (${note})`);
    rows.push(row(group, interaction.name, percentile(runs, 75), 'ms', BUDGET_MS, { note }));
    details.push({ name: interaction.name, runs });
  }
  await cdp.send('Emulation.setCPUThrottlingRate', { rate: 1 });
  await context.close();
  return { rows, details };
}
